import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getBuildingsPageQueryOptions,
  getManagedBuildingsPageQueryOptions,
} from '../buildings/queries.ts';
import { getChatsPageQueryOptions } from '../chats/queries.ts';
import { createApiClient } from '../createApiClient.ts';
import { getOrderRecordQueryOptions, getOrdersPageQueryOptions } from '../orders/queries.ts';
import { queryKeys } from '../queryKeys.ts';
import {
  getUnitRecordQueryOptions,
  getUnitsPageQueryOptions,
  unitMutationOptions,
} from '../registries/queries.ts';
import { getRecordHistoryQueryOptions } from '../records/queries.ts';
import { orderMutationOptions } from '../orders/queries.ts';
import { fakeFetch, json, type FakeHandler } from './testing/fakeFetch.ts';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
afterEach(() => queryClient.clear());

function clientFor(handler: FakeHandler) {
  const fake = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: '',
    getToken: () => 'jwt',
    getProfileId: () => 'portineria:org:12',
    fetch: fake.fetch,
  });
  return { client, fake };
}

const path = (url: string) => new URL(url, 'http://gateway.test').pathname;

describe('list screen pages', () => {
  it('read a { data } page from search and its total from search/count with the same criteria and full_text (000 §7)', async () => {
    const { client, fake } = clientFor((request) =>
      path(request.url).endsWith('/search/count')
        ? json({ counter: [12, 3] })
        : json({ data: [{ id: 4, code: 'U-4' }] }),
    );
    const page = await queryClient.fetchQuery(
      getUnitsPageQueryOptions(client, {
        where: { _building: 1 },
        include: ['org_buildings'],
        limit: 25,
        offset: 0,
        full_text: 'box',
      }),
    );

    expect(page).toEqual({ rows: [{ id: 4, code: 'U-4' }], total: 3 });
    const search = fake.requests.find((request) => path(request.url) === '/api/v2/units/search');
    const count = fake.requests.find(
      (request) => path(request.url) === '/api/v2/units/search/count',
    );
    expect(search?.body).toEqual({
      where: { _building: 1 },
      include: ['org_buildings'],
      limit: 25,
      offset: 0,
      full_text: 'box',
    });
    expect(count?.body).toEqual({
      attributes: [],
      criteria: { _building: 1 },
      include: [],
      order: [],
      full_text: 'box',
    });
  });

  it('read a page of buildings with the active licence expanded, under its own key (002 §4.6 key icon)', async () => {
    const { client, fake } = clientFor((request) =>
      path(request.url).endsWith('/search/count')
        ? json({ counter: [6, 1] })
        : json({ data: [{ id: 4, active_building_license: { active: true, validTo: null } }] }),
    );
    const query = { where: { isPrivate: false }, limit: 25, offset: 0 };
    const expanded = getBuildingsPageQueryOptions(client, query, {
      expand: ['active-building-license'],
    });
    const page = await queryClient.fetchQuery(expanded);

    expect(page).toEqual({
      rows: [{ id: 4, active_building_license: { active: true, validTo: null } }],
      total: 1,
    });
    const search = fake.requests.find(
      (request) => path(request.url) === '/api/v2/buildings/search',
    );
    expect(new URL(search?.url ?? '', 'http://gateway.test').searchParams.get('expand')).toBe(
      'active-building-license',
    );
    expect(search?.body).toEqual(query);
    expect(expanded.queryKey).not.toEqual(getBuildingsPageQueryOptions(client, query).queryKey);
    expect(expanded.queryKey.slice(0, 3)).toEqual(queryKeys.buildings.all('portineria:org:12'));
  });

  it('read a { rows } page and its counter from one answer, under the family so a write refreshes it', async () => {
    const { client, fake } = clientFor(() =>
      json({ rows: { results: [{ id: 2, object: 'Perdita' }], counter: 9 } }),
    );
    const options = getOrdersPageQueryOptions(client, {
      include: ['org_buildings', 'org_suppliers'],
      limit: 25,
    });
    const page = await queryClient.fetchQuery(options);

    expect(page).toEqual({ rows: [{ id: 2, object: 'Perdita' }], total: 9 });
    expect(fake.requests).toHaveLength(1);
    expect(options.queryKey.slice(0, 3)).toEqual(queryKeys.orders.all('portineria:org:12'));

    await queryClient
      .getMutationCache()
      .build(queryClient, orderMutationOptions(client).update())
      .execute({ id: 2, changes: { noteOrg: 'ok', version: '2026-11-20T10:00:00.000Z' } });
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });

  it("after a delete, read the registry's list again but never the deleted record's detail or history (a 404): both only marked stale (001 §2.2 registries)", async () => {
    const { client, fake } = clientFor((request) =>
      request.method === 'DELETE'
        ? json({ data: { id: 7 } })
        : path(request.url).endsWith('/history')
          ? json({ data: [] })
          : path(request.url).endsWith('/search/count')
            ? json({ counter: [1, 1] })
            : json({ data: [{ id: 7, code: 'U-7' }] }),
    );
    const list = getUnitsPageQueryOptions(client, { limit: 25 });
    const detail = getUnitRecordQueryOptions(client, 7, ['building']);
    const history = getRecordHistoryQueryOptions(client, 'unit', 7);
    const other = getUnitRecordQueryOptions(client, 8, ['building']);
    // Each read shown on a screen: an observer keeps it active, as a mounted screen does.
    const observers = [list, detail, history, other].map((options) => {
      const observer = new QueryObserver(queryClient, options as never);
      return observer.subscribe(() => undefined);
    });
    await Promise.all(
      [list, detail, history, other].map((options) => queryClient.fetchQuery(options as never)),
    );
    const before = fake.requests.length;

    await queryClient
      .getMutationCache()
      .build(queryClient, unitMutationOptions(client).remove())
      .execute(7);

    const after = fake.requests.slice(before).map((request) => path(request.url));
    expect(after).toContain('/api/v2/units/7');
    expect(after).toContain('/api/v2/units/search');
    expect(after).not.toContain('/api/v2/units/7/history');
    // One search by id is the other unit's detail, read again; the deleted one's is not.
    const byId = fake.requests
      .slice(before)
      .filter((request) => (request.body as { where?: { id?: number } })?.where?.id !== undefined)
      .map((request) => (request.body as { where: { id: number } }).where.id);
    expect(byId).toEqual([8]);
    expect(queryClient.getQueryState(detail.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(history.queryKey)?.isInvalidated).toBe(true);
    observers.forEach((unsubscribe) => unsubscribe());
  });

  it('cut the managed buildings into the asked page, the total being every row (001 §2.2 external-buildings)', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => ({ id: index + 1 }));
    const { client } = clientFor(() => json({ data: rows }));
    const page = await queryClient.fetchQuery(
      getManagedBuildingsPageQueryOptions(client, { limit: 3, offset: 3 }),
    );
    expect(page).toEqual({ rows: [{ id: 4 }, { id: 5 }, { id: 6 }], total: 7 });
  });

  it("read a page of the caller's chats with their number (002 §7.3)", async () => {
    const { client, fake } = clientFor(() =>
      json({ rows: { results: [{ id: 1, object: 'Condominio' }], counter: 4 } }),
    );
    const page = await queryClient.fetchQuery(
      getChatsPageQueryOptions(client, { limit: 50, offset: 0 }),
    );
    expect(page).toEqual({ rows: [{ id: 1, object: 'Condominio' }], total: 4 });
    expect(path(fake.last().url)).toBe('/api/v2/proxy/chats/search');
  });
});

describe('detail records', () => {
  it('read one record with its relations in one search by id (002 §2.1 linked entities)', async () => {
    const order = { id: 2, org_buildings: { id: 1, name: 'Condominio Via Manzoni 12' } };
    const { client, fake } = clientFor(() => json({ rows: { results: [order], counter: 1 } }));
    const record = await queryClient.fetchQuery(
      getOrderRecordQueryOptions(client, '2', ['org_buildings', 'org_tickets']),
    );

    expect(record).toEqual(order);
    expect(fake.requests).toHaveLength(1);
    expect(path(fake.last().url)).toBe('/api/v2/orders/search');
    expect(fake.last().body).toEqual({
      where: { id: 2 },
      // The order's read also names its relation chips (002 §2.2) and its files.
      include: ['org_buildings', 'org_tickets', 'relations', 'attachments'],
      limit: 1,
    });
  });

  it('answer null when no visible record has the id, and ask nothing for an id that cannot exist', async () => {
    const { client, fake } = clientFor(() => json({ data: [] }));
    expect(await queryClient.fetchQuery(getUnitRecordQueryOptions(client, 987654))).toBeNull();
    expect(fake.requests).toHaveLength(1);
    expect(await queryClient.fetchQuery(getUnitRecordQueryOptions(client, 'abc'))).toBeNull();
    expect(await queryClient.fetchQuery(getUnitRecordQueryOptions(client, 0))).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('key a record by its family, id and includes, so the same id with other relations is its own entry', () => {
    const { client } = clientFor(() => json({}));
    expect(getOrderRecordQueryOptions(client, 2, ['org_buildings']).queryKey).toEqual([
      'portineria',
      'portineria:org:12',
      'orders',
      'detail',
      '2',
      { include: ['org_buildings', 'relations', 'attachments'] },
    ]);
  });
});
