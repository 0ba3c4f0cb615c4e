import {
  CLAIM_DASHBOARD_VIEWS,
  CONTRACT_DASHBOARD_VIEWS,
  DASHBOARD_WIDGETS,
  ORDER_DASHBOARD_VIEWS,
  TICKET_DASHBOARD_VIEWS,
} from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient.ts';
import { ApiError } from '../http/errors.ts';
import { fakeFetch, json } from '../http/testing/fakeFetch.ts';
import { dashboardViewCount, isProxyEndpoint } from './counters.ts';

describe('dashboardViewCount', () => {
  it('knows where to count every view of the widget catalogue', () => {
    const references = DASHBOARD_WIDGETS.flatMap((widget) => widget.views);
    expect(references.length).toBeGreaterThan(20);
    const unknown = references.filter((reference) => dashboardViewCount(reference) === null);
    expect(unknown).toEqual([]);
  });

  it("takes the criteria from domain's view tables by the catalogue's own view ids", () => {
    expect(dashboardViewCount({ entity: 'claims', view: 'OPE' })).toEqual({
      kind: 'count',
      endpoint: 'claims',
      criteria: CLAIM_DASHBOARD_VIEWS[0]?.criteria,
    });
    expect(dashboardViewCount({ entity: 'service-orders', view: '2CONF' })).toEqual({
      kind: 'count',
      endpoint: 'orders',
      criteria: ORDER_DASHBOARD_VIEWS.find((view) => view.id === '2CONF')?.criteria,
    });
    expect(dashboardViewCount({ entity: 'service-orders', view: '2VAL' })).toEqual({
      kind: 'count',
      endpoint: 'orders',
      criteria: { category: 1, status: 3, askedPrice: { $ne: null } },
    });
    expect(dashboardViewCount({ entity: 'repeat-orders', view: 'ACTEXP' })).toEqual({
      kind: 'count',
      endpoint: 'contracts',
      criteria: CONTRACT_DASHBOARD_VIEWS.find((view) => view.id === 'ACTEXP')?.criteria,
    });
    expect(dashboardViewCount({ entity: 'tickets', view: 'UNASSIGNED' })).toEqual({
      kind: 'count',
      endpoint: 'tickets',
      criteria: TICKET_DASHBOARD_VIEWS.find((view) => view.id === 'UNASSIGNED')?.criteria,
    });
  });

  it('knows no second naming: the old watch-state names are not views', () => {
    for (const [entity, view] of [
      ['service-orders', 'open-not-confirmed'],
      ['service-orders', 'closed'],
      ['repeat-orders', 'with-expired-activities'],
      ['tickets', 'to-assign'],
    ] as const) {
      expect(dashboardViewCount({ entity, view })).toBeNull();
    }
  });

  it('counts tokens on the proxy and folders with the three folder calls', () => {
    expect(dashboardViewCount({ entity: 'tokens', view: '2VER' })).toEqual({
      kind: 'proxy',
      endpoint: 'proxy/tokens',
      criteria: { isInvoiced: false },
    });
    expect(dashboardViewCount({ entity: 'folders', view: 'expiring' })).toEqual({
      kind: 'folders',
      folderKind: 'expiring',
      criteria: { folderView: 'expiring' },
    });
  });

  it('gives null for a view nobody defined', () => {
    expect(dashboardViewCount({ entity: 'claims', view: 'NOPE' })).toBeNull();
    expect(dashboardViewCount({ entity: 'folders', view: 'all' })).toBeNull();
  });

  it('tells proxy endpoints apart', () => {
    expect(isProxyEndpoint('proxy/tokens')).toBe(true);
    expect(isProxyEndpoint('/proxy/orders/quotes')).toBe(true);
    expect(isProxyEndpoint('orders')).toBe(false);
  });
});

describe('countDashboardView', () => {
  function client(answer: (body: unknown) => unknown) {
    const fake = fakeFetch((request) => json(answer(request.body)));
    return {
      fake,
      client: createApiClient({
        baseUrl: '',
        getToken: () => 'jwt',
        getProfileId: () => 'portineria:spl:3',
        fetch: fake.fetch,
      }),
    };
  }

  it('counts a folder view for the supplier company with its one call (000 §7 "count is the length of data.data")', async () => {
    const { client: api, fake } = client(() => ({ data: [{ id: 1 }, { id: 2 }, { id: 3 }] }));
    await expect(
      api.counters.countDashboardView({ entity: 'folders', view: 'expired' }, { companyId: 3 }),
    ).resolves.toBe(3);
    expect(fake.requests).toHaveLength(1);
    expect(fake.last().url).toBe('/api/v2/folders/many-available');
    expect(fake.last().body).toEqual({ query: { sysSplId: '3' }, filters: { status: 'expired' } });
  });

  it("000 §8: a failed folder count rejects with the typed error (the chip shows '-')", async () => {
    const fake = fakeFetch(() =>
      json({ error_code: 'MODULE_DISABLED', message: 'Funzionalità non abilitata' }, 403),
    );
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'portineria:spl:3',
      fetch: fake.fetch,
    });
    const error: unknown = await api.counters
      .countDashboardView({ entity: 'folders', view: 'empty' }, { companyId: 3 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('MODULE_DISABLED');
  });

  it('rejects a folder view without the company id, and an unknown view', async () => {
    const { client: api, fake } = client(() => ({ data: [] }));
    await expect(
      api.counters.countDashboardView({ entity: 'folders', view: 'expired' }),
    ).rejects.toThrow(RangeError);
    await expect(
      api.counters.countDashboardView({ entity: 'quotes', view: 'NOPE' }),
    ).rejects.toThrow('Unknown dashboard view quotes/NOPE');
    expect(fake.requests).toHaveLength(0);
  });

  it("replaces '@activeUser' in a counter with the id given to the call", async () => {
    const { client: api, fake } = client(() => ({ counter: [4, 1] }));
    await expect(
      api.counters.countFor('claims', { _orgEmployee: '@activeUser' }, { activeUserId: 77 }),
    ).resolves.toBe(1);
    expect(fake.last().body).toEqual({
      attributes: [],
      criteria: { _orgEmployee: 77 },
      include: [],
      order: [],
    });
  });
});
