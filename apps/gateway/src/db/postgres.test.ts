/**
 * The database layer on a real PostgreSQL (a throw-away Debian server, or the DATABASE_URL of
 * the PostgreSQL run): same value normalisation as PGlite, and two gateways starting together on
 * one database apply every migration once and seed the demo data once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/postgres/harness.ts';
import type { TestDatabase } from '../../test/postgres/harness.ts';
import { seedIfEmpty } from '../app.ts';
import { migrate, migrationFiles, openDatabase, truncateAll } from './index.ts';
import type { DatabaseHandle } from './index.ts';

let database: TestDatabase;
const handles: DatabaseHandle[] = [];

async function open(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
  handles.push(handle);
  return handle;
}

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
  database?.release();
});

describe('openDatabase (PostgreSQL)', () => {
  it('pings and normalises int8, numeric and date values like PGlite', async () => {
    const handle = await open();
    expect(handle.kind).toBe('postgres');
    await handle.ping();
    const { rows } = await sql<Record<string, unknown>>`
      select count(*) as total, 12.50::numeric as amount, date '2026-03-01' as day,
        timestamptz '2026-03-01T10:00:00Z' as at from generate_series(1, 3)`.execute(handle.db);
    expect(rows[0]).toEqual({
      total: 3,
      amount: 12.5,
      day: '2026-03-01',
      at: new Date('2026-03-01T10:00:00Z'),
    });
  });
});

describe('two instances starting together', () => {
  it('apply every migration exactly once and seed the demo data once', async () => {
    const first = await open();
    const second = await open();
    const [a, b] = await Promise.all([migrate(first.db), migrate(second.db)]);
    const files = migrationFiles();
    expect([...a.applied, ...b.applied].sort()).toEqual(files);
    expect(a.applied.filter((name) => b.applied.includes(name))).toEqual([]);
    const { rows } = await sql<{ name: string; times: number }>`
      select name, count(*) as times from schema_migrations group by name order by name`.execute(
      first.db,
    );
    expect(rows).toEqual(files.map((name) => ({ name, times: 1 })));

    const now = () => new Date();
    const seeds = await Promise.all([seedIfEmpty(first, now), seedIfEmpty(second, now)]);
    expect(seeds.filter((seed) => seed !== undefined)).toHaveLength(1);
    const seeded = seeds.find((seed) => seed !== undefined);
    const { rows: users } = await sql<{
      count: number;
    }>`select count(*) as count from users where is_demo`.execute(first.db);
    expect(users[0]?.count).toBe(Object.keys(seeded?.accounts ?? {}).length);
    expect(await seedIfEmpty(first, now)).toBeUndefined();
  });
});

describe('truncateAll (reset on PostgreSQL)', () => {
  it('empties every table but schema_migrations, so the next start seeds again', async () => {
    const handle = await open();
    await migrate(handle.db);
    await seedIfEmpty(handle, () => new Date());
    const tables = await truncateAll(handle.db);
    expect(tables).toContain('users');
    expect(tables).not.toContain('schema_migrations');
    const { rows } = await sql<{ count: number }>`select count(*) as count from users`.execute(
      handle.db,
    );
    expect(rows[0]?.count).toBe(0);
    const { rows: recorded } = await sql<{ count: number }>`
      select count(*) as count from schema_migrations`.execute(handle.db);
    expect(recorded[0]?.count).toBe(migrationFiles().length);
    expect(await seedIfEmpty(handle, () => new Date())).toBeDefined();
  });
});
