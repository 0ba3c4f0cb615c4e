/**
 * `src/db/schema.ts` (the Kysely `Database` type) must describe the migrated database exactly:
 * every table and view of every migration (0001 and the other owners' ranges), every column, no
 * more. The interfaces are read from the source text, since types do not exist at run time.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../db/index.ts';
import type { DatabaseHandle } from '../db/index.ts';

const SOURCE = readFileSync(fileURLToPath(new URL('../db/schema.ts', import.meta.url)), 'utf8');

/** interface name → its property names. */
function interfaces(): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const match of SOURCE.matchAll(/export interface (\w+) \{([\s\S]*?)\n\}/g)) {
    const body = match[2] ?? '';
    result.set(
      match[1] ?? '',
      [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((m) => m[1] ?? ''),
    );
  }
  return result;
}

/** table name → interface name, from `interface Database`. */
function tables(): Map<string, string> {
  const body = /export interface Database \{([\s\S]*?)\n\}/.exec(SOURCE)?.[1] ?? '';
  return new Map([...body.matchAll(/^ {2}(\w+): (\w+);/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

let handle: DatabaseHandle;
let columns: Map<string, string[]>;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory' });
  await migrate(handle.db);
  const result = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`.execute(handle.db);
  columns = new Map();
  for (const row of result.rows) {
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  }
});

afterAll(async () => {
  await handle.close();
});

describe('db/schema.ts matches the migrations', () => {
  it('declares every table and view of the database, and nothing else', () => {
    expect([...tables().keys()].sort()).toEqual([...columns.keys()].sort());
  });

  it('declares exactly the columns of each table', () => {
    const declared = interfaces();
    for (const [table, interfaceName] of tables()) {
      expect(declared.get(interfaceName)?.slice().sort(), table).toEqual(
        columns.get(table)?.slice().sort(),
      );
    }
  });
});
