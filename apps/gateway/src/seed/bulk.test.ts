import { orderChips } from '@portineria/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../db/index.ts';
import type { DatabaseHandle } from '../db/index.ts';
import { seedBulkOrders, seedBulkTickets, seedDemo } from './index.ts';
import type { DemoSeed } from './index.ts';

const NOW = new Date(2031, 5, 10, 9, 0, 0);

let handle: DatabaseHandle;
let seed: DemoSeed;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory' });
  await migrate(handle.db);
  seed = await seedDemo(handle.db, { now: NOW });
});

afterAll(async () => {
  await handle.close();
});

describe('seedBulkOrders (benchmark data: 10 000 orders)', () => {
  it('inserts `count` orders in batches, all in the organisation, its buildings and its suppliers', async () => {
    const organizationId = seed.organizations.contiGestioni;
    const before = await handle.db
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const result = await seedBulkOrders(handle.db, {
      organizationId,
      count: 1234,
      batchSize: 500,
      now: NOW,
    });
    expect(result.inserted).toBe(1234);
    expect(result.lastId - result.firstId + 1).toBe(1234);
    const after = await handle.db
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n - before.n).toBe(1234);

    const stray = await sql<{ n: number }>`
      select count(*)::int as n from orders o
      left join buildings b on b.id = o.building_id
      where o.id between ${result.firstId} and ${result.lastId}
        and (o.organization_id <> ${organizationId} or b.organization_id <> ${organizationId}
          or (o.supplier_id is not null and not exists (select 1 from organization_suppliers r
                where r.organization_id = o.organization_id and r.supplier_id = o.supplier_id))
          or (o.employee_id is not null and not exists (select 1 from employees e
                where e.id = o.employee_id and e.organization_id = o.organization_id)))`.execute(
      handle.db,
    );
    expect(stray.rows[0]?.n).toBe(0);
  });

  it('gives realistic, varied orders: both categories, every status, dates not after now', async () => {
    const result = await seedBulkOrders(handle.db, {
      organizationId: seed.organizations.studioRossi,
      count: 600,
      now: NOW,
      seed: 7,
    });
    const rows = await handle.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '>=', result.firstId)
      .where('id', '<=', result.lastId)
      .execute();
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['ODS', 'ODP']));
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['DRAFT', 'OPEN', 'CLOSE', 'VALIDATION']),
    );
    expect(rows.every((row) => row.created_at.getTime() <= NOW.getTime())).toBe(true);
    expect(
      rows.every(
        (row) => row.object.length > 0 && (row.status === 'DRAFT') === (row.code === null),
      ),
    ).toBe(true);
    // The rows are valid input of domain's chip rule.
    const chips = rows.flatMap((row) =>
      orderChips(
        {
          status: row.status,
          validTo: row.valid_to,
          isRead: row.is_read,
          isAccepted: row.is_accepted,
          isPlanned: row.is_planned,
          estimatedJobEndDate: row.estimated_job_end_date,
          isPending: row.is_pending,
          isSuspended: row.is_suspended,
          isPartial: row.is_partial,
          isRejected: row.is_rejected,
          isForcedClose: row.is_forced_close,
          askedPrice: row.asked_price,
        },
        { role: 'usr_3', now: NOW },
      ).map((chip) => chip.key),
    );
    expect(new Set(chips).size).toBeGreaterThanOrEqual(8);
  });

  it('is deterministic for a given generator seed and `now`', async () => {
    const columns = [
      'object',
      'status',
      'category',
      'building_id',
      'supplier_id',
      'valid_to',
      'created_at',
    ] as const;
    const first = await seedBulkOrders(handle.db, {
      organizationId: seed.organizations.studioRossi,
      count: 50,
      now: NOW,
      seed: 11,
    });
    const second = await seedBulkOrders(handle.db, {
      organizationId: seed.organizations.studioRossi,
      count: 50,
      now: NOW,
      seed: 11,
    });
    const read = (from: number, to: number) =>
      handle.db
        .selectFrom('orders')
        .select(columns)
        .where('id', '>=', from)
        .where('id', '<=', to)
        .orderBy('id')
        .execute();
    expect(await read(second.firstId, second.lastId)).toEqual(
      await read(first.firstId, first.lastId),
    );
  });
});

describe('seedBulkTickets (benchmark data: 10 000 tickets)', () => {
  it('inserts `count` tickets of the organisation on its buildings, every status, closed ones with their closing date, assignees among its employees', async () => {
    const organizationId = seed.organizations.studioRossi;
    const result = await seedBulkTickets(handle.db, {
      organizationId,
      count: 900,
      batchSize: 400,
      now: NOW,
    });
    expect(result.inserted).toBe(900);
    const rows = await handle.db
      .selectFrom('tickets')
      .innerJoin('buildings', 'buildings.id', 'tickets.building_id')
      .leftJoin('employees', 'employees.id', 'tickets.assign_to_employee_id')
      .select([
        'tickets.status',
        'tickets.closed_at',
        'tickets.created_at',
        'tickets.assign_to_employee_id',
        'tickets.organization_id',
        'buildings.organization_id as buildingOrganization',
        'employees.organization_id as employeeOrganization',
      ])
      .where('tickets.id', '>=', result.firstId)
      .where('tickets.id', '<=', result.lastId)
      .execute();
    expect(rows).toHaveLength(900);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['OPEN', 'WORKING', 'CLOSED']));
    expect(rows.every((row) => (row.status === 'CLOSED') === (row.closed_at !== null))).toBe(true);
    expect(
      rows.every(
        (row) =>
          row.organization_id === organizationId &&
          row.buildingOrganization === organizationId &&
          (row.assign_to_employee_id === null || row.employeeOrganization === organizationId),
      ),
    ).toBe(true);
    expect(rows.every((row) => row.created_at.getTime() <= NOW.getTime())).toBe(true);
  });
});
