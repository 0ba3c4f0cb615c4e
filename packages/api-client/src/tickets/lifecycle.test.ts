import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, isStaleRecordError } from '../http/errors.ts';
import { json } from '../http/testing/fakeFetch.ts';
import { queryKeys } from '../queryKeys.ts';
import {
  createTicketMutationOptions,
  ticketTransitionMutationOptions,
  updateTicketMutationOptions,
} from './queries.ts';
import { pathOf, runMutation, TEST_PROFILE, testClient } from '../http/testing/testClient.ts';

const PROFILE = TEST_PROFILE;
const VERSION = '2026-11-20T09:30:00.000Z';
const TICKET = { id: 12, status: 'OPEN', object: 'Citofono guasto', updatedAt: VERSION };

/** Seeds one cached list, count and detail per family, and says which families a write made stale. */
function seededCache() {
  const queryClient = new QueryClient();
  const families = ['tickets', 'orders', 'contracts', 'claims', 'activities'] as const;
  for (const family of families) {
    queryClient.setQueryData(queryKeys[family].list(PROFILE, {}), []);
  }
  queryClient.setQueryData(queryKeys.tickets.count(PROFILE, { status: 'OPEN' }), 3);
  queryClient.setQueryData(queryKeys.tickets.detail(PROFILE, 12), TICKET);
  queryClient.setQueryData(
    queryKeys.tickets.call(PROFILE, 'dashboard:tickets_list', { level: 3 }),
    [],
  );
  const stale = () =>
    families.filter(
      (family) => queryClient.getQueryState(queryKeys[family].list(PROFILE, {}))?.isInvalidated,
    );
  const ticketReadsStale = () =>
    [
      queryKeys.tickets.count(PROFILE, { status: 'OPEN' }),
      queryKeys.tickets.detail(PROFILE, 12),
      queryKeys.tickets.call(PROFILE, 'dashboard:tickets_list', { level: 3 }),
    ].map((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { queryClient, stale, ticketReadsStale };
}

describe('ticket transitions (DECISIONS.md "Ticket lifecycle")', () => {
  it('posts the event and the version read to tickets/{id}/transitions and unwraps the ticket', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: { ...TICKET, _assignTo: 4 } }));

    // Act
    const ticket = await client.tickets.transition(12, {
      event: { type: 'ASSIGN', assignee: 4 },
      version: VERSION,
    });

    // Assert
    expect(fake.last().method).toBe('POST');
    expect(pathOf(fake.last().url)).toBe('/api/v2/tickets/12/transitions');
    expect(fake.last().body).toEqual({ event: { type: 'ASSIGN', assignee: 4 }, version: VERSION });
    expect(ticket).toMatchObject({ id: 12, _assignTo: 4 });
  });

  it('a refused step rejects with the Italian message of the 409; a stale one is told apart', async () => {
    // Arrange
    const refused = testClient(() =>
      json(
        { error_code: 'CONFLICT', message: 'Assegna il ticket prima di metterlo in lavorazione' },
        409,
      ),
    );
    const stale = testClient(() =>
      json({ error_code: 'STALE_RECORD', message: 'Il record è stato modificato.' }, 409),
    );

    // Act
    const conflict = await refused.client.tickets
      .transition(12, { event: { type: 'START_WORK' }, version: VERSION })
      .catch((caught: unknown) => caught);
    const staleError = await stale.client.tickets
      .transition(12, { event: { type: 'CLOSE' }, version: VERSION })
      .catch((caught: unknown) => caught);

    // Assert
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({
      code: 'CONFLICT',
      message: 'Assegna il ticket prima di metterlo in lavorazione',
    });
    expect(isStaleRecordError(conflict)).toBe(false);
    expect(isStaleRecordError(staleError)).toBe(true);
  });

  it('the transition refreshes every ticket list, count, record and widget, and the orders naming it', async () => {
    // Arrange
    const { client } = testClient(() => json({ data: { ...TICKET, status: 'WORKING' } }));
    const { queryClient, stale, ticketReadsStale } = seededCache();

    // Act
    await runMutation(queryClient, ticketTransitionMutationOptions(client), {
      id: 12,
      event: { type: 'START_WORK' },
      version: VERSION,
    });

    // Assert
    expect(stale()).toEqual(['tickets', 'orders', 'contracts']);
    expect(ticketReadsStale()).toEqual([true, true, true]);
  });
});

describe('ticket creation and edit', () => {
  it('POST tickets with the form fields refreshes the ticket lists and counters', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: { ...TICKET, id: 40 } }, 201));
    const { queryClient, stale, ticketReadsStale } = seededCache();

    // Act
    const created = await runMutation(queryClient, createTicketMutationOptions(client), {
      object: 'Citofono guasto',
      _building: 11,
      priority: 'URGENT',
      visibility: 'owner',
    });

    // Assert
    expect(pathOf(fake.last().url)).toBe('/api/v2/tickets');
    expect(fake.last().body).toEqual({
      object: 'Citofono guasto',
      _building: 11,
      priority: 'URGENT',
      visibility: 'owner',
    });
    expect(created).toMatchObject({ id: 40 });
    expect(stale()).toEqual(['tickets', 'orders', 'contracts']);
    expect(ticketReadsStale()).toEqual([true, true, true]);
  });

  it('PATCH tickets/{id} sends the version the form was loaded at', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: { ...TICKET, priority: 'URGENT' } }));
    const { queryClient } = seededCache();

    // Act
    await runMutation(queryClient, updateTicketMutationOptions(client), {
      id: 12,
      changes: { priority: 'URGENT', version: VERSION },
    });

    // Assert
    expect(fake.last().method).toBe('PATCH');
    expect(fake.last().body).toEqual({ priority: 'URGENT', version: VERSION });
  });
});
