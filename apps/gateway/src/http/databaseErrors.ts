/**
 * The last line of the write path: a value the database itself refuses is the client's error,
 * never a 500. Written values are checked before they reach SQL (../query/values.ts, domain's
 * limits), and that check names the field; this catches whatever a handler sends the database
 * without it (a reference looked up before the write, a value a hook computes):
 * - class 22, data exceptions: a number beyond its column's range, a NUL character, a malformed
 *   value → 400 VALIDATION_FAILED;
 * - class 23, integrity: a length CHECK of migrations/0910_text_limits.sql names its column, so
 *   the answer names the field and domain's limit; a duplicate → 409 CONFLICT; a missing or
 *   dangling reference → 400 VALIDATION_FAILED;
 * - 54001, statement too complex → 400 INVALID_QUERY.
 * Every other database error stays a 500 (a fault of ours, not of the request).
 */
import { message, textLimitOf } from '@portineria/domain';
import { messages } from '../messages.ts';
import { GatewayError } from './errors.ts';

interface DatabaseErrorFields {
  code: string;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
}

const SQLSTATE = /^(?:22[0-9A-Z]{3}|23[0-9A-Z]{3}|54001)$/;

function isDatabaseError(error: unknown): error is DatabaseErrorFields {
  if (error === null || typeof error !== 'object' || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && SQLSTATE.test(code);
}

function wireName(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

function refused(field: string, text: string): GatewayError {
  return new GatewayError(400, 'VALIDATION_FAILED', messages.databaseRefused, [
    { field, message: text },
  ]);
}

/**
 * The contract error of a database refusal caused by the request, or undefined. `method`: a
 * DELETE refused by a reference is a record still in use (409), not a dangling reference.
 */
export function databaseInputError(error: unknown, method = 'GET'): GatewayError | undefined {
  if (!isDatabaseError(error)) return undefined;
  const { code } = error;
  const column = typeof error.column === 'string' ? error.column : undefined;
  const field = column === undefined ? '' : wireName(column);
  if (code === '54001') return new GatewayError(400, 'INVALID_QUERY', messages.queryTooComplex);
  if (code === '23505') return new GatewayError(409, 'CONFLICT', messages.databaseDuplicate);
  if (code === '23502') return refused(field, messages.databaseRequired);
  if (code === '23503') {
    return method === 'DELETE'
      ? new GatewayError(409, 'CONFLICT', messages.databaseInUse)
      : refused(field, messages.databaseReference);
  }
  if (code === '23514') {
    const table = typeof error.table === 'string' ? error.table : '';
    const constraint = typeof error.constraint === 'string' ? error.constraint : '';
    const lengthOf = /^(.+)_length$/.exec(constraint.slice(table.length + 1))?.[1];
    if (table !== '' && constraint.startsWith(`${table}_`) && lengthOf !== undefined) {
      const name = wireName(lengthOf);
      return refused(
        name,
        message('validation.maxLength', {
          label: `«${name}»`,
          max: textLimitOf(name).maxLength,
        }),
      );
    }
    return refused(field, messages.databaseValueRefused);
  }
  if (code === '22003') return refused(field, messages.databaseNumberOutOfRange);
  if (code === '22021' || code === '22P05') return refused(field, messages.databaseCharacter);
  if (code === '22001') return refused(field, messages.databaseTextTooLong);
  return refused(field, messages.databaseValueRefused);
}
