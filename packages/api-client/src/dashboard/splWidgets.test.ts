import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient.ts';
import { ApiError } from '../http/errors.ts';
import { fakeFetch, json, type FakeHandler } from '../http/testing/fakeFetch.ts';
import { dayBounds } from './orgWidgets.ts';
import {
  getSplExpiredActivities,
  getSplRequestedQuotes,
  getSplTodayActivities,
} from './splWidgets.ts';

function clientWith(handler: FakeHandler) {
  const fake = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: '',
    getToken: () => 'jwt',
    getProfileId: () => 'portineria:spl:5',
    getActiveUserId: () => 4,
    fetch: fake.fetch,
  });
  return { fake, client };
}

const failure = () => json({ error_code: 'FORBIDDEN', message: 'Operazione non consentita' }, 403);

const OPEN_ORDER_INCLUDE = [
  {
    association: 'org_orders',
    where: { status: 'OPEN' },
    required: true,
    include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
  },
];

const activity = {
  id: 31,
  code: 'ATT-31',
  status: 'WORKING',
  validFrom: '2025-03-18',
  validTo: '2025-03-20',
  isPending: false,
  org_orders: {
    id: 2,
    object: 'Perdita tubo bagno interno 4',
    code: 'ODS-2',
    status: 'OPEN',
    category: 'ODS',
    priority: 1,
    isSuspended: true,
    org_buildings: { id: 1, name: 'Condominio Via Manzoni 12' },
    org_suppliers: { id: 3, name1: 'Idraulica Bianchi', name2: 'S.r.l.' },
  },
};

describe("getSplTodayActivities (000 §2 'Attività pianificate', §9 'SPL today's activities 999')", () => {
  it('asks for every activity of the day (limit 999) on open orders', async () => {
    const day = '2025-03-18';
    const { start, end } = dayBounds(day);
    const { client, fake } = clientWith(() => json({ rows: { results: [activity], counter: 1 } }));
    const items = await getSplTodayActivities(client, { day });
    expect(fake.last().method).toBe('POST');
    expect(fake.last().url).toBe('/api/v2/proxy/activities');
    expect(fake.last().body).toEqual({
      query_sequelize: {
        where: {
          status: { $in: ['TODO', 'WORKING'] },
          validFrom: { $lte: end },
          validTo: { $gte: start },
        },
        include: OPEN_ORDER_INCLUDE,
        order: [['validFrom', 'ASC']],
        limit: 999,
      },
    });
    expect(items).toEqual([
      {
        reference: { kind: 'activity', id: 31, orderId: 2, orderCategory: 'ODS' },
        id: 31,
        code: 'ATT-31',
        status: 'WORKING',
        validFrom: '2025-03-18',
        validTo: '2025-03-20',
        isPending: false,
        orderName: 'Perdita tubo bagno interno 4',
        orderCode: 'ODS-2',
        buildingName: 'Condominio Via Manzoni 12',
        supplierName: 'Idraulica Bianchi S.r.l.',
        isUrgent: false,
        isSuspended: true,
        record: activity,
      },
    ]);
  });

  it('rejects with the typed error', async () => {
    const { client } = clientWith(failure);
    await expect(getSplTodayActivities(client, { day: '2025-03-18' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('getSplExpiredActivities (000 §2 "expired activities (max 5)")', () => {
  it('asks for 5 TODO or WORKING activities past their end before the end of yesterday', async () => {
    const { client, fake } = clientWith(() => json({ rows: { results: [], counter: 0 } }));
    await expect(getSplExpiredActivities(client, { day: '2025-03-18' })).resolves.toEqual([]);
    expect(fake.last().body).toEqual({
      query_sequelize: {
        where: {
          status: { $in: ['TODO', 'WORKING'] },
          validTo: { $lt: new Date(2025, 2, 17, 23, 59, 59, 999).toISOString() },
        },
        include: OPEN_ORDER_INCLUDE,
        order: [['validTo', 'ASC']],
        limit: 5,
      },
    });
  });

  it('rejects with the typed error', async () => {
    const { client } = clientWith(failure);
    const error: unknown = await getSplExpiredActivities(client, { day: '2025-03-18' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});

describe("getSplRequestedQuotes (000 §2 'Preventivi richiesti da fare')", () => {
  it('asks for 5 quote requests whose offer is still to submit, with their building', async () => {
    const summary = {
      id: 40,
      category: 1,
      object: 'Rifacimento guaina del tetto',
      dateOrder: '2025-03-14',
      org_buildings: { name: 'Condominio Via Manzoni 12' },
      quotes: { got: 0, requests: 3 },
      offerStatus: 'REQUESTED',
    };
    const { client, fake } = clientWith(() => json({ rows: { results: [summary], counter: 1 } }));
    const items = await getSplRequestedQuotes(client);
    expect(fake.last().url).toBe('/api/v2/proxy/orders/quotes');
    expect(fake.last().body).toEqual({
      query_sequelize: {
        where: { offerStatus: 'REQUESTED' },
        include: [{ association: 'org_buildings', required: true }],
        order: [['updatedAt', 'DESC']],
        limit: 5,
      },
    });
    expect(items).toEqual([
      {
        id: 40,
        title: 'Rifacimento guaina del tetto',
        date: '2025-03-14',
        buildingName: 'Condominio Via Manzoni 12',
        requests: 3,
        submit: 0,
        reference: { kind: 'quote', id: 40 },
        progress: 0,
        offerStatus: 'REQUESTED',
        record: summary,
      },
    ]);
  });

  it('rejects with the typed error', async () => {
    const { client } = clientWith(failure);
    await expect(getSplRequestedQuotes(client)).rejects.toBeInstanceOf(ApiError);
  });
});
