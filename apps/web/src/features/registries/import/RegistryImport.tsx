/**
 * 'Importa' on the list of a registry imported as one batch (002 §2.11 the list toolbar's import;
 * §2.7 the wizard; domain DECISIONS.md "The batch import wizard"), offered where the profile may
 * create in the registry (the gateway authorises each call again). The wizard is a full-screen
 * dialog driven by domain's `importBatchMachine` (./registryImportMachine.ts): step 0 the model
 * made by the gateway and the update-existing option, step 1 the file, step 2 the columns
 * recognised and the gateway's dry run (insert, update, ignore, error) with every refused row and
 * its reasons, step 3 the rows written with their progress, step 4 the outcome with 'Annulla
 * importazione'. The dialog cannot be closed while rows are written or undone. The registry's
 * recent imports, each undoable later, are in ./RegistryImportBatches.tsx.
 */
import { registryImportMutationOptions, type ImportRegistry } from '@portineria/api-client';
import {
  IMPORT_FILE_INPUT_ACCEPT,
  describeImportFailure,
  importModelFileName,
  isImportBatchCategory,
  listExportFileName,
  IMPORT_STEPS,
  dryRunClassLabel,
  importBatchNotInsertedRows,
  importBatchOutcomeCounts,
  importBatchPlanCounts,
  importPlanHasInserts,
  importPlanRefusedRows,
  importSchemaFor,
  importStepTitle,
  importUnsentPlanRows,
  message,
  progressPercent,
  type DryRunClass,
  type ImportBatchMachineContext,
} from '@portineria/domain';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  FileDropzone,
  FullScreenDialog,
  ProgressBar,
  Stepper,
} from '@portineria/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Download, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiClient } from '../../../lib/apiClient.ts';
import { downloadBlob } from '../../../lib/downloadFile.ts';
import { usePathPermission } from '../../../lib/permissions.ts';
import { webMessage, type WebMessageKey } from '../../../messages/it-IT.ts';
import { creationRouteOf } from '../../../records/creationScreens.ts';
import { useRecordRoute } from '../../../records/useRecordRoute.ts';
import { importColumnRows } from './importColumns.ts';
import * as styles from './registryImport.css.ts';
import { importOutcomeWorkbook } from './outcomeWorkbook.ts';
import { RegistryImportBatchesButton } from './RegistryImportBatches.tsx';
import { registryImportMachine } from './registryImportMachine.ts';

/** The dry-run classes listed in the summary, in order. */
const SUMMARY_CLASSES: readonly DryRunClass[] = [
  'wouldInsert',
  'wouldUpdate',
  'wouldIgnore',
  'invalid',
];

/** The title of the wizard for the registry and the route category. */
function wizardTitle(registry: ImportRegistry, category: string | null): string {
  const key: WebMessageKey =
    registry === 'contacts'
      ? category === 'client'
        ? 'registry.import.title.contacts.client'
        : 'registry.import.title.contacts.person'
      : category === 'private'
        ? 'registry.import.title.buildings.private'
        : 'registry.import.title.buildings.condominium';
  return webMessage(key);
}

/** A table of rows with their sheet number, key and every reason, one reason a line. */
function RowsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly { row?: number; key: string; reasons: readonly string[] }[];
}) {
  const numbered = rows.some((row) => row.row !== undefined);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {numbered ? <th scope="col">{webMessage('registry.import.table.row')}</th> : null}
            <th scope="col">{webMessage('registry.import.table.key')}</th>
            <th scope="col">{webMessage('registry.import.table.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.row ?? `${row.key}-${String(index)}`} data-import-row={row.row}>
              {numbered ? <td>{row.row}</td> : null}
              <td>{row.key}</td>
              <td>
                <ul className={styles.reasons}>
                  {row.reasons.map((reason, index) => (
                    <li key={index}>{reason}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The columns of the sheet, each with the field it fills or that it is ignored. */
function ColumnsTable({ context }: { context: ImportBatchMachineContext }) {
  const { rows, missingKeys } = importColumnRows(context.headers, context.schema);
  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {webMessage('registry.import.columns.title')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{webMessage('registry.import.columns.header')}</th>
              <th scope="col">{webMessage('registry.import.columns.field')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} data-column-recognised={row.label !== null}>
                <td>{row.header}</td>
                <td>{row.label ?? webMessage('registry.import.columns.ignored')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {missingKeys.length > 0 ? (
        <p className={styles.notice}>
          {webMessage('registry.import.columns.missingKey', {
            fields: missingKeys.join(', '),
          })}
        </p>
      ) : null}
    </>
  );
}

/** Props of {@link RegistryImportWizard}. */
export interface RegistryImportWizardProps {
  registry: ImportRegistry;
  /** The route category (002 §2.7): person or client, condominium or private. */
  category: string | null;
  /** Told whether the wizard is writing or undoing (the dialog must stay open meanwhile). */
  onBusyChange: (busy: boolean) => void;
  /** Closes the dialog. */
  onClose: () => void;
}

/** The wizard's steps, inside the dialog. */
export function RegistryImportWizard({
  registry,
  category,
  onBusyChange,
  onClose,
}: RegistryImportWizardProps) {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    registryImportMachine({ queryClient, client: apiClient, registry }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { schema: importSchemaFor(registry, { category }), category },
  });
  const { context } = snapshot;
  const busy = snapshot.matches('importing') || snapshot.matches({ outcome: 'undoing' });
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const total = context.sheetRows.length;
  const refused = importPlanRefusedRows(context.plan);
  const counts = importBatchPlanCounts(context.plan);

  return (
    <div className={styles.wizard} data-import-step={context.step}>
      <Stepper
        steps={IMPORT_STEPS.map((step) => importStepTitle(step.step))}
        current={context.step}
      />

      {snapshot.matches('modelDownload') ? (
        <ModelStep
          registry={registry}
          category={category}
          updateExisting={context.updateExisting}
          onUpdateExisting={(updateExisting) =>
            send({ type: 'SET_UPDATE_EXISTING', updateExisting })
          }
          onContinue={() => send({ type: 'CONTINUE' })}
        />
      ) : null}

      {snapshot.matches('fileUpload') ? (
        <section className={styles.section} aria-labelledby="import-step-title">
          <h2 id="import-step-title" className={styles.stepTitle}>
            {importStepTitle(1)}
          </h2>
          <FileDropzone
            label={webMessage('registry.import.file.label')}
            description={webMessage('registry.import.file.description')}
            accept={IMPORT_FILE_INPUT_ACCEPT.split(',')}
            // The machine decides (domain's isAcceptedImportFile) and says why in the step.
            fileRefusal={() => undefined}
            multiple={false}
            files={[]}
            disabled={snapshot.matches({ fileUpload: 'reading' })}
            onFilesChange={(files) => {
              const file = files[0];
              if (file) send({ type: 'FILE_SELECTED', fileName: file.name, file });
            }}
          />
          {snapshot.matches({ fileUpload: 'reading' }) ? (
            <ProgressBar
              value={null}
              label={webMessage('registry.import.file.reading', { name: context.fileName ?? '' })}
            />
          ) : null}
          {context.fileError ? (
            <p role="alert" className={styles.error}>
              {context.fileName
                ? `${webMessage('registry.import.file.chosen', { name: context.fileName })} — `
                : null}
              {context.fileError}
            </p>
          ) : null}
        </section>
      ) : null}

      {snapshot.matches('dataCheck') ? (
        <section className={styles.section} aria-labelledby="import-step-title">
          <h2 id="import-step-title" className={styles.stepTitle}>
            {importStepTitle(2)}
          </h2>
          <p>{webMessage('registry.import.file.chosen', { name: context.fileName ?? '' })}</p>
          <ColumnsTable context={context} />
          {snapshot.matches({ dataCheck: 'checking' }) ? (
            <>
              <ProgressBar
                value={progressPercent(context.checkedRows, total)}
                label={webMessage('registry.import.check.progress')}
              />
              <div className={styles.actions}>
                <Button variant="outlined" onClick={() => send({ type: 'CANCEL' })}>
                  {webMessage('registry.import.cancel')}
                </Button>
              </div>
            </>
          ) : null}
          {snapshot.matches({ dataCheck: 'failed' }) ? (
            <>
              <p role="alert" className={styles.error}>
                {context.checkError}
              </p>
              <div className={styles.actions}>
                <Button variant="outlined" onClick={() => send({ type: 'BACK' })}>
                  {webMessage('registry.import.changeFile')}
                </Button>
                <Button onClick={() => send({ type: 'RETRY' })}>
                  {webMessage('registry.import.retry')}
                </Button>
              </div>
            </>
          ) : null}
          {snapshot.matches({ dataCheck: 'checked' }) ? (
            <>
              <dl
                className={styles.counts}
                aria-label={webMessage('registry.import.check.summary')}
              >
                {SUMMARY_CLASSES.map((planClass) => (
                  <div key={planClass} className={styles.count} data-plan={planClass}>
                    <dt>{dryRunClassLabel(planClass)}</dt>
                    <dd>{counts[planClass]}</dd>
                  </div>
                ))}
              </dl>
              {refused.length > 0 ? (
                <RowsTable
                  caption={webMessage('registry.import.check.refused', { count: refused.length })}
                  rows={refused}
                />
              ) : null}
              {importPlanHasInserts(context.plan) ? null : (
                <p role="alert" className={styles.error}>
                  {webMessage('registry.import.check.nothingToInsert')}
                </p>
              )}
              <div className={styles.actions}>
                <Button variant="outlined" onClick={() => send({ type: 'BACK' })}>
                  {webMessage('registry.import.changeFile')}
                </Button>
                {importPlanHasInserts(context.plan) ? (
                  <Button onClick={() => send({ type: 'CONTINUE' })}>
                    {webMessage('registry.import.confirm', {
                      count: counts.wouldInsert + counts.wouldUpdate,
                    })}
                  </Button>
                ) : null}
              </div>
            </>
          ) : null}
        </section>
      ) : null}

      {snapshot.matches('importing') ? (
        <section className={styles.section} aria-labelledby="import-step-title">
          <h2 id="import-step-title" className={styles.stepTitle}>
            {importStepTitle(3)}
          </h2>
          <ProgressBar
            value={progressPercent(context.sentRows, total)}
            label={webMessage('registry.import.write.progress')}
          />
          {context.cancelRequested ? (
            <p role="status">{webMessage('registry.import.write.cancelling')}</p>
          ) : (
            <div className={styles.actions}>
              <Button variant="outlined" onClick={() => send({ type: 'CANCEL' })}>
                {webMessage('registry.import.cancel')}
              </Button>
            </div>
          )}
        </section>
      ) : null}

      {snapshot.matches('outcome') ? (
        <OutcomeStep
          context={context}
          undoing={snapshot.matches({ outcome: 'undoing' })}
          undone={snapshot.matches({ outcome: 'undone' })}
          onUndo={() => send({ type: 'UNDO' })}
          onAgain={() => send({ type: 'RESET' })}
          onClose={onClose}
        />
      ) : null}
    </div>
  );
}

/**
 * Step 0: the model the gateway makes for the registry and category (a real .xlsx with the
 * headers the import reads), and the update-existing option (002 §4.5, on by default).
 */
function ModelStep({
  registry,
  category,
  updateExisting,
  onUpdateExisting,
  onContinue,
}: {
  registry: ImportRegistry;
  category: string | null;
  updateExisting: boolean;
  onUpdateExisting: (updateExisting: boolean) => void;
  onContinue: () => void;
}) {
  const download = useMutation(registryImportMutationOptions(apiClient).model());
  const modelCategory =
    category !== null && isImportBatchCategory(registry, category) ? category : null;
  return (
    <section className={styles.section} aria-labelledby="import-step-title">
      <h2 id="import-step-title" className={styles.stepTitle}>
        {importStepTitle(0)}
      </h2>
      <p>{webMessage('registry.import.model.intro')}</p>
      {modelCategory !== null ? (
        <div className={styles.actions}>
          <Button
            variant="outlined"
            icon={<Download aria-hidden size={16} />}
            pending={download.isPending}
            disabled={download.isPending}
            onClick={() =>
              download.mutate(
                { registry, category: modelCategory },
                {
                  onSuccess: (blob) =>
                    downloadBlob(blob, importModelFileName(registry, modelCategory)),
                },
              )
            }
          >
            {webMessage('registry.import.model.download')}
          </Button>
        </div>
      ) : null}
      {download.isError ? (
        <p role="alert" className={styles.error}>
          {webMessage('registry.import.model.failed', {
            reason: describeImportFailure(download.error),
          })}
        </p>
      ) : null}
      <Checkbox
        label={webMessage('registry.import.updateExisting')}
        description={webMessage('registry.import.updateExisting.description')}
        checked={updateExisting}
        onCheckedChange={onUpdateExisting}
      />
      <div className={styles.actions}>
        <Button onClick={onContinue}>{webMessage('registry.import.next')}</Button>
      </div>
    </section>
  );
}

/** Step 4: the counts, the rows not inserted with why, the undo. */
function OutcomeStep({
  context,
  undoing,
  undone,
  onUndo,
  onAgain,
  onClose,
}: {
  context: ImportBatchMachineContext;
  undoing: boolean;
  undone: boolean;
  onUndo: () => void;
  onAgain: () => void;
  onClose: () => void;
}) {
  const unsent = importUnsentPlanRows(context.plan, context.sentRows);
  const notInserted = [
    ...importBatchNotInsertedRows(context.outcomes),
    ...unsent.map((row) => ({
      row: row.row,
      key: row.key,
      reasons: [webMessage('registry.import.outcome.unsentReason')],
    })),
  ];
  const outcomeCounts = importBatchOutcomeCounts(context.outcomes);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const downloadOutcome = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const workbook = await importOutcomeWorkbook(context);
      downloadBlob(
        workbook,
        listExportFileName(
          webMessage('registry.import.outcome.fileTitle'),
          new Date().toISOString().slice(0, 10),
          webMessage('registry.import.outcome.sheet'),
        ),
      );
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  const stopReason =
    context.writeError ?? (context.cancelled ? message('import.outcome.cancelled') : null);
  return (
    <section className={styles.section} aria-labelledby="import-step-title">
      <h2 id="import-step-title" className={styles.stepTitle}>
        {importStepTitle(4)}
      </h2>
      {stopReason ? (
        <p role="alert" className={styles.error}>
          {context.writeError
            ? webMessage('registry.import.outcome.stoppedBy', { reason: context.writeError })
            : stopReason}
        </p>
      ) : null}
      <dl className={styles.counts}>
        <div className={styles.count} data-outcome="inserted">
          <dt>{webMessage('registry.import.outcome.inserted')}</dt>
          <dd>{outcomeCounts.inserted}</dd>
        </div>
        <div className={styles.count} data-outcome="updated">
          <dt>{webMessage('registry.import.outcome.updated')}</dt>
          <dd>{outcomeCounts.updated}</dd>
        </div>
        <div className={styles.count} data-outcome="ignored">
          <dt>{webMessage('registry.import.outcome.ignored')}</dt>
          <dd>{outcomeCounts.ignored}</dd>
        </div>
        <div className={styles.count} data-outcome="error">
          <dt>{webMessage('registry.import.outcome.errors')}</dt>
          <dd>{outcomeCounts.error}</dd>
        </div>
        {unsent.length > 0 ? (
          <div className={styles.count} data-outcome="unsent">
            <dt>{webMessage('registry.import.outcome.unsent')}</dt>
            <dd>{unsent.length}</dd>
          </div>
        ) : null}
      </dl>
      {notInserted.length > 0 ? (
        <RowsTable
          caption={webMessage('registry.import.outcome.rows', { count: notInserted.length })}
          rows={notInserted}
        />
      ) : null}
      {undoing ? (
        <ProgressBar value={null} label={webMessage('registry.import.undo.running')} />
      ) : null}
      {context.undoError ? (
        <p role="alert" className={styles.error}>
          {context.undoError}
        </p>
      ) : null}
      {undone && context.undo ? (
        <p role="status" className={styles.notice}>
          {webMessage('registry.import.undone', {
            deleted: context.undo.deleted.length,
            restored: context.undo.restored.length,
          })}
        </p>
      ) : null}
      {downloadFailed ? (
        <p role="alert" className={styles.error}>
          {webMessage('registry.import.outcome.downloadFailed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="outlined"
          icon={<Download aria-hidden size={16} />}
          pending={downloading}
          disabled={downloading}
          onClick={() => void downloadOutcome()}
        >
          {webMessage('registry.import.outcome.download')}
        </Button>
        {!undone && context.batchId !== null ? (
          <ConfirmDialog
            message={webMessage('registry.import.undo.confirm')}
            tone="destructive"
            onConfirm={onUndo}
            trigger={
              <Button variant="outlined" tone="error" pending={undoing} disabled={undoing}>
                {webMessage('registry.import.undo')}
              </Button>
            }
          />
        ) : null}
        <Button variant="outlined" onClick={onAgain} disabled={undoing}>
          {webMessage('registry.import.again')}
        </Button>
        <Button onClick={onClose} disabled={undoing}>
          {webMessage('registry.import.close')}
        </Button>
      </div>
    </section>
  );
}

/** Props of {@link RegistryImportButton}. */
export interface RegistryImportButtonProps {
  /** The registry the list shows. */
  registry: ImportRegistry;
}

/** The list's 'Importa', shown where the profile may create in the registry. */
export function RegistryImportButton({ registry }: RegistryImportButtonProps) {
  const { route, params, profile } = useRecordRoute();
  const newRoute = route ? creationRouteOf(route) : undefined;
  const decision = usePathPermission(profile, newRoute?.permissionPath, 'APP_NEW');
  // The undo deletes what the import created: offered where deleting in the registry is.
  const deletion = usePathPermission(profile, newRoute?.permissionPath, 'APP_DELETE');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (decision?.state !== 'allowed') return null;
  const category = params.category ?? null;
  return (
    <>
      <RegistryImportBatchesButton
        registry={registry}
        category={category}
        canUndo={deletion?.state === 'allowed'}
      />
      <FullScreenDialog
        open={open}
        onOpenChange={(next) => {
          // Rows being written or undone: the dialog stays until the machine has the answer.
          if (next || !busy) setOpen(next);
        }}
        title={wizardTitle(registry, category)}
        trigger={
          <Button variant="text" size="small" icon={<Upload aria-hidden size={16} />}>
            {webMessage('registry.import')}
          </Button>
        }
      >
        {open ? (
          <RegistryImportWizard
            registry={registry}
            category={category}
            onBusyChange={setBusy}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </FullScreenDialog>
    </>
  );
}
