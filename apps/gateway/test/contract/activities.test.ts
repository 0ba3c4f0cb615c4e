/**
 * Contract tests of activities and tasks (001 §4.2, §7): the real api-client's `activities` and `tasks`
 * families against a test gateway with the demo seed.
 */
import { activityCreateRequest } from '@portineria/api-client';
import { quickCompletionTask, todayActivitiesCriteria } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { callerFor } from '../support/calls.ts';
import { clientFor, localDay, rejection, versionOf } from '../support/contract.ts';
import type { RoleType } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
const now = new Date();

/** The calendar day `offset` days from this file's `now`. */
const day = (offset: number): string => localDay(offset, now);

/** The api-client with this file's clock (date-relative criteria are read against `now`). */
const clockedClient = (account: DemoAccountKey, roleType?: RoleType) =>
  clientFor(gateway, account, roleType, { now: () => now });

/** A fresh order of Studio Rossi assigned to Idraulica Bianchi. */
async function newOrder(status: 'DRAFT' | 'OPEN') {
  const giulia = await clockedClient('giulia', 'ORG');
  return giulia.orders.create({
    category: 'ODS',
    // An open order is created and sent in one call (the SEND event).
    ...(status === 'OPEN' ? { send: true } : {}),
    object: `Ordine di prova ${status}`,
    _building: gateway.seed.buildings.manzoni,
    _supplier: gateway.seed.suppliers.idraulicaBianchi,
    validFrom: day(0),
    validTo: day(60),
  });
}

function singleActivity(orderId: number | string) {
  return activityCreateRequest(orderId, {
    type: 'SINGLE',
    startDate: day(0),
    endDate: day(5),
    includeSaturday: false,
    includeSunday: false,
    includeHolidays: false,
  });
}

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('activities: the dashboard lists (002 §7.6)', () => {
  it("the supplier's today's activities: TODO/WORKING, touching today, of open orders, with buildings and suppliers", async () => {
    const client = await clockedClient('paolo', 'SPL');
    const query = todayActivitiesCriteria(now);
    const page = await client.activities.getMany({ ...query, limit: 999 });
    const db = gateway.gateway.deps.db;
    const expected = await db
      .selectFrom('activities as a')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .select('a.id')
      .where('o.supplier_id', '=', gateway.seed.suppliers.idraulicaBianchi)
      .where('o.status', '=', 'OPEN')
      .where('a.status', 'in', ['TODO', 'WORKING'])
      .where('a.valid_from', '<=', day(0))
      .where('a.valid_to', '>=', day(0))
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    expect(page.counter).toBe(expected.length);
    expect(new Set(page.results.map((activity) => activity.id))).toEqual(
      new Set(expected.map((row) => row.id)),
    );
    for (const activity of page.results) {
      expect(activity.org_orders).toMatchObject({ status: 'OPEN' });
      expect(activity.org_orders?.org_buildings).toMatchObject({ id: expect.any(Number) });
      expect(activity.org_orders?.org_suppliers).toMatchObject({
        id: gateway.seed.suppliers.idraulicaBianchi,
      });
      expect(activity).not.toHaveProperty('noteOrg');
    }
  });

  it('count: true with limit 0 answers the counter and no rows', async () => {
    const client = await clockedClient('giulia', 'ORG');
    const total = await client.activities.count({ status: { $in: ['TODO', 'WORKING'] } });
    const page = await client.activities.getMany({
      where: { status: { $in: ['TODO', 'WORKING'] } },
      limit: 1000,
    });
    expect(total).toBe(page.counter);
    expect(total).toBeGreaterThan(0);
  });

  it('getOne of another tenant’s activity is 404 NOT_FOUND', async () => {
    const client = await clockedClient('sara', 'ORG');
    const error = await rejection(
      client.activities.getOne(gateway.seed.tenants.studioRossi.activityId),
    );
    expect(error.code).toBe('NOT_FOUND');
    const own = await clockedClient('giulia', 'ORG');
    await expect(
      own.activities.getOne(gateway.seed.tenants.studioRossi.activityId),
    ).resolves.toMatchObject({
      id: gateway.seed.tenants.studioRossi.activityId,
    });
  });
});

describe('activities: create, update, delete, reject (001 §4.2, §5, §7)', () => {
  it('plans a fixed number of activities over the period', async () => {
    const order = await newOrder('DRAFT');
    const client = await clockedClient('giulia', 'ORG');
    const created = await client.http.request({
      method: 'POST',
      path: 'activities',
      body: activityCreateRequest(order.id, {
        type: 'FIXED_NUMBER',
        startDate: day(0),
        endDate: day(13),
        numberOfActivities: 3,
        includeSaturday: true,
        includeSunday: true,
        includeHolidays: true,
      }),
    });
    const rows = (
      created as { rows: { results: { validFrom: string; validTo: string; _order: number }[] } }
    ).rows.results;
    expect(rows).toHaveLength(3);
    expect(rows[0]?.validFrom).toBe(day(0));
    expect(rows.at(-1)?.validTo).toBe(day(13));
    expect(rows.every((row) => row._order === order.id)).toBe(true);
  });

  it('refuses a creation the domain rules refuse, with the field errors', async () => {
    const order = await newOrder('DRAFT');
    const client = await clockedClient('giulia', 'ORG');
    const error = await rejection(
      client.activities.create(
        activityCreateRequest(order.id, {
          type: 'FIXED_NUMBER',
          startDate: day(0),
          endDate: day(5),
          numberOfActivities: 0,
          includeSaturday: false,
          includeSunday: false,
          includeHolidays: false,
        }),
      ),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toContainEqual({
      field: 'options.numberOfActivities',
      message: 'Il numero di attività deve essere un numero intero maggiore o uguale a 1',
    });
  });

  it('the organisation edits dates and notes of a TODO activity; the supplier cannot create', async () => {
    const order = await newOrder('DRAFT');
    const client = await clockedClient('giulia', 'ORG');
    const activity = await client.activities.create(singleActivity(order.id));
    const updated = await client.activities.update(activity.id, {
      validTo: day(3),
      noteOrg: 'Nota interna',
      version: versionOf(activity),
    } as never);
    expect(updated).toMatchObject({ validTo: day(3), noteOrg: 'Nota interna' });
    const error = await rejection(
      client.activities.update(activity.id, {
        validTo: day(-400),
        version: versionOf(updated),
      } as never),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    const supplier = await clockedClient('paolo', 'SPL');
    expect((await rejection(supplier.activities.create(singleActivity(order.id)))).code).toBe(
      'FORBIDDEN',
    );
  });

  it('deletes while the order is a draft, with APP_DELETE only', async () => {
    const order = await newOrder('DRAFT');
    const giulia = await clockedClient('giulia', 'ORG');
    const luca = await clockedClient('luca', 'ORG');
    const activity = await giulia.activities.create(singleActivity(order.id));
    expect((await rejection(luca.activities.remove(activity.id))).code).toBe('FORBIDDEN');
    await giulia.activities.remove(activity.id);
    expect((await rejection(giulia.activities.getOne(activity.id))).code).toBe('NOT_FOUND');
  });

  it('rejects a TODO activity of an open order once, marking it managedFromOrg', async () => {
    const order = await newOrder('OPEN');
    const client = await clockedClient('giulia', 'ORG');
    const activity = await client.activities.create(singleActivity(order.id));
    // On an open order deleting is no longer allowed (001 §4.2).
    expect((await rejection(client.activities.remove(activity.id))).code).toBe('CONFLICT');
    const rejected = await client.activities.reject(activity.id);
    expect(rejected).toMatchObject({ status: 'REJECTED', managedFromOrg: true });
    expect((await rejection(client.activities.reject(activity.id))).code).toBe('CONFLICT');
    const supplier = await clockedClient('paolo', 'SPL');
    expect((await rejection(supplier.activities.reject(activity.id))).code).toBe('FORBIDDEN');
  });
});

describe('tasks: proxy/tasks (001 §4.2, §7)', () => {
  it('quick completion completes the only activity and closes the order', async () => {
    const order = await newOrder('OPEN');
    const giulia = await clockedClient('giulia', 'ORG');
    const activity = await giulia.activities.create(singleActivity(order.id));
    const paolo = await clockedClient('paolo', 'SPL');
    const task = await paolo.tasks.create({ ...quickCompletionTask(activity.id) });
    expect(task).toMatchObject({ status: 2, isSigned: true, _activity: activity.id });
    await expect(paolo.activities.getOne(activity.id)).resolves.toMatchObject({ status: 'DONE' });
    await expect(giulia.orders.getOne(order.id)).resolves.toMatchObject({ status: 'CLOSE' });
    // The activity is done: no more tasks on it.
    expect(
      (await rejection(paolo.tasks.create({ ...quickCompletionTask(activity.id) }))).code,
    ).toBe('CONFLICT');
    const listed = await paolo.tasks.getMany({ where: { _activity: activity.id } });
    expect(listed.results.map((row) => row.status)).toEqual([2]);
  });

  it('a supplier cannot register a task on a suspended order, nor on another supplier’s activity', async () => {
    const order = await newOrder('OPEN');
    const giulia = await clockedClient('giulia', 'ORG');
    const activity = await giulia.activities.create(singleActivity(order.id));
    const anna = await clockedClient('anna', 'SPL');
    // The activity is a link of the task: another supplier's answers like a missing one.
    const foreign = await rejection(
      anna.tasks.create({ status: 1, isSigned: false, _activity: activity.id }),
    );
    const missing = await rejection(
      anna.tasks.create({ status: 1, isSigned: false, _activity: 999_999 }),
    );
    expect(foreign.code).toBe('VALIDATION_FAILED');
    expect(foreign.error).toEqual([{ field: '_activity', message: expect.any(String) }]);
    const answer = (error: typeof foreign) => [
      error.status,
      error.code,
      error.message,
      error.error,
    ];
    expect(answer(foreign)).toEqual(answer(missing));
    const giuliaByHand = await callerFor(gateway, 'giulia', 'ORG');
    const suspendedOrder = await giuliaByHand.call(
      'POST',
      `orders/${String(order.id)}/transitions`,
      {
        event: { type: 'SUSPEND' },
        version: versionOf(order),
      },
    );
    expect(suspendedOrder.status).toBe(200);
    const paolo = await clockedClient('paolo', 'SPL');
    const suspended = await rejection(
      paolo.tasks.create({ status: 1, isSigned: false, _activity: activity.id }),
    );
    expect(suspended.code).toBe('CONFLICT');
    expect(
      (await rejection(giulia.tasks.create({ status: 1, isSigned: false, _activity: activity.id })))
        .code,
    ).toBe('FORBIDDEN');
  });

  it('refuses a task without its activity with field errors', async () => {
    const paolo = await clockedClient('paolo', 'SPL');
    const error = await rejection(
      paolo.tasks.create({ status: 1, isSigned: 'yes' as never, _activity: 'x' }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect((error.error as { field: string }[]).map((item) => item.field)).toEqual(
      expect.arrayContaining(['_activity', 'isSigned']),
    );
  });
});
