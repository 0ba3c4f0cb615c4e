/**
 * Rows for typed writes built from values checked at run time (a write body's fields, each
 * type-checked by the query engine against its column's kind): every key must be a column of the
 * table's description, and a view is never written. The assertion to Kysely's row type is made
 * here, once, after those checks.
 */
import type { NewRowOf, ChangesOf } from '../schema.ts';
import type { TableDescription } from './columns.ts';
import { TABLES } from './index.ts';
import type { TableName } from './index.ts';

/**
 * The columns of a write to a described table: every key a column of the description (undefined
 * values dropped). The values were checked against their columns' kinds by the caller.
 */
export function checkedColumns(
  description: TableDescription,
  values: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const name = description.name;
  if (description.kind === 'view') throw new Error(`${name} is a view: it is never written`);
  const entries = values instanceof Map ? [...values.entries()] : Object.entries(values);
  const row: Record<string, unknown> = {};
  for (const [column, value] of entries) {
    if (!Object.hasOwn(description.columns, column)) {
      throw new Error(`${name} has no column ${column}`);
    }
    if (value !== undefined) row[column] = value;
  }
  return row;
}

/** The row of an insert. The database refuses what breaks its constraints (missing NOT NULL…). */
export function newRow<Name extends TableName>(
  name: Name,
  values: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
): NewRowOf<Name> {
  return checkedColumns(TABLES[name], values) as NewRowOf<Name>;
}

/** The changes of an update. */
export function changes<Name extends TableName>(
  name: Name,
  values: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
): ChangesOf<Name> {
  return checkedColumns(TABLES[name], values) as ChangesOf<Name>;
}
