/**
 * 'Importazioni recenti' on the list of a registry imported as one batch (DECISIONS.md "The
 * import model, updates and the registry's imports"): the organisation's latest imports of the
 * list's category — when, who, the rows of the file, inserted and updated, undone or not — each
 * with 'Annulla importazione' until it is undone. The gateway refuses an undo (409) when a record
 * of the batch changed since, and the refusal is shown on the batch's row as it came.
 */
import {
  registryImportBatchesQueryOptions,
  registryImportMutationOptions,
  type ImportBatchSummary,
  type ImportRegistry,
} from '@portineria/api-client';
import { describeImportFailure, formatDateTime } from '@portineria/domain';
import { Button, ConfirmDialog, EmptyState, FullScreenDialog, ProgressBar } from '@portineria/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { apiClient } from '../../../lib/apiClient.ts';
import { webMessage } from '../../../messages/it-IT.ts';
import * as styles from './registryImport.css.ts';

/** Props of {@link RegistryImportBatchesButton}. */
export interface RegistryImportBatchesButtonProps {
  /** The registry the list shows. */
  registry: ImportRegistry;
  /** The list's route category (person, client, condominium, private), or null. */
  category: string | null;
  /** Whether the profile may delete in the registry (APP_DELETE): the undo is offered then. */
  canUndo: boolean;
}

/** One batch's row, with its undo and what the undo answered. */
function BatchRow({
  registry,
  batch,
  canUndo,
}: {
  registry: ImportRegistry;
  batch: ImportBatchSummary;
  canUndo: boolean;
}) {
  const undo = useMutation(registryImportMutationOptions(apiClient).undo(registry));
  const date = formatDateTime(batch.createdAt);
  return (
    <tr data-import-batch={batch.id}>
      <td>{date}</td>
      <td>{batch.user ?? webMessage('registry.import.batches.unknownUser')}</td>
      <td>{batch.rowCount}</td>
      <td>{batch.insertedCount}</td>
      <td>{batch.updatedCount}</td>
      <td>
        {batch.undoneAt === null
          ? webMessage('registry.import.batches.active')
          : webMessage('registry.import.batches.undoneAt', {
              date: formatDateTime(batch.undoneAt),
            })}
      </td>
      <td>
        {undo.isSuccess ? (
          <p role="status" className={styles.notice}>
            {webMessage('registry.import.batches.undone', {
              date,
              deleted: undo.data.deleted.length,
              restored: undo.data.restored.length,
            })}
          </p>
        ) : null}
        {undo.isError ? (
          <p role="alert" className={styles.error}>
            {describeImportFailure(undo.error)}
          </p>
        ) : null}
        {canUndo && batch.undoneAt === null && !undo.isSuccess ? (
          <ConfirmDialog
            message={webMessage('registry.import.undo.confirm')}
            tone="destructive"
            onConfirm={() => undo.mutate(batch.id)}
            trigger={
              <Button
                variant="outlined"
                tone="error"
                size="small"
                pending={undo.isPending}
                disabled={undo.isPending}
              >
                {webMessage('registry.import.undo')}
              </Button>
            }
          />
        ) : null}
      </td>
    </tr>
  );
}

/** The list of recent imports, with its loading, error and empty states. */
function BatchesList({ registry, category, canUndo }: RegistryImportBatchesButtonProps) {
  const batches = useQuery(registryImportBatchesQueryOptions(apiClient, registry, category));
  if (batches.isPending) {
    return <ProgressBar value={null} label={webMessage('registry.import.batches.loading')} />;
  }
  if (batches.isError) {
    return (
      <div className={styles.section}>
        <p role="alert" className={styles.error}>
          {webMessage('registry.import.batches.failed', {
            reason: describeImportFailure(batches.error),
          })}
        </p>
        <div className={styles.actions}>
          <Button variant="outlined" onClick={() => void batches.refetch()}>
            {webMessage('registry.import.batches.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (batches.data.length === 0) {
    return <EmptyState title={webMessage('registry.import.batches.empty')} />;
  }
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {webMessage('registry.import.batches.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{webMessage('registry.import.batches.date')}</th>
            <th scope="col">{webMessage('registry.import.batches.user')}</th>
            <th scope="col">{webMessage('registry.import.batches.rows')}</th>
            <th scope="col">{webMessage('registry.import.batches.inserted')}</th>
            <th scope="col">{webMessage('registry.import.batches.updated')}</th>
            <th scope="col">{webMessage('registry.import.batches.state')}</th>
            <th scope="col">{webMessage('registry.import.batches.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {batches.data.map((batch) => (
            <BatchRow key={batch.id} registry={registry} batch={batch} canUndo={canUndo} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Importazioni recenti' beside 'Importa': a dialog listing the registry's recent imports. */
export function RegistryImportBatchesButton(props: RegistryImportBatchesButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <FullScreenDialog
      open={open}
      onOpenChange={setOpen}
      title={webMessage('registry.import.batches')}
      trigger={
        <Button variant="text" size="small" icon={<History aria-hidden size={16} />}>
          {webMessage('registry.import.batches')}
        </Button>
      }
    >
      {open ? (
        <div className={styles.wizard}>
          <BatchesList {...props} />
        </div>
      ) : null}
    </FullScreenDialog>
  );
}
