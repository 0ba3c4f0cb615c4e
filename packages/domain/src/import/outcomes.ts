/**
 * Row outcomes of the import (002 §3.7, §4.5, §8, §9): inserted, updated, ignored with the
 * warning 'Elemento già presente in anagrafica', error with the server's message; progress
 * rounded down; the error rows { row, key, description, warning } of the outcome step.
 */
import { importMessage } from '../messages/it-IT/import.ts';
import type { importMessages } from '../messages/it-IT/import.ts';
import type { PreparedImportRow } from './rows.ts';

/** A key of the import area's messages. */
type ImportMessageKey = keyof typeof importMessages;

/**
 * The state of one row: waiting ('pending'), the four outcomes of 002 §4.5, or 'cancelled' — not
 * processed because the user stopped the import (our CANCEL).
 */
export type ImportRowStatus =
  'pending' | 'inserted' | 'updated' | 'ignored' | 'error' | 'cancelled';

/** The result of one row. */
export interface ImportRowResult {
  readonly row: number;
  readonly key: string;
  readonly status: ImportRowStatus;
  /** The warning of an ignored row or the message of an error row; null otherwise. */
  readonly description: string | null;
}

/** An error row of the outcome (002 §3.7 'Error row: row, key, description, warning flag'). */
export interface ImportErrorRow {
  readonly row: number;
  readonly key: string;
  readonly description: string;
  /** True for a warning (an ignored row), false for an error. */
  readonly warning: boolean;
}

/**
 * How a save or lookup actor reports a failure, so that the row shows the right message (002 §8):
 * `{ kind: 'connection' }` when the server was not reached, `{ kind: 'server', message }` when it
 * answered with an error. The api-client's ApiError (code, message, error — 001 §3) is read as a
 * server failure too.
 */
export type ImportFailure =
  { readonly kind: 'connection' } | { readonly kind: 'server'; readonly message?: string | null };

/** Counts of the outcome step, by status, and the total. */
export type ImportOutcomeCounts = Readonly<Record<ImportRowStatus, number>> & {
  readonly total: number;
};

function nonEmptyMessage(value: object): string | null {
  const text = 'message' in value ? value.message : null;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/**
 * The description of a failed row (002 §8): 'Errore di connessione al server' when the server was
 * not reached (an ImportFailure of kind connection, or the TypeError that fetch throws on a network
 * failure); the server's own message when it sent one (kind server, or an ApiError with a code);
 * 'Errore generico del server' otherwise — an unexpected exception's text is not shown to the user.
 */
export function describeImportFailure(error: unknown): string {
  if (error instanceof TypeError) return importMessage('import.error.connection');
  if (typeof error === 'object' && error !== null) {
    if ('kind' in error && error.kind === 'connection')
      return importMessage('import.error.connection');
    const fromServer = ('kind' in error && error.kind === 'server') || 'code' in error;
    const serverMessage = fromServer ? nonEmptyMessage(error) : null;
    if (serverMessage !== null) return serverMessage;
  }
  return importMessage('import.error.generic');
}

/**
 * The progress of the import in percent, rounded down (002 §9 'progress percent is rounded
 * down'): 2 of 3 rows is 66. Nothing to import is complete (100). Clamped to 0..100.
 */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((done * 100) / total)));
}

/** Whether a row is done: any status but pending. */
export function isProcessedStatus(status: ImportRowStatus): boolean {
  return status !== 'pending';
}

/** The progress of a run: rows done, rows in all, percent rounded down (002 §9). */
export function importProgress(results: readonly Pick<ImportRowResult, 'status'>[]): {
  readonly done: number;
  readonly total: number;
  readonly percent: number;
} {
  const done = results.filter((result) => isProcessedStatus(result.status)).length;
  return { done, total: results.length, percent: progressPercent(done, results.length) };
}

/** Whether every row is processed: the Continue button is enabled only then (002 §4.5). */
export function allRowsProcessed(results: readonly Pick<ImportRowResult, 'status'>[]): boolean {
  return results.every((result) => isProcessedStatus(result.status));
}

/** The results before the run starts: every row pending. */
export function pendingImportResults(
  rows: readonly Pick<PreparedImportRow, 'row' | 'key'>[],
): ImportRowResult[] {
  return rows.map(({ row, key }) => ({ row, key, status: 'pending', description: null }));
}

/** The counts of the outcome step (002 §2.7 'outcome'): rows by status and in all. */
export function importOutcomeCounts(
  results: readonly Pick<ImportRowResult, 'status'>[],
): ImportOutcomeCounts {
  const counts = { pending: 0, inserted: 0, updated: 0, ignored: 0, error: 0, cancelled: 0 };
  for (const result of results) counts[result.status] += 1;
  return { ...counts, total: results.length };
}

/**
 * The error rows of the outcome (002 §3.7, §8): each error row (warning false) and each ignored
 * row with its warning 'Elemento già presente in anagrafica' (warning true), in row order.
 */
export function importErrorRows(results: readonly ImportRowResult[]): ImportErrorRow[] {
  return results.flatMap(({ row, key, status, description }) =>
    status === 'error' || status === 'ignored'
      ? [
          {
            row,
            key,
            description:
              description ??
              importMessage(
                status === 'error' ? 'import.error.generic' : 'import.warning.alreadyPresent',
              ),
            warning: status === 'ignored',
          },
        ]
      : [],
  );
}

/** An error row as one line, 'Riga 5 (RSSMRA85T10A562S): …' (002 §8 'with the row number and key'). */
export function importErrorRowText(errorRow: ImportErrorRow): string {
  const values = { row: errorRow.row, key: errorRow.key, description: errorRow.description };
  return errorRow.key === ''
    ? importMessage('import.errorRowWithoutKey', values)
    : importMessage('import.errorRow', values);
}

const STATUS_LABEL_KEYS: Readonly<Record<ImportRowStatus, ImportMessageKey>> = {
  pending: 'import.status.pending',
  inserted: 'import.status.inserted',
  updated: 'import.status.updated',
  ignored: 'import.status.ignored',
  error: 'import.status.error',
  cancelled: 'import.status.cancelled',
};

/** The Italian label of a row status ('Inserito', 'Aggiornato', 'Ignorato', 'Errore', …). */
export function importRowStatusLabel(status: ImportRowStatus): string {
  return importMessage(STATUS_LABEL_KEYS[status]);
}
