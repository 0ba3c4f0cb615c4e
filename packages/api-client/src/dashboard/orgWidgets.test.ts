import { CLAIMS_ASSIGNED_TO_ME_CRITERIA, DEFAULT_EVENT_COLOR } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient.ts';
import { ApiError, HttpError } from '../http/errors.ts';
import { fakeFetch, json, type FakeHandler } from '../http/testing/fakeFetch.ts';
import {
  dayBounds,
  getActivitiesList,
  getAssignedToMe,
  getDailyEvents,
  getOrdersList,
  getQuotesList,
  getRepeatOrdersList,
  getTicketsList,
  getTokensList,
  localDay,
} from './orgWidgets.ts';

function clientWith(handler: FakeHandler, activeUserId: number | null = 5) {
  const fake = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: '',
    getToken: () => 'jwt',
    getProfileId: () => 'portineria:org:12',
    getActiveUserId: () => activeUserId,
    fetch: fake.fetch,
  });
  return { fake, client };
}

const failure = () =>
  json({ error_code: 'MODULE_DISABLED', message: 'Funzionalità non abilitata' }, 403);

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('days', () => {
  it('reads a local day into its first and last millisecond', () => {
    expect(dayBounds('2025-03-18')).toEqual({
      start: new Date(2025, 2, 18, 0, 0, 0, 0).toISOString(),
      end: new Date(2025, 2, 18, 23, 59, 59, 999).toISOString(),
    });
    expect(localDay(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });

  it('refuses what is not a day', () => {
    expect(() => dayBounds('2025-02-30')).toThrow(RangeError);
    expect(() => dayBounds('18/03/2025')).toThrow(RangeError);
  });
});

describe('getDailyEvents (001 §2.7 daily events)', () => {
  const day = '2025-03-18';
  const { start, end } = dayBounds(day);

  it('asks the calendar for the events touching the day, spanning ones included', async () => {
    const { client, fake } = clientWith(() => json({ data: [] }));
    await getDailyEvents(client, { day });
    expect(fake.last().method).toBe('POST');
    expect(fake.last().url).toBe('/api/v2/calendar/search');
    expect(fake.last().body).toEqual({
      where: { startTime: { $lte: end }, endTime: { $gte: start } },
      order: [['startTime', 'ASC']],
      limit: 1000,
    });
  });

  it('gives rows of the day in domain order, blue when an event has no colour (001 §9)', async () => {
    const { client } = clientWith(() =>
      json({
        data: [
          {
            id: 1,
            object: 'Sopralluogo',
            startTime: new Date(2025, 2, 18, 9, 30).toISOString(),
            endTime: new Date(2025, 2, 18, 10, 30).toISOString(),
            isAllDay: false,
            color: '#1565C0',
          },
          {
            id: 2,
            object: 'Corso di aggiornamento',
            startTime: new Date(2025, 2, 17, 9).toISOString(),
            endTime: new Date(2025, 2, 19, 18).toISOString(),
            isAllDay: false,
            color: null,
          },
          {
            id: 3,
            object: 'Assemblea',
            startTime: new Date(2025, 2, 18, 0).toISOString(),
            endTime: new Date(2025, 2, 18, 23, 59).toISOString(),
            isAllDay: true,
            color: null,
          },
        ],
      }),
    );
    const items = await getDailyEvents(client, { day });
    // 002 §4.3 "Events that last more than 24 h count as all-day": all-day rows first, by start.
    expect(items.map((item) => item.object)).toEqual([
      'Corso di aggiornamento',
      'Assemblea',
      'Sopralluogo',
    ]);
    expect(items[0]).toEqual({
      reference: { kind: 'event', day },
      id: 2,
      object: 'Corso di aggiornamento',
      color: DEFAULT_EVENT_COLOR,
      startTime: new Date(2025, 2, 17, 9).toISOString(),
      endTime: new Date(2025, 2, 19, 18).toISOString(),
      isAllDay: true,
    });
    expect(items[1]?.isAllDay).toBe(true);
    expect(items[2]).toMatchObject({ color: '#1565C0', isAllDay: false });
  });

  it('rejects with the typed error when the calendar cannot be read', async () => {
    const { client } = clientWith(failure);
    const error = await rejection(getDailyEvents(client, { day }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('MODULE_DISABLED');
  });

  it('makes no call for a day that is not one', async () => {
    const { client, fake } = clientWith(() => json({ data: [] }));
    await expect(getDailyEvents(client, { day: '2025-13-01' })).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });
});

const ticket = (id: number, createdAt: string) => ({
  id,
  code: `TCK-${String(id)}`,
  object: `Ticket ${String(id)}`,
  status: 'OPEN',
  priority: 'NORMAL',
  dateTicket: createdAt,
  createdAt,
  org_buildings: { id: 1, name: 'Condominio Via Manzoni 12' },
  org_contacts: { id: 4, fullname: 'Maria Verdi', isPerson: true },
  org_employees: { fullname: 'Luca Neri' },
});
const order = (id: number, createdAt: string) => ({
  id,
  code: `ODS-${String(id)}`,
  object: `Ordine ${String(id)}`,
  status: 'OPEN',
  category: 'ODS',
  priority: 2,
  dateOrder: createdAt.slice(0, 10),
  createdAt,
  org_buildings: { id: 1, name: 'Condominio Via Manzoni 12' },
  org_suppliers: { id: 3, name1: 'Idraulica Bianchi', name2: 'S.r.l.' },
});
const claim = (id: number, createdAt: string) => ({
  id,
  code: `SIN-${String(id)}`,
  status: 'OPEN',
  description: 'Infiltrazione',
  dateStart: createdAt.slice(0, 10),
  createdAt,
  building: { id: 1, name: 'Condominio Via Manzoni 12' },
});

describe('getAssignedToMe (001 §2.7, §9)', () => {
  function sources(handlers: Record<string, () => Response>) {
    return clientWith((request) => {
      const path = new URL(request.url, 'http://x').pathname;
      const handler = handlers[path];
      if (!handler) throw new Error(`unexpected ${path}`);
      return handler();
    });
  }

  it("asks each allowed source for 50 items assigned to the active user's employee record", async () => {
    const { client, fake } = sources({
      '/api/v2/tickets/search': () => json({ data: [] }),
      '/api/v2/orders/search': () => json({ rows: { results: [], counter: 0 } }),
      '/api/v2/claims/search': () => json({ data: [] }),
    });
    await getAssignedToMe(client, { sources: ['tickets', 'orders', 'claims'] });
    const bodies = Object.fromEntries(
      fake.requests.map((request) => [new URL(request.url, 'http://x').pathname, request.body]),
    );
    expect(bodies['/api/v2/tickets/search']).toEqual({
      where: { status: { $in: ['OPEN', 'WORKING'] }, '$org_employees._user$': 5 },
      include: [
        { association: 'org_buildings' },
        { association: 'org_contacts' },
        { association: 'org_employees' },
      ],
      order: [['createdAt', 'DESC']],
      limit: 50,
    });
    expect(bodies['/api/v2/orders/search']).toEqual({
      where: { status: 'OPEN', '$org_employees._user$': 5 },
      include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
      order: [['createdAt', 'DESC']],
      limit: 50,
    });
    expect(bodies['/api/v2/claims/search']).toEqual({
      where: { ...CLAIMS_ASSIGNED_TO_ME_CRITERIA, '$org_employees._user$': 5 },
      order: [['createdAt', 'DESC']],
      limit: 50,
      include: [
        { association: 'building' },
        { association: 'supplierICMP' },
        { association: 'supplierIEXP' },
      ],
    });
  });

  it('calls only the sources passed in', async () => {
    const { client, fake } = sources({
      '/api/v2/orders/search': () => json({ rows: { results: [], counter: 0 } }),
    });
    await expect(getAssignedToMe(client, { sources: ['orders'] })).resolves.toEqual([]);
    expect(fake.requests.map((request) => request.url)).toEqual(['/api/v2/orders/search']);
  });

  it('merges the sources newest first, each row tagged with its source', async () => {
    const { client } = sources({
      '/api/v2/tickets/search': () => json({ data: [ticket(1, '2025-03-18T09:00:00.000Z')] }),
      '/api/v2/orders/search': () =>
        json({ rows: { results: [order(2, '2025-03-18T10:00:00.000Z')], counter: 1 } }),
      '/api/v2/claims/search': () => json({ data: [claim(3, '2025-03-17T10:00:00.000Z')] }),
    });
    const items = await getAssignedToMe(client, { sources: ['tickets', 'orders', 'claims'] });
    expect(items.map((entry) => [entry.source, entry.item.id])).toEqual([
      ['orders', 2],
      ['tickets', 1],
      ['claims', 3],
    ]);
    const [first, second, third] = items;
    expect(first?.source === 'orders' && first.item).toMatchObject({
      reference: { kind: 'order', id: 2, category: 'ODS' },
      title: 'Ordine 2',
      buildingName: 'Condominio Via Manzoni 12',
      supplierName: 'Idraulica Bianchi S.r.l.',
      isUrgent: true,
    });
    expect(second?.source === 'tickets' && second.item).toMatchObject({
      reference: { kind: 'ticket', id: 1 },
      title: 'Ticket 1',
      userName: 'Maria Verdi',
      assigneeName: 'Luca Neri',
    });
    expect(third?.source === 'claims' && third.item).toMatchObject({
      reference: { kind: 'claim', id: 3 },
      title: 'Infiltrazione',
      code: 'SIN-3',
    });
  });

  it('cuts the merge to 50 items', async () => {
    const many = Array.from({ length: 50 }, (_, index) =>
      ticket(index + 1, new Date(Date.UTC(2025, 2, 1, 0, index)).toISOString()),
    );
    const { client } = sources({
      '/api/v2/tickets/search': () => json({ data: many }),
      '/api/v2/claims/search': () => json({ data: [claim(99, '2025-03-18T10:00:00.000Z')] }),
    });
    const items = await getAssignedToMe(client, { sources: ['tickets', 'claims'] });
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({ source: 'claims', item: { id: 99 } });
  });

  it('fills the active user given to the call before the client default', async () => {
    const { client, fake } = sources({ '/api/v2/tickets/search': () => json({ data: [] }) });
    await getAssignedToMe(client, { sources: ['tickets'] }, { activeUserId: 41 });
    expect((fake.last().body as { where: unknown }).where).toEqual({
      status: { $in: ['OPEN', 'WORKING'] },
      '$org_employees._user$': 41,
    });
  });

  it('rejects with the typed error of a failing source', async () => {
    const { client } = sources({
      '/api/v2/tickets/search': () => json({ data: [] }),
      '/api/v2/claims/search': failure,
    });
    const error = await rejection(getAssignedToMe(client, { sources: ['tickets', 'claims'] }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).request).toEqual({ method: 'POST', path: 'claims/search' });
  });
});

describe('getTicketsList (000 §6, 002 §7.6)', () => {
  it('lists the open view, 5 tickets by dateTicket then priority, with building and people', async () => {
    const { client, fake } = clientWith(() => json({ data: [ticket(7, '2025-03-18T08:00:00Z')] }));
    const items = await getTicketsList(client, { profileLevel: 2 });
    expect(fake.last().url).toBe('/api/v2/tickets/search');
    expect(fake.last().body).toEqual({
      where: { status: { $in: ['OPEN', 'WORKING'] } },
      include: [
        { association: 'org_buildings' },
        { association: 'org_contacts' },
        { association: 'org_employees' },
      ],
      order: [
        ['dateTicket', 'DESC'],
        ['priority', 'DESC'],
      ],
      offset: 0,
      limit: 5,
    });
    expect(items).toEqual([
      {
        reference: { kind: 'ticket', id: 7 },
        id: 7,
        code: 'TCK-7',
        title: 'Ticket 7',
        date: '2025-03-18T08:00:00Z',
        createdAt: '2025-03-18T08:00:00Z',
        buildingName: 'Condominio Via Manzoni 12',
        userName: 'Maria Verdi',
        assigneeName: 'Luca Neri',
        status: 'OPEN',
        priority: 'NORMAL',
        record: ticket(7, '2025-03-18T08:00:00Z'),
      },
    ]);
  });

  it("level 1 lists the user's own tickets ('I miei ticket aperti')", async () => {
    const { client, fake } = clientWith(() => json({ data: [] }));
    await getTicketsList(client, { profileLevel: 1 });
    expect((fake.last().body as { where: unknown }).where).toEqual({
      status: { $in: ['OPEN', 'WORKING'] },
      '$org_employees._user$': 5,
    });
  });

  it('rejects with the typed error', async () => {
    const { client } = clientWith(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(getTicketsList(client, { profileLevel: 2 })).rejects.toBeInstanceOf(HttpError);
  });
});

describe('order lists', () => {
  it('orders_list: the open service orders, newest first, 5 with building and supplier', async () => {
    const { client, fake } = clientWith(() =>
      json({ rows: { results: [order(4, '2025-03-18T10:00:00.000Z')], counter: 9 } }),
    );
    const items = await getOrdersList(client);
    expect(fake.last().url).toBe('/api/v2/orders/search');
    expect(fake.last().body).toEqual({
      where: { category: 1, status: 2 },
      include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
      order: [['createdAt', 'DESC']],
      limit: 5,
    });
    expect(items[0]).toMatchObject({
      reference: { kind: 'order', id: 4, category: 'ODS' },
      code: 'ODS-4',
      date: '2025-03-18',
      supplierName: 'Idraulica Bianchi S.r.l.',
    });
  });

  it('repeat_orders_list: the open contracts (001 §2.7 "Repeated active orders list")', async () => {
    const { client, fake } = clientWith(() =>
      json({
        rows: {
          results: [{ ...order(5, '2025-03-01T10:00:00.000Z'), category: 'ODP', priority: 1 }],
          counter: 1,
        },
      }),
    );
    const items = await getRepeatOrdersList(client);
    expect(fake.last().url).toBe('/api/v2/contracts/search');
    expect(fake.last().body).toEqual({
      where: { category: 2, status: 2 },
      include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
      order: [['createdAt', 'DESC']],
      limit: 5,
    });
    expect(items[0]).toMatchObject({
      reference: { kind: 'order', id: 5, category: 'ODP' },
      isUrgent: false,
    });
  });

  it('reject with the typed error', async () => {
    const { client } = clientWith(failure);
    await expect(getOrdersList(client)).rejects.toBeInstanceOf(ApiError);
    await expect(getRepeatOrdersList(client)).rejects.toBeInstanceOf(ApiError);
  });

  it('refuse an answer that is not a rows page', async () => {
    const { client } = clientWith(() => json({ data: [] }));
    await expect(getOrdersList(client)).rejects.toMatchObject({
      kind: 'format',
      expected: '{ rows: { results: [...], counter } }',
    });
  });
});

describe('getActivitiesList (002 §7.6)', () => {
  it("lists the day's TODO and WORKING activities of open orders, 5 of them", async () => {
    const day = '2025-03-18';
    const { start, end } = dayBounds(day);
    const activity = {
      id: 8,
      code: 'ATT-8',
      status: 'TODO',
      validFrom: '2025-03-18',
      validTo: '2025-03-18',
      isPending: true,
      org_orders: {
        id: 4,
        object: 'Pulizia scale',
        code: 'ODP-4',
        status: 'OPEN',
        category: 'ODP',
        priority: 2,
        isSuspended: false,
        org_buildings: { id: 1, name: 'Condominio Via Manzoni 12' },
        org_suppliers: { id: 9, name1: 'Pulizie Splendor' },
      },
    };
    const { client, fake } = clientWith(() => json({ rows: { results: [activity], counter: 1 } }));
    const items = await getActivitiesList(client, { day });
    expect(fake.last().url).toBe('/api/v2/proxy/activities');
    expect(fake.last().body).toEqual({
      query_sequelize: {
        where: {
          status: { $in: ['TODO', 'WORKING'] },
          validFrom: { $lte: end },
          validTo: { $gte: start },
        },
        include: [
          {
            association: 'org_orders',
            where: { status: 'OPEN' },
            required: true,
            include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
          },
        ],
        order: [['validFrom', 'ASC']],
        limit: 5,
      },
    });
    expect(items).toEqual([
      {
        reference: { kind: 'activity', id: 8, orderId: 4, orderCategory: 'ODP' },
        id: 8,
        code: 'ATT-8',
        status: 'TODO',
        validFrom: '2025-03-18',
        validTo: '2025-03-18',
        isPending: true,
        orderName: 'Pulizia scale',
        orderCode: 'ODP-4',
        buildingName: 'Condominio Via Manzoni 12',
        supplierName: 'Pulizie Splendor',
        isUrgent: true,
        isSuspended: false,
        record: activity,
      },
    ]);
  });

  it('rejects with the typed error', async () => {
    const { client } = clientWith(failure);
    await expect(getActivitiesList(client, { day: '2025-03-18' })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('getQuotesList (002 §7.6)', () => {
  it('asks the quotes proxy by updatedAt with buildings required, rows through quotesWidgetItem', async () => {
    const summary = {
      id: 11,
      category: 1,
      object: 'Rifacimento guaina',
      dateOrder: '2025-03-10',
      org_buildings: { name: 'Condominio Via Manzoni 12' },
      quotes: { got: 1, requests: 4 },
    };
    const { client, fake } = clientWith(() => json({ rows: { results: [summary], counter: 1 } }));
    const items = await getQuotesList(client);
    expect(fake.last().url).toBe('/api/v2/proxy/orders/quotes');
    expect(fake.last().body).toEqual({
      query_sequelize: {
        include: [{ association: 'org_buildings', required: true }],
        order: [['updatedAt', 'DESC']],
        limit: 5,
      },
    });
    expect(items).toEqual([
      {
        id: 11,
        title: 'Rifacimento guaina',
        date: '2025-03-10',
        buildingName: 'Condominio Via Manzoni 12',
        requests: 4,
        submit: 1,
        reference: { kind: 'quote', id: 11 },
        progress: 25,
        offerStatus: null,
        record: summary,
      },
    ]);
  });

  it('rejects with the typed error', async () => {
    const { client } = clientWith(failure);
    await expect(getQuotesList(client)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('getTokensList', () => {
  it('lists the tokens to verify (view 2VER) with building, supplier and order', async () => {
    const token = {
      id: 21,
      code: 'GTN-0004',
      description: 'Intervento programmato',
      amount: '400.00',
      isInvoiced: false,
      createdAt: '2025-03-10T18:00:00.000Z',
      org_buildings: { name: 'Condominio Via Manzoni 12' },
      org_suppliers: { name1: 'Idraulica Bianchi', name2: 'S.r.l.' },
      org_orders: {
        id: 3,
        object: 'Manutenzione impianto idrico',
        status: 'OPEN',
        category: 'ODP',
      },
    };
    const { client, fake } = clientWith(() => json({ rows: { results: [token], counter: 2 } }));
    const items = await getTokensList(client);
    expect(fake.last().url).toBe('/api/v2/proxy/tokens');
    expect(fake.last().body).toEqual({
      query_sequelize: {
        where: { isInvoiced: false },
        include: [
          { association: 'org_buildings' },
          { association: 'org_suppliers' },
          { association: 'org_orders' },
        ],
        order: [['createdAt', 'DESC']],
        limit: 5,
      },
    });
    expect(items[0]).toMatchObject({
      reference: { kind: 'token', id: 21 },
      amount: 400,
      supplierName: 'Idraulica Bianchi S.r.l.',
      orderName: 'Manutenzione impianto idrico',
    });
  });

  it('rejects with the typed error', async () => {
    const { client } = clientWith(failure);
    await expect(getTokensList(client)).rejects.toBeInstanceOf(ApiError);
  });
});
