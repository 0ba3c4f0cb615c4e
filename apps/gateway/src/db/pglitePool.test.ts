import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlitePool, PREPARED_STATEMENTS_MAX } from './pglitePool.ts';
import { markReusablePlan } from './planReuse.ts';

/**
 * The pool's statements against PGlite's own `query` on the same database: the same rows, the
 * same errors, whichever way a statement runs (prepared under a name when marked, parsed again
 * on each run when not).
 */
let pglite: PGlite;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;

beforeAll(async () => {
  pglite = await PGlite.create({
    parsers: {
      [pgliteTypes.INT8]: (value: string) => Number(value),
      [pgliteTypes.NUMERIC]: (value: string) => Number(value),
    },
  });
  db = new Kysely({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  await sql`create table samples (
    id int primary key, label text, facts jsonb, at timestamptz, day date, flag boolean,
    amount numeric)`.execute(db);
}, 240_000);

afterAll(async () => {
  await db?.destroy();
});

/** `text` named as a statement whose plan may be reused (a trailing space keeps it apart). */
function reusable(text: string): string {
  const named = `${text} `;
  markReusablePlan(named);
  return named;
}

const SELECT = `select id, label, facts, at, day, flag, amount from samples
  where (label = $1 or $1 is null) and at >= $2 and flag = $3 and facts @> $4 and amount > $5
  order by id`;

describe('PGlitePool statements', () => {
  it('gives the rows PGlite.query gives, marked or not, with every kind of value, run after run', async () => {
    const rows = [
      [
        1,
        'uno',
        JSON.stringify({ tags: ['a'] }),
        new Date('2026-03-01T10:00:00Z'),
        '2026-03-01',
        true,
        12.5,
      ],
      [
        2,
        'due',
        JSON.stringify({ tags: ['a', 'b'] }),
        new Date('2026-03-02T10:00:00Z'),
        '2026-03-02',
        true,
        3,
      ],
      [3, null, JSON.stringify({ tags: [] }), new Date('2026-03-03T10:00:00Z'), null, false, 7],
    ];
    for (const values of rows) {
      await sql`insert into samples values (${sql.join(values)})`.execute(db);
    }
    const runs: unknown[][] = [
      ['uno', new Date('2026-01-01T00:00:00Z'), true, { tags: ['a'] }, 0],
      [null, new Date('2026-03-02T00:00:00Z'), true, { tags: ['a'] }, 1],
      [null, new Date('2026-01-01T00:00:00Z'), false, {}, 0],
      ['due', '2026-01-01T00:00:00Z', 'true', '{"tags":["b"]}', '2.5'],
    ];
    for (let round = 0; round < 8; round += 1) {
      for (const parameters of runs) {
        const expected = (await pglite.query(SELECT, parameters)).rows;
        for (const text of [SELECT, reusable(SELECT)]) {
          const { rows: actual } = await db.executeQuery({
            sql: text,
            parameters,
            query: { kind: 'RawNode', sqlFragments: [], parameters: [] },
            queryId: { queryId: 'test' },
          } as never);
          expect(actual).toEqual(expected);
        }
      }
    }
    expect((await pglite.query(SELECT, runs[0])).rows).toHaveLength(1);
    // Writes report their affected rows, marked or not.
    const update =
      await sql`update samples set amount = amount + ${1} where flag = ${true}`.execute(db);
    expect(update.numAffectedRows).toBe(2n);
  });

  it('keeps only the marked statements prepared', async () => {
    const marked = reusable('select count(*) as total from samples where id > $1');
    const plain = 'select count(*) as total from samples where id < $1';
    for (const text of [marked, plain, marked, plain]) {
      await db.executeQuery({
        sql: text,
        parameters: [1],
        query: {} as never,
        queryId: {} as never,
      });
    }
    const prepared = (
      await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')
    ).rows.map((row) => row.statement);
    expect(prepared).toContain(marked);
    expect(prepared).not.toContain(plain);
  });

  it('forgets the least recently used statement beyond its limit and still answers it', async () => {
    const text = (index: number) => reusable(`select ${String(index)} + $1::int as value`);
    for (let index = 0; index < PREPARED_STATEMENTS_MAX + 5; index += 1) {
      const { rows } = await db.executeQuery({
        sql: text(index),
        parameters: [1],
        query: {} as never,
        queryId: {} as never,
      });
      expect(rows).toEqual([{ value: index + 1 }]);
    }
    const { rows: counted } = await pglite.query<{ total: number }>(
      'select count(*) as total from pg_prepared_statements',
    );
    expect(counted[0]?.total).toBeLessThanOrEqual(PREPARED_STATEMENTS_MAX);
    const { rows } = await db.executeQuery({
      sql: text(0),
      parameters: [41],
      query: {} as never,
      queryId: {} as never,
    });
    expect(rows).toEqual([{ value: 41 }]);
  });

  it('reports a database error with its code, as PGlite.query does, and keeps serving', async () => {
    for (const name of [(text: string) => text, reusable]) {
      const insert = name('insert into samples (id, flag) values ($1, $2)');
      const failure = await db
        .executeQuery({
          sql: insert,
          parameters: [1, true],
          query: {} as never,
          queryId: {} as never,
        })
        .catch((error: unknown) => error as { code?: string; query?: string });
      expect(failure).toMatchObject({ code: '23505', query: insert });
      const syntax = name('select from where $1');
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await expect(
          db.executeQuery({
            sql: syntax,
            parameters: [1],
            query: {} as never,
            queryId: {} as never,
          }),
        ).rejects.toMatchObject({ code: '42601' });
      }
      const { rows } = await sql<{
        total: number;
      }>`select count(*) as total from samples where id > ${0}`.execute(db);
      expect(rows).toEqual([{ total: 3 }]);
    }
  });
});
