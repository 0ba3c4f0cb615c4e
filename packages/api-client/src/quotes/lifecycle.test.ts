import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, isStaleRecordError } from '../http/errors.ts';
import { json } from '../http/testing/fakeFetch.ts';
import { queryKeys } from '../queryKeys.ts';
import { createQuoteRequestMutationOptions, quoteTransitionMutationOptions } from './queries.ts';
import { pathOf, runMutation, TEST_PROFILE, testClient } from '../http/testing/testClient.ts';

const PROFILE = TEST_PROFILE;
const VERSION = '2026-11-20T09:30:00.000Z';
const REQUEST = {
  id: 31,
  status: 'DRAFT',
  object: 'Sostituzione autoclave',
  quotes: { id: 4, requests: 2, got: 1, dueDate: '2026-11-27', offers: [] },
};

/** Seeds one cached list per family and says which a write made stale. */
function seededCache() {
  const queryClient = new QueryClient();
  const families = ['quotes', 'orders', 'contracts', 'claims'] as const;
  for (const family of families) {
    queryClient.setQueryData(queryKeys[family].list(PROFILE, {}), []);
  }
  const stale = () =>
    families.filter(
      (family) => queryClient.getQueryState(queryKeys[family].list(PROFILE, {}))?.isInvalidated,
    );
  return { queryClient, stale };
}

describe('quote requests (DECISIONS.md "Quote lifecycle")', () => {
  it('DECISIONS.md "Quote lifecycle" 1: a new request is a POST proxy/orders/quotes without a query, refreshing quotes, orders and contracts', async () => {
    // Arrange
    const { client, fake } = testClient(() =>
      json({ rows: { results: [REQUEST], counter: [1, 1] } }, 201),
    );
    const { queryClient, stale } = seededCache();
    const input = {
      object: 'Sostituzione autoclave',
      _building: 3,
      dueDate: '2026-11-27',
      suppliers: [7, 8],
    };

    // Act
    const created = await runMutation(
      queryClient,
      createQuoteRequestMutationOptions(client),
      input,
    );

    // Assert
    expect(fake.last().method).toBe('POST');
    expect(pathOf(fake.last().url)).toBe('/api/v2/proxy/orders/quotes');
    expect(fake.last().body).toEqual(input);
    expect(created).toMatchObject({ id: 31 });
    expect(stale()).toEqual(['quotes', 'orders', 'contracts']);
  });

  it('DECISIONS.md "Quote lifecycle" 4: ACCEPT names the offer and carries its version to proxy/orders/quotes/{id}/transitions; the orders read again', async () => {
    // Arrange
    const { client, fake } = testClient(() =>
      json({ rows: { results: [REQUEST], counter: [1, 1] } }),
    );
    const { queryClient, stale } = seededCache();

    // Act
    const request = await runMutation(queryClient, quoteTransitionMutationOptions(client), {
      id: 31,
      event: { type: 'ACCEPT', offer: 12 },
      version: VERSION,
    });

    // Assert
    expect(pathOf(fake.last().url)).toBe('/api/v2/proxy/orders/quotes/31/transitions');
    expect(fake.last().body).toEqual({ event: { type: 'ACCEPT', offer: 12 }, version: VERSION });
    expect(request).toMatchObject({ id: 31, quotes: { got: 1 } });
    expect(stale()).toEqual(['quotes', 'orders', 'contracts']);
  });

  it('DECISIONS.md "Quote lifecycle" 3: past the deadline the 409 carries the Italian reason; a stale offer is told apart', async () => {
    // Arrange
    const late = testClient(() =>
      json(
        {
          error_code: 'CONFLICT',
          message: 'La scadenza della richiesta è passata: non è più possibile rispondere',
        },
        409,
      ),
    );
    const stale = testClient(() =>
      json({ error_code: 'STALE_RECORD', message: 'Il record è stato modificato.' }, 409),
    );

    // Act
    const conflict = await late.client.quotes
      .transition(31, { event: { type: 'SUBMIT', amount: 980 }, version: VERSION })
      .catch((caught: unknown) => caught);
    const staleError = await stale.client.quotes
      .transition(31, { event: { type: 'DECLINE', reason: 'No' }, version: VERSION })
      .catch((caught: unknown) => caught);

    // Assert
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({
      code: 'CONFLICT',
      message: 'La scadenza della richiesta è passata: non è più possibile rispondere',
    });
    expect(isStaleRecordError(conflict)).toBe(false);
    expect(isStaleRecordError(staleError)).toBe(true);
  });

  it('DECISIONS.md "Quote lifecycle" 6: a request\'s history is read beside it, GET proxy/orders/quotes/{id}/history', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: [] }));

    // Act
    await client.records.history('quote', 31);

    // Assert
    expect(pathOf(fake.last().url)).toBe('/api/v2/proxy/orders/quotes/31/history');
  });
});
