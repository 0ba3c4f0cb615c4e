import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  activityTransitionMutationOptions,
  createTaskMutationOptions,
} from '../activities/queries.ts';
import { ApiError, isStaleRecordError } from '../http/errors.ts';
import { json } from '../http/testing/fakeFetch.ts';
import { queryKeys } from '../queryKeys.ts';
import { createOrderMutationOptions, orderTransitionMutationOptions } from './queries.ts';
import { pathOf, runMutation, TEST_PROFILE, testClient } from '../http/testing/testClient.ts';

const PROFILE = TEST_PROFILE;
const VERSION = '2025-03-18T09:30:00.000Z';
const ORDER = { id: 18, status: 'OPEN', category: 'ODS', updatedAt: '2025-03-18T10:00:00.000Z' };

/** Seeds one cached read per family, all fresh, and says which ones a write made stale. */
function seededCache() {
  const queryClient = new QueryClient();
  const families = ['orders', 'contracts', 'quotes', 'activities', 'tasks', 'tickets'] as const;
  for (const family of families) {
    queryClient.setQueryData(queryKeys[family].list(PROFILE, {}), []);
  }
  const stale = () =>
    families.filter(
      (family) => queryClient.getQueryState(queryKeys[family].list(PROFILE, {}))?.isInvalidated,
    );
  return { queryClient, stale };
}

describe('order transitions (DECISIONS.md "Order lifecycle"; ORDERS_CONTRACT transitions)', () => {
  it('posts the event and the version read to orders/{id}/transitions and unwraps the order', async () => {
    const { client, fake } = testClient(() =>
      json({ rows: { results: [{ ...ORDER, isAccepted: true }], counter: 1 } }),
    );
    const order = await client.orders.transition(18, {
      event: { type: 'ACCEPT' },
      version: VERSION,
    });
    expect(fake.last().method).toBe('POST');
    expect(pathOf(fake.last().url)).toBe('/api/v2/orders/18/transitions');
    expect(fake.last().body).toEqual({ event: { type: 'ACCEPT' }, version: VERSION });
    expect(fake.last().headers['x-portineria-profile']).toBe(PROFILE);
    expect(order).toMatchObject({ id: 18, isAccepted: true });
  });

  it('sends the payload of the event as domain types it (plan with its date)', async () => {
    const { client, fake } = testClient(() => json({ rows: { results: [ORDER], counter: 1 } }));
    await client.orders.transition(18, {
      event: { type: 'PLAN', estimatedJobEndDate: '2025-03-28' },
      version: VERSION,
    });
    expect(fake.last().body).toEqual({
      event: { type: 'PLAN', estimatedJobEndDate: '2025-03-28' },
      version: VERSION,
    });
  });

  it('a refused transition rejects with the Italian message of the 409', async () => {
    const { client } = testClient(() =>
      json(
        { error_code: 'CONFLICT', message: "L'ordine è sospeso: non si può accettare." },
        409,
        'Conflict',
      ),
    );
    const error = await client.orders
      .transition(18, { event: { type: 'ACCEPT' }, version: VERSION })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      status: 409,
      message: "L'ordine è sospeso: non si può accettare.",
    });
    expect(isStaleRecordError(error)).toBe(false);
  });

  it('a stale version is told apart (409 STALE_RECORD) so the form can keep the input and reload', async () => {
    const { client } = testClient(() =>
      json(
        { error_code: 'STALE_RECORD', message: 'Il record è stato modificato da un altro utente.' },
        409,
      ),
    );
    const error = await client.orders
      .transition(18, { event: { type: 'EDIT', changes: { object: 'Nuovo' } }, version: VERSION })
      .catch((caught: unknown) => caught);
    expect(isStaleRecordError(error)).toBe(true);
  });

  it('the mutation refreshes the orders, contracts, quotes, activities and tasks, and nothing else', async () => {
    const { client } = testClient(() => json({ rows: { results: [ORDER], counter: 1 } }));
    const { queryClient, stale } = seededCache();
    await runMutation(queryClient, orderTransitionMutationOptions(client), {
      id: 18,
      event: { type: 'SUSPEND' },
      version: VERSION,
    });
    expect(stale()).toEqual(['orders', 'contracts', 'quotes', 'activities', 'tasks']);
  });
});

describe('order creation (001 §2.2 /new and /new/wizard; ORDERS_CONTRACT "POST orders")', () => {
  it('creates and sends in one call with the wizard activities, and refreshes every order list', async () => {
    const { client, fake } = testClient(() =>
      json({ rows: { results: [{ ...ORDER, id: 40 }], counter: 1 } }, 201),
    );
    const { queryClient, stale } = seededCache();
    const activities = [
      {
        type: 'FIXED_WEEKDAYS' as const,
        startDate: '2025-03-24',
        endDate: '2025-04-04',
        weekdays: [1, 3, 5] as const,
        includeSaturday: false,
        includeSunday: false,
        includeHolidays: false,
      },
    ];
    const created = await runMutation(queryClient, createOrderMutationOptions(client), {
      category: 'ODS',
      object: 'Manutenzione impianto idrico',
      _building: 3,
      _supplier: 7,
      validFrom: '2025-03-24',
      validTo: '2025-04-30',
      send: true,
      activities: activities.map((activity) => ({ ...activity, weekdays: [...activity.weekdays] })),
    });
    expect(pathOf(fake.last().url)).toBe('/api/v2/orders');
    expect(fake.last().method).toBe('POST');
    expect(fake.last().body).toMatchObject({
      send: true,
      category: 'ODS',
      activities: [{ type: 'FIXED_WEEKDAYS', weekdays: [1, 3, 5] }],
    });
    expect(created).toMatchObject({ id: 40 });
    expect(stale()).toEqual(['orders', 'contracts', 'quotes', 'activities', 'tasks', 'tickets']);
  });

  it('\'Crea ordine\' (DECISIONS.md "Ticket lifecycle" 9): an order made from a ticket sends its _ticket and refreshes the tickets, whose detail lists it and whose history tells it', async () => {
    const { client, fake } = testClient(() =>
      json({ rows: { results: [{ ...ORDER, id: 41 }], counter: 1 } }, 201),
    );
    const { queryClient, stale } = seededCache();
    const ticketHistoryKey = queryKeys.tickets.call(PROFILE, 'history', { id: '12' });
    queryClient.setQueryData(ticketHistoryKey, []);
    await runMutation(queryClient, createOrderMutationOptions(client), {
      category: 'ODS',
      object: 'Perdita dal soffitto del box 3',
      _building: 3,
      _ticket: 12,
    });
    expect(fake.last().body).toMatchObject({ _ticket: 12 });
    expect(stale()).toContain('tickets');
    expect(queryClient.getQueryState(ticketHistoryKey)?.isInvalidated).toBe(true);
  });
});

describe('activity transitions and tasks (001 §4.2, §7)', () => {
  it('posts the activity event and version to activities/{id}/transitions and refreshes the order', async () => {
    const { client, fake } = testClient(() =>
      json({ data: { id: 9, status: 'REJECTED', managedFromOrg: true } }),
    );
    const { queryClient, stale } = seededCache();
    const activity = await runMutation(queryClient, activityTransitionMutationOptions(client), {
      id: 9,
      event: { type: 'REJECT' },
      version: VERSION,
    });
    expect(pathOf(fake.last().url)).toBe('/api/v2/activities/9/transitions');
    expect(fake.last().body).toEqual({ event: { type: 'REJECT' }, version: VERSION });
    expect(activity).toMatchObject({ status: 'REJECTED', managedFromOrg: true });
    expect(stale()).toEqual(['orders', 'contracts', 'activities', 'tasks']);
  });

  it("a task (quick completion's status 2, signed) posts to proxy/tasks and refreshes the activity and order", async () => {
    const { client, fake } = testClient(() =>
      json({ data: { status: 2, isSigned: true, _activity: 9 } }, 201),
    );
    const { queryClient, stale } = seededCache();
    await runMutation(queryClient, createTaskMutationOptions(client), {
      status: 2,
      isSigned: true,
      _activity: 9,
    });
    expect(pathOf(fake.last().url)).toBe('/api/v2/proxy/tasks');
    expect(fake.last().body).toEqual({ status: 2, isSigned: true, _activity: 9 });
    expect(stale()).toEqual(['orders', 'contracts', 'activities', 'tasks']);
  });
});
