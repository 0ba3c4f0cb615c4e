import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { JsonArrayPlugin } from './jsonArrays.ts';

interface Tables {
  polls: { id: number; options: unknown; title: string };
}

const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new JsonArrayPlugin()],
});

describe('JsonArrayPlugin', () => {
  it('sends array values of inserts, updates and raw sql as JSON text', () => {
    const options = [{ label: 'Sì' }, { label: 'No' }];
    expect(
      db.insertInto('polls').values({ id: 1, options, title: 'Voto' }).compile().parameters,
    ).toEqual([1, JSON.stringify(options), 'Voto']);
    expect(
      db
        .insertInto('polls')
        .values({ id: 1, options: sql`now()`, title: 'Voto' })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ options: ['a'] }))
        .compile().parameters,
    ).toEqual([1, 'Voto', '["a"]']);
    expect(
      db.updateTable('polls').set({ options: [] }).where('id', '=', 2).compile().parameters,
    ).toEqual(['[]', 2]);
    expect(sql`select ${['x', 1]}`.compile(db).parameters).toEqual(['["x",1]']);
  });

  it('leaves every other value alone, and `in` lists stay lists of parameters', () => {
    const compiled = db
      .selectFrom('polls')
      .selectAll()
      .where('id', 'in', [1, 2, 3])
      .where('title', '=', 'Voto')
      .compile();
    expect(compiled.parameters).toEqual([1, 2, 3, 'Voto']);
    const at = new Date('2026-03-01T10:00:00Z');
    const object = { label: 'Sì' };
    expect(sql`select ${at}, ${object}, ${null}, ${7}`.compile(db).parameters).toEqual([
      at,
      object,
      null,
      7,
    ]);
  });

  it('finds an array value however deep it sits (a CTE, a subquery, a raw fragment in a join)', () => {
    const compiled = db
      .with('chosen', (qb) =>
        qb
          .selectFrom('polls')
          .select('id')
          .where('options', '@>', sql<unknown>`${['a']}`),
      )
      .selectFrom('polls')
      .innerJoin('chosen', (join) =>
        join.onRef('chosen.id', '=', 'polls.id').on(sql<boolean>`${['b', 2]} is not null`),
      )
      .select('polls.title')
      .where('polls.id', 'in', (qb) =>
        qb
          .selectFrom('polls')
          .select('id')
          .where('title', '=', sql<string>`${[['c']]}::text`),
      )
      .compile();
    expect(compiled.parameters).toEqual(['["a"]', '["b",2]', '[["c"]]']);
  });
});
