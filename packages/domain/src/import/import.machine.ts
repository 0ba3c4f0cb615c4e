/**
 * The spreadsheet import wizard (002 §2.7, §4.5, §5.4, §7.4, §8, §9) as an XState machine.
 *
 * Steps (context.step): 0 model download → 1 file upload → 2 data check → 3 import progress
 * (starts by itself) → 4 outcome. Events: CONTINUE (0 → 1, 2 → 3, 3 → 4 once every row is
 * processed), BACK (1 → 0, 2 → 1), RESET (to step 0, from any step but a running import),
 * FILE_SELECTED / FILE_PARSED / FILE_REJECTED (step 1), SET_UPDATE_EXISTING and DRY_RUN (step 2),
 * CANCEL (a dry run, or the import between two rows).
 *
 * I/O is four named actors that the app provides with `.provide({ actors })`:
 * - `findExisting` (input {@link FindExistingInput}) → the existing record or null: the list call
 *   with criteria by primary key, offset 0, limit 1 (002 §7.4);
 * - `createRecord` (input {@link CreateRecordInput}): POST {endpoint};
 * - `updateRecord` (input {@link UpdateRecordInput}): update at {endpoint}/{id};
 * - `parseFile` (input {@link ParseFileInput}, optional) → the first sheet's rows. An app that
 *   parses the file itself sends FILE_PARSED or FILE_REJECTED instead.
 * A failing actor should reject with an {@link ImportFailure} (or the api-client's ApiError) so
 * that the row shows the right message.
 */
import { assign, fromPromise, setup } from 'xstate';
import { IMPORT_ROW_DELAY_MS } from '../constants/constants.ts';
import { importMessage } from '../messages/it-IT/import.ts';
import type { ImportValue } from './cells.ts';
import type { DryRunFinding, DryRunRow } from './dryRun.ts';
import { isAcceptedImportFile } from './files.ts';
import type { ImportRowResult, ImportRowStatus } from './outcomes.ts';
import { allRowsProcessed, describeImportFailure, pendingImportResults } from './outcomes.ts';
import type { PreparedImportRow, RawImportRow } from './rows.ts';
import { isValidImportRow, prepareImportRows } from './rows.ts';
import type { ImportSchema, PrimaryKeyCriteria } from './schemas.ts';
import { importCreatePayload, importUpdatePayload, primaryKeyCriteria } from './schemas.ts';
import type { ImportStep } from './steps.ts';

/** A record found by the primary key; its `id` addresses the update. */
export interface ImportExistingRecord {
  readonly id: string | number;
  readonly [field: string]: unknown;
}

/** Input of the `findExisting` actor. */
export interface FindExistingInput {
  readonly endpoint: string;
  readonly criteria: PrimaryKeyCriteria;
  readonly row: PreparedImportRow;
}

/** Input of the `createRecord` actor: the payload filtered by the create schema. */
export interface CreateRecordInput {
  readonly endpoint: string;
  readonly payload: Readonly<Record<string, ImportValue>>;
  readonly row: PreparedImportRow;
}

/** Input of the `updateRecord` actor: the payload filtered by the update schema. */
export interface UpdateRecordInput {
  readonly endpoint: string;
  readonly id: string | number;
  readonly payload: Readonly<Record<string, ImportValue>>;
  readonly row: PreparedImportRow;
}

/** Input of the optional `parseFile` actor: the chosen file, whatever the app's file type is. */
export interface ParseFileInput {
  readonly fileName: string;
  readonly file: unknown;
}

/** Input of the machine. */
export interface ImportMachineInput {
  /** The registry imported (importSchemaFor). */
  readonly schema: ImportSchema;
  /** The update-existing option; on by default (002 §4.5). */
  readonly updateExisting?: boolean;
}

/** The wizard's context. */
export interface ImportMachineContext {
  readonly schema: ImportSchema;
  /** The step shown, 0 to 4. */
  readonly step: ImportStep;
  readonly fileName: string | null;
  /** Why the last file was refused, or null. */
  readonly fileError: string | null;
  /** The prepared rows of the file, with their pre-validation errors (step 2). */
  readonly rows: readonly PreparedImportRow[];
  /** Update records that already exist (on), or ignore them with a warning (off). */
  readonly updateExisting: boolean;
  /** The option's value at start and after RESET. */
  readonly defaultUpdateExisting: boolean;
  /** One result per row, in row order (steps 3 and 4). */
  readonly results: readonly ImportRowResult[];
  /** The index of the row being imported. */
  readonly currentIndex: number;
  /** The record found for the row being imported. */
  readonly existingRecord: ImportExistingRecord | null;
  /** CANCEL arrived while a row was in flight: stop once it finishes. */
  readonly cancelRequested: boolean;
  /** The import was stopped by CANCEL before its end. */
  readonly cancelled: boolean;
  /** The dry-run findings so far, in row order (empty when no dry run was started). */
  readonly dryRun: readonly DryRunRow[];
  /** Where the dry run is: not started, running, complete (every row looked at) or stopped by CANCEL. */
  readonly dryRunStatus: DryRunStatus;
  /** The file being read by the parseFile actor. */
  readonly selectedFile: ParseFileInput | null;
}

/** Where the dry run of the data check is. */
export type DryRunStatus = 'notStarted' | 'running' | 'complete' | 'stopped';

/** The events of the wizard. */
export type ImportMachineEvent =
  | { readonly type: 'CONTINUE' }
  | { readonly type: 'BACK' }
  | { readonly type: 'RESET' }
  | { readonly type: 'FILE_SELECTED'; readonly fileName: string; readonly file: unknown }
  | {
      readonly type: 'FILE_PARSED';
      readonly rows: readonly RawImportRow[];
      readonly fileName?: string;
    }
  | { readonly type: 'FILE_REJECTED'; readonly message: string }
  | { readonly type: 'SET_UPDATE_EXISTING'; readonly updateExisting: boolean }
  | { readonly type: 'DRY_RUN' }
  | { readonly type: 'CANCEL' };

function notProvided(actor: string): never {
  throw new Error(`importMachine: the app must provide the ${actor} actor with .provide()`);
}

function currentRow(context: ImportMachineContext): PreparedImportRow {
  return context.rows[context.currentIndex] as PreparedImportRow;
}

function nextDryRunRow(context: ImportMachineContext): PreparedImportRow {
  return context.rows[context.dryRun.length] as PreparedImportRow;
}

function emptyRun(context: ImportMachineContext) {
  return {
    results: [],
    currentIndex: 0,
    existingRecord: null,
    cancelRequested: false,
    cancelled: false,
    updateExisting: context.updateExisting,
  };
}

/** The import wizard machine. Provide `findExisting`, `createRecord`, `updateRecord` (and optionally `parseFile`). */
export const importMachine = setup({
  types: {
    context: {} as ImportMachineContext,
    events: {} as ImportMachineEvent,
    input: {} as ImportMachineInput,
  },
  actors: {
    parseFile: fromPromise<readonly RawImportRow[], ParseFileInput>(async () =>
      notProvided('parseFile'),
    ),
    findExisting: fromPromise<ImportExistingRecord | null, FindExistingInput>(async () =>
      notProvided('findExisting'),
    ),
    createRecord: fromPromise<unknown, CreateRecordInput>(async () => notProvided('createRecord')),
    updateRecord: fromPromise<unknown, UpdateRecordInput>(async () => notProvided('updateRecord')),
  },
  delays: {
    /** 002 §5.4 'Each row is paused 100 ms.' */
    rowDelay: IMPORT_ROW_DELAY_MS,
  },
  guards: {
    isAcceptedFile: ({ event }) =>
      event.type === 'FILE_SELECTED' && isAcceptedImportFile(event.fileName),
    hasRows: ({ context }) => context.rows.length > 0,
    canContinue: ({ context }) => allRowsProcessed(context.results),
    isImportRunning: ({ context }) => !allRowsProcessed(context.results),
    cancelRequested: ({ context }) => context.cancelRequested,
    allRowsDone: ({ context }) => context.currentIndex >= context.rows.length,
    currentRowInvalid: ({ context }) => !isValidImportRow(currentRow(context)),
    noExistingRecord: ({ context }) => context.existingRecord === null,
    updateExistingOn: ({ context }) => context.updateExisting,
    dryRunDone: ({ context }) => context.dryRun.length >= context.rows.length,
    nextDryRunRowInvalid: ({ context }) => !isValidImportRow(nextDryRunRow(context)),
  },
  actions: {
    setStep: assign((_, params: { step: ImportStep }) => ({ step: params.step })),
    resetWizard: assign(({ context }) => ({
      fileName: null,
      fileError: null,
      rows: [],
      dryRun: [],
      dryRunStatus: 'notStarted' as const,
      selectedFile: null,
      ...emptyRun(context),
      updateExisting: context.defaultUpdateExisting,
    })),
    clearFile: assign({
      fileName: null,
      fileError: null,
      rows: [],
      dryRun: [],
      dryRunStatus: 'notStarted' as const,
      selectedFile: null,
    }),
    startRun: assign(({ context }) => ({
      ...emptyRun(context),
      results: pendingImportResults(context.rows),
    })),
    recordRow: assign(
      ({ context }, params: { status: ImportRowStatus; description: string | null }) => ({
        results: context.results.map((result, index) =>
          index === context.currentIndex
            ? { ...result, status: params.status, description: params.description }
            : result,
        ),
        currentIndex: context.currentIndex + 1,
        existingRecord: null,
      }),
    ),
    markRestCancelled: assign(({ context }) => ({
      results: context.results.map((result) =>
        result.status === 'pending' ? { ...result, status: 'cancelled' as const } : result,
      ),
      cancelled: context.results.some((result) => result.status === 'pending'),
      cancelRequested: false,
    })),
    recordDryRun: assign(
      ({ context }, params: { finding: DryRunFinding; description: string | null }) => {
        const row = nextDryRunRow(context);
        const entry: DryRunRow = {
          row: row.row,
          key: row.key,
          finding: params.finding,
          description: params.description,
        };
        return { dryRun: [...context.dryRun, entry] };
      },
    ),
  },
}).createMachine({
  id: 'import',
  context: ({ input }) => {
    const updateExisting = input.updateExisting ?? true;
    return {
      schema: input.schema,
      step: 0,
      fileName: null,
      fileError: null,
      rows: [],
      updateExisting,
      defaultUpdateExisting: updateExisting,
      results: [],
      currentIndex: 0,
      existingRecord: null,
      cancelRequested: false,
      cancelled: false,
      dryRun: [],
      dryRunStatus: 'notStarted',
      selectedFile: null,
    };
  },
  initial: 'modelDownload',
  states: {
    /** Step 0: the model spreadsheet (/master/{appCfg}.xlsx) can be downloaded. */
    modelDownload: {
      entry: { type: 'setStep', params: { step: 0 } },
      on: {
        CONTINUE: { target: 'fileUpload' },
        RESET: { target: 'modelDownload', reenter: true, actions: 'resetWizard' },
      },
    },

    /** Step 1: a .xls or .xlsx file is chosen and its first sheet read. */
    fileUpload: {
      entry: { type: 'setStep', params: { step: 1 } },
      initial: 'idle',
      on: {
        FILE_PARSED: {
          target: '.parsed',
          actions: assign(({ context, event }) => ({
            fileName: event.fileName ?? context.fileName,
            fileError: null,
            rows: prepareImportRows(event.rows, context.schema),
          })),
        },
        FILE_REJECTED: {
          target: '.idle',
          actions: assign(({ event }) => ({ fileError: event.message, rows: [] })),
        },
        BACK: { target: 'modelDownload', actions: 'clearFile' },
        RESET: { target: 'modelDownload', actions: 'resetWizard' },
      },
      states: {
        idle: {
          on: {
            FILE_SELECTED: [
              {
                guard: 'isAcceptedFile',
                target: 'parsing',
                actions: assign(({ event }) => ({
                  fileName: event.fileName,
                  fileError: null,
                  selectedFile: { fileName: event.fileName, file: event.file },
                })),
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
        parsing: {
          invoke: {
            src: 'parseFile',
            // Entered only from FILE_SELECTED, which stores the file.
            input: ({ context }) => context.selectedFile as ParseFileInput,
            onDone: {
              target: 'parsed',
              actions: assign(({ context, event }) => ({
                rows: prepareImportRows(event.output, context.schema),
              })),
            },
            onError: {
              target: 'idle',
              actions: assign({ fileError: () => importMessage('import.file.unreadable') }),
            },
          },
        },
        parsed: {
          always: [
            { guard: 'hasRows', target: '#import.dataCheck' },
            {
              target: 'idle',
              actions: assign({ fileError: () => importMessage('import.file.empty') }),
            },
          ],
        },
      },
    },

    /** Step 2: the rows with their pre-validation errors, the update-existing option, the dry run. */
    dataCheck: {
      entry: { type: 'setStep', params: { step: 2 } },
      initial: 'ready',
      on: {
        SET_UPDATE_EXISTING: {
          actions: assign(({ event }) => ({ updateExisting: event.updateExisting })),
        },
        BACK: { target: 'fileUpload', actions: 'clearFile' },
        RESET: { target: 'modelDownload', actions: 'resetWizard' },
      },
      states: {
        ready: {
          on: {
            CONTINUE: { guard: 'hasRows', target: '#import.importing' },
            DRY_RUN: { guard: 'hasRows', target: 'dryRunning' },
          },
        },
        /** Ours: every row looked up by its primary key, nothing written (dryRun.ts). */
        dryRunning: {
          entry: assign({ dryRun: () => [], dryRunStatus: 'running' as const }),
          initial: 'nextRow',
          on: {
            CANCEL: { target: 'ready', actions: assign({ dryRunStatus: 'stopped' as const }) },
          },
          states: {
            nextRow: {
              always: [
                {
                  guard: 'dryRunDone',
                  target: '#import.dataCheck.ready',
                  actions: assign({ dryRunStatus: 'complete' as const }),
                },
                {
                  // An invalid row is not looked up, so it needs no pause either.
                  guard: 'nextDryRunRowInvalid',
                  actions: {
                    type: 'recordDryRun',
                    params: ({ context }) => ({
                      finding: 'invalid' as const,
                      description: nextDryRunRow(context).errors.join('; '),
                    }),
                  },
                },
                { target: 'lookingUp' },
              ],
            },
            lookingUp: {
              invoke: {
                src: 'findExisting',
                input: ({ context }) => {
                  const row = nextDryRunRow(context);
                  return {
                    endpoint: context.schema.endpoint,
                    criteria: primaryKeyCriteria(row.values, context.schema),
                    row,
                  };
                },
                onDone: {
                  target: 'pausing',
                  actions: {
                    type: 'recordDryRun',
                    params: ({ event }) => ({
                      finding: event.output === null ? ('new' as const) : ('existing' as const),
                      description: null,
                    }),
                  },
                },
                onError: {
                  target: 'pausing',
                  actions: {
                    type: 'recordDryRun',
                    params: ({ event }) => ({
                      finding: 'error' as const,
                      description: describeImportFailure(event.error),
                    }),
                  },
                },
              },
            },
            pausing: {
              after: { rowDelay: { target: 'nextRow' } },
            },
          },
        },
      },
    },

    /** Step 3: rows imported one at a time, 100 ms apart; starts by itself (002 §4.5). */
    importing: {
      entry: [{ type: 'setStep', params: { step: 3 } }, 'startRun'],
      initial: 'nextRow',
      on: {
        CONTINUE: { guard: 'canContinue', target: 'outcome' },
        // The row in flight finishes; the run stops before the next one (pausing).
        CANCEL: { guard: 'isImportRunning', actions: assign({ cancelRequested: true }) },
      },
      states: {
        nextRow: {
          always: [
            { guard: 'allRowsDone', target: 'finished' },
            {
              // A row that failed the pre-validation is not sent: it ends as an error.
              guard: 'currentRowInvalid',
              target: 'pausing',
              actions: {
                type: 'recordRow',
                params: ({ context }) => ({
                  status: 'error' as const,
                  description: currentRow(context).errors.join('; '),
                }),
              },
            },
            { target: 'findingExisting' },
          ],
        },
        findingExisting: {
          invoke: {
            src: 'findExisting',
            input: ({ context }) => {
              const row = currentRow(context);
              return {
                endpoint: context.schema.endpoint,
                criteria: primaryKeyCriteria(row.values, context.schema),
                row,
              };
            },
            onDone: {
              target: 'deciding',
              actions: assign(({ event }) => ({ existingRecord: event.output })),
            },
            onError: {
              target: 'pausing',
              actions: {
                type: 'recordRow',
                params: ({ event }) => ({
                  status: 'error' as const,
                  description: describeImportFailure(event.error),
                }),
              },
            },
          },
        },
        deciding: {
          always: [
            { guard: 'noExistingRecord', target: 'creating' },
            { guard: 'updateExistingOn', target: 'updating' },
            {
              target: 'pausing',
              actions: {
                type: 'recordRow',
                params: {
                  status: 'ignored' as const,
                  description: importMessage('import.warning.alreadyPresent'),
                },
              },
            },
          ],
        },
        creating: {
          invoke: {
            src: 'createRecord',
            input: ({ context }) => {
              const row = currentRow(context);
              return {
                endpoint: context.schema.endpoint,
                payload: importCreatePayload(row.values, context.schema),
                row,
              };
            },
            onDone: {
              target: 'pausing',
              actions: {
                type: 'recordRow',
                params: { status: 'inserted' as const, description: null },
              },
            },
            onError: {
              target: 'pausing',
              actions: {
                type: 'recordRow',
                params: ({ event }) => ({
                  status: 'error' as const,
                  description: describeImportFailure(event.error),
                }),
              },
            },
          },
        },
        updating: {
          invoke: {
            src: 'updateRecord',
            input: ({ context }) => {
              const row = currentRow(context);
              return {
                endpoint: context.schema.endpoint,
                id: (context.existingRecord as ImportExistingRecord).id,
                payload: importUpdatePayload(row.values, context.schema),
                row,
              };
            },
            onDone: {
              target: 'pausing',
              actions: {
                type: 'recordRow',
                params: { status: 'updated' as const, description: null },
              },
            },
            onError: {
              target: 'pausing',
              actions: {
                type: 'recordRow',
                params: ({ event }) => ({
                  status: 'error' as const,
                  description: describeImportFailure(event.error),
                }),
              },
            },
          },
        },
        /** Between two rows: the only place a CANCEL takes effect. */
        pausing: {
          always: {
            guard: 'cancelRequested',
            target: '#import.outcome',
            actions: 'markRestCancelled',
          },
          on: {
            CANCEL: {
              guard: 'isImportRunning',
              target: '#import.outcome',
              actions: 'markRestCancelled',
            },
          },
          after: { rowDelay: { target: 'nextRow' } },
        },
        /** Every row processed: Continue is enabled (002 §4.5). */
        finished: {
          on: { RESET: { target: '#import.modelDownload', actions: 'resetWizard' } },
        },
      },
    },

    /** Step 4: the outcome, with the counts and the error rows (outcomes.ts). */
    outcome: {
      entry: { type: 'setStep', params: { step: 4 } },
      on: {
        RESET: { target: 'modelDownload', actions: 'resetWizard' },
      },
    },
  },
});
