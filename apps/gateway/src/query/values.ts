/**
 * The type check of one value against its field's type, shared by criteria (a wrong value is a
 * 400 INVALID_QUERY) and by writes (a 400 VALIDATION_FAILED field error).
 */
import { characterCount, fieldLabel, isWebAddress, message } from '@portineria/domain';
import { queryMessages } from './messages.ts';
import type { FieldSpec, FieldStorage, FieldType } from './types.ts';

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

/** The most characters of the JSON text of a written json value. */
export const JSON_WRITE_MAX_LENGTH = 100_000;
/** The deepest nesting of a written json value (arrays and objects). */
export const JSON_WRITE_MAX_DEPTH = 20;

/**
 * A character no column can store: NUL (PostgreSQL refuses 0x00 in text and jsonb) or half of a
 * UTF-16 surrogate pair (no UTF-8 encoding; jsonb refuses its escape, text would get U+FFFD).
 */
const UNSTORABLE_CHARACTER =
  // eslint-disable-next-line no-control-regex
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a character no column can store. */
export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE_CHARACTER.test(text);
}

/**
 * The field as a written value's message names it: domain's label ('Il campo Oggetto …', the one
 * wording of the layer's field errors), else the wire name.
 */
function label(field: string): string {
  return fieldLabel(field.length > 80 ? `${field.slice(0, 80)}…` : field);
}

/**
 * What PostgreSQL cannot store in a json value: an unstorable character in any string or key,
 * nesting deeper than {@link JSON_WRITE_MAX_DEPTH}. Walks without recursion,
 * so a hostile depth cannot overflow the stack. Answers the problem's message, or undefined.
 */
function jsonProblem(field: string, value: unknown): string | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current === 'string') {
      if (hasUnstorableCharacter(current)) return queryMessages.unstorableCharacter(label(field));
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= JSON_WRITE_MAX_DEPTH) {
      return queryMessages.jsonTooDeep(label(field), JSON_WRITE_MAX_DEPTH);
    }
    if (Array.isArray(current)) {
      for (const item of current) pending.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (hasUnstorableCharacter(key)) return queryMessages.unstorableCharacter(label(field));
      pending.push([item, depth + 1]);
    }
  }
  return undefined;
}

/** The written text's problem against its column's storage, if any. */
function textProblem(field: string, value: string, storage: FieldStorage): string | undefined {
  if (hasUnstorableCharacter(value)) return queryMessages.unstorableCharacter(label(field));
  if (storage.maxLength !== undefined && characterCount(value) > storage.maxLength) {
    return message('validation.maxLength', { label: label(field), max: storage.maxLength });
  }
  if (storage.webAddress === true && value !== '' && !isWebAddress(value)) {
    return queryMessages.webAddress(label(field));
  }
  return undefined;
}

/**
 * Checks a value to be written into a field: null is kept (the database enforces NOT NULL), json
 * values are sent as their JSON text, dates must be `YYYY-MM-DD`, instants may be `Date`s. Every
 * value must fit what its column stores (the field's `storage`, derived with the allow-list from
 * the column's kind and domain's TEXT_LIMITS and NUMBER_LIMITS; no NUL character anywhere), so a
 * written value is refused here, with the field named, rather than failing in the database.
 */
export function checkWritable(
  field: string,
  spec: Pick<FieldSpec, 'type' | 'storage'>,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; message: string } {
  const { type, storage = {} } = spec;
  if (value === null) return { ok: true, value: null };
  if (type === 'json') {
    const problem = jsonProblem(field, value);
    if (problem !== undefined) return { ok: false, message: problem };
    const text = JSON.stringify(value);
    if (text === undefined) return { ok: false, message: wrongTypeMessage(field, type) };
    if (text.length > JSON_WRITE_MAX_LENGTH) {
      return {
        ok: false,
        message: queryMessages.jsonTooLong(label(field), JSON_WRITE_MAX_LENGTH),
      };
    }
    return { ok: true, value: text };
  }
  if (type === 'timestamp' && value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? { ok: false, message: wrongTypeMessage(field, type) }
      : { ok: true, value: value.toISOString() };
  }
  if (type === 'date' && !(typeof value === 'string' && ISO_DATE.test(value))) {
    return { ok: false, message: wrongTypeMessage(field, type) };
  }
  const checked = checkScalar(field, type, value);
  if (!checked.ok) return checked;
  if (typeof checked.value === 'string' && type === 'text') {
    const problem = textProblem(field, checked.value, storage);
    if (problem !== undefined) return { ok: false, message: problem };
  }
  if (typeof checked.value === 'number' && (type === 'integer' || type === 'number')) {
    const { min = -Infinity, max = Infinity } = storage;
    if (checked.value < min || checked.value > max) {
      return { ok: false, message: queryMessages.outOfRange(label(field), min, max) };
    }
  }
  return { ok: true, value: checked.value };
}
