/**
 * What every area of the demo data shares: the database type, the keyed multi-row insert, the
 * jsonb columns, the id lookups and the organisations' module sets.
 */
import type { Kysely } from 'kysely';
import { jsonb } from '../../db/schema.ts';
import type { Database } from '../../db/schema.ts';
import { ADMINISTRATOR_MODULES, PROPERTY_MANAGER_MODULES } from '../permissions.ts';

/** The database (or transaction) the seed writes to. */
export type Db = Kysely<Database>;

/** Runs a multi-row insert of keyed specs and gives back the ids by key (RETURNING keeps order). */
export async function insertKeyed<K extends string, V>(
  specs: Record<K, V>,
  run: (values: V[]) => { execute(): Promise<{ id: number }[]> },
): Promise<Record<K, number>> {
  const keys = Object.keys(specs) as K[];
  const rows = await run(keys.map((key) => specs[key])).execute();
  if (rows.length !== keys.length) {
    throw new Error(`seed: ${String(keys.length)} rows expected, ${String(rows.length)} inserted`);
  }
  const result = {} as Record<K, number>;
  keys.forEach((key, index) => {
    const row = rows[index];
    if (!row) throw new Error(`seed: no id for ${key}`);
    result[key] = row.id;
  });
  return result;
}

/**
 * The row with its jsonb array columns sent as JSON text (see `jsonb` in db/schema.ts: node-postgres
 * would send a JavaScript array as a PostgreSQL array literal). Undefined values stay undefined.
 */
export function withJsonb<Row extends object>(
  row: Row,
  keys: readonly (keyof Row & string)[],
): Row {
  const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const key of keys) {
    if (copy[key] !== undefined) copy[key] = jsonb(copy[key]);
  }
  return copy as Row;
}

/** The id of a key, failing loudly when a spec names an unknown key. */
export function idOf<K extends string>(ids: Record<K, number>, key: K): number {
  const id = ids[key];
  if (id === undefined) throw new Error(`seed: unknown key ${key}`);
  return id;
}

export const ORG_ROSSI_MODULES = ADMINISTRATOR_MODULES;
export const ORG_CONTI_MODULES = PROPERTY_MANAGER_MODULES;
