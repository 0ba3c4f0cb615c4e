/**
 * The dashboards' data path end to end (000 §2): each demo account signs in through the
 * stand-in login and every dashboard call of the api-client (`src/dashboard/`, the counters)
 * runs against the real gateway on the demo seed. Shapes are checked, and the key figures are
 * compared with the seeded rows read directly from the database (the expected numbers are
 * computed, never written down). Tenants never leak: every record a list shows belongs to the
 * caller's organisation, supplier or buildings.
 */
import {
  ApiError,
  countUnreadCorrespondence,
  dashboardViewCount,
  getActivitiesList,
  getAssignedToMe,
  getDailyEvents,
  getOrdersList,
  getQuotesList,
  getRepeatOrdersList,
  getSplExpiredActivities,
  getSplRequestedQuotes,
  getSplTodayActivities,
  getTicketsList,
  getTokensList,
  getUnreadCorrespondencePage,
  localDay,
  resolveCallCriteria,
  type ApiClient,
  type DashboardAssignedItem,
} from '@portineria/api-client';
import {
  ASSIGNED_TO_ME_SOURCE_PERMISSIONS,
  ASSIGNED_TO_ME_SOURCES,
  DASHBOARD_WIDGETS,
  DEFAULT_EVENT_COLOR,
  assignedToMeAllowedSources,
  dashboardWidgetById,
  defaultDashboardFor,
  evaluatePermission,
  isClaimClosed,
  withApplicationModules,
  type DashboardViewReference,
  type Profile,
} from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDER_EXPIRING_DAYS } from '../../src/resources/folders.ts';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { clientOf, orgSignInBurst } from '../support/dashboardBurst.ts';
import { actingClientFor, actingProfile } from '../support/contract.ts';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
const now = new Date();
const today = localDay(now);
const dayAfter = (offset: number) =>
  localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, 12));

interface Acting {
  client: ApiClient;
  profile: Profile;
  userId: number;
}

async function actAs(account: DemoAccountKey, roleType: 'ORG' | 'SPL' | 'USR'): Promise<Acting> {
  const { acting, client } = await actingClientFor(gateway, account, roleType, { now: () => now });
  const profile = await actingProfile(gateway, acting);
  return { client, profile, userId: acting.user.id };
}

/** The sources of 'Assegnati a me' a profile may see, as the web decides them (domain). */
function allowedSources(profile: Profile) {
  return assignedToMeAllowedSources(
    Object.fromEntries(
      ASSIGNED_TO_ME_SOURCES.map((source) => [
        source,
        evaluatePermission(
          profile,
          withApplicationModules(ASSIGNED_TO_ME_SOURCE_PERMISSIONS[source]),
        ).state,
      ]),
    ),
  );
}

function db() {
  return gateway.gateway.deps.db;
}

/**
 * How many rows the list a counter opens shows: its endpoint's search with the view's criteria
 * (the list screen asks `{endpoint}/search` with `?view=`'s criteria; tokens through the proxy),
 * counted on the rows themselves, not on the server's counter.
 */
async function listCountOf(
  client: ApiClient,
  reference: Parameters<typeof dashboardViewCount>[0],
): Promise<number> {
  const count = dashboardViewCount(reference);
  if (!count || count.kind === 'folders') throw new RangeError(`no list for ${reference.entity}`);
  const where = resolveCallCriteria(client.http, count.criteria);
  const body: unknown =
    count.kind === 'proxy'
      ? await client.http.request({
          method: 'POST',
          path: count.endpoint,
          body: { query_sequelize: { where, limit: LIST_LIMIT } },
        })
      : await client.http.request({
          method: 'POST',
          path: `${count.endpoint}/search`,
          body: { where, limit: LIST_LIMIT },
        });
  const shaped = body as { data?: unknown[]; rows?: { results?: unknown[] } };
  const rows = shaped.data ?? shaped.rows?.results;
  if (!Array.isArray(rows)) throw new Error(`${count.endpoint}: no rows in the answer`);
  expect(rows.length, `${count.endpoint}: the list is not cut by its limit`).toBeLessThan(
    LIST_LIMIT,
  );
  return rows.length;
}

/** More rows than any demo list holds: a list this long would be cut, and the test says so. */
const LIST_LIMIT = 1000;

const sorted = (values: Iterable<number>) => [...values].sort((first, second) => first - second);

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('the counters: every view of the widget catalogue counts on the gateway', () => {
  const orgReferences = DASHBOARD_WIDGETS.filter((widget) => widget.roles.includes('ORG'))
    .flatMap((widget) => widget.views)
    .filter((reference) => reference.entity !== 'folders');

  it('resolves every view of the catalogue (000 §4 view names, 000 §9 counters)', () => {
    const references = DASHBOARD_WIDGETS.flatMap((widget) => widget.views);
    expect(references.filter((reference) => dashboardViewCount(reference) === null)).toEqual([]);
  });

  it('counts every ORG view for Giulia (persons and buildings included)', async () => {
    const { client } = await actAs('giulia', 'ORG');
    let counted = 0;
    for (const reference of orgReferences) {
      const count = await client.counters.countDashboardView(reference);
      const name = `${reference.entity}/${String(reference.view)}`;
      // A counter says how many rows the list it opens shows (the list filtered to its view).
      expect(count, name).toBe(await listCountOf(client, reference));
      counted += count;
    }
    expect(counted).toBeGreaterThan(0);
  });

  it('counts the persons of the registry: contacts that are people, of the organisation only', async () => {
    const { client } = await actAs('giulia', 'ORG');
    const rows = await db()
      .selectFrom('contacts')
      .select(['organization_id', 'is_person'])
      .execute();
    const expected = rows.filter(
      (row) => row.organization_id === gateway.seed.organizations.studioRossi && row.is_person,
    ).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(rows.filter((row) => row.is_person).length);
    await expect(
      client.counters.countDashboardView({ entity: 'persons', view: null }),
    ).resolves.toBe(expected);
  });

  it('counts condominiums for the administrator and private buildings for the property manager (000 §6, §9)', async () => {
    const buildings = await db()
      .selectFrom('buildings')
      .select(['organization_id', 'is_private'])
      .execute();
    const count = (organizationId: number, isPrivate: boolean) =>
      buildings.filter(
        (row) => row.organization_id === organizationId && row.is_private === isPrivate,
      ).length;
    const giulia = await actAs('giulia', 'ORG');
    const condominiums = dashboardWidgetById('condominiums_counter')?.views[0];
    expect(condominiums).toBeDefined();
    await expect(
      giulia.client.counters.countDashboardView(condominiums as DashboardViewReference),
    ).resolves.toBe(count(gateway.seed.organizations.studioRossi, false));
    const sara = await actAs('sara', 'ORG');
    const privateBuildings = dashboardWidgetById('private_buildings_counter')?.views[0];
    const expected = count(gateway.seed.organizations.contiGestioni, true);
    expect(expected).toBeGreaterThan(0);
    await expect(
      sara.client.counters.countDashboardView(privateBuildings as DashboardViewReference),
    ).resolves.toBe(expected);
  });

  it("shows non-zero counts on Giulia's default administrator dashboard", async () => {
    const { client } = await actAs('giulia', 'ORG');
    const configuration = defaultDashboardFor('administrator').configuration;
    const references = configuration.flatMap((id) =>
      id ? (dashboardWidgetById(id)?.views ?? []) : [],
    );
    expect(references.length).toBeGreaterThan(10);
    for (const reference of references) {
      const count = await client.counters.countDashboardView(reference);
      expect(count, `${reference.entity}/${String(reference.view)}`).toBeGreaterThan(0);
    }
  });

  it("counts Paolo's three folder chips as the seeded folders (000 §7 'count is the length of data.data')", async () => {
    const { client, profile } = await actAs('paolo', 'SPL');
    const folders = await db()
      .selectFrom('certification_folders')
      .select(['supplier_id', 'items', 'expires_on', 'is_required', 'uploadable_by_spl'])
      .where('supplier_id', '=', gateway.seed.suppliers.idraulicaBianchi)
      .execute();
    const limit = dayAfter(FOLDER_EXPIRING_DAYS);
    const expected = {
      empty: folders.filter(
        (row) => row.is_required && row.uploadable_by_spl && (row.items as unknown[]).length === 0,
      ).length,
      expired: folders.filter((row) => row.expires_on !== null && row.expires_on < today).length,
      expiring: folders.filter(
        (row) => row.expires_on !== null && row.expires_on >= today && row.expires_on <= limit,
      ).length,
    };
    for (const reference of dashboardWidgetById('spl_folders_chips')?.views ?? []) {
      const kind = reference.view as keyof typeof expected;
      expect(expected[kind], kind).toBeGreaterThan(0);
      await expect(
        client.counters.countDashboardView(reference, { companyId: profile.company_id }),
      ).resolves.toBe(expected[kind]);
    }
  });

  it("counts the SPL order and contract chips of Paolo's company", async () => {
    const { client } = await actAs('paolo', 'SPL');
    for (const id of ['spl_orders_chips', 'spl_contracts_chips']) {
      const views = dashboardWidgetById(id)?.views ?? [];
      expect(views.length, id).toBeGreaterThan(0);
      for (const reference of views) {
        const count = await client.counters.countDashboardView(reference);
        expect(count, `${id}: ${String(reference.view)}`).toBe(
          await listCountOf(client, reference),
        );
      }
    }
  });

  it("000 §8: a count the profile may not make rejects with the typed error (Anna's folders, no qualifications module)", async () => {
    const { client, profile } = await actAs('anna', 'SPL');
    const error: unknown = await client.counters
      .countDashboardView({ entity: 'folders', view: 'empty' }, { companyId: profile.company_id })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('MODULE_DISABLED');
  });
});

describe("Giulia Rossi's ORG dashboard (Studio Rossi, administrator)", () => {
  it('answers the whole sign-in burst at once: shell, menu permissions in one call, every widget', async () => {
    const acting = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
    const { profile } = await actAs('giulia', 'ORG');
    let requests = 0;
    const client = clientOf(gateway.url, acting, (input, init) => {
      requests += 1;
      return fetch(input, init);
    });
    const results = await Promise.allSettled(orgSignInBurst(client, profile).map((call) => call()));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    // About twenty requests, whatever the menu's length (000 §2).
    expect(requests).toBeGreaterThan(15);
    expect(requests).toBeLessThanOrEqual(25);
  });

  it("'Eventi del calendario' lists today's events, the ones spanning the day included", async () => {
    const { client } = await actAs('giulia', 'ORG');
    const items = await getDailyEvents(client, { day: today });
    const objects = items.map((item) => item.object);
    expect(objects).toEqual(
      expect.arrayContaining([
        'Sopralluogo Via Manzoni 12',
        'Riunione con Idraulica Bianchi',
        'Corso di aggiornamento per amministratori',
      ]),
    );
    const rows = await db()
      .selectFrom('calendar_events')
      .select(['id', 'organization_id', 'start_time', 'end_time'])
      .execute();
    const dayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const dayEnd = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
    for (const item of items) {
      const row = rows.find((candidate) => candidate.id === item.id);
      expect(row?.organization_id).toBe(gateway.seed.organizations.studioRossi);
      expect(row && row.start_time <= dayEnd && row.end_time >= dayStart).toBe(true);
      expect(item.reference).toEqual({ kind: 'event', day: today });
      expect(item.color).toMatch(/^#[0-9a-fA-F]{6}$/);
    }
    const spanning = items.find((item) => item.object.startsWith('Corso di aggiornamento'));
    expect(spanning).toMatchObject({ color: DEFAULT_EVENT_COLOR, isAllDay: true });
    // All-day rows first, then by start (domain dailyEventsForDay).
    const firstTimed = items.findIndex((item) => !item.isAllDay);
    expect(items.slice(firstTimed).every((item) => !item.isAllDay)).toBe(true);
    const starts = items.slice(firstTimed).map((item) => Date.parse(item.startTime));
    expect(starts).toEqual([...starts].sort((first, second) => first - second));
    // Luca's private event of today is his only.
    expect(objects).not.toContain('Controllo lettura contatori');
  });

  it('navigates day by day: the spanning event is there yesterday and tomorrow too', async () => {
    const { client } = await actAs('giulia', 'ORG');
    for (const day of [dayAfter(-1), dayAfter(1)]) {
      const items = await getDailyEvents(client, { day });
      expect(items.map((item) => item.object)).toContain(
        'Corso di aggiornamento per amministratori',
      );
      expect(items.every((item) => item.reference.day === day)).toBe(true);
    }
    const later = await getDailyEvents(client, { day: dayAfter(5) });
    expect(later.map((item) => item.object)).toEqual(['Rinnovo contratto pulizia scale']);
  });

  it("'Assegnati a me' merges her tickets, orders and claims, newest first", async () => {
    const { client, profile, userId } = await actAs('giulia', 'ORG');
    const sources = allowedSources(profile);
    expect(sources).toEqual(['tickets', 'orders', 'claims']);
    const items = await getAssignedToMe(client, { sources });
    const employee = gateway.seed.accounts.giulia.employeeId as number;
    const rossi = gateway.seed.organizations.studioRossi;
    const tickets = await db()
      .selectFrom('tickets')
      .select('id')
      .where('organization_id', '=', rossi)
      .where('assign_to_employee_id', '=', employee)
      .where('status', 'in', ['OPEN', 'WORKING'])
      .execute();
    const orders = await db()
      .selectFrom('orders')
      .select('id')
      .where('organization_id', '=', rossi)
      .where('employee_id', '=', employee)
      .where('status', '=', 'OPEN')
      .execute();
    const claims = (
      await db()
        .selectFrom('claims')
        .select(['id', 'status'])
        .where('organization_id', '=', rossi)
        .where('org_employee_id', '=', employee)
        .execute()
    ).filter((claim) => !isClaimClosed(claim));
    for (const list of [tickets, orders, claims]) expect(list.length).toBeGreaterThan(0);
    const ids = (source: DashboardAssignedItem['source']) =>
      sorted(
        items.filter((entry) => entry.source === source).map((entry) => Number(entry.item.id)),
      );
    expect(ids('tickets')).toEqual(sorted(tickets.map((row) => row.id)));
    expect(ids('orders')).toEqual(sorted(orders.map((row) => row.id)));
    expect(ids('claims')).toEqual(sorted(claims.map((row) => row.id)));
    const created = items.map((entry) => Date.parse(entry.item.createdAt ?? ''));
    expect(created).toEqual([...created].sort((first, second) => second - first));
    // The active user is a user id; the items are those of her employee record (domain's ASSIGNED_TO_ACTIVE_USER).
    expect(userId).toBe(gateway.seed.accounts.giulia.userId);
  });

  it('lists the open tickets, 5 by dateTicket then priority (002 §7.6)', async () => {
    const { client, profile } = await actAs('giulia', 'ORG');
    const items = await getTicketsList(client, { profileLevel: profile.profile_level });
    const rows = await db()
      .selectFrom('tickets')
      .select(['id', 'date_ticket', 'priority'])
      .where('organization_id', '=', gateway.seed.organizations.studioRossi)
      .where('status', 'in', ['OPEN', 'WORKING'])
      .orderBy('date_ticket', 'desc')
      .orderBy('priority', 'desc')
      .limit(5)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(items.map((item) => item.id)).toEqual(rows.map((row) => row.id));
    for (const item of items) {
      expect(item.reference).toEqual({ kind: 'ticket', id: item.id });
      expect(item.title.length).toBeGreaterThan(0);
      expect(typeof item.buildingName).toBe('string');
      expect(typeof item.userName).toBe('string');
    }
  });

  it("Luca (org_1) sees 'I miei ticket aperti': only the tickets assigned to him (000 §6)", async () => {
    const { client, profile } = await actAs('luca', 'ORG');
    expect(profile.profile_level).toBe(1);
    const items = await getTicketsList(client, { profileLevel: 1 });
    const rows = await db()
      .selectFrom('tickets')
      .select('id')
      .where('assign_to_employee_id', '=', gateway.seed.accounts.luca.employeeId as number)
      .where('status', 'in', ['OPEN', 'WORKING'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(sorted(items.map((item) => Number(item.id)))).toEqual(sorted(rows.map((row) => row.id)));
    expect(items.every((item) => item.assigneeName === 'Luca Neri')).toBe(true);
  });

  it('lists the open service orders and the open contracts, 5 each, newest first', async () => {
    const { client } = await actAs('giulia', 'ORG');
    for (const [category, items] of [
      ['ODS', await getOrdersList(client)],
      ['ODP', await getRepeatOrdersList(client)],
    ] as const) {
      const rows = await db()
        .selectFrom('orders')
        .select('id')
        .where('organization_id', '=', gateway.seed.organizations.studioRossi)
        .where('category', '=', category)
        .where('status', '=', 'OPEN')
        .orderBy('created_at', 'desc')
        .limit(5)
        .execute();
      expect(rows.length, category).toBeGreaterThan(0);
      expect(items.map((item) => item.id)).toEqual(rows.map((row) => row.id));
      expect(items.every((item) => item.category === category)).toBe(true);
      expect(items.every((item) => item.buildingName !== null)).toBe(true);
    }
  });

  it("lists today's activities of open orders (002 §7.6), at most 5", async () => {
    const { client } = await actAs('giulia', 'ORG');
    const items = await getActivitiesList(client, { day: today });
    const rows = await db()
      .selectFrom('activities')
      .innerJoin('orders', 'orders.id', 'activities.order_id')
      .select('activities.id')
      .where('activities.organization_id', '=', gateway.seed.organizations.studioRossi)
      .where('orders.status', '=', 'OPEN')
      .where('activities.status', 'in', ['TODO', 'WORKING'])
      .where('activities.valid_from', '<=', today)
      .where('activities.valid_to', '>=', today)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(items).toHaveLength(Math.min(5, rows.length));
    const expected = new Set(rows.map((row) => row.id));
    expect(items.every((item) => expected.has(Number(item.id)))).toBe(true);
    expect(items.every((item) => item.orderName !== null && item.buildingName !== null)).toBe(true);
  });

  it('lists the quote requests with their building and progress, and the tokens to verify', async () => {
    const { client } = await actAs('giulia', 'ORG');
    const rossi = gateway.seed.organizations.studioRossi;
    const quotes = await getQuotesList(client);
    const quoteRows = await db()
      .selectFrom('quotes')
      .innerJoin('orders', 'orders.id', 'quotes.order_id')
      .select(['orders.id', 'quotes.requests', 'quotes.got'])
      .where('orders.organization_id', '=', rossi)
      .where('orders.building_id', 'is not', null)
      .execute();
    expect(quoteRows.length).toBeGreaterThan(0);
    expect(sorted(quotes.map((item) => Number(item.id)))).toEqual(
      sorted(quoteRows.map((row) => row.id)),
    );
    for (const item of quotes) {
      const row = quoteRows.find((candidate) => candidate.id === item.id);
      expect(item).toMatchObject({ requests: row?.requests, submit: row?.got });
      expect(item.buildingName).not.toBeNull();
    }
    const tokens = await getTokensList(client);
    const tokenRows = await db()
      .selectFrom('tokens')
      .select('id')
      .where('organization_id', '=', rossi)
      .where('is_invoiced', '=', false)
      .execute();
    expect(tokenRows.length).toBeGreaterThan(0);
    expect(sorted(tokens.map((item) => Number(item.id)))).toEqual(
      sorted(tokenRows.map((row) => row.id)).slice(0, 5),
    );
  });
});

describe('the SPL dashboards', () => {
  async function supplierActivities(supplierId: number) {
    return db()
      .selectFrom('activities')
      .innerJoin('orders', 'orders.id', 'activities.order_id')
      .select(['activities.id', 'activities.valid_from', 'activities.valid_to'])
      .where('orders.supplier_id', '=', supplierId)
      .where('orders.status', '=', 'OPEN')
      .where('activities.status', 'in', ['TODO', 'WORKING'])
      .execute();
  }

  it("Paolo (spl_3): today's activities, all of them, and the expired ones", async () => {
    const { client } = await actAs('paolo', 'SPL');
    const rows = await supplierActivities(gateway.seed.suppliers.idraulicaBianchi);
    const todays = rows.filter(
      (row) =>
        row.valid_from !== null &&
        row.valid_from <= today &&
        row.valid_to !== null &&
        row.valid_to >= today,
    );
    const expired = rows.filter((row) => row.valid_to !== null && row.valid_to < today);
    expect(todays.length).toBeGreaterThan(0);
    expect(expired.length).toBeGreaterThan(0);
    const todayItems = await getSplTodayActivities(client, { day: today });
    expect(sorted(todayItems.map((item) => Number(item.id)))).toEqual(
      sorted(todays.map((row) => row.id)),
    );
    expect(todayItems.every((item) => item.supplierName === 'Idraulica Bianchi S.r.l.')).toBe(true);
    const expiredItems = await getSplExpiredActivities(client, { day: today });
    expect(expiredItems).toHaveLength(Math.min(5, expired.length));
    const validTo = expiredItems.map((item) => item.validTo ?? '');
    expect(validTo).toEqual([...validTo].sort());
    expect(expiredItems.every((item) => (item.validTo ?? today) < today)).toBe(true);
  });

  it("Paolo's 'Preventivi richiesti da fare': the requests his offer is still due on", async () => {
    const { client } = await actAs('paolo', 'SPL');
    const rows = await db()
      .selectFrom('quote_offers')
      .innerJoin('quotes', 'quotes.id', 'quote_offers.quote_id')
      .select(['quotes.order_id', 'quote_offers.status'])
      .where('quote_offers.supplier_id', '=', gateway.seed.suppliers.idraulicaBianchi)
      .execute();
    const due = rows.filter((row) => row.status === 'REQUESTED').map((row) => row.order_id);
    expect(due.length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(due.length);
    const items = await getSplRequestedQuotes(client);
    expect(sorted(items.map((item) => Number(item.id)))).toEqual(sorted(due));
    expect(items.every((item) => item.offerStatus === 'REQUESTED')).toBe(true);
    expect(items.every((item) => item.buildingName !== null && item.requests > 0)).toBe(true);
  });

  it("Anna (spl_1): her company's activities of today and the expired ones, and her requested quotes", async () => {
    const { client } = await actAs('anna', 'SPL');
    const rows = await supplierActivities(gateway.seed.suppliers.galloImpianti);
    const todayItems = await getSplTodayActivities(client, { day: today });
    const expected = rows.filter(
      (row) =>
        row.valid_from !== null &&
        row.valid_from <= today &&
        row.valid_to !== null &&
        row.valid_to >= today,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(todayItems.map((item) => Number(item.id)))).toEqual(
      sorted(expected.map((row) => row.id)),
    );
    const expiredItems = await getSplExpiredActivities(client, { day: today });
    expect(expiredItems.length).toBeGreaterThan(0);
    const quotes = await getSplRequestedQuotes(client);
    expect(quotes.length).toBeGreaterThan(0);
    const paoloOnly = await actAs('paolo', 'SPL');
    const paoloActivities = await getSplTodayActivities(paoloOnly.client, { day: today });
    const annaIds = new Set(todayItems.map((item) => item.id));
    expect(paoloActivities.some((item) => annaIds.has(item.id))).toBe(false);
  });
});

describe("Maria Verdi's USR dashboard (usr_3: a condominium and a private house)", () => {
  async function unread(buildingId: number | null) {
    const rows = await db()
      .selectFrom('communications')
      .select(['id', 'building_ids'])
      .where('recipient_user_id', '=', gateway.seed.accounts.maria.userId)
      .where('type', '=', 'corrispondenza')
      .where('status', '=', 'SENT')
      .where('usr_opened_in_portineria', '=', false)
      .execute();
    return rows
      .filter((row) => buildingId === null || (row.building_ids as number[]).includes(buildingId))
      .map((row) => row.id);
  }

  it('lists the unread correspondence of the selected building, and counts it', async () => {
    const { client, profile } = await actAs('maria', 'USR');
    const product = profile.product;
    const { manzoni, villaVerdi } = gateway.seed.buildings;
    for (const buildingId of [manzoni, villaVerdi, null]) {
      const expected = await unread(buildingId);
      expect(expected.length).toBeGreaterThan(0);
      const page = await getUnreadCorrespondencePage(client, { product, buildingId });
      expect(sorted(page.items.map((item) => Number(item.id)))).toEqual(sorted(expected));
      expect(page.nextOffsetKey).toBeNull();
      expect(
        page.items.every(
          (item) => buildingId === null || item.buildingIds.map(Number).includes(buildingId),
        ),
      ).toBe(true);
      await expect(countUnreadCorrespondence(client, { product, buildingId })).resolves.toBe(
        expected.length,
      );
    }
    expect((await unread(manzoni)).length).toBeGreaterThan((await unread(villaVerdi)).length);
  });

  it('pages by offset_key: the next page starts after the last row of the previous one', async () => {
    const { client, profile } = await actAs('maria', 'USR');
    const all = await getUnreadCorrespondencePage(client, { product: profile.product });
    const first = await client.communications.getPage({
      where: { type: 'corrispondenza', status: 'SENT', usr_openedInportineria: false },
      order: [['sendingDate', 'DESC']],
      limit: 2,
    });
    expect(first.nextOffsetKey).not.toBeNull();
    const second = await getUnreadCorrespondencePage(
      client,
      { product: profile.product },
      first.nextOffsetKey,
    );
    expect([...first.data.map((item) => item.id), ...second.items.map((item) => item.id)]).toEqual(
      all.items.map((item) => item.id),
    );
  });
});

describe('tenants never leak', () => {
  it("Sara (Conti Gestioni, claims module off) sees only her organisation's records", async () => {
    const { client, profile } = await actAs('sara', 'ORG');
    const conti = gateway.seed.organizations.contiGestioni;
    const sources = allowedSources(profile);
    expect(sources).toEqual(['tickets', 'orders']);
    const assigned = await getAssignedToMe(client, { sources });
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned.map((entry) => entry.item.title)).toEqual(
      expect.arrayContaining(['Rubinetto che gocciola in cucina', 'Serranda del garage bloccata']),
    );
    const organisationOf = async (table: 'tickets' | 'orders', id: number) =>
      (
        await db()
          .selectFrom(table)
          .select('organization_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).organization_id;
    for (const entry of assigned) {
      expect(entry.source === 'claims').toBe(false);
      const table = entry.source === 'tickets' ? 'tickets' : 'orders';
      expect(await organisationOf(table, Number(entry.item.id))).toBe(conti);
    }
    const lists = [
      ['tickets', await getTicketsList(client, { profileLevel: profile.profile_level })],
      ['orders', await getOrdersList(client)],
      ['orders', await getRepeatOrdersList(client)],
      ['orders', await getQuotesList(client)],
    ] as const;
    expect(lists[0][1].length).toBeGreaterThan(0);
    expect(lists[1][1].length).toBeGreaterThan(0);
    for (const [table, items] of lists) {
      for (const item of items) {
        expect(await organisationOf(table, Number(item.id)), `${table} ${String(item.id)}`).toBe(
          conti,
        );
      }
    }
    const tokens = await getTokensList(client);
    const contiTokens = await db()
      .selectFrom('tokens')
      .select('id')
      .where('organization_id', '=', conti)
      .where('is_invoiced', '=', false)
      .execute();
    expect(sorted(tokens.map((item) => Number(item.id)))).toEqual(
      sorted(contiTokens.map((row) => row.id)),
    );
    const events = await getDailyEvents(client, { day: today });
    expect(events.map((event) => event.object)).toEqual(['Sopralluogo Casa Ferri']);
    const activities = await getActivitiesList(client, { day: today });
    for (const item of activities) {
      const row = await db()
        .selectFrom('activities')
        .select('organization_id')
        .where('id', '=', Number(item.id))
        .executeTakeFirstOrThrow();
      expect(row.organization_id).toBe(conti);
    }
  });

  it("000 §8: her claims counter rejects with MODULE_DISABLED, the typed error the web shows as '-'", async () => {
    const { client } = await actAs('sara', 'ORG');
    const error: unknown = await client.counters
      .countDashboardView({ entity: 'claims', view: 'OPE' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('MODULE_DISABLED');
  });

  it("Giulia's lists hold nothing of Conti Gestioni, though the two share a supplier", async () => {
    const { client } = await actAs('giulia', 'ORG');
    const conti = gateway.seed.organizations.contiGestioni;
    const contiOrders = new Set(
      (
        await db().selectFrom('orders').select('id').where('organization_id', '=', conti).execute()
      ).map((row) => row.id),
    );
    const contiTickets = new Set(
      (
        await db().selectFrom('tickets').select('id').where('organization_id', '=', conti).execute()
      ).map((row) => row.id),
    );
    const orderIds = [
      ...(await getOrdersList(client)),
      ...(await getRepeatOrdersList(client)),
      ...(await getQuotesList(client)),
    ].map((item) => Number(item.id));
    expect(orderIds.some((id) => contiOrders.has(id))).toBe(false);
    const ticketIds = (await getTicketsList(client, { profileLevel: 3 })).map((item) =>
      Number(item.id),
    );
    expect(ticketIds.some((id) => contiTickets.has(id))).toBe(false);
    const events = await getDailyEvents(client, { day: today });
    expect(events.map((event) => event.object)).not.toContain('Sopralluogo Casa Ferri');
  });

  it("Paolo sees only the quote requests addressed to his company, and Maria none of Marco's letters", async () => {
    const { client } = await actAs('paolo', 'SPL');
    const asked = await db()
      .selectFrom('quote_offers')
      .innerJoin('quotes', 'quotes.id', 'quote_offers.quote_id')
      .select('quotes.order_id')
      .where('quote_offers.supplier_id', '=', gateway.seed.suppliers.idraulicaBianchi)
      .execute();
    const page = await client.quotes.getMany({ limit: 100 });
    expect(sorted(page.results.map((row) => Number(row.id)))).toEqual(
      sorted(new Set(asked.map((row) => row.order_id))),
    );
    const maria = await actAs('maria', 'USR');
    const letters = await getUnreadCorrespondencePage(maria.client, {
      product: maria.profile.product,
      buildingId: gateway.seed.buildings.casaFerri,
    });
    expect(letters.items).toEqual([]);
  });
});
