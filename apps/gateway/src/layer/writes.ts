/**
 * The values of a write: the accepted wire fields of the body, each type-checked against its
 * field, as column values; and the database's constraint errors as contract errors.
 */
import { conflict, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { checkWritable, queryMessages } from '../query/index.ts';
import type { ResourceSchema } from '../query/index.ts';
import { fieldInvalid } from './fieldMessages.ts';

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
    const checked = checkWritable(key, spec.type, value);
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
 * A constraint violation of the database as a contract error (unique → 409 CONFLICT; not null,
 * foreign key, check, range → 400 VALIDATION_FAILED naming the field); anything else unchanged.
 * When `removing`, a foreign key still pointing at the record is 409 CONFLICT (in use).
 */
export function databaseError(schema: ResourceSchema, error: unknown, removing = false): unknown {
  if (error === null || typeof error !== 'object' || !('code' in error)) return error;
  const code = (error as { code?: unknown }).code;
  if (removing && code === '23503') return conflict(queryMessages.inUse);
  // not-null errors name the column; foreign-key errors only in their detail: "Key (col)=(…)".
  const column = (error as { column?: unknown }).column;
  const detail = (error as { detail?: unknown }).detail;
  const keyColumn =
    typeof detail === 'string' ? /^Key \(([a-z_][a-z0-9_]*)\)=/.exec(detail)?.[1] : undefined;
  const named = typeof column === 'string' ? column : keyColumn;
  const field = named === undefined ? '' : wireNameOfColumn(schema, named);
  switch (code) {
    case '23505':
      return conflict(queryMessages.duplicate);
    case '23502':
      return validationFailed([{ field, message: queryMessages.fieldRequired }]);
    case '23503':
      return validationFailed([{ field, message: queryMessages.fieldReference }]);
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
      return validationFailed([{ field, message: fieldInvalid(field) }]);
    default:
      return error;
  }
}
