/**
 * Migration 0960 (DECISIONS.md "Record history"): the order's and the ticket's histories become
 * the one append-only `record_history`, every row copied with its author, changes and time, and
 * the two old tables dropped. The migrations before 0960 run first, old-shape rows are written,
 * then 0960 runs on them.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIRECTORY, migrate, migrationFiles, openDatabase } from './index.ts';
import type { DatabaseHandle } from './index.ts';

const MIGRATION = '0960_record_history.sql';

let handle: DatabaseHandle;
let directory: string;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory' });
  directory = mkdtempSync(join(tmpdir(), 'portineria-record-history-'));
  for (const name of migrationFiles().filter((file) => file < MIGRATION)) {
    copyFileSync(join(MIGRATIONS_DIRECTORY, name), join(directory, name));
  }
  await migrate(handle.db, directory);
  const { db } = handle;
  await sql`insert into order_history (organization_id, order_id, entity, entity_id, action,
      user_id, user_fullname, profile_id, profile_role, company_name, changes, at)
    values
      (1, 10, 'order', 10, 'create', 3, 'Giulia Rossi', 7, 'org_3', 'Studio Rossi',
        '[{"field":"object","from":null,"to":"Caldaia"}]'::jsonb, '2026-03-01T09:00:00Z'),
      (1, 10, 'activity', 41, 'REJECT', 5, 'Paolo Bianchi', 9, 'spl_1', 'Idraulica Bianchi',
        '[{"field":"status","from":"TODO","to":"REJECTED"}]'::jsonb, '2026-03-02T09:00:00Z'),
      (1, 10, 'order', 10, 'SEND', 3, 'Giulia Rossi', 7, 'org_3', 'Studio Rossi',
        '[]'::jsonb, '2026-03-02T09:00:00Z')`.execute(db);
  await sql`insert into ticket_history (organization_id, ticket_id, action, user_id,
      user_fullname, profile_id, profile_role, company_name, changes, at)
    values
      (1, 20, 'TAKE_CHARGE', 3, 'Giulia Rossi', 7, 'org_3', 'Studio Rossi',
        '[{"field":"_assignTo","from":null,"to":4}]'::jsonb, '2026-03-03T09:00:00Z'),
      (1, 20, 'CLOSE', 3, 'Giulia Rossi', 7, 'org_3', 'Studio Rossi',
        '[{"field":"status","from":"OPEN","to":"CLOSED"}]'::jsonb, '2026-03-03T09:00:00Z')`.execute(
    db,
  );
  copyFileSync(join(MIGRATIONS_DIRECTORY, MIGRATION), join(directory, MIGRATION));
  await migrate(handle.db, directory);
}, 240_000);

afterAll(async () => {
  await handle?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

interface Copied {
  id: number;
  record_kind: string;
  record_id: number;
  entity: string;
  entity_id: number;
  action: string;
  user_fullname: string | null;
  profile_role: string;
  company_name: string | null;
  changes: unknown;
  at: Date;
}

async function timeline(kind: string, id: number): Promise<Copied[]> {
  const { rows } = await sql<Copied>`select id, record_kind, record_id, entity, entity_id,
      action, user_fullname, profile_role, company_name, changes, at
    from record_history where record_kind = ${kind} and record_id = ${id}
    order by at desc, id desc`.execute(handle.db);
  return rows;
}

describe('migration 0960: one record_history (DECISIONS.md "Record history")', () => {
  it('copies every order_history row as kind order, with its entity, author, changes and time, newest first as before', async () => {
    const rows = await timeline('order', 10);
    expect(rows.map((row) => [row.entity, row.entity_id, row.action])).toEqual([
      ['order', 10, 'SEND'],
      ['activity', 41, 'REJECT'],
      ['order', 10, 'create'],
    ]);
    expect(rows[2]).toMatchObject({
      user_fullname: 'Giulia Rossi',
      profile_role: 'org_3',
      company_name: 'Studio Rossi',
      changes: [{ field: 'object', from: null, to: 'Caldaia' }],
      at: new Date('2026-03-01T09:00:00Z'),
    });
  });

  it('copies every ticket_history row as kind ticket, entity ticket, keeping the order of two steps at the same instant', async () => {
    const rows = await timeline('ticket', 20);
    expect(rows.map((row) => [row.entity, row.entity_id, row.action])).toEqual([
      ['ticket', 20, 'CLOSE'],
      ['ticket', 20, 'TAKE_CHARGE'],
    ]);
    expect(rows[1]?.changes).toEqual([{ field: '_assignTo', from: null, to: 4 }]);
  });

  it('drops the two old tables and their trigger functions, and new rows take ids after the copied ones', async () => {
    const { rows: tables } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema()
        and table_name in ('order_history', 'ticket_history', 'record_history')`.execute(handle.db);
    expect(tables.map((table) => table.name)).toEqual(['record_history']);
    const { rows: functions } = await sql<{ name: string }>`
      select proname as name from pg_proc where proname like 'portineria_%history%'
      order by proname`.execute(handle.db);
    expect(functions.map((row) => row.name)).toEqual(['portineria_record_history_append_only']);
    const { rows: inserted } = await sql<{ id: number }>`
      insert into record_history (organization_id, record_kind, record_id, entity, entity_id,
        action, user_id, profile_role)
      values (1, 'claim', 30, 'claim', 30, 'update', 3, 'org_3') returning id`.execute(handle.db);
    const { rows: maximum } = await sql<{ id: number }>`
      select max(id) as id from record_history where record_kind <> 'claim'`.execute(handle.db);
    expect(inserted[0]?.id).toBeGreaterThan(maximum[0]?.id ?? Number.POSITIVE_INFINITY);
  });

  it('refuses UPDATE and DELETE of a copied row, and a record kind outside the six', async () => {
    await expect(
      sql`update record_history set action = 'x' where record_kind = 'order'`.execute(handle.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from record_history where record_kind = 'ticket'`.execute(handle.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`insert into record_history (organization_id, record_kind, record_id, entity, entity_id,
        action, user_id, profile_role)
      values (1, 'invoice', 1, 'order', 1, 'create', 3, 'org_3')`.execute(handle.db),
    ).rejects.toThrow(/record_kind/);
    expect(await timeline('order', 10)).toHaveLength(3);
  });
});
