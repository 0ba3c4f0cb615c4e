/**
 * The mutation options of a registry's spreadsheet import (./registryImport.ts), apart from its
 * calls so that the client's construction does not import the query layer.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient.ts';
import { writeMutationOptions } from '../http/queryOptions.ts';
import type {
  ImportBatchResult,
  ImportPlanRow,
  ImportRegistry,
  ImportRequest,
  ImportUndoResult,
} from './registryImport.ts';

/**
 * The import's mutations: the dry run writes nothing (no invalidation); the run and the undo
 * change the registry, so its lists and counts are read again.
 */
export const registryImportMutationOptions = (client: ApiClient) => ({
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
