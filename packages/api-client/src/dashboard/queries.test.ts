import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient.ts';
import { ApiError } from '../http/errors.ts';
import { fakeFetch, json, type FakeHandler } from '../http/testing/fakeFetch.ts';
import { claimMutationOptions } from '../claims/queries.ts';
import { orderMutationOptions } from '../orders/queries.ts';
import { ticketMutationOptions } from '../tickets/queries.ts';
import { tokenMutationOptions } from '../tokens/queries.ts';
import { queryKeys } from '../queryKeys.ts';
import {
  countUsrUnreadCorrespondenceQueryOptions,
  getActivitiesListQueryOptions,
  getAssignedToMeQueryOptions,
  getDailyEventsQueryOptions,
  getOrdersListQueryOptions,
  getQuotesListQueryOptions,
  getRepeatOrdersListQueryOptions,
  getSplExpiredActivitiesQueryOptions,
  getSplRequestedQuotesQueryOptions,
  getSplTodayActivitiesQueryOptions,
  getTicketsListQueryOptions,
  getTokensListQueryOptions,
  getUsrUnreadCorrespondenceInfiniteQueryOptions,
} from './queries.ts';

function clientFor(handler: FakeHandler, profile: { current: string | null }) {
  const fake = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: '',
    getToken: () => 'jwt',
    getProfileId: () => profile.current,
    getActiveUserId: () => 5,
    fetch: fake.fetch,
  });
  return { client, fake };
}

/** Answers every dashboard call with an empty list of its shape. */
const emptyAnswers: FakeHandler = (request) => {
  const path = new URL(request.url, 'http://x').pathname;
  if (path.startsWith('/api/v2/proxy/') || /\/(orders|contracts)\/search$/.test(path)) {
    return json({ rows: { results: [], counter: 0 } });
  }
  if (path.endsWith('/search/count')) return json({ counter: [0, 0] });
  if (path === '/api/v2/communications/search') return json({ data: [], next_offset_key: null });
  return json({ data: [] });
};

describe('dashboard query keys', () => {
  const profile = 'portineria:org:12';
  const { client } = clientFor(emptyAnswers, { current: profile });

  it.each([
    ['daily events', getDailyEventsQueryOptions(client, { day: '2025-03-18' }), 'calendar'],
    ['assigned to me', getAssignedToMeQueryOptions(client, { sources: ['orders'] }), 'tickets'],
    ['tickets list', getTicketsListQueryOptions(client, { profileLevel: 2 }), 'tickets'],
    ['orders list', getOrdersListQueryOptions(client), 'orders'],
    ['repeat orders list', getRepeatOrdersListQueryOptions(client), 'contracts'],
    ['activities list', getActivitiesListQueryOptions(client, { day: '2025-03-18' }), 'activities'],
    ['quotes list', getQuotesListQueryOptions(client), 'quotes'],
    ['tokens list', getTokensListQueryOptions(client), 'tokens'],
    ['SPL today', getSplTodayActivitiesQueryOptions(client, { day: '2025-03-18' }), 'activities'],
    [
      'SPL expired',
      getSplExpiredActivitiesQueryOptions(client, { day: '2025-03-18' }),
      'activities',
    ],
    ['SPL requested quotes', getSplRequestedQuotesQueryOptions(client), 'quotes'],
    [
      'USR correspondence',
      getUsrUnreadCorrespondenceInfiniteQueryOptions(client, { product: 'portineria' }),
      'communications',
    ],
    [
      'USR correspondence count',
      countUsrUnreadCorrespondenceQueryOptions(client, { product: 'portineria' }),
      'communications',
    ],
  ] as const)('%s lives under the profile and the %s family', (_name, options, family) => {
    expect(options.queryKey.slice(0, 3)).toEqual(['portineria', profile, family]);
    expect(String(options.queryKey[3])).toMatch(/^dashboard:/);
  });

  it('keeps days, levels, sources and buildings apart', () => {
    expect(getDailyEventsQueryOptions(client, { day: '2025-03-18' }).queryKey).not.toEqual(
      getDailyEventsQueryOptions(client, { day: '2025-03-19' }).queryKey,
    );
    expect(getTicketsListQueryOptions(client, { profileLevel: 1 }).queryKey).not.toEqual(
      getTicketsListQueryOptions(client, { profileLevel: 2 }).queryKey,
    );
    // The sources are keyed in the catalogue's order, whatever order they come in.
    expect(
      getAssignedToMeQueryOptions(client, { sources: ['claims', 'tickets'] }).queryKey,
    ).toEqual(getAssignedToMeQueryOptions(client, { sources: ['tickets', 'claims'] }).queryKey);
    expect(
      getUsrUnreadCorrespondenceInfiniteQueryOptions(client, {
        product: 'portineria',
        buildingId: 1,
      }).queryKey,
    ).not.toEqual(
      getUsrUnreadCorrespondenceInfiniteQueryOptions(client, { product: 'portineria' }).queryKey,
    );
  });

  it('never reuses another profile: the profile is read when the options are built', () => {
    const current = { current: 'portineria:org:12' as string | null };
    const { client: switching } = clientFor(emptyAnswers, current);
    const before = getOrdersListQueryOptions(switching).queryKey;
    current.current = 'portineria:usr:3';
    expect(getOrdersListQueryOptions(switching).queryKey).not.toEqual(before);
    expect(getOrdersListQueryOptions(switching).queryKey[1]).toBe('portineria:usr:3');
  });
});

describe('dashboard query functions', () => {
  it('run the fetcher with the signal TanStack passes', async () => {
    const { client, fake } = clientFor(emptyAnswers, { current: 'p' });
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(getTokensListQueryOptions(client))).resolves.toEqual([]);
    expect(fake.last().url).toBe('/api/v2/proxy/tokens');
    expect(fake.last().signal).toBeInstanceOf(AbortSignal);
    queryClient.clear();
  });

  it('fill the active user given in the params', async () => {
    const { client, fake } = clientFor(emptyAnswers, { current: 'p' });
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(
      getTicketsListQueryOptions(client, { profileLevel: 1, activeUserId: 88 }),
    );
    expect((fake.last().body as { where: Record<string, unknown> }).where).toMatchObject({
      '$org_employees._user$': 88,
    });
    queryClient.clear();
  });

  it('reject with the typed error, which TanStack keeps as the query error (000 §8)', async () => {
    const { client } = clientFor(
      () => json({ error_code: 'INTERNAL', message: 'Errore interno' }, 500),
      { current: 'p' },
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(getOrdersListQueryOptions(client))).rejects.toBeInstanceOf(
      ApiError,
    );
    const state = queryClient.getQueryState(getOrdersListQueryOptions(client).queryKey);
    expect(state?.status).toBe('error');
    expect(state?.error).toBeInstanceOf(ApiError);
    queryClient.clear();
  });

  it('page the USR correspondence by next_offset_key', async () => {
    const keys: unknown[] = [];
    const { client } = clientFor(
      (request) => {
        const key = (request.body as { offset_key?: string }).offset_key;
        keys.push(key);
        return json({
          data: [{ id: key ? 2 : 1, type: 'corrispondenza', status: 'SENT', object: 'Lettera' }],
          next_offset_key: key ? null : 'k2',
        });
      },
      { current: 'p' },
    );
    const queryClient = new QueryClient();
    const options = getUsrUnreadCorrespondenceInfiniteQueryOptions(client, {
      product: 'portineria',
      buildingId: 4,
    });
    const result = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(keys).toEqual([undefined, 'k2']);
    expect(result.pages.map((page) => page.items.map((item) => item.id))).toEqual([[1], [2]]);
    queryClient.clear();
  });
});

describe('dashboard invalidation', () => {
  async function cachedAssignedToMe(profile: string) {
    const handler: FakeHandler = (request) => {
      if (request.method === 'PATCH') return json({ rows: { results: [{ id: 1 }], counter: 1 } });
      return emptyAnswers(request);
    };
    const { client } = clientFor(handler, { current: profile });
    const queryClient = new QueryClient();
    const options = getAssignedToMeQueryOptions(client, { sources: ['tickets', 'orders'] });
    await queryClient.fetchQuery(options);
    return { client, queryClient, key: options.queryKey };
  }

  async function run(queryClient: QueryClient, options: object, variables: unknown) {
    await queryClient
      .getMutationCache()
      .build(queryClient, options as never)
      .execute(variables);
  }

  it.each([
    ['a ticket', ticketMutationOptions],
    ['an order', orderMutationOptions],
    ['a claim', claimMutationOptions],
  ] as const)("a write to %s makes 'Assegnati a me' stale", async (_name, mutationOptions) => {
    const { client, queryClient, key } = await cachedAssignedToMe('p');
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    await run(queryClient, mutationOptions(client).update(), { id: 1, changes: {} });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    queryClient.clear();
  });

  it("a write to another family leaves it alone, and so does another profile's write", async () => {
    const { client, queryClient, key } = await cachedAssignedToMe('p');
    await run(queryClient, tokenMutationOptions(client).update(), { id: 1, changes: {} });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    const other = clientFor(() => json({ rows: { results: [{ id: 1 }], counter: 1 } }), {
      current: 'q',
    }).client;
    await run(queryClient, orderMutationOptions(other).update(), { id: 1, changes: {} });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    expect(queryKeys.tickets.all('p')).toEqual(key.slice(0, 3));
    queryClient.clear();
  });
});
