import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/index.ts';
import type { Visible } from '../layer/predicates.ts';
import {
  TENANT,
  buildingSchema,
  openFixtureDatabase,
  tenantOptions,
  tenantRule,
} from '../../test/support/queryFixture.ts';
import { readableNames } from './readableNames.ts';
import type { NameReader } from './readableNames.ts';

let handle: DatabaseHandle;

/** More ids than one query may ask for (a page and an `$in` list hold 1,000). */
const MANY = 1_500;

beforeAll(async () => {
  handle = await openFixtureDatabase();
  await sql`
    insert into test_buildings (company_id, name)
    select ${TENANT.mine}, 'Edificio n. ' || n from generate_series(1, ${MANY}) as n
  `.execute(handle.db);
}, 240_000);

afterAll(async () => {
  await handle.close();
});

/** A reader of the fixture's first tenant, reading buildings only when `readsBuildings`. */
function readerOfMine(readsBuildings = true): NameReader {
  const rule: Visible = tenantRule(TENANT.mine);
  return {
    scope: { roleType: 'ORG', level: 3 },
    rule: (table) => (readsBuildings && table === 'test_buildings' ? rule : undefined),
    options: (visible = rule) => ({ ...tenantOptions(TENANT.mine), visible }),
  };
}

async function allBuildingIds(): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from test_buildings order by id`.execute(
    handle.db,
  );
  return rows.map((row) => row.id);
}

describe('readableNames (the names an answer gives for records it holds by id)', () => {
  it('names every readable record however many ids are asked, reading them in slices of 1,000', async () => {
    const ids = await allBuildingIds();
    expect(ids.length).toBeGreaterThan(1_000);

    const names = await readableNames(handle.db, buildingSchema, 'name', ids, readerOfMine());

    // The fixture's three buildings of this tenant and the ones added here; never the other's.
    expect(names.size).toBe(3 + MANY);
    expect(names.get(1)).toBe('Condominio Aurora');
    expect(names.get(4)).toBeUndefined();
    expect([...names.values()]).toContain(`Edificio n. ${MANY}`);
  });

  it("leaves out a record outside the reader's rule, and names nothing of a table it does not read", async () => {
    const mine = await readableNames(handle.db, buildingSchema, 'name', [1, 4], readerOfMine());
    expect([...mine.entries()]).toEqual([[1, 'Condominio Aurora']]);

    const none = await readableNames(
      handle.db,
      buildingSchema,
      'name',
      [1, 2],
      readerOfMine(false),
    );
    expect(none.size).toBe(0);
  });
});
