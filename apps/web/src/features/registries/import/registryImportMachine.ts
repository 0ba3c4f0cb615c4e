/**
 * The import wizard's machine wired to the app (domain's `importBatchMachine`, DECISIONS.md "The
 * batch import wizard"): the file is read by SheetJS in a Web Worker of its own (never loaded
 * before a file is chosen), and every call to the gateway goes
 * through the api-client's import mutation options, so a written part and an undo invalidate the
 * registry's lists and counts as any other write does.
 */
import {
  registryImportMutationOptions,
  type ApiClient,
  type ImportRegistry,
} from '@portineria/api-client';
import {
  importBatchMachine,
  type ImportBatchPlanRow,
  type ImportPartInput,
  type ImportSheetReading,
  type ImportUndoOutcome,
  type ImportWrittenPart,
  type ParseFileInput,
} from '@portineria/domain';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';

/** Reads a chosen file's first sheet: its headers and rows, or the Italian refusal. */
export type ReadImportSheet = (file: Blob) => Promise<ImportSheetReading>;

/**
 * The app's reader: the file's bytes through `readImportSheet` in a Web Worker
 * (../../../lib/importSheet.worker.ts), so the page keeps painting its progress while a large
 * sheet is read; where there is no Worker (a unit test in Node) the same function runs here,
 * loaded on first use. A worker that fails to start or crashes rejects: the machine then says
 * 'Impossibile leggere il file'.
 */
export const readImportFile: ReadImportSheet = async (file) => {
  const bytes = await file.arrayBuffer();
  if (typeof Worker === 'undefined') {
    const { readImportSheet } = await import('../../../lib/spreadsheet.ts');
    return readImportSheet(new Uint8Array(bytes));
  }
  return new Promise<ImportSheetReading>((resolve, reject) => {
    const worker = new Worker(new URL('../../../lib/importSheet.worker.ts', import.meta.url), {
      type: 'module',
      name: 'importSheet',
    });
    worker.onmessage = (event: MessageEvent<ImportSheetReading>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(bytes, [bytes]);
  });
};

/** What the wired machine needs. */
export interface RegistryImportMachineOptions {
  readonly queryClient: QueryClient;
  readonly client: ApiClient;
  readonly registry: ImportRegistry;
  readonly readSheet?: ReadImportSheet;
}

/** Runs one mutation of the api-client through the query client, as `useMutation` would. */
function runMutation<Data, Variables>(
  queryClient: QueryClient,
  options: ConstructorParameters<typeof MutationObserver<Data, Error, Variables>>[1],
  variables: Variables,
): Promise<Data> {
  return new MutationObserver<Data, Error, Variables>(queryClient, options).mutate(variables);
}

/** The batch import machine with its four actors provided. */
export function registryImportMachine({
  queryClient,
  client,
  registry,
  readSheet = readImportFile,
}: RegistryImportMachineOptions) {
  const mutations = registryImportMutationOptions(client);
  const request = (part: ImportPartInput) => ({
    registry,
    category: part.category,
    rows: part.rows,
    firstRow: part.firstRow,
    updateExisting: part.updateExisting,
    ...(part.batchId === null ? {} : { batchId: part.batchId }),
  });
  return importBatchMachine.provide({
    actors: {
      parseFile: fromPromise<ImportSheetReading, ParseFileInput>(({ input }) =>
        readSheet(input.file as Blob),
      ),
      checkPart: fromPromise<readonly ImportBatchPlanRow[], ImportPartInput>(({ input }) =>
        runMutation(queryClient, mutations.dryRun(), request(input)),
      ),
      writePart: fromPromise<ImportWrittenPart, ImportPartInput>(({ input }) =>
        runMutation(queryClient, mutations.run(registry), request(input)),
      ),
      undoBatch: fromPromise<ImportUndoOutcome, { batchId: number }>(({ input }) =>
        runMutation(queryClient, mutations.undo(registry), input.batchId),
      ),
    },
  });
}
