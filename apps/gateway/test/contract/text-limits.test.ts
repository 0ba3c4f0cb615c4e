/**
 * Every text column has a length limit, the one domain's table gives its field (TEXT_LIMITS, with
 * the spec line for each): the database holds it as a CHECK, and the write path refuses a longer
 * value with a 400 naming the field and the limit, whatever the resource. Numbers are held to the
 * range their column can store.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberRangeOf, textLimitOf } from '@portineria/domain';
import { versionOf } from '../support/contract.ts';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { ActingAs, TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
let giulia: ActingAs;

beforeAll(async () => {
  gateway = await startTestGateway();
  giulia = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
});
afterAll(() => gateway.close());

/** The wire name of a column: its camelCase. */
function wireName(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

async function call(method: string, path: string, body: unknown, as: ActingAs = giulia) {
  const response = await fetch(`${gateway.url}/api/v2/${path}`, {
    method,
    headers: as.headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function firstId(path: string, as: ActingAs = giulia): Promise<number> {
  const { body } = await call('POST', `${path}/search`, { limit: 1 }, as);
  const rows =
    (body.data as { id: number }[] | undefined) ??
    (body.rows as { results: { id: number }[] } | undefined)?.results ??
    [];
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no row to update in ${path}`);
  return id;
}

function fieldErrors(body: Record<string, unknown>): { field: string; message: string }[] {
  return (body.error as { field: string; message: string }[] | undefined) ?? [];
}

describe('the database holds domain’s text limits', () => {
  it('every text column of every table has a CHECK on its length equal to TEXT_LIMITS of its field', async () => {
    const db = gateway.gateway.deps.db;
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying')
        and c.table_name <> 'schema_migrations'
      order by 1, 2`.execute(db);
    const { rows: checks } = await sql<{ table_name: string; definition: string }>`
      select conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'c'`.execute(db);
    const limits = new Map<string, number>();
    for (const check of checks) {
      const match = /char_length\("?([a-z0-9_]+)"?\) <= (\d+)/.exec(check.definition);
      if (match) limits.set(`${check.table_name}.${match[1]}`, Number(match[2]));
    }
    expect(columns.length).toBeGreaterThan(150);
    const wrong = columns
      .map(({ table_name, column_name }) => {
        const expected = textLimitOf(wireName(column_name)).maxLength;
        const actual = limits.get(`${table_name}.${column_name}`);
        return { column: `${table_name}.${column_name}`, expected, actual };
      })
      .filter((entry) => entry.actual !== entry.expected);
    expect(wrong).toEqual([]);
  });

  it('a direct insert beyond the limit fails in the database itself', async () => {
    const db = gateway.gateway.deps.db;
    await expect(
      sql`update tickets set object = ${'x'.repeat(81)} where id = (select min(id) from tickets)`.execute(
        db,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('every number column can hold the whole range domain allows its field', async () => {
    const db = gateway.gateway.deps.db;
    const { rows } = await sql<{
      column: string;
      data_type: string;
      numeric_precision: number | null;
      numeric_scale: number | null;
    }>`
      select c.table_name || '.' || c.column_name as column, c.data_type,
        c.numeric_precision, c.numeric_scale
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('smallint', 'integer', 'numeric')`.execute(db);
    const narrow = rows.filter((row) => {
      const field = wireName(row.column.split('.')[1] ?? '');
      const range = numberRangeOf(field, row.data_type === 'numeric' ? 'number' : 'integer');
      if (row.data_type === 'numeric') {
        // An unconstrained numeric holds any number.
        if (row.numeric_precision === null) return false;
        const scale = row.numeric_scale ?? 0;
        const max = 10 ** (row.numeric_precision - scale) - 10 ** -scale;
        return range.max > max + 1e-6 || -range.min > max + 1e-6;
      }
      const max = row.data_type === 'smallint' ? 32_767 : 2_147_483_647;
      return range.max > max || range.min < -max - 1;
    });
    expect(narrow).toEqual([]);
  });
});

describe('the write path refuses an over-long text with 400 naming the field and the limit', () => {
  it('an order’s object (002 §9 "Title at most 80 characters")', async () => {
    // An edit names the version it read (a draft, which the office may edit).
    const { body } = await call('POST', 'orders/search', {
      where: { status: 'DRAFT' },
      attributes: ['id', 'updatedAt'],
      limit: 1,
    });
    const draft = (body.rows as { results: { id: number; updatedAt: string }[] }).results[0];
    if (!draft) throw new Error('no draft order to edit');
    const id = draft.id;
    const refused = await call('PATCH', `orders/${id}`, {
      object: 'x'.repeat(81),
      version: draft.updatedAt,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe('VALIDATION_FAILED');
    expect(fieldErrors(refused.body)).toContainEqual({
      field: 'object',
      message: 'Il campo Oggetto deve avere al massimo 80 caratteri',
    });
    // 80 characters, counted as the database counts them (an emoji is one).
    const accepted = await call('PATCH', `orders/${id}`, {
      object: `${'😀'.repeat(79)}x`,
      version: draft.updatedAt,
    });
    expect(accepted.status).toBe(200);
  });

  it('a ticket’s description (002 §9 "description at most 4000")', async () => {
    const id = await firstId('tickets');
    const refused = await call('PATCH', `tickets/${id}`, { description: 'x'.repeat(4001) });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toContainEqual({
      field: 'description',
      message: 'Il campo Descrizione deve avere al massimo 4000 caratteri',
    });
  });

  it('a contact’s first name and a building’s name (002 §5.5 names 2 to 80)', async () => {
    const contact = await firstId('contacts');
    const contactAnswer = await call('PATCH', `contacts/${contact}`, {
      firstname: 'x'.repeat(81),
    });
    expect(contactAnswer.status).toBe(400);
    expect(fieldErrors(contactAnswer.body)).toContainEqual({
      field: 'firstname',
      message: 'Il campo Nome deve avere al massimo 80 caratteri',
    });
    const building = await firstId('buildings');
    const buildingAnswer = await call('PATCH', `buildings/${building}`, { name: 'x'.repeat(81) });
    expect(buildingAnswer.status).toBe(400);
    expect(fieldErrors(buildingAnswer.body)).toContainEqual({
      field: 'name',
      message: 'Il campo Nome deve avere al massimo 80 caratteri',
    });
  });

  it('a calendar event’s object and a notice’s body', async () => {
    const event = await call('POST', 'calendar', {
      object: 'x'.repeat(81),
      startTime: '2026-12-01 09:00',
      endTime: '2026-12-01 10:00',
      isAllDay: false,
      visibility: 0,
      status: 0,
    });
    expect(event.status).toBe(400);
    // The calendar checks its form first (002 §5.1), with the field's Italian label.
    expect(fieldErrors(event.body)).toContainEqual({
      field: 'object',
      message: 'Il campo Oggetto può contenere al massimo 80 caratteri',
    });
    const notice = await firstId('notices');
    const noticeAnswer = await call('PATCH', `notices/${notice}`, { body: 'x'.repeat(10_001) });
    expect(noticeAnswer.status).toBe(400);
    expect(fieldErrors(noticeAnswer.body)).toContainEqual({
      field: 'body',
      message: 'Il campo Testo deve avere al massimo 10000 caratteri',
    });
  });
});

describe('a resource that checks a text itself reads the same limit from domain', () => {
  it('a ticket’s object (002 §5.1, §9 "Title (Oggetto): required, 1 to 80 characters")', async () => {
    const id = await firstId('tickets');
    const refused = await call('PATCH', `tickets/${id}`, { object: 'x'.repeat(81) });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toContainEqual({
      field: 'object',
      message: expect.stringMatching(/al massimo 80 caratteri/),
    });
  });

  it('a notification’s title: at most 120 characters, counted as code points', async () => {
    const notification = (title: string) =>
      call('POST', 'notifications', {
        notificationType: 'ORDER_UPDATE',
        entityIDs: [],
        title,
      });
    const refused = await notification('x'.repeat(201));
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toEqual([
      { field: 'title', message: 'Il campo Titolo deve avere al massimo 120 caratteri' },
    ]);
    const justOver = await notification('x'.repeat(121));
    expect(justOver.status).toBe(400);
    expect(fieldErrors(justOver.body)).toEqual([
      { field: 'title', message: 'Il campo Titolo deve avere al massimo 120 caratteri' },
    ]);
    const accepted = await notification(`${'😀'.repeat(119)}x`);
    expect(accepted.status).toBe(201);
  });

  it('an employee’s calendar colour: the 32 characters the column holds', async () => {
    const id = gateway.seed.tenants.studioRossi.employeeId;
    const refused = await call('PATCH', `employees/${id}`, { color: 'x'.repeat(33) });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toContainEqual({
      field: 'color',
      message: expect.stringMatching(/al massimo 32 caratteri/),
    });
    // An employee's edit carries the version it was read at, as every registry's.
    const read = await call('GET', `employees/${id}`, undefined);
    const accepted = await call('PATCH', `employees/${id}`, {
      color: 'rgb(68, 138, 255)' + ' '.repeat(15),
      version: versionOf((read.body as { data?: unknown }).data),
    });
    expect(accepted.status).toBe(200);
  });
});
