/**
 * The table descriptions (./tables) are the TypeScript side of the migrations: every table and
 * view of the migrated database is described, with exactly its columns, each of the right kind,
 * nullable exactly when the database allows null and optional on insert exactly when the
 * database has a default for it. A migration that changes a column without its description (or
 * the reverse) fails here.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './index.ts';
import type { DatabaseHandle } from './index.ts';
import type { ColumnKind } from './tables/columns.ts';
import { TABLES } from './tables/index.ts';

interface ColumnFacts {
  kind: ColumnKind | string;
  nullable: boolean;
  defaulted: boolean;
}

/** information_schema's data_type → the description's kind. */
const KINDS: Readonly<Record<string, ColumnKind>> = {
  integer: 'integer',
  smallint: 'smallint',
  'double precision': 'double',
  numeric: 'numeric',
  text: 'text',
  'character varying': 'text',
  uuid: 'uuid',
  boolean: 'boolean',
  'timestamp with time zone': 'timestamp',
  date: 'date',
  jsonb: 'json',
  bytea: 'bytes',
};

let handle: DatabaseHandle;
const database = new Map<string, { view: boolean; columns: Map<string, ColumnFacts> }>();

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory' });
  await migrate(handle.db);
  const { rows } = await sql<{
    table_name: string;
    table_type: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
  }>`select c.table_name, t.table_type, c.column_name, c.data_type, c.is_nullable,
      c.column_default, c.is_identity
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' order by c.table_name, c.ordinal_position`.execute(handle.db);
  for (const row of rows) {
    const entry = database.get(row.table_name) ?? {
      view: row.table_type === 'VIEW',
      columns: new Map<string, ColumnFacts>(),
    };
    entry.columns.set(row.column_name, {
      kind: KINDS[row.data_type] ?? row.data_type,
      nullable: row.is_nullable === 'YES',
      defaulted: row.column_default !== null || row.is_identity === 'YES',
    });
    database.set(row.table_name, entry);
  }
});

afterAll(async () => {
  await handle.close();
});

describe('the table descriptions match the migrations', () => {
  it('describe every table and view of the database, and nothing else', () => {
    expect(Object.keys(TABLES).sort()).toEqual([...database.keys()].sort());
  });

  it('describe exactly the columns of each, each of its kind', () => {
    for (const [name, description] of Object.entries(TABLES)) {
      const actual = database.get(name);
      expect(description.name, name).toBe(name);
      expect(description.kind === 'view', name).toBe(actual?.view);
      expect(Object.keys(description.columns).sort(), name).toEqual(
        [...(actual?.columns.keys() ?? [])].sort(),
      );
      for (const [column, described] of Object.entries(description.columns)) {
        expect(described.kind, `${name}.${column}`).toBe(actual?.columns.get(column)?.kind);
      }
    }
  });

  it('say which table columns accept null and which have a default', () => {
    for (const [name, description] of Object.entries(TABLES)) {
      // A view reports every column as nullable and none as defaulted: only tables are compared.
      if (description.kind === 'view') continue;
      for (const [column, described] of Object.entries(description.columns)) {
        const actual = database.get(name)?.columns.get(column);
        expect(
          { nullable: described.nullable, defaulted: described.defaulted },
          `${name}.${column}`,
        ).toEqual({ nullable: actual?.nullable, defaulted: actual?.defaulted });
      }
    }
  });
});
