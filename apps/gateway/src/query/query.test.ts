import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { criteriaPlaceholderValues } from '@portineria/domain';
import type { DatabaseHandle } from '../db/index.ts';
import { hasReusablePlan } from '../db/planReuse.ts';
import { GatewayError } from '../http/errors.ts';
import { compileBody, countRows, listRows } from './index.ts';
import type { QueryOptions, ResourceSchema } from './index.ts';
import {
  TENANT,
  buildingSchema,
  openFixtureDatabase,
  orderSchema,
  tenantOptions,
  unitSchema,
} from '../../test/support/queryFixture.ts';

let handle: DatabaseHandle;

// PGlite boots in a few seconds, much longer when the machine is busy.
beforeAll(async () => {
  handle = await openFixtureDatabase();
}, 240_000);

afterAll(async () => {
  await handle.close();
});

/** The ids of the orders a body lists for a tenant (default order: createdAt DESC). */
async function orderIds(body: unknown, options: QueryOptions = tenantOptions(TENANT.mine)) {
  const result = await listRows(handle.db, orderSchema, body, options);
  return result.rows.map((row) => row.id);
}

async function buildingIds(body: unknown, options: QueryOptions = tenantOptions(TENANT.mine)) {
  const result = await listRows(handle.db, buildingSchema, body, options);
  return result.rows.map((row) => row.id);
}

/** The 400 INVALID_QUERY a body is refused with. */
function refusal(
  body: unknown,
  schema: ResourceSchema = orderSchema,
  options: QueryOptions = tenantOptions(TENANT.mine),
): GatewayError {
  try {
    compileBody(schema, body, options);
  } catch (error) {
    if (error instanceof GatewayError && error.code === 'INVALID_QUERY') return error;
    throw error;
  }
  throw new Error('the body was accepted');
}

// Tenant 1's orders by createdAt DESC: 4 (03-10 11:00), 2 (03-10 09:00), 1 (03-09), 3 (02-01).
describe('criteria operators (domain Criteria vocabulary)', () => {
  it('equality on a value and on null', async () => {
    expect(await orderIds({ where: { status: 'OPEN' } })).toEqual([1, 3]);
    expect(await orderIds({ where: { _building: null } })).toEqual([4]);
    expect(await orderIds({ where: { dueOn: { $eq: null } } })).toEqual([3]);
    expect(await orderIds({ where: { urgent: true } })).toEqual([1]);
  });

  it('$ne compares with a value (rows without one are left out, as sequelize does) or with null', async () => {
    expect(await orderIds({ where: { status: { $ne: 'OPEN' } } })).toEqual([4, 2]);
    expect(await orderIds({ where: { dueOn: { $ne: null } } })).toEqual([4, 2, 1]);
    expect(await orderIds({ where: { _building: { $ne: 1 } } })).toEqual([3]);
  });

  it('$lt $lte $gt $gte on numbers, instants and dates', async () => {
    expect(await orderIds({ where: { amount: { $gt: 80 } } })).toEqual([1, 3]);
    expect(await orderIds({ where: { amount: { $gte: 80 } } })).toEqual([2, 1, 3]);
    expect(await orderIds({ where: { amount: { $lt: 350.25 } } })).toEqual([2]);
    expect(await orderIds({ where: { amount: { $lte: 350.25 } } })).toEqual([2, 1]);
    expect(await orderIds({ where: { createdAt: { $gte: '2026-03-10T00:00:00Z' } } })).toEqual([
      4, 2,
    ]);
    expect(await orderIds({ where: { dueOn: { $lt: '2026-03-11' } } })).toEqual([1]);
    expect(await orderIds({ where: { dueOn: { $lte: '2026-03-11' } } })).toEqual([4, 1]);
    expect(await orderIds({ where: { title: { $gt: 'S' } } })).toEqual([4, 3]);
  });

  it('several operators on one field are all required', async () => {
    expect(await orderIds({ where: { amount: { $gte: 80, $lt: 4200 } } })).toEqual([2, 1]);
  });

  it('$in and $notIn, with null in the list and empty lists', async () => {
    expect(await orderIds({ where: { status: { $in: ['OPEN', 'DRAFT'] } } })).toEqual([4, 1, 3]);
    expect(await orderIds({ where: { _building: { $in: [2, null] } } })).toEqual([4, 3]);
    expect(await orderIds({ where: { status: { $in: [] } } })).toEqual([]);
    expect(await orderIds({ where: { status: { $notIn: ['OPEN'] } } })).toEqual([4, 2]);
    expect(await orderIds({ where: { _building: { $notIn: [1, null] } } })).toEqual([3]);
    expect(await orderIds({ where: { status: { $notIn: [] } } })).toEqual([4, 2, 1, 3]);
    // A plain list is $in, as sequelize reads it.
    expect(await orderIds({ where: { status: ['CLOSED', 'DRAFT'] } })).toEqual([4, 2]);
  });

  it('$like is a case-insensitive pattern with the caller’s % wildcards', async () => {
    expect(await orderIds({ where: { title: { $like: '%SCAL%' } } })).toEqual([2]);
    expect(await orderIds({ where: { title: { $like: 'Sost%' } } })).toEqual([3]);
    expect(await orderIds({ where: { title: { $like: 'scale' } } })).toEqual([]);
  });

  it('$and / $or, nested, and their empty forms', async () => {
    expect(await orderIds({ where: { $or: [{ status: 'CLOSED' }, { urgent: true }] } })).toEqual([
      2, 1,
    ]);
    expect(
      await orderIds({ where: { $and: [{ status: 'OPEN' }, { amount: { $gt: 1000 } }] } }),
    ).toEqual([3]);
    expect(
      await orderIds({
        where: { status: 'OPEN', $or: [{ $and: [{ urgent: true }] }, { _building: 2 }] },
      }),
    ).toEqual([1, 3]);
    expect(await orderIds({ where: { $or: [] } })).toEqual([]);
    expect(await orderIds({ where: { $and: [] } })).toEqual([4, 2, 1, 3]);
  });

  it('accepts the decimal text of an integer (an id read from a URL)', async () => {
    expect(await orderIds({ where: { id: '3' } })).toEqual([3]);
  });

  it('reads `criteria` as the where (older picker bodies) and ANDs it with `where`', async () => {
    expect(await orderIds({ criteria: { status: 'OPEN' } })).toEqual([1, 3]);
    expect(await orderIds({ where: { status: 'OPEN' }, criteria: { urgent: false } })).toEqual([3]);
  });

  it('json fields compare only with null', async () => {
    expect(await orderIds({ where: { meta: { $ne: null } } })).toEqual([1]);
    expect(refusal({ where: { meta: { source: 'app' } } }).message).toContain('«meta»');
  });
});

describe('placeholders (resolved by domain resolveCriteria)', () => {
  const now = new Date('2026-03-10T10:00:00Z');
  const values = criteriaPlaceholderValues({ activeUserId: 7, now });
  const createdAt: Record<number, string> = {
    1: '2026-03-09T08:00:00Z',
    2: '2026-03-10T09:00:00Z',
    3: '2026-02-01T10:00:00Z',
    4: '2026-03-10T11:00:00Z',
  };
  const byCreatedAtDesc = [4, 2, 1, 3];

  it("'@activeUser' is the context's user id", async () => {
    expect(await orderIds({ where: { createdBy: '@activeUser' } })).toEqual([1, 3]);
    expect(
      await orderIds(
        { where: { createdBy: '@activeUser' } },
        { ...tenantOptions(1), context: { activeUserId: 8, now } },
      ),
    ).toEqual([2]);
  });

  it("'@today', '@now' and '@yesterday' bound instants from the context's clock", async () => {
    const since = Date.parse(String(values['@today']));
    const expectedToday = byCreatedAtDesc.filter((id) => Date.parse(createdAt[id] ?? '') >= since);
    expect(await orderIds({ where: { createdAt: { $gte: '@today' } } })).toEqual(expectedToday);
    const nowTime = Date.parse(String(values['@now']));
    expect(await orderIds({ where: { createdAt: { $gt: '@now' } } })).toEqual(
      byCreatedAtDesc.filter((id) => Date.parse(createdAt[id] ?? '') > nowTime),
    );
    const compiled = compileBody(
      orderSchema,
      { where: { createdAt: { $lt: '@yesterday' } } },
      tenantOptions(1),
    );
    expect(compiled.list.compile(handle.db).parameters).toContain(values['@yesterday']);
  });

  it("'@endOfYesterday' works on a date field (expiry: validTo before the end of yesterday)", async () => {
    const limit = Date.parse(String(values['@endOfYesterday']));
    const dueOn: Record<number, string> = { 1: '2026-03-09', 2: '2026-03-20', 4: '2026-03-11' };
    const expected = byCreatedAtDesc.filter(
      (id) => dueOn[id] !== undefined && Date.parse(`${dueOn[id]}T00:00:00Z`) < limit,
    );
    // The fixture's clock is 10:00 UTC: whatever the process time zone, only the 9th is expired.
    expect(expected).toEqual([1]);
    expect(await orderIds({ where: { dueOn: { $lt: '@endOfYesterday' } } })).toEqual(expected);
  });

  it('placeholders inside an include’s where are resolved too', async () => {
    const result = await listRows(
      handle.db,
      buildingSchema,
      { include: [{ association: 'orders', where: { createdBy: '@activeUser' } }] },
      tenantOptions(1),
    );
    expect(result.rows.map((row) => row.id)).toEqual([1, 2]);
    const aurora = result.rows.find((row) => row.id === 1);
    expect((aurora?.orders as { id: number }[]).map((order) => order.id)).toEqual([1]);
  });

  it("a string that only starts with '@' is kept as it is", async () => {
    const compiled = compileBody(orderSchema, { where: { title: '@nobody' } }, tenantOptions(1));
    expect(compiled.list.compile(handle.db).parameters).toContain('@nobody');
    expect(await orderIds({ where: { title: '@nobody' } })).toEqual([]);
  });
});

describe('includes', () => {
  it('a belongsTo include is a nested object, null when there is no associated row', async () => {
    const result = await listRows(
      handle.db,
      orderSchema,
      { include: ['building'], attributes: ['id', '_building'] },
      tenantOptions(1),
    );
    expect(
      result.rows.map((row) => [row.id, (row.building as { name?: string } | null)?.name ?? null]),
    ).toEqual([
      [4, null],
      [2, 'Condominio Aurora'],
      [1, 'Condominio Aurora'],
      [3, 'Residenza Le Querce'],
    ]);
    expect(result.rows[0]).toEqual({ id: 4, _building: null, building: null });
  });

  it('an include with a where is required by default (inner join), or optional with required: false', async () => {
    expect(
      await orderIds({ include: [{ association: 'building', where: { city: 'Milano' } }] }),
    ).toEqual([2, 1]);
    const optional = await listRows(
      handle.db,
      orderSchema,
      {
        include: [
          {
            association: 'building',
            where: { city: 'Milano' },
            required: false,
            attributes: ['city'],
          },
        ],
      },
      tenantOptions(1),
    );
    expect(optional.rows.map((row) => [row.id, row.building])).toEqual([
      [4, null],
      [2, { city: 'Milano' }],
      [1, { city: 'Milano' }],
      [3, null],
    ]);
    expect(await orderIds({ include: [{ association: 'building', required: true }] })).toEqual([
      2, 1, 3,
    ]);
  });

  it('a hasMany include is an array filtered by the target’s own tenant rule', async () => {
    const result = await listRows(
      handle.db,
      buildingSchema,
      { include: [{ association: 'units', attributes: ['label'] }], attributes: ['id'] },
      tenantOptions(1),
    );
    expect(result.rows).toEqual([
      { id: 1, units: [{ label: 'Interno 1' }, { label: 'Interno 2' }] },
      { id: 2, units: [{ label: 'Interno A' }] },
      { id: 3, units: [] },
    ]);
  });

  it('a required hasMany include with a where keeps the rows with a matching associated row', async () => {
    const result = await listRows(
      handle.db,
      buildingSchema,
      {
        include: [{ association: 'orders', where: { status: 'OPEN' }, attributes: ['id'] }],
        attributes: ['id'],
      },
      tenantOptions(1),
    );
    // Order 6 (OPEN, on building 1) belongs to another tenant: it is neither shown nor counted.
    expect(result.rows).toEqual([
      { id: 1, orders: [{ id: 1 }] },
      { id: 2, orders: [{ id: 3 }] },
    ]);
    expect(result.total).toBe(2);
  });

  it('nested includes, with a required leaf making its parents required', async () => {
    const result = await listRows(
      handle.db,
      buildingSchema,
      {
        attributes: ['id'],
        include: [
          {
            association: 'units',
            attributes: ['label'],
            include: [{ association: 'building', attributes: ['city'] }],
          },
        ],
        where: { id: 2 },
      },
      tenantOptions(1),
    );
    expect(result.rows).toEqual([
      { id: 2, units: [{ label: 'Interno A', building: { city: 'Torino' } }] },
    ]);
    const units = await listRows(
      handle.db,
      unitSchema,
      {
        attributes: ['id'],
        include: [
          {
            association: 'building',
            attributes: ['id'],
            include: [{ association: 'orders', where: { status: 'CLOSED' }, attributes: ['id'] }],
          },
        ],
      },
      tenantOptions(1),
    );
    expect(units.rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('`$association.field$` keys filter on a belongsTo (join) or a hasMany (some row matches)', async () => {
    expect(await orderIds({ where: { '$building.city$': 'Torino' } })).toEqual([3]);
    expect(await orderIds({ where: { '$building.city$': null } })).toEqual([4]);
    expect(await buildingIds({ where: { '$orders.status$': 'CLOSED' } })).toEqual([1]);
    expect(await buildingIds({ where: { '$units.floor$': { $gte: 1 } } })).toEqual([1]);
    // A chain of associations.
    const units = await listRows(
      handle.db,
      unitSchema,
      { where: { '$building.orders.status$': 'CLOSED' }, attributes: ['id'] },
      tenantOptions(1),
    );
    expect(units.rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('`$association.field$` inside an include’s where refers to the included association', async () => {
    const result = await listRows(
      handle.db,
      unitSchema,
      {
        attributes: ['id'],
        include: [
          { association: 'building', attributes: ['id'], where: { '$orders.status$': 'CLOSED' } },
        ],
      },
      tenantOptions(1),
    );
    expect(result.rows).toEqual([
      { id: 1, building: { id: 1 } },
      { id: 2, building: { id: 1 } },
    ]);
  });

  it('refuses unknown and repeated associations', () => {
    expect(refusal({ include: ['owner'] }).message).toContain('«owner»');
    expect(refusal({ include: ['building', 'building'] })).toBeInstanceOf(GatewayError);
    expect(refusal({ include: [{ association: 'building', as: 'b' }] }).message).toContain('«as»');
    expect(refusal({ include: [{ association: 'building', required: 'yes' }] })).toBeInstanceOf(
      GatewayError,
    );
    expect(refusal({ where: { '$owner.name$': 'x' } }).message).toContain('«owner»');
    expect(refusal({ where: { '$building.nope$': 'x' } }).message).toContain('$building.nope$');
    expect(refusal({ include: { association: 'building' } })).toBeInstanceOf(GatewayError);
  });
});

describe('tenant predicate', () => {
  it('every list and count is limited to the tenant', async () => {
    expect(await orderIds({}, tenantOptions(TENANT.other))).toEqual([5, 6]);
    expect(await countRows(handle.db, orderSchema, {}, tenantOptions(TENANT.other))).toEqual({
      total: 2,
      matching: 2,
    });
  });

  it('a top-level $or cannot widen it', async () => {
    const hostile = { $or: [{ status: 'OPEN' }, { id: { $gt: 0 } }, { _building: null }] };
    expect(await orderIds({ where: hostile })).toEqual([4, 2, 1, 3]);
    expect(await countRows(handle.db, orderSchema, hostile, tenantOptions(1))).toEqual({
      total: 4,
      matching: 4,
    });
    const compiled = compileBody(orderSchema, { where: hostile }, tenantOptions(1));
    expect(compiled.list.compile(handle.db).sql).toMatch(
      /where \(\("t0"\."company_id" = \$\d+\) and \(/,
    );
  });

  it('a constant rule: false shows nothing, true shows every row', async () => {
    const none = { ...tenantOptions(1), visible: () => false as const };
    const all = { ...tenantOptions(1), visible: () => true as const };
    expect(await orderIds({ where: { $or: [{ id: { $gt: 0 } }] } }, none)).toEqual([]);
    expect(await countRows(handle.db, orderSchema, { status: 'OPEN' }, none)).toEqual({
      total: 0,
      matching: 0,
    });
    expect((await orderIds({}, all)).length).toBe(6);
  });

  it('an association target without a rule shows no row, belongsTo and hasMany alike (fail closed)', async () => {
    const noRules: QueryOptions = {
      visible: tenantOptions(1).visible,
      viewer: 'ORG',
      viewerLevel: 3,
      context: tenantOptions(1).context,
    };
    const buildings = await listRows(
      handle.db,
      buildingSchema,
      { include: ['units'], attributes: ['id'] },
      noRules,
    );
    expect(buildings.rows.every((row) => Array.isArray(row.units) && row.units.length === 0)).toBe(
      true,
    );
    expect(await buildingIds({ where: { '$units.label$': { $like: '%' } } }, noRules)).toEqual([]);
    const orders = await listRows(
      handle.db,
      orderSchema,
      { include: ['building'], where: { id: 1 } },
      noRules,
    );
    expect(orders.rows[0]?.building).toBeNull();
  });

  it("a belongsTo target shows only what the target's own rule shows", async () => {
    // Order 6 of tenant 2 is on tenant 1's building: tenant 2 does not see that building.
    const orders = await listRows(
      handle.db,
      orderSchema,
      { include: ['building'], where: { id: 6 } },
      tenantOptions(2),
    );
    expect(orders.rows[0]?.building).toBeNull();
    const filtered = await listRows(
      handle.db,
      orderSchema,
      { where: { '$building.city$': 'Milano' } },
      tenantOptions(2),
    );
    expect(filtered.rows.map((row) => row.id)).toEqual([5]);
    const ordered = await listRows(
      handle.db,
      orderSchema,
      { order: [['$building.name$', 'ASC']], attributes: ['id'], include: ['building'] },
      tenantOptions(2),
    );
    expect(ordered.rows.map((row) => row.building === null)).toEqual([false, true]);
  });

  it('the rule of an include is a separate term of its join or subquery', () => {
    const compiled = compileBody(buildingSchema, { include: ['units'] }, tenantOptions(1));
    const text = compiled.list.compile(handle.db).sql;
    expect(text).toMatch(/"t1"\."building_id" = "t0"\."id" and \("t1"\."company_id" = \$\d+\)/);
  });
});

describe('ordering and paging', () => {
  it('orders by fields (nulls last ascending), with the primary key as the last key', async () => {
    expect(await orderIds({ order: [['amount', 'ASC']] })).toEqual([2, 1, 3, 4]);
    expect(await orderIds({ order: [['amount', 'desc']] })).toEqual([4, 3, 1, 2]);
    expect(await orderIds({ order: [['status', 'ASC']] })).toEqual([2, 4, 1, 3]);
    expect(await orderIds({ order: ['status'] })).toEqual([2, 4, 1, 3]);
  });

  it('orders by a belongsTo field, written `$assoc.field$` or [assoc, field, dir]', async () => {
    expect(
      await orderIds({
        order: [
          ['$building.name$', 'DESC'],
          ['id', 'ASC'],
        ],
      }),
    ).toEqual([4, 3, 1, 2]);
    expect(await orderIds({ order: [['building', 'name', 'ASC']] })).toEqual([1, 2, 3, 4]);
    expect(refusal({ order: [['$orders.id$', 'ASC']] }, buildingSchema).message).toContain(
      '«orders»',
    );
  });

  it('the schema’s default order applies without an order', async () => {
    expect(await buildingIds({})).toEqual([1, 2, 3]);
    expect(await buildingIds({ order: [] })).toEqual([1, 2, 3]);
  });

  it('limit and offset page the rows; total counts them all', async () => {
    const page = await listRows(
      handle.db,
      orderSchema,
      { order: [['id', 'ASC']], limit: 2, offset: 1 },
      tenantOptions(1),
    );
    expect(page.rows.map((row) => row.id)).toEqual([2, 3]);
    expect(page.total).toBe(4);
    const beyond = await listRows(handle.db, orderSchema, { offset: 10 }, tenantOptions(1));
    expect(beyond).toEqual({ rows: [], total: 4 });
  });

  it('limit defaults to the options’ default (50), and 0 asks for the default', async () => {
    const options = { ...tenantOptions(1), defaultLimit: 2 };
    expect((await orderIds({}, options)).length).toBe(2);
    expect((await orderIds({ limit: 0 }, options)).length).toBe(2);
    expect(compileBody(orderSchema, {}, tenantOptions(1)).paging).toEqual({ limit: 50, offset: 0 });
    expect(compileBody(orderSchema, { limit: 1000 }, tenantOptions(1)).paging.limit).toBe(1000);
  });

  it('refuses a limit above 1000 and any non-integer or negative limit or offset', () => {
    for (const limit of [1001, -1, 1.5, '10', true, 1e21]) {
      expect(refusal({ limit }).message).toContain('limit');
    }
    for (const offset of [-1, 0.5, '1', 2_000_000_000]) {
      expect(refusal({ offset }).message).toContain('offset');
    }
  });

  it('refuses malformed orders and unsortable fields', () => {
    expect(refusal({ order: 'name' })).toBeInstanceOf(GatewayError);
    expect(refusal({ order: [[1, 'ASC']] })).toBeInstanceOf(GatewayError);
    expect(refusal({ order: [['nope', 'ASC']] }).message).toContain('«nope»');
    expect(refusal({ order: [['$nope', 'ASC']] })).toBeInstanceOf(GatewayError);
    expect(refusal({ order: [['secretNote', 'ASC']] }, buildingSchema).message).toContain(
      '«secretNote»',
    );
    expect(refusal({ order: [['meta', 'ASC']] }).message).toContain('«meta»');
    expect(refusal({ order: [['title', 'ASC; drop table test_orders']] })).toBeInstanceOf(
      GatewayError,
    );
  });
});

describe('attributes and wire shape', () => {
  it('projects the listed fields; [] or absent means all; { exclude } leaves some out', async () => {
    const listed = await listRows(
      handle.db,
      orderSchema,
      { attributes: ['id', 'title'], where: { id: 1 } },
      tenantOptions(1),
    );
    expect(listed.rows).toEqual([{ id: 1, title: 'Riparazione ascensore' }]);
    const all = await listRows(
      handle.db,
      orderSchema,
      { attributes: [], where: { id: 1 } },
      tenantOptions(1),
    );
    expect(Object.keys(all.rows[0] ?? {})).toEqual(Object.keys(orderSchema.fields));
    const excluded = await listRows(
      handle.db,
      orderSchema,
      { attributes: { exclude: ['meta', 'amount'] }, where: { id: 1 } },
      tenantOptions(1),
    );
    expect(Object.keys(excluded.rows[0] ?? {})).not.toContain('meta');
    expect(Object.keys(excluded.rows[0] ?? {})).toContain('title');
    expect(refusal({ attributes: ['id', 'company_id'] }).message).toContain('«company_id»');
    expect(refusal({ attributes: 'id' })).toBeInstanceOf(GatewayError);
    expect(refusal({ attributes: [['id', 'alias']] })).toBeInstanceOf(GatewayError);
  });

  it('instants as ISO strings, dates as YYYY-MM-DD, numbers as numbers, json as values', async () => {
    const orders = await listRows(handle.db, orderSchema, { where: { id: 1 } }, tenantOptions(1));
    expect(orders.rows[0]).toEqual({
      id: 1,
      title: 'Riparazione ascensore',
      status: 'OPEN',
      amount: 350.25,
      urgent: true,
      createdBy: 7,
      createdAt: '2026-03-09T08:00:00.000Z',
      dueOn: '2026-03-09',
      meta: { source: 'app' },
      _building: 1,
    });
    const buildings = await listRows(
      handle.db,
      buildingSchema,
      { where: { id: 1 }, attributes: ['tags', 'area', 'builtOn'] },
      tenantOptions(1),
    );
    expect(buildings.rows[0]).toEqual({ tags: ['ascensore'], area: 1200.5, builtOn: '1975-04-12' });
  });
});

describe('full_text', () => {
  it('every word matches one of the full-text fields, case-insensitively', async () => {
    expect(await orderIds({ full_text: 'ascensore' })).toEqual([1]);
    expect(await orderIds({ full_text: 'RIPARAZIONE' })).toEqual([1]);
    expect(await orderIds({ full_text: '  pulizia   scale ' })).toEqual([2]);
    expect(await orderIds({ full_text: 'pulizia ascensore' })).toEqual([]);
    expect(await buildingIds({ full_text: 'milano' })).toEqual([1, 3]);
    expect(await orderIds({ full_text: '' })).toEqual([4, 2, 1, 3]);
  });

  it('escapes LIKE wildcards: % and _ match themselves', async () => {
    expect(await buildingIds({ full_text: '%' })).toEqual([3]);
    expect(await buildingIds({ full_text: '_' })).toEqual([3]);
    expect(await buildingIds({ full_text: '50%_off' })).toEqual([3]);
    expect(await buildingIds({ full_text: '\\' })).toEqual([]);
  });

  it('searches non-text fields through their text', async () => {
    expect(await orderIds({ full_text: '3' })).toEqual([3]);
  });

  describe('through a belongsTo association (`association.field`)', () => {
    const searchedUnits: ResourceSchema = {
      ...unitSchema,
      fullTextFields: ['label', 'building.name'],
    };
    const unitIds = async (body: unknown, options: QueryOptions) =>
      (await listRows(handle.db, searchedUnits, body, options)).rows.map((row) => row.id);

    it('finds a row by its associated record’s field, each word in its own fields or the associated one', async () => {
      expect(await unitIds({ full_text: 'aurora' }, tenantOptions(TENANT.mine))).toEqual([1, 2]);
      expect(await unitIds({ full_text: 'querce interno' }, tenantOptions(TENANT.mine))).toEqual([
        3,
      ]);
      expect(
        await countRows(handle.db, searchedUnits, {}, tenantOptions(TENANT.mine), {
          full_text: 'aurora',
        }),
      ).toEqual({ total: 3, matching: 2 });
    });

    it('applies the associated table’s tenant rule: another tenant’s record is not searched', async () => {
      // Unit 4 is tenant 2's, in tenant 1's building Aurora.
      expect(await unitIds({ full_text: 'estraneo' }, tenantOptions(TENANT.other))).toEqual([4]);
      expect(await unitIds({ full_text: 'aurora' }, tenantOptions(TENANT.other))).toEqual([]);
    });

    it('does not search an associated field the viewer may not see (002 §5.6)', async () => {
      const levelledUnits: ResourceSchema = {
        ...searchedUnits,
        associations: {
          building: {
            ...unitSchema.associations!.building!,
            target: () => ({
              ...buildingSchema,
              fields: {
                ...buildingSchema.fields,
                name: { ...buildingSchema.fields.name!, visibleTo: (_role, level) => level >= 2 },
              },
            }),
          },
        },
      };
      const at = (level: number): QueryOptions => ({
        ...tenantOptions(TENANT.mine),
        viewerLevel: level,
      });
      const ids = async (level: number, text: string) =>
        (await listRows(handle.db, levelledUnits, { full_text: text }, at(level))).rows.map(
          (row) => row.id,
        );
      expect(await ids(2, 'aurora')).toEqual([1, 2]);
      expect(await ids(1, 'aurora')).toEqual([]);
      expect(await ids(1, 'interno')).toEqual([1, 2, 3]);
    });

    it('is a declaration error through a hasMany association or to an unknown field', () => {
      const declarations: [ResourceSchema, string, RegExp][] = [
        [buildingSchema, 'units.label', /^fullTextFields names no belongsTo association/],
        [unitSchema, 'building.nessunCampo', /^fullTextFields names an unknown field/],
      ];
      for (const [schema, name, error] of declarations) {
        expect(() =>
          compileBody(
            { ...schema, fullTextFields: [name] },
            { full_text: 'x' },
            tenantOptions(TENANT.mine),
          ),
        ).toThrow(error);
      }
    });
  });

  it('refuses long or non-text searches and resources without full-text fields', () => {
    expect(refusal({ full_text: 'x'.repeat(201) })).toBeInstanceOf(GatewayError);
    expect(refusal({ full_text: 3 })).toBeInstanceOf(GatewayError);
    expect(refusal({ full_text: 'Interno' }, unitSchema).message).toBe(
      'La ricerca testuale non è disponibile per questo elenco.',
    );
  });
});

describe('role visibility: a field hidden from a role does not exist for it (002 §6)', () => {
  // Orders with an internal note only the organisation sees, as orders and activities have.
  const notedOrders: ResourceSchema = {
    ...orderSchema,
    fields: {
      ...orderSchema.fields,
      note: { column: 'internal_note', type: 'text', visibleTo: (role) => role === 'ORG' },
    },
    fullTextFields: ['title', 'note'],
  };
  const notedBuildings: ResourceSchema = {
    ...buildingSchema,
    associations: {
      ...buildingSchema.associations,
      orders: { ...buildingSchema.associations!.orders!, target: () => notedOrders },
    },
  };
  const supplier: QueryOptions = { ...tenantOptions(TENANT.mine), viewer: 'SPL' };

  beforeAll(async () => {
    await sql`alter table test_orders add column internal_note text;
      update test_orders set internal_note = 'Avvisare il portiere' where id = 1`.execute(
      handle.db,
    );
  });

  it('is left out of every row, at the top and inside includes', async () => {
    const top = await listRows(handle.db, notedOrders, { where: { id: 1 } }, supplier);
    expect(top.rows[0]).not.toHaveProperty('note');
    expect(top.rows[0]).toHaveProperty('title', 'Riparazione ascensore');
    const nested = await listRows(
      handle.db,
      notedBuildings,
      { where: { id: 1 }, include: [{ association: 'orders' }] },
      supplier,
    );
    const orders = nested.rows[0]?.orders as Record<string, unknown>[];
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expect(order).not.toHaveProperty('note');
    const organisation = await listRows(
      handle.db,
      notedOrders,
      { where: { id: 1 } },
      tenantOptions(1),
    );
    expect(organisation.rows[0]).toHaveProperty('note', 'Avvisare il portiere');
  });

  it('is refused like an unknown field wherever it is named', () => {
    // The same answer as a field that does not exist: nothing tells the two apart.
    expect(refusal({ attributes: ['nope'] }, notedOrders, supplier).message).toBe(
      'Campo sconosciuto: «nope».',
    );
    const refusals = [
      refusal({ attributes: ['id', 'note'] }, notedOrders, supplier),
      refusal({ attributes: { exclude: ['note'] } }, notedOrders, supplier),
      refusal({ where: { note: { $like: 'Avvisare%' } } }, notedOrders, supplier),
      refusal({ where: { $or: [{ id: 1 }, { note: null }] } }, notedOrders, supplier),
      refusal({ order: [['note', 'DESC']] }, notedOrders, supplier),
      refusal({ where: { '$orders.note$': { $ne: null } } }, notedBuildings, supplier),
      refusal(
        { include: [{ association: 'orders', attributes: ['note'] }] },
        notedBuildings,
        supplier,
      ),
      refusal(
        { include: [{ association: 'orders', where: { note: { $like: 'A%' } } }] },
        notedBuildings,
        supplier,
      ),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(refused.code).toBe('INVALID_QUERY');
      expect(refused.message).toMatch(/^Campo sconosciuto: «(note|\$orders\.note\$)»\.$/);
    }
  });

  it('is refused in a count as in a list', async () => {
    await expect(
      countRows(handle.db, notedOrders, { note: { $ne: null } }, supplier),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_QUERY' });
    await expect(
      countRows(handle.db, notedOrders, {}, supplier, { order: [['note', 'ASC']] }),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_QUERY' });
    await expect(
      countRows(handle.db, notedOrders, {}, supplier, { attributes: ['note'] }),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_QUERY' });
  });

  it('is not searched by full_text, so its text cannot be probed', async () => {
    const ids = async (options: QueryOptions) =>
      (await listRows(handle.db, notedOrders, { full_text: 'portiere' }, options)).rows.map(
        (row) => row.id,
      );
    expect(await ids(tenantOptions(1))).toEqual([1]);
    expect(await ids(supplier)).toEqual([]);
  });
});

describe('level visibility: a field shown only from a profile level does not exist below it (002 §5.6)', () => {
  // A title a reader sees only from level 2, as a supplier's keywords are.
  const levelledOrders: ResourceSchema = {
    ...orderSchema,
    fields: {
      ...orderSchema.fields,
      title: { ...orderSchema.fields.title!, visibleTo: (_role, level) => level >= 2 },
    },
    fullTextFields: ['status', 'title'],
  };
  const levelledBuildings: ResourceSchema = {
    ...buildingSchema,
    associations: {
      ...buildingSchema.associations,
      orders: { ...buildingSchema.associations!.orders!, target: () => levelledOrders },
    },
  };
  const at = (level: number): QueryOptions => ({
    ...tenantOptions(TENANT.mine),
    viewerLevel: level,
  });

  it('is left out below the level, at the top and inside includes, and read from it', async () => {
    const low = await listRows(
      handle.db,
      levelledBuildings,
      { where: { id: 1 }, include: [{ association: 'orders' }] },
      at(1),
    );
    const orders = low.rows[0]?.orders as Record<string, unknown>[];
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expect(order).not.toHaveProperty('title');
    const high = await listRows(handle.db, levelledOrders, { where: { id: 1 } }, at(2));
    expect(high.rows[0]).toHaveProperty('title', 'Riparazione ascensore');
  });

  it('is refused like an unknown field in a filter, a sort, an include’s filter and a count below the level', async () => {
    const refusals = [
      refusal({ where: { title: { $like: 'Rip%' } } }, levelledOrders, at(1)),
      refusal({ order: [['title', 'ASC']] }, levelledOrders, at(1)),
      refusal({ where: { '$orders.title$': { $ne: null } } }, levelledBuildings, at(1)),
    ];
    for (const refused of refusals) {
      expect(refused.code).toBe('INVALID_QUERY');
      expect(refused.message).toMatch(/^Campo sconosciuto: «(title|\$orders\.title\$)»\.$/);
    }
    await expect(
      countRows(handle.db, levelledOrders, { title: { $ne: null } }, at(1)),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_QUERY' });
    const counted = await countRows(handle.db, levelledOrders, { title: { $ne: null } }, at(2));
    expect(counted.matching).toBeGreaterThan(0);
  });

  it('is not searched by full_text below the level', async () => {
    const ids = async (options: QueryOptions) =>
      (await listRows(handle.db, levelledOrders, { full_text: 'ascensore' }, options)).rows.map(
        (row) => row.id,
      );
    expect(await ids(at(2))).toContain(1);
    expect(await ids(at(1))).toEqual([]);
  });
});

describe("the engine's statements and query plans", () => {
  it('names its page, count and counter statements as ones no plan can change, and nothing else', async () => {
    const body = { where: { status: 'OPEN' }, order: [['createdAt', 'DESC']], limit: 2 };
    const compiled = compileBody(orderSchema, body, tenantOptions(1));
    const texts = [compiled.list, compiled.count, compiled.counter].map(
      (statement) => statement.compile(handle.db).sql,
    );
    const other = sql`select id from test_orders where status = ${'OPEN'}`.compile(handle.db).sql;
    await listRows(handle.db, orderSchema, body, tenantOptions(1));
    await countRows(handle.db, orderSchema, body.where, tenantOptions(1));
    expect(texts.map(hasReusablePlan)).toEqual([true, true, true]);
    expect(hasReusablePlan(other)).toBe(false);
  });
});

describe('countRows', () => {
  it('answers the visible rows and those matching, in one query', async () => {
    expect(await countRows(handle.db, orderSchema, { status: 'OPEN' }, tenantOptions(1))).toEqual({
      total: 4,
      matching: 2,
    });
    expect(await countRows(handle.db, orderSchema, undefined, tenantOptions(1))).toEqual({
      total: 4,
      matching: 4,
    });
    expect(
      await countRows(handle.db, orderSchema, { createdBy: '@activeUser' }, tenantOptions(1)),
    ).toEqual({
      total: 4,
      matching: 2,
    });
    const compiled = compileBody(orderSchema, { where: { status: 'OPEN' } }, tenantOptions(1));
    expect(compiled.counter.compile(handle.db).sql).toMatch(
      /^select count\(\*\) as "total", count\(\*\) filter \(where/,
    );
  });

  it('takes the include and full_text of a count body into the matching side', async () => {
    expect(
      await countRows(handle.db, orderSchema, {}, tenantOptions(1), {
        include: [{ association: 'building', where: { city: 'Torino' } }],
      }),
    ).toEqual({ total: 4, matching: 1 });
    expect(
      await countRows(handle.db, orderSchema, {}, tenantOptions(1), { full_text: 'scale' }),
    ).toEqual({
      total: 4,
      matching: 1,
    });
  });

  it('refuses what a list refuses', async () => {
    await expect(
      countRows(handle.db, orderSchema, { nope: 1 }, tenantOptions(1)),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_QUERY' });
  });
});

describe('refusals: 400 INVALID_QUERY with an Italian message naming the problem', () => {
  it('is a GatewayError with status 400 and code INVALID_QUERY', () => {
    const error = refusal({ where: { nope: 1 } });
    expect(error.status).toBe(400);
    expect(error.code).toBe('INVALID_QUERY');
    expect(error.toBody()).toEqual({
      error_code: 'INVALID_QUERY',
      message: 'Campo sconosciuto: «nope».',
    });
  });

  it('unknown fields, operators and body keys', () => {
    expect(refusal({ where: { company_id: 1 } }).message).toContain('«company_id»');
    expect(refusal({ where: { status: { $regex: 'x' } } }).message).toContain('«$regex»');
    expect(refusal({ where: { $not: { status: 'OPEN' } } }).message).toContain('$not');
    expect(refusal({ where: { status: { $like: 'x', $nope: 1 } } })).toBeInstanceOf(GatewayError);
    expect(refusal({ group: ['status'] }).message).toContain('«group»');
    expect(refusal({ where: { 'status; drop table test_orders': 1 } })).toBeInstanceOf(
      GatewayError,
    );
    expect(refusal({ where: { secretNote: 'x' } }, buildingSchema).message).toContain(
      '«secretNote»',
    );
  });

  it('__proto__, constructor and prototype keys anywhere', () => {
    const proto = JSON.parse('{"where":{"__proto__":{"status":"OPEN"}}}') as unknown;
    expect(refusal(proto).message).toContain('__proto__');
    expect(refusal({ where: { constructor: 1 } }).message).toContain('constructor');
    expect(refusal({ where: { status: { prototype: 1 } } }).message).toContain('prototype');
    const nested = JSON.parse(
      '{"include":[{"association":"building","where":{"__proto__":{}}}]}',
    ) as unknown;
    expect(refusal(nested).message).toContain('__proto__');
  });

  it('nesting deeper than 8, more than 200 conditions, lists over 1000 items', () => {
    let deep: Record<string, unknown> = { status: 'OPEN' };
    for (let level = 0; level < 8; level += 1) deep = { $and: [deep] };
    expect(compileBody(orderSchema, { where: deep }, tenantOptions(1))).toBeDefined();
    expect(refusal({ where: { $or: [deep] } }).message).toContain('8');
    const conditions = Array.from({ length: 201 }, (_, index) => ({ id: index }));
    expect(refusal({ where: { $or: conditions } }).message).toContain('200');
    expect(
      compileBody(orderSchema, { where: { $or: conditions.slice(1) } }, tenantOptions(1)),
    ).toBeDefined();
    expect(
      refusal({ where: { id: { $in: Array.from({ length: 1001 }, (_, index) => index) } } })
        .message,
    ).toContain('1000');
    let structure: unknown = 1;
    for (let level = 0; level < 100; level += 1) structure = [structure];
    expect(refusal({ where: { id: { $in: structure } } })).toBeInstanceOf(GatewayError);
  });

  it('non-plain objects and values', () => {
    expect(refusal('where=1')).toBeInstanceOf(GatewayError);
    expect(refusal([{ where: {} }])).toBeInstanceOf(GatewayError);
    expect(refusal({ where: [] })).toBeInstanceOf(GatewayError);
    expect(refusal({ where: new Date() })).toBeInstanceOf(GatewayError);
    expect(refusal({ where: new Map([['id', 1]]) })).toBeInstanceOf(GatewayError);
    expect(refusal({ where: { id: { $eq: new Number(1) } } })).toBeInstanceOf(GatewayError);
    expect(refusal({ where: { id: Number.NaN } })).toBeInstanceOf(GatewayError);
    expect(refusal({ where: { id: () => 1 } })).toBeInstanceOf(GatewayError);
    expect(refusal({ where: { id: 10n } })).toBeInstanceOf(GatewayError);
    class Criteria {
      id = 1;
    }
    expect(refusal({ where: new Criteria() })).toBeInstanceOf(GatewayError);
  });

  it('texts longer than the longest text field (20 000 characters) or holding NUL', () => {
    expect(refusal({ where: { title: 'x'.repeat(20_001) } }).message).toBe(
      'Testo troppo lungo (al massimo 20000 caratteri).',
    );
    expect(
      compileBody(orderSchema, { where: { title: 'x'.repeat(20_000) } }, tenantOptions(1)),
    ).toBeDefined();
    expect(refusal({ where: { title: 'a\u0000b' } }).message).toBe(
      'I testi non possono contenere il carattere NUL.',
    );
    expect(refusal({ where: { title: { $like: 'ab\\' } } }).message).toContain('«title»');
    expect(
      compileBody(orderSchema, { where: { title: { $like: 'ab\\\\' } } }, tenantOptions(1)),
    ).toBeDefined();
  });

  it('values of the wrong type name the field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ id: 'abc' }, '«id»'],
      [{ id: 1.5 }, '«id»'],
      [{ id: true }, '«id»'],
      [{ amount: 'molto' }, '«amount»'],
      [{ urgent: 'yes' }, '«urgent»'],
      [{ title: 5 }, '«title»'],
      [{ createdAt: 'ieri' }, '«createdAt»'],
      [{ createdAt: '2026-13-01T00:00:00Z' }, '«createdAt»'],
      [{ dueOn: '2026-02-30' }, '«dueOn»'],
      [{ dueOn: 20260101 }, '«dueOn»'],
      [{ urgent: { $lt: true } }, '«urgent»'],
      [{ amount: { $lt: null } }, '«amount»'],
      [{ amount: { $like: '1%' } }, '«amount»'],
      [{ status: { $in: 'OPEN' } }, '«status»'],
      [{ status: { $in: ['OPEN', 3] } }, '«status»'],
      [{ status: { nested: { $eq: 1 } } }, '«status»'],
      [{ status: { $eq: ['OPEN'] } }, '«status»'],
      [{ '$building.floors$': 'tre' }, '«$building.floors$»'],
    ];
    for (const [where, field] of cases) {
      const error = refusal({ where });
      expect(error.message, JSON.stringify(where)).toContain(field);
    }
  });

  it('$and / $or need a list', () => {
    expect(refusal({ where: { $or: { status: 'OPEN' } } }).message).toContain('$or');
    expect(refusal({ where: { $and: 'x' } }).message).toContain('$and');
  });
});

describe('parameters', () => {
  it('never puts a value in the SQL text', () => {
    const hostile = "x'); drop table test_orders; --";
    const compiled = compileBody(
      orderSchema,
      {
        where: {
          title: hostile,
          $or: [{ status: { $in: [hostile, 'OPEN'] } }, { title: { $like: hostile } }],
        },
        full_text: hostile,
        limit: 3,
        offset: 2,
      },
      tenantOptions(1),
    );
    const query = compiled.list.compile(handle.db);
    expect(query.sql).not.toContain('drop');
    expect(query.sql).not.toContain("'");
    expect(query.parameters).toContain(hostile);
    expect(query.parameters.slice(-2)).toEqual([3, 2]);
  });

  it('the tenant rule may use its own parameters', async () => {
    const rule = (alias: string) =>
      sql<SqlBool>`${sql.ref(`${alias}.company_id`)} in (${sql.join([TENANT.mine, 99])})`;
    expect(
      await orderIds({ where: { status: 'OPEN' } }, { ...tenantOptions(1), visible: rule }),
    ).toEqual([1, 3]);
  });
});
