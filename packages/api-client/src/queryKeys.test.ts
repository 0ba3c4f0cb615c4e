import { QueryClient, hashKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getChangelogQueryOptions } from './changelog/queries.ts';
import { getUnreadCorrespondenceInfiniteQueryOptions } from './communications/queries.ts';
import { countForQueryOptions } from './counters/queries.ts';
import { createApiClient } from './createApiClient.ts';
import { STALE_TIMES } from './http/queryOptions.ts';
import { fakeFetch, json, type FakeHandler } from './http/testing/fakeFetch.ts';
import { getQualificationsTagsQueryOptions } from './organizations/queries.ts';
import {
  getOrderQueryOptions,
  getOrdersInfiniteQueryOptions,
  getOrdersQueryOptions,
  orderMutationOptions,
} from './orders/queries.ts';
import { countKey, familyOfEndpoint, queryKeys } from './queryKeys.ts';
import { getTicketsInfiniteQueryOptions } from './tickets/queries.ts';

function clientFor(handler: FakeHandler, profile: { current: string | null }) {
  const fake = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: '',
    getToken: () => 'jwt',
    getProfileId: () => profile.current,
    fetch: fake.fetch,
  });
  return { client, fake };
}

describe('queryKeys', () => {
  it('is stable: the same query in any key order hashes the same', () => {
    const first = queryKeys.orders.list('portineria:org:12', { where: { status: 2 }, limit: 20 });
    const second = queryKeys.orders.list('portineria:org:12', { limit: 20, where: { status: 2 } });
    expect(hashKey(first)).toBe(hashKey(second));
  });

  it('is hierarchical: family, then kind, then parameters', () => {
    const profile = 'portineria:org:12';
    const list = queryKeys.orders.list(profile, { limit: 5 });
    expect(list.slice(0, 3)).toEqual(queryKeys.orders.all(profile));
    expect(list.slice(0, 4)).toEqual(queryKeys.orders.lists(profile));
    expect(queryKeys.orders.all(profile).slice(0, 2)).toEqual(queryKeys.all(profile));
    expect(queryKeys.all(profile).slice(0, 1)).toEqual(queryKeys.root);
  });

  it('keeps profiles apart and treats 7 and "7" as one id', () => {
    expect(hashKey(queryKeys.orders.detail('portineria:org:12', 7))).not.toBe(
      hashKey(queryKeys.orders.detail('portineria:usr:3', 7)),
    );
    expect(hashKey(queryKeys.orders.detail('p', 7))).toBe(
      hashKey(queryKeys.orders.detail('p', '7')),
    );
  });

  it('files counts under the family of their endpoint', () => {
    expect(familyOfEndpoint('proxy/tokens')).toBe('tokens');
    expect(familyOfEndpoint('proxy/orders/quotes')).toBe('quotes');
    expect(familyOfEndpoint('/buildings/manager/')).toBe('buildings');
    expect(countKey('p', 'orders', { status: 2 }).slice(0, 3)).toEqual(queryKeys.orders.all('p'));
  });
});

describe('query options', () => {
  it('include the active profile, so switching profile never reuses cached data', async () => {
    const profile = { current: 'portineria:org:12' as string | null };
    const { client, fake } = clientFor(
      (request) =>
        json({
          rows: { results: [{ profile: request.headers['x-portineria-profile'] }], counter: 1 },
        }),
      profile,
    );
    const queryClient = new QueryClient();
    const first = await queryClient.fetchQuery(getOrdersQueryOptions(client, { limit: 1 }));
    profile.current = 'portineria:org:99';
    const second = await queryClient.fetchQuery(getOrdersQueryOptions(client, { limit: 1 }));
    expect(first.results[0]).toEqual({ profile: 'portineria:org:12' });
    expect(second.results[0]).toEqual({ profile: 'portineria:org:99' });
    expect(fake.requests).toHaveLength(2);
    queryClient.clear();
  });

  it('pass TanStack abort signal to the call', async () => {
    const { client, fake } = clientFor(() => json({ rows: { results: [ORDER], counter: 1 } }), {
      current: 'p',
    });
    const options = getOrderQueryOptions(client, 7);
    const controller = new AbortController();
    const queryFn = options.queryFn as (context: unknown) => Promise<unknown>;
    await queryFn({ signal: controller.signal, queryKey: options.queryKey, meta: undefined });
    expect(fake.last().signal).toBeInstanceOf(AbortSignal);
    expect(options.queryKey).toEqual(['portineria', 'p', 'orders', 'detail', '7', {}]);
  });

  it('cache qualifications and changelog for 60 s, other reads for 30 s', () => {
    const { client } = clientFor(() => json({}), { current: 'p' });
    expect(getQualificationsTagsQueryOptions(client).staleTime).toBe(60_000);
    expect(getChangelogQueryOptions(client).staleTime).toBe(60_000);
    expect(STALE_TIMES.favourites).toBe(60_000);
    expect(getOrdersQueryOptions(client).staleTime).toBe(30_000);
  });

  it('key counters by endpoint and criteria with the placeholder kept', () => {
    const { client } = clientFor(() => json({}), { current: 'p' });
    expect(
      countForQueryOptions(client, 'claims', { _orgEmployee: '@activeUser' }).queryKey,
    ).toEqual([
      'portineria',
      'p',
      'claims',
      'count',
      { endpoint: 'claims', criteria: { _orgEmployee: '@activeUser' } },
    ]);
  });
});

const ORDER = { id: 7, status: 'OPEN', category: 'ODS' } as const;

describe('infinite query options', () => {
  it('page rows lists by offset until counter rows are loaded', () => {
    const { client } = clientFor(() => json({}), { current: 'p' });
    const options = getOrdersInfiniteQueryOptions(client, { limit: 2 });
    const next = options.getNextPageParam;
    expect(options.initialPageParam).toBe(0);
    expect(next({ results: [ORDER, ORDER], counter: 5 }, [], 0, [0])).toBe(2);
    expect(next({ results: [ORDER], counter: 5 }, [], 4, [0, 2, 4])).toBeUndefined();
    expect(next({ results: [], counter: 5 }, [], 6, [0])).toBeUndefined();
  });

  it('page data lists by offset until a short page', () => {
    const { client } = clientFor(() => json({}), { current: 'p' });
    const options = getTicketsInfiniteQueryOptions(client, { limit: 2 });
    expect(options.getNextPageParam([{}, {}] as never, [], 0, [0])).toBe(2);
    expect(options.getNextPageParam([{}] as never, [], 2, [0, 2])).toBeUndefined();
  });

  it('page communications by next_offset_key (001 §7)', async () => {
    const keys: unknown[] = [];
    const { client } = clientFor(
      (request) => {
        const offsetKey = (request.body as { offset_key?: string }).offset_key;
        keys.push(offsetKey);
        return json({ data: [{ id: keys.length }], next_offset_key: offsetKey ? null : 'k2' });
      },
      { current: 'p' },
    );
    const queryClient = new QueryClient();
    const result = await queryClient.fetchInfiniteQuery({
      ...getUnreadCorrespondenceInfiniteQueryOptions(client, 'Portineria'),
      pages: 3,
    });
    expect(keys).toEqual([undefined, 'k2']);
    expect(result.pages.map((page) => page.data)).toEqual([[{ id: 1 }], [{ id: 2 }]]);
    expect(result.pageParams).toEqual([null, 'k2']);
    queryClient.clear();
  });
});

describe('mutation options', () => {
  it('invalidate the family and the families a write changes, for the active profile', async () => {
    const { client } = clientFor(() => json({ rows: { results: [ORDER], counter: 1 } }), {
      current: 'p',
    });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const options = orderMutationOptions(client).update();
    expect(options.mutationKey).toEqual(['portineria', 'orders', 'update']);
    const result = await queryClient
      .getMutationCache()
      .build(queryClient, options)
      .execute({ id: 7, changes: { noteOrg: 'ok', version: '2026-11-20T10:00:00.000Z' } });
    expect(result).toEqual(ORDER);
    const byKey = invalidate.mock.calls.filter(([filters]) => filters?.queryKey !== undefined);
    expect(byKey.map(([filters]) => filters?.queryKey)).toEqual([
      ['portineria', 'p', 'orders'],
      ['portineria', 'p', 'contracts'],
      ['portineria', 'p', 'quotes'],
    ]);
    // One more pass refreshes the reads that declare these families in `meta.dependsOn`.
    expect(invalidate.mock.calls.filter(([filters]) => filters?.predicate)).toHaveLength(1);
    queryClient.clear();
  });
});
