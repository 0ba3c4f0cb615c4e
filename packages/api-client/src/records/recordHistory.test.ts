import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { updateOwnProfileMutationOptions } from '../auth/queries.ts';
import { json } from '../http/testing/fakeFetch.ts';
import { orderTransitionMutationOptions } from '../orders/queries.ts';
import { queryKeys } from '../queryKeys.ts';
import {
  ticketTransitionMutationOptions,
  updateTicketMutationOptions,
} from '../tickets/queries.ts';
import { saveSupplierCompanyMutationOptions } from '../suppliers/queries.ts';
import { getRecordHistoryQueryOptions, recordHistoryQueryKey } from './queries.ts';
import { pathOf, runMutation, TEST_PROFILE, testClient } from '../http/testing/testClient.ts';

const PROFILE = TEST_PROFILE;
const VERSION = '2026-11-20T09:30:00.000Z';

const ORDER_ENTRY = {
  id: 1,
  at: '2025-03-18T10:00:00.000Z',
  user: { id: 5, fullname: 'Paolo Bianchi' },
  profile: { role: 'spl_3', companyName: 'Idraulica Bianchi S.r.l.' },
  entity: 'order',
  entityId: 18,
  action: 'ACCEPT',
  changes: [{ field: 'isAccepted', label: 'Accettato', from: false, to: true }],
};

const TICKET_ENTRY = {
  id: 9,
  at: '2026-11-20T09:31:00.000Z',
  user: { id: 3, fullname: 'Giulia Rossi' },
  profile: { role: 'org_3', companyName: 'Studio Rossi' },
  entity: 'ticket',
  entityId: 12,
  action: 'START_WORK',
  changes: [{ field: 'status', label: 'Stato', from: 'OPEN', to: 'WORKING' }],
};

describe('record history (DECISIONS.md "Record history": GET /{kind}/{id}/history)', () => {
  it('reads an order’s entries from orders/{id}/history under the orders family, so any order write refreshes the timeline', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: [ORDER_ENTRY] }));
    const options = getRecordHistoryQueryOptions(client, 'order', 18);

    // Act
    const entries = await new QueryClient().fetchQuery(options);

    // Assert
    expect(entries).toEqual([ORDER_ENTRY]);
    expect(fake.last().method).toBe('GET');
    expect(pathOf(fake.last().url)).toBe('/api/v2/orders/18/history');
    expect(options.queryKey).toEqual(queryKeys.orders.call(PROFILE, 'history', { id: '18' }));
  });

  it('reads a ticket’s entries from tickets/{id}/history under the tickets family', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: [TICKET_ENTRY] }));
    const options = getRecordHistoryQueryOptions(client, 'ticket', 12);

    // Act
    const entries = await new QueryClient().fetchQuery(options);

    // Assert
    expect(entries).toEqual([TICKET_ENTRY]);
    expect(pathOf(fake.last().url)).toBe('/api/v2/tickets/12/history');
    expect(options.queryKey).toEqual(queryKeys.tickets.call(PROFILE, 'history', { id: '12' }));
  });

  it('a ticket transition and a ticket edit make the ticket’s history stale; an order transition the order’s', async () => {
    // Arrange
    const { client } = testClient(() => json({ data: { id: 12, status: 'WORKING' } }));
    const queryClient = new QueryClient();
    const ticketHistory = recordHistoryQueryKey(client, 'ticket', 12);
    const orderHistory = recordHistoryQueryKey(client, 'order', 18);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    const seed = () => {
      queryClient.setQueryData(ticketHistory, [TICKET_ENTRY]);
      queryClient.setQueryData(orderHistory, [ORDER_ENTRY]);
    };

    // Act / Assert: the step
    seed();
    await runMutation(queryClient, ticketTransitionMutationOptions(client), {
      id: 12,
      event: { type: 'START_WORK' },
      version: VERSION,
    });
    expect(stale(ticketHistory)).toBe(true);

    // Act / Assert: the edit
    seed();
    await runMutation(queryClient, updateTicketMutationOptions(client), {
      id: 12,
      changes: { priority: 'URGENT', version: VERSION },
    });
    expect(stale(ticketHistory)).toBe(true);

    // Act / Assert: an order's step refreshes the order's history
    seed();
    const orders = testClient(() => json({ rows: { results: [{ id: 18 }], counter: [1, 1] } }));
    await runMutation(queryClient, orderTransitionMutationOptions(orders.client), {
      id: 18,
      event: { type: 'ACCEPT' },
      version: VERSION,
    });
    expect(stale(orderHistory)).toBe(true);
  });

  it('reads a supplier company’s entries from suppliers/{id}/history under the suppliers family, so the company editor’s save refreshes them', async () => {
    // Arrange
    const entry = {
      ...ORDER_ENTRY,
      entity: 'supplierCompany',
      entityId: 7,
      action: 'update',
      changes: [{ field: 'categories', label: 'Categorie', from: null, to: 'Idraulico' }],
    };
    const { client, fake } = testClient((request) =>
      json({ data: request.method === 'GET' ? [entry] : { id: 7, categories: 'Idraulico' } }),
    );
    const options = getRecordHistoryQueryOptions(client, 'supplierCompany', 7);
    const queryClient = new QueryClient();

    // Act
    const entries = await queryClient.fetchQuery(options);
    await runMutation(queryClient, saveSupplierCompanyMutationOptions(client), {
      id: 7,
      values: { categories: ['Idraulico'], version: VERSION },
      schemaFields: ['categories'],
    });

    // Assert
    expect(entries).toEqual([entry]);
    expect(pathOf(fake.requests[0]?.url ?? '')).toBe('/api/v2/suppliers/7/history');
    expect(options.queryKey).toEqual(queryKeys.suppliers.call(PROFILE, 'history', { id: '7' }));
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });

  it('reads the own profile’s entries from profiles/{uid}/own/history under the profiles family, so the profile editor’s save refreshes them', async () => {
    // Arrange
    const uid = 'portineria:org:3';
    const entry = {
      ...ORDER_ENTRY,
      entity: 'profile',
      entityId: 3,
      action: 'update',
      changes: [{ field: 'firstname', label: 'Nome', from: 'Luca', to: 'Luchino' }],
    };
    const { client, fake } = testClient((request) =>
      json({ data: request.method === 'GET' ? [entry] : { uid, firstname: 'Luchino' } }),
    );
    const options = getRecordHistoryQueryOptions(client, 'profile', uid);
    const queryClient = new QueryClient();

    // Act
    const entries = await queryClient.fetchQuery(options);
    await runMutation(queryClient, updateOwnProfileMutationOptions(client), {
      uid,
      changes: { firstname: 'Luchino', version: VERSION },
    });

    // Assert
    expect(entries).toEqual([entry]);
    expect(pathOf(fake.requests[0]?.url ?? '')).toBe(
      `/api/v2/profiles/${encodeURIComponent(uid)}/own/history`,
    );
    expect(options.queryKey).toEqual(queryKeys.profiles.call(PROFILE, 'history', { id: uid }));
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });
});
