/**
 * Rows back to the wire: the engine selects each row as one JSON object (so PGlite and
 * PostgreSQL give the same values), and this walks it with the schema: instants become
 * `toISOString()` strings, dates stay `YYYY-MM-DD`, numbers stay numbers, included associations
 * are walked with their own schema (belongsTo: an object or null; hasMany: an array).
 */
import { isPlainObject } from './compile.ts';
import type { ResourceSchema } from './types.ts';

function instant(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

function day(value: unknown): unknown {
  return typeof value === 'string' ? value.slice(0, 10) : value;
}

/** One row in wire shape. */
export function wireRow(schema: ResourceSchema, row: unknown): Record<string, unknown> {
  if (!isPlainObject(row)) return {};
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(row)) {
    const value = row[key];
    const field = Object.hasOwn(schema.fields, key) ? schema.fields[key] : undefined;
    if (field !== undefined) {
      if (field.type === 'timestamp') result[key] = instant(value);
      else if (field.type === 'date') result[key] = day(value);
      else result[key] = value;
      continue;
    }
    const associations = schema.associations;
    const association =
      associations !== undefined && Object.hasOwn(associations, key)
        ? associations[key]
        : undefined;
    if (association === undefined) continue;
    const target = association.target();
    if (Array.isArray(value)) result[key] = value.map((item: unknown) => wireRow(target, item));
    else result[key] = isPlainObject(value) ? wireRow(target, value) : null;
  }
  return result;
}
