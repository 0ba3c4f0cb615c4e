/**
 * The type check of one value against its field's type, shared by criteria (a wrong value is a
 * 400 INVALID_QUERY) and by writes (a 400 VALIDATION_FAILED field error).
 */
import { queryMessages } from './messages.ts';
import type { FieldType } from './types.ts';

/**
 * The SQL type a compared value is cast to: integers as bigint and numbers as numeric, so a value
 * beyond the column's own range compares instead of failing; dates and instants as themselves.
 */
export type SqlCast = 'bigint' | 'numeric' | 'timestamptz' | 'date';

/** A checked value, with the SQL type it must be cast to when compared (dates and instants). */
export type CheckedValue =
  { ok: true; value: string | number | boolean; cast?: SqlCast } | { ok: false; message: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// Offsets up to ±14:59, the widest in use (PostgreSQL refuses beyond ±15:59).
const ISO_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-](?:0\d|1[0-4])(?::?[0-5]\d)?)?$/i;
const INTEGER_TEXT = /^-?\d{1,15}$/;
const NUMBER_TEXT = /^-?\d{1,15}(?:\.\d{1,15})?$/;

const EXPECTED: Record<FieldType, string> = {
  integer: queryMessages.typeInteger,
  number: queryMessages.typeNumber,
  text: queryMessages.typeText,
  boolean: queryMessages.typeBoolean,
  timestamp: queryMessages.typeTimestamp,
  date: queryMessages.typeDate,
  json: queryMessages.typeJson,
};

/** Whether a `YYYY-MM-DD` (or the date part of a timestamp) is a real calendar day. */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function isTimestampText(value: string): boolean {
  return ISO_TIMESTAMP.test(value) && isCalendarDay(value) && !Number.isNaN(Date.parse(value));
}

/**
 * Checks a non-null scalar against a field type. Integers and numbers also accept their decimal
 * text (ids read from a URL); a date field also accepts a full ISO instant (the placeholders
 * '@today', '@endOfYesterday'… are instants), compared as an instant.
 */
export function checkScalar(field: string, type: FieldType, value: unknown): CheckedValue {
  const wrong: CheckedValue = {
    ok: false,
    message: queryMessages.wrongType(field, EXPECTED[type]),
  };
  switch (type) {
    case 'integer':
      if (typeof value === 'number') {
        return Number.isSafeInteger(value) ? { ok: true, value, cast: 'bigint' } : wrong;
      }
      if (typeof value === 'string' && INTEGER_TEXT.test(value)) {
        return { ok: true, value: Number(value), cast: 'bigint' };
      }
      return wrong;
    case 'number':
      if (typeof value === 'number') {
        return Number.isFinite(value) ? { ok: true, value, cast: 'numeric' } : wrong;
      }
      if (typeof value === 'string' && NUMBER_TEXT.test(value)) {
        return { ok: true, value: Number(value), cast: 'numeric' };
      }
      return wrong;
    case 'text':
      return typeof value === 'string' ? { ok: true, value } : wrong;
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : wrong;
    case 'timestamp':
      if (typeof value === 'string' && isTimestampText(value)) {
        return { ok: true, value, cast: 'timestamptz' };
      }
      return wrong;
    case 'date':
      if (typeof value !== 'string') return wrong;
      if (ISO_DATE.test(value) && isCalendarDay(value)) return { ok: true, value, cast: 'date' };
      if (isTimestampText(value)) return { ok: true, value, cast: 'timestamptz' };
      return wrong;
    case 'json':
      return wrong;
    default:
      return type satisfies never;
  }
}

/** The message of a wrong value for a field, for callers that check more than scalars. */
export function wrongTypeMessage(field: string, type: FieldType): string {
  return queryMessages.wrongType(field, EXPECTED[type]);
}

/**
 * Checks a value to be written into a field: null is kept (the database enforces NOT NULL), json
 * values are sent as their JSON text, dates must be `YYYY-MM-DD`, instants may be `Date`s.
 */
export function checkWritable(
  field: string,
  type: FieldType,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; message: string } {
  if (value === null) return { ok: true, value: null };
  if (type === 'json') return { ok: true, value: JSON.stringify(value) };
  if (type === 'timestamp' && value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? { ok: false, message: wrongTypeMessage(field, type) }
      : { ok: true, value: value.toISOString() };
  }
  if (type === 'date' && !(typeof value === 'string' && ISO_DATE.test(value))) {
    return { ok: false, message: wrongTypeMessage(field, type) };
  }
  const checked = checkScalar(field, type, value);
  return checked.ok ? { ok: true, value: checked.value } : checked;
}
