/**
 * The counters of every domain dashboard view (000 §2, §7): each view's criteria goes through the real
 * api-client's count call (`counters.countFor`, and `countDashboardView` for the widget
 * catalogue), and the answer is compared with the same view computed directly over the seeded
 * rows with domain's own rules (watch states, expiry line, closed claims…). The expected numbers
 * are computed, never written down.
 */
import {
  CLAIM_DASHBOARD_VIEWS,
  CONTRACT_DASHBOARD_VIEWS,
  DASHBOARD_WIDGETS,
  ORDER_DASHBOARD_VIEWS,
  QUOTE_DASHBOARD_VIEWS,
  TICKET_DASHBOARD_VIEWS,
  TOKEN_DASHBOARD_VIEWS,
  contractWatchStates,
  isClaimClosed,
  orderWatchStates,
} from '@portineria/domain';
import type { ActivityStatus, ClaimStatus, Criteria, OrderStatus } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { clientFor } from '../support/contract.ts';
import type { RoleType } from '../support/contract.ts';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
const now = new Date();

interface OrderFacts {
  id: number;
  organizationId: number;
  supplierId: number | null;
  buildingId: number | null;
  category: 'ODS' | 'ODP';
  status: OrderStatus;
  validTo: string | null;
  askedPrice: number | null;
  isAccepted: boolean;
  activities: { status: ActivityStatus; validTo: string | null }[];
  quote: { requests: number; got: number } | null;
}

let orders: OrderFacts[] = [];
let tickets: { organizationId: number; status: string; assignTo: number | null }[] = [];
let claims: { organizationId: number; status: ClaimStatus }[] = [];
let tokens: { organizationId: number; supplierId: number; isInvoiced: boolean }[] = [];

/** The api-client with this file's clock (date-relative criteria are read against `now`). */
const clockedClient = (account: DemoAccountKey, roleType?: RoleType) =>
  clientFor(gateway, account, roleType, { now: () => now });

beforeAll(async () => {
  gateway = await startTestGateway();
  const db = gateway.gateway.deps.db;
  const orderRows = await db.selectFrom('orders').selectAll().execute();
  const activityRows = await db
    .selectFrom('activities')
    .select(['order_id', 'status', 'valid_to'])
    .execute();
  const quoteRows = await db.selectFrom('quotes').select(['order_id', 'requests', 'got']).execute();
  orders = orderRows.map((row) => ({
    id: row.id,
    organizationId: row.organization_id,
    supplierId: row.supplier_id,
    buildingId: row.building_id,
    category: row.category,
    status: row.status,
    validTo: row.valid_to,
    askedPrice: row.asked_price === null ? null : Number(row.asked_price),
    isAccepted: row.is_accepted,
    activities: activityRows
      .filter((activity) => activity.order_id === row.id)
      .map((activity) => ({ status: activity.status, validTo: activity.valid_to })),
    quote: quoteRows.find((quote) => quote.order_id === row.id) ?? null,
  }));
  tickets = (
    await db
      .selectFrom('tickets')
      .select(['organization_id', 'status', 'assign_to_employee_id'])
      .execute()
  ).map((row) => ({
    organizationId: row.organization_id,
    status: row.status,
    assignTo: row.assign_to_employee_id,
  }));
  claims = (await db.selectFrom('claims').select(['organization_id', 'status']).execute()).map(
    (row) => ({
      organizationId: row.organization_id,
      status: row.status,
    }),
  );
  tokens = (
    await db
      .selectFrom('tokens')
      .select(['organization_id', 'supplier_id', 'is_invoiced'])
      .execute()
  ).map((row) => ({
    organizationId: row.organization_id,
    supplierId: row.supplier_id,
    isInvoiced: row.is_invoiced,
  }));
});

afterAll(async () => {
  await gateway?.close();
});

/** Domain's rule for each service order view (000 §4 watch states). */
const ORDER_VIEW_RULES: Record<string, (order: OrderFacts) => boolean> = {
  OPE: (order) => orderWatchStates(order, now).includes('open'),
  '2CONF': (order) => orderWatchStates(order, now).includes('open-not-confirmed'),
  EXP: (order) => orderWatchStates(order, now).includes('expired'),
  OPP: (order) => orderWatchStates(order, now).includes('open') && order.askedPrice !== null,
  CLO: (order) => orderWatchStates(order, now).includes('closed'),
  // VALIDATION has no wire status code: the view counts the closed orders with an asked price.
  '2VAL': (order) =>
    order.status === 'CLOSE' && orderWatchStates(order, now).includes('in-validation'),
};

/** Domain's rule for each contract view. */
const CONTRACT_VIEW_RULES: Record<string, (order: OrderFacts) => boolean> = {
  OPE: (order) => contractWatchStates(order, order.activities, now).includes('open'),
  '2REN': (order) => orderWatchStates(order, now).includes('expired'),
  ACTEXP: (order) =>
    contractWatchStates(order, order.activities, now).includes('expired-activities'),
};

/** The quote views on an order's quote request (002 §3.10 quotes.got / quotes.requests). */
const QUOTE_VIEW_RULES: Record<string, (order: OrderFacts) => boolean> = {
  REQ: (order) => order.quote !== null && order.quote.requests > 0 && order.quote.got === 0,
  WAIT: (order) => order.quote !== null && order.quote.got > 0,
};

const CLAIM_VIEW_RULES: Record<string, (claim: { status: ClaimStatus }) => boolean> = {
  OPE: (claim) => !isClaimClosed(claim),
  VDD: (claim) => claim.status === 'VERIFYING',
  DAC: (claim) => claim.status === 'DAMAGE_ASSESSED',
  INL: (claim) => claim.status === 'WAITING_LIQUIDATION',
};

const TICKET_VIEW_RULES: Record<
  string,
  (ticket: { status: string; assignTo: number | null }) => boolean
> = {
  UNASSIGNED: (ticket) => ticket.status === 'OPEN' && ticket.assignTo === null,
  ASSIGNED: (ticket) => ticket.status === 'OPEN' && ticket.assignTo !== null,
  WORKING: (ticket) => ticket.status === 'WORKING',
};

describe('ORG (Giulia, Studio Rossi): every domain view counts as domain computes it', () => {
  const studio = () => gateway.seed.organizations.studioRossi;
  const ownOrders = () => orders.filter((order) => order.organizationId === studio());

  it.each(ORDER_DASHBOARD_VIEWS.map((view) => [view.id, view] as const))(
    'service orders %s',
    async (id, view) => {
      const client = await clockedClient('giulia', 'ORG');
      const rule = ORDER_VIEW_RULES[id];
      expect(rule).toBeDefined();
      const expected = ownOrders().filter(
        (order) => order.category === 'ODS' && rule?.(order),
      ).length;
      await expect(client.counters.countFor('orders', view.criteria, { now })).resolves.toBe(
        expected,
      );
      await expect(client.orders.count(view.criteria, { now })).resolves.toBe(expected);
    },
  );

  it.each(CONTRACT_DASHBOARD_VIEWS.map((view) => [view.id, view] as const))(
    'contracts %s',
    async (id, view) => {
      const client = await clockedClient('giulia', 'ORG');
      const rule = CONTRACT_VIEW_RULES[id];
      expect(rule).toBeDefined();
      const expected = ownOrders().filter(
        (order) => order.category === 'ODP' && rule?.(order),
      ).length;
      await expect(client.contracts.count(view.criteria, { now })).resolves.toBe(expected);
      // orders/search/count covers both categories: the view's own category selects the contracts.
      await expect(client.orders.count(view.criteria, { now })).resolves.toBe(expected);
    },
  );

  it.each(QUOTE_DASHBOARD_VIEWS.map((view) => [view.id, view] as const))(
    'quotes %s',
    async (id, view) => {
      const client = await clockedClient('giulia', 'ORG');
      const rule = QUOTE_VIEW_RULES[id];
      expect(rule).toBeDefined();
      const expected = ownOrders().filter((order) => rule?.(order)).length;
      await expect(client.orders.count(view.criteria, { now })).resolves.toBe(expected);
      await expect(client.quotes.count(view.criteria, { now })).resolves.toBe(expected);
    },
  );

  it.each(TOKEN_DASHBOARD_VIEWS.map((view) => [view.id, view] as const))(
    'tokens %s',
    async (_id, view) => {
      const client = await clockedClient('giulia', 'ORG');
      const expected = tokens.filter(
        (token) => token.organizationId === studio() && !token.isInvoiced,
      ).length;
      await expect(client.tokens.count(view.criteria, { now })).resolves.toBe(expected);
      await expect(client.counters.countFor('tokens', view.criteria, { now })).resolves.toBe(
        expected,
      );
    },
  );

  it.each(CLAIM_DASHBOARD_VIEWS.map((view) => [view.id, view] as const))(
    'claims %s',
    async (id, view) => {
      const client = await clockedClient('giulia', 'ORG');
      const rule = CLAIM_VIEW_RULES[id];
      expect(rule).toBeDefined();
      const expected = claims.filter(
        (claim) => claim.organizationId === studio() && rule?.(claim),
      ).length;
      await expect(client.claims.count(view.criteria as Criteria, { now })).resolves.toBe(expected);
    },
  );

  it.each(TICKET_DASHBOARD_VIEWS.map((view) => [view.id, view] as const))(
    'tickets %s',
    async (id, view) => {
      const client = await clockedClient('giulia', 'ORG');
      const rule = TICKET_VIEW_RULES[id];
      expect(rule).toBeDefined();
      const expected = tickets.filter(
        (ticket) => ticket.organizationId === studio() && rule?.(ticket),
      ).length;
      await expect(client.tickets.count(view.criteria as Criteria, { now })).resolves.toBe(
        expected,
      );
    },
  );

  it('the seed gives the views something to count (no view family is all zeros)', () => {
    const families = [
      ownOrders().filter((order) => order.category === 'ODS' && ORDER_VIEW_RULES.EXP?.(order))
        .length,
      ownOrders().filter((order) => order.category === 'ODP' && CONTRACT_VIEW_RULES.ACTEXP?.(order))
        .length,
      ownOrders().filter((order) => QUOTE_VIEW_RULES.WAIT?.(order) || QUOTE_VIEW_RULES.REQ?.(order))
        .length,
      claims.filter((claim) => claim.organizationId === studio() && !isClaimClosed(claim)).length,
      tickets.filter((ticket) => ticket.organizationId === studio() && ticket.status === 'OPEN')
        .length,
    ];
    expect(families.every((count) => count > 0)).toBe(true);
  });

  it('answers counter [total, matching]: total is every row the profile may see', async () => {
    const acting = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
    const view = ORDER_DASHBOARD_VIEWS[0];
    const response = await fetch(`${gateway.url}/api/v2/orders/search/count`, {
      method: 'POST',
      headers: acting.headers,
      body: JSON.stringify({ attributes: [], criteria: view.criteria, include: [], order: [] }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { counter: [number, number] };
    expect(body.counter).toEqual([
      ownOrders().length,
      ownOrders().filter((order) => order.category === 'ODS' && ORDER_VIEW_RULES.OPE?.(order))
        .length,
    ]);
  });

  it('counts every view of the dashboard widget catalogue in its area through countDashboardView', async () => {
    const client = await clockedClient('giulia', 'ORG');
    const references = DASHBOARD_WIDGETS.flatMap((widget) => widget.views).filter((reference) =>
      ['claims', 'service-orders', 'repeat-orders', 'quotes', 'tokens', 'tickets'].includes(
        reference.entity,
      ),
    );
    expect(references.length).toBeGreaterThan(10);
    for (const reference of references) {
      const count = await client.counters.countDashboardView(reference, { now });
      expect(typeof count, `${reference.entity}/${String(reference.view)}`).toBe('number');
      expect(count).toBeGreaterThanOrEqual(0);
    }
    const closed = await client.counters.countDashboardView(
      { entity: 'service-orders', view: 'CLO' },
      { now },
    );
    expect(closed).toBe(
      ownOrders().filter(
        (order) =>
          order.category === 'ODS' &&
          order.status === 'CLOSE' &&
          orderWatchStates(order, now).includes('closed'),
      ).length,
    );
    const validating = await client.counters.countDashboardView(
      { entity: 'service-orders', view: '2VAL' },
      { now },
    );
    expect(validating).toBe(
      ownOrders().filter(
        (order) =>
          order.category === 'ODS' &&
          order.status === 'CLOSE' &&
          orderWatchStates(order, now).includes('in-validation'),
      ).length,
    );
  });
});

describe('SPL (Paolo, Idraulica Bianchi): the views count only what was assigned to the company', () => {
  const assigned = () =>
    orders.filter(
      (order) =>
        order.supplierId === gateway.seed.suppliers.idraulicaBianchi && order.status !== 'DRAFT',
    );

  it.each(ORDER_DASHBOARD_VIEWS.map((view) => [view.id, view] as const))(
    'service orders %s',
    async (id, view) => {
      const client = await clockedClient('paolo', 'SPL');
      const rule = ORDER_VIEW_RULES[id];
      const expected = assigned().filter(
        (order) => order.category === 'ODS' && rule?.(order),
      ).length;
      await expect(client.orders.count(view.criteria, { now })).resolves.toBe(expected);
    },
  );

  it.each(CONTRACT_DASHBOARD_VIEWS.map((view) => [view.id, view] as const))(
    'contracts %s',
    async (id, view) => {
      const client = await clockedClient('paolo', 'SPL');
      const rule = CONTRACT_VIEW_RULES[id];
      const expected = assigned().filter(
        (order) => order.category === 'ODP' && rule?.(order),
      ).length;
      await expect(client.contracts.count(view.criteria, { now })).resolves.toBe(expected);
    },
  );

  it('the menu badge counts the tokens not yet invoiced (000 §7)', async () => {
    const client = await clockedClient('paolo', 'SPL');
    const expected = tokens.filter(
      (token) => token.supplierId === gateway.seed.suppliers.idraulicaBianchi && !token.isInvoiced,
    ).length;
    expect(expected).toBeGreaterThan(0);
    await expect(client.tokens.countNotInvoiced()).resolves.toBe(expected);
  });
});

describe('USR (Maria): the views count the orders of her buildings, drafts excluded', () => {
  it.each(ORDER_DASHBOARD_VIEWS.map((view) => [view.id, view] as const))(
    'service orders %s',
    async (id, view) => {
      const client = await clockedClient('maria', 'USR');
      const buildings = new Set<number>(
        (
          await gateway.gateway.deps.db
            .selectFrom('entitlements')
            .select('building_id')
            .where('user_id', '=', gateway.seed.accounts.maria.userId)
            .execute()
        ).map((row) => row.building_id),
      );
      const rule = ORDER_VIEW_RULES[id];
      const expected = orders.filter(
        (order) =>
          order.buildingId !== null &&
          buildings.has(order.buildingId) &&
          order.status !== 'DRAFT' &&
          order.category === 'ODS' &&
          rule?.(order),
      ).length;
      await expect(client.orders.count(view.criteria, { now })).resolves.toBe(expected);
    },
  );
});
