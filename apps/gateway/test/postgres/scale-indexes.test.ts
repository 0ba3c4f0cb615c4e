/**
 * The lists and counts of the list screens and the dashboard answer from an index on a scale data
 * set (bench/scale/generate.ts, two tenants of the full set's size per organisation: 1,000
 * orders, 200 tickets, 100 chats of 50 messages each…). Each case sends the real call through
 * the api-client to a gateway on that database, takes the very statements the gateway executed
 * (`GatewayInternals.onQuery`) and EXPLAINs them with sequential scans priced out
 * (`enable_seqscan = off`): a table still read sequentially then has no index able to answer
 * that statement at all — the planner falls back to a sequential scan only when nothing else
 * can. On a database this small the honest planner would rightly prefer to read whole tables,
 * so the check is that an index *can* serve each statement, and names the index that does.
 */
import { createApiClient, getTicketsList, type ApiClient } from '@portineria/api-client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateScaleData, type ScaleReport } from '../../bench/scale/generate.ts';
import { createGateway, type Gateway, type ListeningGateway } from '../../src/index.ts';
import { signInAs } from '../support/gateway.ts';

const SECRET = 'scale-indexes-secret-0123456789-abcdefghijklmnop';
const GIULIA = 'giulia.rossi@studiorossi.example';

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** A scan of a table in a plan: its node type and the index it reads, if any. */
interface Scan {
  relation: string;
  nodeType: string;
  index: string | undefined;
}

let gateway: Gateway;
let listening: ListeningGateway;
let client: ApiClient;
let explainer: pg.Client;
let report: ScaleReport;
const executed: Statement[] = [];

/** The statements the call made that read `table`. */
async function statementsOf(table: string, call: () => Promise<unknown>): Promise<Statement[]> {
  executed.length = 0;
  await call();
  const reading = new RegExp(`\\b(from|join)\\s+"?${table}"?\\b`, 'i');
  return executed.filter((statement) => reading.test(statement.sql));
}

function childrenOf(plan: Record<string, unknown>): Record<string, unknown>[] {
  return (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
}

/** The indexes of a bitmap heap scan: its Bitmap Index Scan nodes (under BitmapAnd/Or too). */
function bitmapIndexesOf(plan: Record<string, unknown>): string[] {
  return childrenOf(plan).flatMap((child) =>
    typeof child['Index Name'] === 'string' ? [child['Index Name']] : bitmapIndexesOf(child),
  );
}

function scansOf(plan: Record<string, unknown>, into: Scan[] = []): Scan[] {
  const relation = plan['Relation Name'];
  if (typeof relation === 'string') {
    const nodeType = String(plan['Node Type']);
    const indexes =
      typeof plan['Index Name'] === 'string' ? [plan['Index Name']] : bitmapIndexesOf(plan);
    into.push({ relation, nodeType, index: indexes.join(' + ') || undefined });
  }
  for (const child of childrenOf(plan)) scansOf(child, into);
  return into;
}

/** Whether one of the scans reads the index (alone or combined in a bitmap). */
function usesIndex(scans: Scan[], index: string): boolean {
  return scans.some((scan) => scan.index?.split(' + ').includes(index) === true);
}

/** The scans of `table` in the plans of the statements, sequential scans priced out. */
async function scansOfTable(table: string, statements: Statement[]): Promise<Scan[]> {
  const scans: Scan[] = [];
  for (const statement of statements) {
    const { rows } = await explainer.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
      `EXPLAIN (FORMAT JSON) ${statement.sql}`,
      statement.parameters as unknown[],
    );
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (plan) scans.push(...scansOf(plan).filter((scan) => scan.relation === table));
  }
  return scans;
}

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('the PostgreSQL run sets DATABASE_URL');
  report = await generateScaleData({ databaseUrl, scale: 0.002, seed: 26, log: () => undefined });
  gateway = await createGateway(
    { databaseUrl, secret: SECRET, log: 'silent', seed: 'demo' },
    { onQuery: (statement) => executed.push(statement) },
  );
  listening = await gateway.listen(0);
  const acting = await signInAs(listening.url, GIULIA, 'ORG');
  client = createApiClient({
    baseUrl: listening.url,
    getToken: () => acting.token,
    getProfileId: () => acting.profileUid,
    getActiveUserId: () => acting.user.id,
  });
  explainer = new pg.Client({ connectionString: databaseUrl });
  await explainer.connect();
  await explainer.query('SET enable_seqscan = off');
});

afterAll(async () => {
  await explainer?.end();
  await gateway?.close();
});

describe('lists and counts answer from an index at scale (tenant filter first)', () => {
  it('the scale data set holds per tenant what the full set holds per organisation', () => {
    expect(report.rows).toMatchObject({
      buildings: 40,
      orders: 2000,
      activities: 2667,
      record_history: 4000,
      tickets: 400,
      chat_messages: 10_000,
    });
  });

  it('orders by status and text, newest first (orders list screen), read from the tenant and status index', async () => {
    const statements = await statementsOf('orders', () =>
      client.orders.getMany({
        where: { status: 'OPEN', object: { $like: '%rubinetto%' } },
        order: [['createdAt', 'DESC']],
        limit: 50,
      }),
    );
    const scans = await scansOfTable('orders', statements);

    expect(scans.length).toBeGreaterThan(0);
    expect(scans.filter((scan) => scan.nodeType === 'Seq Scan')).toEqual([]);
    // With the text filter dropping most of the status's rows, the planner may rightly read the
    // (tenant, status) entries as a bitmap and sort the few matches rather than walk the page
    // order: either way an index led by the tenant and the status answers.
    expect(
      usesIndex(scans, 'orders_org_status_created_idx') ||
        usesIndex(scans, 'orders_org_status_idx'),
    ).toBe(true);
  });

  it('the services list screen (one category, newest first, building and supplier included) reads the tenant and category index', async () => {
    const statements = await statementsOf('orders', () =>
      client.orders.getMany({
        limit: 25,
        offset: 0,
        order: [['createdAt', 'DESC']],
        include: ['org_buildings', 'org_suppliers'],
        where: { category: 'ODS' },
      }),
    );
    const scans = await scansOfTable('orders', statements);

    expect(scans.filter((scan) => scan.nodeType === 'Seq Scan')).toEqual([]);
    expect(usesIndex(scans, 'orders_org_category_created_idx')).toBe(true);
  });

  it('counts orders by status and text (the list and dashboard counters) from the tenant and status index', async () => {
    const statements = await statementsOf('orders', () =>
      client.orders.count({ status: 'OPEN', object: { $like: '%rubinetto%' } }),
    );
    const scans = await scansOfTable('orders', statements);

    expect(scans.length).toBeGreaterThan(0);
    expect(scans.filter((scan) => scan.nodeType === 'Seq Scan')).toEqual([]);
    expect(usesIndex(scans, 'orders_org_status_idx')).toBe(true);
  });

  it("the dashboard's tickets list (000 §6: newest dateTicket first) reads the tenant index", async () => {
    const statements = await statementsOf('tickets', () =>
      getTicketsList(client, { profileLevel: 3 }),
    );
    const scans = await scansOfTable('tickets', statements);

    expect(scans.filter((scan) => scan.nodeType === 'Seq Scan')).toEqual([]);
    expect(scans.some((scan) => scan.index?.startsWith('tickets_org_') === true)).toBe(true);
  });

  it("an order's activities (order detail) are read through the order's index", async () => {
    const [order] = await client.orders
      .getMany({ order: [['createdAt', 'DESC']], limit: 1 })
      .then((page) => page.results);
    const statements = await statementsOf('activities', () =>
      client.activities.getMany({
        where: { _order: order?.id },
        order: [
          ['validFrom', 'ASC'],
          ['id', 'ASC'],
        ],
        limit: 1000,
      }),
    );
    const scans = await scansOfTable('activities', statements);

    expect(scans.filter((scan) => scan.nodeType === 'Seq Scan')).toEqual([]);
    expect(usesIndex(scans, 'activities_org_order_idx')).toBe(true);
  });

  it('a month of the calendar (002 §2.1 range read) is read through the span index', async () => {
    const statements = await statementsOf('calendar_events', () =>
      client.calendar.events.getMany({
        where: {
          startTime: { $lte: '2026-12-31T23:59:59.999Z' },
          endTime: { $gte: '2026-12-01T00:00:00.000Z' },
        },
        order: [['startTime', 'ASC']],
        limit: 1000,
      }),
    );
    const scans = await scansOfTable('calendar_events', statements);

    expect(scans.filter((scan) => scan.nodeType === 'Seq Scan')).toEqual([]);
    expect(usesIndex(scans, 'calendar_events_span_idx')).toBe(true);
  });

  it("the bell's unread notifications count (002 §7.6) reads the profile's index", async () => {
    const statements = await statementsOf('notifications', () =>
      client.notifications.countUnread(),
    );
    const scans = await scansOfTable('notifications', statements);

    expect(scans.filter((scan) => scan.nodeType === 'Seq Scan')).toEqual([]);
    expect(usesIndex(scans, 'notifications_profile_idx')).toBe(true);
  });

  it("the chats' unread total reads the messages through the chat's index", async () => {
    const statements = await statementsOf('chat_messages', () => client.chats.countUnread());
    const scans = await scansOfTable('chat_messages', statements);

    expect(scans.filter((scan) => scan.nodeType === 'Seq Scan')).toEqual([]);
    expect(usesIndex(scans, 'chat_messages_chat_ts_idx')).toBe(true);
  });
});
