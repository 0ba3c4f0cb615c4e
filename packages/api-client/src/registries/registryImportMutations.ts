/**
 * The mutation options of a registry's spreadsheet import (./registryImport.ts), apart from its
 * calls so that the client's construction does not import the query layer.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient.ts';
import { readQueryOptions, writeMutationOptions } from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';
import type {
  ImportBatchSummary,
  ImportBatchResult,
  ImportPlanRow,
  ImportRegistry,
  ImportRequest,
  ImportUndoResult,
} from './registryImport.ts';

/**
 * The organisation's recent imports into a registry: keyed under the registry's family, so the
 * run and the undo (which invalidate the family) refresh the list too.
 */
export const registryImportBatchesQueryOptions = (
  client: ApiClient,
  registry: ImportRegistry,
  category: string | null,
) =>
  readQueryOptions<ImportBatchSummary[]>(
    queryKeys[registry].call(client.profileId(), 'importBatches', { category }),
    (options) => client.registryImport.batches(registry, category, options),
  );

/**
 * The import's mutations: the dry run writes nothing (no invalidation), nor does the model's
 * download (a file made on request, never cached); the run and the undo change the registry, so
 * its lists, counts and recent imports are read again.
 */
export const registryImportMutationOptions = (client: ApiClient) => ({
  model: () =>
    mutationOptions<Blob, Error, { registry: ImportRegistry; category: string }>({
      mutationKey: ['portineria', 'registryImport', 'model'],
      mutationFn: ({ registry, category }) => client.registryImport.model(registry, category),
    }),
  dryRun: () =>
    mutationOptions<ImportPlanRow[], Error, ImportRequest>({
      mutationKey: ['portineria', 'registryImport', 'dryRun'],
      mutationFn: (request) => client.registryImport.dryRun(request),
    }),
  run: (registry: ImportRegistry) =>
    writeMutationOptions<ImportRequest, ImportBatchResult>(
      client,
      registry,
      'import',
      (request) => client.registryImport.run(request),
      [],
    ),
  undo: (registry: ImportRegistry) =>
    writeMutationOptions<number, ImportUndoResult>(
      client,
      registry,
      'importUndo',
      (batchId) => client.registryImport.undo(registry, batchId),
      [],
    ),
});
