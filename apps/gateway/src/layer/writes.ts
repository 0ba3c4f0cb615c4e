/**
 * The values of a write: the accepted wire fields of the body, each type-checked against its
 * field, as column values; and the database's constraint errors as contract errors.
 */
import { conflict, invalidQuery, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { checkWritable, columnFieldName, columnStorage, queryMessages } from '../query/index.ts';
import type { ResourceSchema } from '../query/index.ts';
import { fieldInvalid, fieldTooLong } from './fieldMessages.ts';

/** The checked values of a write body. */
export interface WriteValues {
  /** The accepted wire fields, as sent. */
  input: Record<string, unknown>;
  /** Column → value, type-checked. */
  columns: Map<string, unknown>;
  errors: FieldError[];
}

/**
 * The accepted wire fields of a write body, type-checked against the schema, as column values.
 * Keys outside `accepted` are field errors; keys in `ignored` are dropped silently (read-only
 * fields a client sends back unchanged, 002 §7.5 "missing schema fields are sent as null").
 */
export function writeValues(
  schema: ResourceSchema,
  body: Readonly<Record<string, unknown>>,
  accepted: readonly string[],
  ignored: readonly string[] = [],
): WriteValues {
  const input: Record<string, unknown> = {};
  const columns = new Map<string, unknown>();
  const errors: FieldError[] = [];
  for (const key of Object.keys(body)) {
    if (ignored.includes(key)) continue;
    const value = body[key];
    if (value === undefined) continue;
    const spec = Object.hasOwn(schema.fields, key) ? schema.fields[key] : undefined;
    if (spec === undefined || !accepted.includes(key)) {
      errors.push({ field: key, message: queryMessages.fieldNotWritable });
      continue;
    }
    const checked = checkWritable(key, spec, value);
    if (!checked.ok) {
      errors.push({ field: key, message: checked.message });
      continue;
    }
    input[key] = value;
    columns.set(spec.column, checked.value);
  }
  return { input, columns, errors };
}

/** The wire name of a column in a schema (the column itself when the wire does not show it). */
export function wireNameOfColumn(schema: ResourceSchema, column: string): string {
  return (
    Object.keys(schema.fields).find((name) => schema.fields[name]?.column === column) ?? column
  );
}

/** The column of a wire name, or of a server-set column the wire does not show. */
export function columnOfWireName(schema: ResourceSchema, key: string): string | undefined {
  if (Object.hasOwn(schema.fields, key)) return schema.fields[key]?.column;
  return /^[a-z_][a-z0-9_]*$/.test(key) ? key : undefined;
}

/**
 * The field of a length CHECK of migrations/0910_text_limits.sql, named
 * `<table>_<column>_length`, with domain's limit of that field; undefined for another constraint.
 */
function lengthCheckOf(
  schema: ResourceSchema | undefined,
  error: object,
): { field: string; max: number } | undefined {
  const { table, constraint } = error as { table?: unknown; constraint?: unknown };
  if (typeof table !== 'string' || typeof constraint !== 'string') return undefined;
  if (!constraint.startsWith(`${table}_`)) return undefined;
  const column = /^(.+)_length$/.exec(constraint.slice(table.length + 1))?.[1];
  if (column === undefined) return undefined;
  const field = schema === undefined ? columnFieldName(column) : wireNameOfColumn(schema, column);
  return { field, max: columnStorage(column, 'text')?.maxLength ?? 0 };
}

/**
 * A database error caused by the request as a contract error, never a 500 (the last line of every
 * write: values are checked before SQL by checkWritable, which names the field; this catches what
 * a handler sends without that check):
 * - class 23, integrity: unique → 409 CONFLICT; not null, foreign key → 400 VALIDATION_FAILED
 *   naming the field; a length CHECK (`<table>_<column>_length`) names the field and domain's
 *   limit; when `removing`, a foreign key still pointing at the record is 409 CONFLICT (in use);
 * - class 22, data exceptions (a number beyond its column's range, a NUL character, a malformed
 *   date…) → 400 VALIDATION_FAILED;
 * - 54001, statement too complex → 400 INVALID_QUERY.
 * Anything else is returned unchanged (a fault of ours: 500). `schema` names the field by its
 * wire name; without it (the app's last resort) the column's camelCase is used.
 */
export function databaseError(
  schema: ResourceSchema | undefined,
  error: unknown,
  removing = false,
): unknown {
  if (error === null || typeof error !== 'object' || !('code' in error)) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return error;
  if (removing && code === '23503') return conflict(queryMessages.inUse);
  // not-null errors name the column; foreign-key errors only in their detail: "Key (col)=(…)".
  const column = (error as { column?: unknown }).column;
  const detail = (error as { detail?: unknown }).detail;
  const keyColumn =
    typeof detail === 'string' ? /^Key \(([a-z_][a-z0-9_]*)\)=/.exec(detail)?.[1] : undefined;
  const named = typeof column === 'string' ? column : keyColumn;
  const field =
    named === undefined
      ? ''
      : schema === undefined
        ? columnFieldName(named)
        : wireNameOfColumn(schema, named);
  const refused = (message: string) => validationFailed([{ field, message }]);
  switch (code) {
    case '23505':
      return conflict(queryMessages.duplicate);
    case '23502':
      return refused(queryMessages.fieldRequired);
    case '23503':
      return refused(queryMessages.fieldReference);
    case '23514': {
      const length = lengthCheckOf(schema, error);
      if (length !== undefined) {
        return validationFailed([
          { field: length.field, message: fieldTooLong(length.field, length.max) },
        ]);
      }
      return refused(field === '' ? queryMessages.valueRefused : fieldInvalid(field));
    }
    case '22003':
      return refused(queryMessages.numberOutOfRange);
    case '22021':
    case '22P05':
      return refused(queryMessages.characterRefused);
    case '54001':
      return invalidQuery(queryMessages.tooComplex);
    default:
      if (code.startsWith('22') || code.startsWith('23')) {
        return refused(field === '' ? queryMessages.valueRefused : fieldInvalid(field));
      }
      return error;
  }
}
