/**
 * The spreadsheet import wizard of a registry the gateway imports as one batch (contacts and
 * buildings: DECISIONS.md "Import batches and their undo", "The batch import wizard"), as an
 * XState machine. The spec's steps (002 §2.7) from step 0 on, but the
 * gateway checks and writes the rows, part by part, and the whole batch can be undone:
 *
 * step 0 the model download (CONTINUE, or a file chosen at once) → step 1 file upload → step 2 data check (the gateway's dry run runs by itself, part by part,
 * with its progress; every row it refuses is listed with every reason) → CONTINUE → step 3 the
 * rows sent part by part with their progress (CANCEL stops between two parts) → step 4 the
 * outcome, where UNDO undoes the whole batch.
 *
 * Events: CONTINUE (0 → 1), FILE_SELECTED / FILE_PARSED / FILE_REJECTED (step 1),
 * SET_UPDATE_EXISTING (steps 0 and 1: 002 §4.5 update-existing, on by default), CONTINUE (2 → 3), BACK (2 → 1),
 * RETRY (a dry run that failed), CANCEL (the dry run, back to step 1; the import between two
 * parts), UNDO (step 4), RESET (step 4, to a new file).
 *
 * I/O is four named actors the app provides with `.provide({ actors })`: `parseFile` (input
 * {@link ParseFileInput}) → an {@link ImportSheetReading}; `checkPart` (input
 * {@link ImportPartInput}) → the dry run's plan of the part; `writePart` (input
 * {@link ImportPartInput} with the batch) → the batch id and each row's outcome; `undoBatch`
 * (input `{ batchId }`) → what the undo deleted and kept. A failing call is described by
 * {@link describeImportFailure} (002 §8).
 */
import { assign, fromPromise, setup } from 'xstate';
import { importMessage } from '../messages/it-IT/import.ts';
import { IMPORT_BATCH_PART_ROWS, importPlanAfterParts } from './batch.ts';
import type { ImportBatchPlanRow } from './batch.ts';
import { IMPORT_FIRST_DATA_ROW_NUMBER } from './constants.ts';
import { isAcceptedImportFile } from './files.ts';
import { describeImportFailure } from './outcomes.ts';
import type { ImportRowStatus } from './outcomes.ts';
import type { RawImportRow } from './rows.ts';
import type { ImportSchema } from './schemas.ts';
import type { ImportStep } from './steps.ts';

/** A sheet as the app read it: its headers and rows, or why it was refused (in Italian). */

/** Input of the `parseFile` actor: the chosen file, whatever the app's file type is. */
export interface ParseFileInput {
  readonly fileName: string;
  readonly file: unknown;
}

export type ImportSheetReading =
  | {
      readonly ok: true;
      readonly headers: readonly string[];
      readonly rows: readonly RawImportRow[];
    }
  | { readonly ok: false; readonly refusal: string };

/** One part of the sheet sent to the gateway: its rows and the sheet number of its first row. */
export interface ImportPartInput {
  /** The route category of the wizard (002 §2.7), null for none. */
  readonly category: string | null;
  readonly rows: readonly RawImportRow[];
  /** The sheet row number of the part's first row (2 for the first part). */
  readonly firstRow: number;
  /** The batch the earlier parts made; null for the first part (and for a dry run). */
  readonly batchId: number | null;
  /** 002 §4.5 update-existing: a row whose key is in the registry updates it (else ignored). */
  readonly updateExisting: boolean;
}

/** What the import did with a row of a written part. */
export interface ImportBatchOutcomeRow {
  readonly row: number;
  readonly key: string;
  readonly status: Extract<ImportRowStatus, 'inserted' | 'updated' | 'ignored' | 'error'>;
  /** The record's id, for an inserted or updated row. */
  readonly id: number | null;
  readonly reasons: readonly string[];
}

/** A written part: the batch it belongs to and its rows' outcomes. */
export interface ImportWrittenPart {
  readonly batchId: number;
  readonly rows: readonly ImportBatchOutcomeRow[];
}

/** An undone batch: the records it deleted and those it restored to their values before it. */
export interface ImportUndoOutcome {
  readonly deleted: readonly number[];
  readonly restored: readonly number[];
}

/** Input of the batch wizard. */
export interface ImportBatchMachineInput {
  /** The registry imported, for the route category (importSchemaFor). */
  readonly schema: ImportSchema;
  /** The route category (002 §2.7), sent with every part; null for none. */
  readonly category: string | null;
}

/** The batch wizard's context. */
export interface ImportBatchMachineContext {
  readonly schema: ImportSchema;
  readonly category: string | null;
  /** The step shown: 0 model download, 1 file upload, 2 data check, 3 import progress, 4 outcome. */
  readonly step: ImportStep;
  /** 002 §4.5 update-existing (on by default): existing records are updated, else ignored. */
  readonly updateExisting: boolean;
  readonly fileName: string | null;
  /** Why the last file was refused, or null. */
  readonly fileError: string | null;
  /** The headers of the sheet, as written in it. */
  readonly headers: readonly string[];
  /** The sheet's data rows as read, blank ones included so that row numbers match the sheet. */
  readonly sheetRows: readonly RawImportRow[];
  /** The dry run's plan so far, in row order. */
  readonly plan: readonly ImportBatchPlanRow[];
  /** Sheet rows the dry run has checked. */
  readonly checkedRows: number;
  /** Why the dry run failed, or null. */
  readonly checkError: string | null;
  /** The batch the written parts belong to; null before the first part is written. */
  readonly batchId: number | null;
  /** The outcome of every row written so far, in row order. */
  readonly outcomes: readonly ImportBatchOutcomeRow[];
  /** Sheet rows sent and answered. */
  readonly sentRows: number;
  /** Why a part could not be written (the rows after it were not sent), or null. */
  readonly writeError: string | null;
  /** CANCEL arrived while a part was in flight: stop once it is answered. */
  readonly cancelRequested: boolean;
  /** The import was stopped by CANCEL before its last part. */
  readonly cancelled: boolean;
  /** What the undo did, once done. */
  readonly undo: ImportUndoOutcome | null;
  /** Why the undo failed, or null. */
  readonly undoError: string | null;
}

/** The events of the batch wizard. */
export type ImportBatchMachineEvent =
  | { readonly type: 'FILE_SELECTED'; readonly fileName: string; readonly file: unknown }
  | {
      readonly type: 'FILE_PARSED';
      readonly headers: readonly string[];
      readonly rows: readonly RawImportRow[];
      readonly fileName?: string;
    }
  | { readonly type: 'FILE_REJECTED'; readonly message: string }
  | { readonly type: 'CONTINUE' }
  | { readonly type: 'BACK' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'UNDO' }
  | { readonly type: 'RESET' }
  | { readonly type: 'SET_UPDATE_EXISTING'; readonly updateExisting: boolean };

function notProvided(actor: string): never {
  throw new Error(`importBatchMachine: the app must provide the ${actor} actor with .provide()`);
}

/** The part of the sheet that starts after `done` rows. */
function partAfter(context: ImportBatchMachineContext, done: number, batchId: number | null) {
  return {
    category: context.category,
    rows: context.sheetRows.slice(done, done + IMPORT_BATCH_PART_ROWS),
    firstRow: IMPORT_FIRST_DATA_ROW_NUMBER + done,
    batchId,
    updateExisting: context.updateExisting,
  } satisfies ImportPartInput;
}

const noFile = {
  fileName: null,
  fileError: null,
  headers: [],
  sheetRows: [],
};

const noRun = {
  plan: [],
  checkedRows: 0,
  checkError: null,
  batchId: null,
  outcomes: [],
  sentRows: 0,
  writeError: null,
  cancelRequested: false,
  cancelled: false,
  undo: null,
  undoError: null,
};

/** Whether the dry run found a row to insert or update: the import has something to write. */
export function importPlanHasInserts(plan: readonly Pick<ImportBatchPlanRow, 'plan'>[]): boolean {
  return plan.some((row) => row.plan === 'wouldInsert' || row.plan === 'wouldUpdate');
}

/** The batch import wizard. Provide `parseFile`, `checkPart`, `writePart` and `undoBatch`. */
export const importBatchMachine = setup({
  types: {
    context: {} as ImportBatchMachineContext,
    events: {} as ImportBatchMachineEvent,
    input: {} as ImportBatchMachineInput,
  },
  actors: {
    parseFile: fromPromise<ImportSheetReading, ParseFileInput>(async () =>
      notProvided('parseFile'),
    ),
    checkPart: fromPromise<readonly ImportBatchPlanRow[], ImportPartInput>(async () =>
      notProvided('checkPart'),
    ),
    writePart: fromPromise<ImportWrittenPart, ImportPartInput>(async () =>
      notProvided('writePart'),
    ),
    undoBatch: fromPromise<ImportUndoOutcome, { readonly batchId: number }>(async () =>
      notProvided('undoBatch'),
    ),
  },
  guards: {
    isAcceptedFile: ({ event }) =>
      event.type === 'FILE_SELECTED' && isAcceptedImportFile(event.fileName),
    everyRowChecked: ({ context }) => context.checkedRows >= context.sheetRows.length,
    planHasInserts: ({ context }) => importPlanHasInserts(context.plan),
    everyRowSent: ({ context }) => context.sentRows >= context.sheetRows.length,
    cancelRequested: ({ context }) => context.cancelRequested,
    hasBatch: ({ context }) => context.batchId !== null,
  },
  actions: {
    setStep: assign((_, params: { step: ImportStep }) => ({ step: params.step })),
  },
}).createMachine({
  id: 'importBatch',
  context: ({ input }) => ({
    schema: input.schema,
    category: input.category,
    step: 0,
    updateExisting: true,
    ...noFile,
    ...noRun,
  }),
  initial: 'modelDownload',
  states: {
    /**
     * Step 0: the model (the app downloads it); CONTINUE moves to the file. A file chosen here
     * is taken as at step 1 — the model is an offer, not a gate.
     */
    modelDownload: {
      entry: { type: 'setStep', params: { step: 0 } },
      on: {
        CONTINUE: { target: 'fileUpload' },
        SET_UPDATE_EXISTING: {
          actions: assign(({ event }) => ({ updateExisting: event.updateExisting })),
        },
        FILE_SELECTED: [
          {
            guard: 'isAcceptedFile',
            target: 'fileUpload.reading',
            actions: assign(({ event }) => ({ fileName: event.fileName, fileError: null })),
          },
          {
            target: 'fileUpload',
            actions: assign(({ event }) => ({
              fileName: event.fileName,
              fileError: importMessage('import.file.notAccepted'),
            })),
          },
        ],
      },
    },
    /** Step 1: a .xls or .xlsx file is chosen and its first sheet read by the app. */
    fileUpload: {
      entry: { type: 'setStep', params: { step: 1 } },
      initial: 'idle',
      on: {
        SET_UPDATE_EXISTING: {
          actions: assign(({ event }) => ({ updateExisting: event.updateExisting })),
        },
        FILE_PARSED: [
          {
            guard: ({ event }) => event.rows.length > 0,
            target: 'dataCheck',
            actions: assign(({ context, event }) => ({
              fileName: event.fileName ?? context.fileName,
              fileError: null,
              headers: event.headers,
              sheetRows: event.rows,
            })),
          },
          {
            target: '.idle',
            actions: assign({ fileError: () => importMessage('import.file.empty'), sheetRows: [] }),
          },
        ],
        FILE_REJECTED: {
          target: '.idle',
          actions: assign(({ event }) => ({ fileError: event.message, sheetRows: [] })),
        },
      },
      states: {
        idle: {
          on: {
            FILE_SELECTED: [
              {
                guard: 'isAcceptedFile',
                target: 'reading',
                actions: assign(({ event }) => ({ fileName: event.fileName, fileError: null })),
              },
              {
                actions: assign(({ event }) => ({
                  fileName: event.fileName,
                  fileError: importMessage('import.file.notAccepted'),
                })),
              },
            ],
          },
        },
        /** The app reads the file (a worker or a lazy chunk): the screen shows it is busy. */
        reading: {
          invoke: {
            src: 'parseFile',
            input: ({ event }) => {
              const selected = event as Extract<ImportBatchMachineEvent, { type: 'FILE_SELECTED' }>;
              return { fileName: selected.fileName, file: selected.file };
            },
            onDone: [
              {
                guard: ({ event }) => event.output.ok && event.output.rows.length > 0,
                target: '#importBatch.dataCheck',
                actions: assign(({ event }) =>
                  event.output.ok
                    ? { headers: event.output.headers, sheetRows: event.output.rows }
                    : {},
                ),
              },
              {
                target: 'idle',
                actions: assign(({ event }) => ({
                  fileError: event.output.ok
                    ? importMessage('import.file.empty')
                    : event.output.refusal,
                })),
              },
            ],
            onError: {
              target: 'idle',
              actions: assign({ fileError: () => importMessage('import.file.unreadable') }),
            },
          },
        },
      },
    },

    /** Step 2: the gateway's dry run, part by part; nothing is written. */
    dataCheck: {
      entry: [
        { type: 'setStep', params: { step: 2 } },
        assign({ plan: [], checkedRows: 0, checkError: null }),
      ],
      initial: 'checking',
      on: {
        BACK: { target: 'fileUpload', actions: assign({ ...noFile, ...noRun }) },
      },
      states: {
        checking: {
          initial: 'nextPart',
          on: {
            CANCEL: { target: '#importBatch.fileUpload', actions: assign({ ...noFile, ...noRun }) },
          },
          states: {
            nextPart: {
              always: [
                { guard: 'everyRowChecked', target: '#importBatch.dataCheck.checked' },
                { target: 'sending' },
              ],
            },
            sending: {
              invoke: {
                src: 'checkPart',
                input: ({ context }) => partAfter(context, context.checkedRows, null),
                onDone: {
                  target: 'nextPart',
                  actions: assign(({ context, event }) => ({
                    plan: [...context.plan, ...importPlanAfterParts(context.plan, event.output)],
                    checkedRows: Math.min(
                      context.sheetRows.length,
                      context.checkedRows + IMPORT_BATCH_PART_ROWS,
                    ),
                  })),
                },
                onError: {
                  target: '#importBatch.dataCheck.failed',
                  actions: assign(({ event }) => ({
                    checkError: describeImportFailure(event.error),
                  })),
                },
              },
            },
          },
        },
        /** Every row checked: the plan is shown; CONTINUE when there is something to insert. */
        checked: {
          on: { CONTINUE: { guard: 'planHasInserts', target: '#importBatch.importing' } },
        },
        failed: {
          on: {
            RETRY: {
              target: 'checking',
              actions: assign({ plan: [], checkedRows: 0, checkError: null }),
            },
          },
        },
      },
    },

    /** Step 3: the rows sent part by part, each part written in transactions by the gateway. */
    importing: {
      entry: { type: 'setStep', params: { step: 3 } },
      initial: 'nextPart',
      on: {
        CANCEL: { actions: assign({ cancelRequested: true }) },
      },
      states: {
        nextPart: {
          always: [
            { guard: 'everyRowSent', target: '#importBatch.outcome' },
            {
              guard: 'cancelRequested',
              target: '#importBatch.outcome',
              actions: assign({ cancelled: true, cancelRequested: false }),
            },
            { target: 'sending' },
          ],
        },
        sending: {
          invoke: {
            src: 'writePart',
            input: ({ context }) => partAfter(context, context.sentRows, context.batchId),
            onDone: {
              target: 'nextPart',
              actions: assign(({ context, event }) => ({
                batchId: event.output.batchId,
                outcomes: [...context.outcomes, ...event.output.rows],
                sentRows: Math.min(
                  context.sheetRows.length,
                  context.sentRows + IMPORT_BATCH_PART_ROWS,
                ),
              })),
            },
            onError: {
              // What the earlier parts wrote stays written and is reported; the rest is not sent.
              target: '#importBatch.outcome',
              actions: assign(({ event }) => ({
                writeError: describeImportFailure(event.error),
                cancelRequested: false,
              })),
            },
          },
        },
      },
    },

    /** Step 4: the outcome; the whole batch can be undone. */
    outcome: {
      entry: { type: 'setStep', params: { step: 4 } },
      initial: 'shown',
      states: {
        shown: {
          on: {
            UNDO: { guard: 'hasBatch', target: 'undoing', actions: assign({ undoError: null }) },
            RESET: { target: '#importBatch.fileUpload', actions: assign({ ...noFile, ...noRun }) },
          },
        },
        undoing: {
          invoke: {
            src: 'undoBatch',
            input: ({ context }) => ({ batchId: context.batchId as number }),
            onDone: { target: 'undone', actions: assign(({ event }) => ({ undo: event.output })) },
            onError: {
              target: 'shown',
              actions: assign(({ event }) => ({ undoError: describeImportFailure(event.error) })),
            },
          },
        },
        undone: {
          on: {
            RESET: { target: '#importBatch.fileUpload', actions: assign({ ...noFile, ...noRun }) },
          },
        },
      },
    },
  },
});

/** The rows of the dry run that will not be written (ignored or invalid), with every reason. */
export function importPlanRefusedRows<Row extends Pick<ImportBatchPlanRow, 'plan'>>(
  plan: readonly Row[],
): Row[] {
  return plan.filter((row) => row.plan !== 'wouldInsert' && row.plan !== 'wouldUpdate');
}

/** The written rows by outcome: inserted, updated, ignored ('Elemento già presente in anagrafica'), error. */
export function importBatchOutcomeCounts(
  outcomes: readonly Pick<ImportBatchOutcomeRow, 'status'>[],
): Readonly<Record<ImportBatchOutcomeRow['status'], number>> {
  const counts = { inserted: 0, updated: 0, ignored: 0, error: 0 };
  for (const row of outcomes) counts[row.status] += 1;
  return counts;
}

/** The written rows that were neither inserted nor updated (ignored or refused), in row order. */
export function importBatchNotInsertedRows<Row extends Pick<ImportBatchOutcomeRow, 'status'>>(
  outcomes: readonly Row[],
): Row[] {
  return outcomes.filter((row) => row.status !== 'inserted' && row.status !== 'updated');
}
