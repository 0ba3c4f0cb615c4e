/**
 * Row outcomes of the import (002 §3.7, §4.5, §8, §9): inserted, updated, ignored with the
 * warning 'Elemento già presente in anagrafica', error with the server's message, and their
 * labels; a failure's description; progress rounded down.
 */
import { importMessage } from '../messages/it-IT/import.ts';
import type { importMessages } from '../messages/it-IT/import.ts';

/** A key of the import area's messages. */
type ImportMessageKey = keyof typeof importMessages;

/**
 * The state of one row: waiting ('pending'), the four outcomes of 002 §4.5, or 'cancelled' — not
 * processed because the user stopped the import (our CANCEL).
 */
export type ImportRowStatus =
  'pending' | 'inserted' | 'updated' | 'ignored' | 'error' | 'cancelled';

/**
 * How a save or lookup actor reports a failure, so that the row shows the right message (002 §8):
 * `{ kind: 'connection' }` when the server was not reached, `{ kind: 'server', message }` when it
 * answered with an error. The api-client's ApiError (code, message, error — 001 §3) is read as a
 * server failure too.
 */
export type ImportFailure =
  { readonly kind: 'connection' } | { readonly kind: 'server'; readonly message?: string | null };

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
