import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationFiles, openDatabase } from './index.ts';
import type { DatabaseHandle } from './index.ts';

const temporary: string[] = [];
const handles: DatabaseHandle[] = [];

function temporaryDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'portineria-db-'));
  temporary.push(directory);
  return directory;
}

function migrationsWith(files: Record<string, string>): string {
  const directory = temporaryDirectory();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(directory, name), text);
  return directory;
}

/**
 * One fresh in-memory database (a real initdb) is opened once; the other in-memory tests start
 * from its dump, each with a private copy: an initdb costs seconds (tens on a loaded machine),
 * loading the dump a fraction of one. The persistence test still runs its own initdb on disk.
 */
let fresh: DatabaseHandle;
let blank: Blob;

beforeAll(async () => {
  fresh = await openDatabase({ dataDir: 'memory' });
  const dump = await fresh.snapshot?.();
  if (!dump) throw new Error('PGlite gave no snapshot');
  blank = dump;
}, 240_000);

afterAll(async () => {
  await fresh?.close();
});

async function open(dataDir: string | 'memory' = 'memory'): Promise<DatabaseHandle> {
  const handle = await openDatabase(
    dataDir === 'memory' ? { dataDir, snapshot: blank } : { dataDir },
  );
  handles.push(handle);
  return handle;
}

afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close().catch(() => undefined)));
  for (const directory of temporary.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('openDatabase (PGlite)', () => {
  it('answers a ping and normalises int8, numeric and date values', async () => {
    const handle = fresh;
    await handle.ping();
    const { rows } = await sql<{ total: unknown; amount: unknown; day: unknown; at: unknown }>`
      select count(*) as total, 12.50::numeric as amount, date '2026-03-01' as day,
        timestamptz '2026-03-01T10:00:00Z' as at from generate_series(1, 3)`.execute(handle.db);
    expect(rows[0]).toEqual({
      total: 3,
      amount: 12.5,
      day: '2026-03-01',
      at: new Date('2026-03-01T10:00:00Z'),
    });
    expect(handle.kind).toBe('pglite');
  });

  it('never interleaves two transactions on the single connection', async () => {
    const handle = await open();
    await sql`create table ledger (id serial primary key, step text not null)`.execute(handle.db);
    const writer = (name: string) =>
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into ledger (step) values (${`${name}-begin`})`.execute(trx);
        await new Promise((resolveLater) => setTimeout(resolveLater, 20));
        await sql`insert into ledger (step) values (${`${name}-end`})`.execute(trx);
      });
    await Promise.all([writer('a'), writer('b'), writer('c')]);
    const { rows } = await sql<{ step: string }>`select step from ledger order by id`.execute(
      handle.db,
    );
    const steps = rows.map((row) => row.step);
    expect(steps).toEqual(['a-begin', 'a-end', 'b-begin', 'b-end', 'c-begin', 'c-end']);
  });

  it('rolls a failed transaction back and keeps serving queries', async () => {
    const handle = await open();
    await sql`create table notes (id int primary key)`.execute(handle.db);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into notes values (1)`.execute(trx);
        await sql`insert into notes values (1)`.execute(trx);
      }),
    ).rejects.toThrow();
    const { rows } = await sql<{ count: number }>`select count(*) as count from notes`.execute(
      handle.db,
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('persists to <dataDir>/pglite, creating the folder, and reads it back after close', async () => {
    const dataDir = join(temporaryDirectory(), 'nested', 'data');
    const first = await openDatabase({ dataDir });
    await sql`create table kept (value text)`.execute(first.db);
    await sql`insert into kept values (${'ciao'})`.execute(first.db);
    await first.close();
    const second = await open(dataDir);
    const { rows } = await sql<{ value: string }>`select value from kept`.execute(second.db);
    expect(rows).toEqual([{ value: 'ciao' }]);
  });

  it('reports affected rows of updates and deletes to Kysely', async () => {
    const handle = await open();
    await sql`create table items (id int primary key, label text)`.execute(handle.db);
    await sql`insert into items values (1, 'a'), (2, 'b'), (3, 'c')`.execute(handle.db);
    const updated = await sql`update items set label = ${'z'} where id > ${1}`.execute(handle.db);
    expect(updated.numAffectedRows).toBe(2n);
  });
});

describe('migrate', () => {
  it('applies the .sql files in name order, each once, and records them', async () => {
    const handle = await open();
    const directory = migrationsWith({
      '0002_second.sql': "insert into steps (name) values ('second');",
      '0001_first.sql':
        "create table steps (id serial primary key, name text);\ninsert into steps (name) values ('first');",
      'README.md': 'not a migration',
    });
    expect(migrationFiles(directory)).toEqual(['0001_first.sql', '0002_second.sql']);
    const first = await migrate(handle.db, directory);
    expect(first).toEqual({ applied: ['0001_first.sql', '0002_second.sql'], skipped: [] });
    const again = await migrate(handle.db, directory);
    expect(again).toEqual({ applied: [], skipped: ['0001_first.sql', '0002_second.sql'] });
    const { rows } = await sql<{ name: string }>`select name from steps order by id`.execute(
      handle.db,
    );
    expect(rows.map((row) => row.name)).toEqual(['first', 'second']);
    const recorded = await sql<{
      name: string;
    }>`select name from schema_migrations order by name`.execute(handle.db);
    expect(recorded.rows.map((row) => row.name)).toEqual(['0001_first.sql', '0002_second.sql']);
  });

  it('leaves no trace of a failing migration and stops there', async () => {
    const handle = await open();
    const directory = migrationsWith({
      '0001_ok.sql': 'create table fine (id int);',
      '0002_broken.sql': 'create table half (id int);\nselect * from missing_table;',
      '0003_later.sql': 'create table later (id int);',
    });
    await expect(migrate(handle.db, directory)).rejects.toThrow();
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' order by table_name`.execute(handle.db);
    expect(rows.map((row) => row.name)).toEqual(['fine', 'schema_migrations']);
  });

  it('applies the real migrations of the gateway to an empty database', async () => {
    const handle = await open();
    const result = await migrate(handle.db);
    expect(result.applied.length).toBeGreaterThan(0);
    const { rows } = await sql<{ count: number }>`select count(*) as count from users`.execute(
      handle.db,
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('treats a missing migrations folder as nothing to do', async () => {
    const handle = await open();
    const missing = join(temporaryDirectory(), 'absent');
    mkdirSync(join(missing, '..'), { recursive: true });
    expect(await migrate(handle.db, missing)).toEqual({ applied: [], skipped: [] });
  });
});
