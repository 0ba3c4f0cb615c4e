/**
 * List and count benchmark: p50/p95 of list and count on 10 000 orders and 10 000 tickets.
 *
 * Starts a real gateway on a temporary data folder (PGlite on disk, demo seed), adds 10 000
 * orders and 10 000 tickets to Giulia Rossi's organisation, signs in through the stand-in login,
 * then times
 * sequential requests through real HTTP:
 * - `POST /api/v2/orders/search`: limit 50, order createdAt DESC, where status + $like;
 * - `POST /api/v2/orders/search`: the orders list screen's request (limit 25, createdAt DESC, the
 *   building and the supplier included, category ODS);
 * - `POST /api/v2/orders/search`: the unfiltered first page (limit 50, createdAt DESC);
 * - `POST /api/v2/orders/search/count`: the same criteria as the filtered list;
 * - `POST /api/v2/tickets/search`: status + text ($like), and the tickets list screen's request
 *   (domain's ticketListQuery: limit 50, createdAt DESC), and their count.
 * Every answer is checked (status 200 and body shape) so a broken endpoint fails the bench
 * instead of timing an error page. Prints a small table of p50/p95.
 *
 * Environment: BENCH_ORDERS (default 10000), BENCH_TICKETS (default 10000), BENCH_REQUESTS
 * (default 200), BENCH_WARMUP (20).
 */
import { performance } from 'node:perf_hooks';
import { ticketListQuery } from '@portineria/domain';
import { seedBulkOrders, seedBulkTickets } from '../src/seed/index.ts';
import { signInAs } from '../test/support/gateway.ts';
import { runBench, startBenchGateway } from './benchGateway.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const GIULIA = 'giulia.rossi@studiorossi.example';

/** The criteria of the filtered list and of the count. */
const WHERE = { status: 'OPEN', object: { $like: '%rubinetto%' } };
/** The criteria of the filtered ticket list and of its count (status + text search). */
const TICKET_WHERE = { status: 'OPEN', object: { $like: '%citofono%' } };

interface Case {
  name: string;
  path: string;
  body: unknown;
  /** The p95 budget in ms, when one is set (orders list ≤ 50 ms, status + $like ≤ 30 ms). */
  budgetP95?: number;
  /** Throws when the answer is not the expected shape; returns what the table shows. */
  check(body: unknown): string;
}

function listCheck(body: unknown): string {
  const rows = (body as { rows?: { results?: unknown[]; counter?: unknown } }).rows;
  if (!rows || !Array.isArray(rows.results) || typeof rows.counter !== 'number') {
    throw new Error(`unexpected list body: ${JSON.stringify(body).slice(0, 200)}`);
  }
  if (rows.results.length > 50)
    throw new Error(`limit 50 ignored: ${String(rows.results.length)} rows`);
  return `${String(rows.results.length)} righe / ${String(rows.counter)}`;
}

/** A `{ data }` list (the tickets' family answers as the other data resources do). */
function dataListCheck(body: unknown): string {
  const data = (body as { data?: unknown }).data;
  if (!Array.isArray(data)) {
    throw new Error(`unexpected list body: ${JSON.stringify(body).slice(0, 200)}`);
  }
  if (data.length > 50) throw new Error(`limit 50 ignored: ${String(data.length)} rows`);
  return `${String(data.length)} righe`;
}

function countCheck(body: unknown): string {
  const counter = (body as { counter?: unknown }).counter;
  if (
    !Array.isArray(counter) ||
    counter.length !== 2 ||
    !counter.every((value) => typeof value === 'number')
  ) {
    throw new Error(`unexpected count body: ${JSON.stringify(body).slice(0, 200)}`);
  }
  return `totale ${String(counter[0])}, corrispondenti ${String(counter[1])}`;
}

const CASES: Case[] = [
  {
    name: 'orders/search (status + $like)',
    path: '/api/v2/orders/search',
    body: { where: WHERE, order: [['createdAt', 'DESC']], limit: 50, offset: 0 },
    // The performance budgets' figure for this request (idle machine).
    budgetP95: 30,
    check: listCheck,
  },
  {
    // The orders list screen's own request (web OrdersListScreen: 25 rows, newest first, the
    // building and the supplier included, the route's category).
    name: 'orders/search (lista servizi)',
    path: '/api/v2/orders/search',
    body: {
      limit: 25,
      offset: 0,
      order: [['createdAt', 'DESC']],
      include: ['org_buildings', 'org_suppliers'],
      where: { category: 'ODS' },
    },
    budgetP95: 50,
    check: listCheck,
  },
  {
    name: 'orders/search (prima pagina)',
    path: '/api/v2/orders/search',
    body: { order: [['createdAt', 'DESC']], limit: 50, offset: 0 },
    check: listCheck,
  },
  {
    name: 'orders/search/count',
    path: '/api/v2/orders/search/count',
    body: { attributes: [], criteria: WHERE, include: [], order: [] },
    check: countCheck,
  },
  {
    name: 'tickets/search (status + $like)',
    path: '/api/v2/tickets/search',
    body: { where: TICKET_WHERE, order: [['createdAt', 'DESC']], limit: 50, offset: 0 },
    // The figure for the ticket list (status + text search, 10 000 tickets, PGlite).
    budgetP95: 30,
    check: dataListCheck,
  },
  {
    // The tickets list screen's own request (domain's ticketListQuery).
    name: 'tickets/search (lista ticket)',
    path: '/api/v2/tickets/search',
    body: ticketListQuery(),
    budgetP95: 30,
    check: dataListCheck,
  },
  {
    name: 'tickets/search/count',
    path: '/api/v2/tickets/search/count',
    body: { attributes: [], criteria: TICKET_WHERE, include: [], order: [] },
    check: countCheck,
  },
];

/** Nearest-rank percentile of sorted durations. */
function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function ms(value: number): string {
  return value.toFixed(1).padStart(7);
}

async function main(): Promise<void> {
  const { gateway, seed, dataDir, close } = await startBenchGateway('orders');
  try {
    const seedStart = performance.now();
    const bulk = await seedBulkOrders(gateway.deps.db, {
      organizationId: seed.organizations.studioRossi,
      count: ORDERS,
    });
    const tickets = await seedBulkTickets(gateway.deps.db, {
      organizationId: seed.organizations.studioRossi,
      count: TICKETS,
    });
    const seedMs = performance.now() - seedStart;
    const server = await gateway.listen(0);
    const giulia = await signInAs(server.url, GIULIA, 'ORG');

    const request = async (item: Case): Promise<{ duration: number; summary: string }> => {
      const started = performance.now();
      const response = await fetch(`${server.url}${item.path}`, {
        method: 'POST',
        headers: giulia.headers,
        body: JSON.stringify(item.body),
      });
      const body: unknown = await response.json();
      const duration = performance.now() - started;
      if (response.status !== 200) {
        throw new Error(
          `${item.name}: HTTP ${String(response.status)} ${JSON.stringify(body).slice(0, 200)}`,
        );
      }
      return { duration, summary: item.check(body) };
    };

    const lines: string[] = [];
    for (const item of CASES) {
      for (let index = 0; index < WARMUP; index += 1) await request(item);
      const durations: number[] = [];
      let summary = '';
      for (let index = 0; index < REQUESTS; index += 1) {
        const result = await request(item);
        durations.push(result.duration);
        summary = result.summary;
      }
      durations.sort((a, b) => a - b);
      const p95 = percentile(durations, 95);
      const budget =
        item.budgetP95 === undefined
          ? '—'.padEnd(14)
          : `≤ ${String(item.budgetP95)} ${p95 <= item.budgetP95 ? 'entro' : 'OLTRE'}`.padEnd(14);
      lines.push(
        `| ${item.name.padEnd(31)} | ${String(REQUESTS).padStart(5)} | ${ms(percentile(durations, 50))} | ${ms(p95)} | ${budget} | ${ms(durations[durations.length - 1] ?? Number.NaN)} | ${summary}`,
      );
    }

    console.log('');
    console.log(
      `Benchmark liste e conteggi: ${String(bulk.inserted)} ordini e ${String(tickets.inserted)} ticket aggiunti allo Studio Rossi in ${(seedMs / 1000).toFixed(1)} s (PGlite su disco, ${dataDir}), HTTP reale, richieste sequenziali, ${String(WARMUP)} di riscaldamento.`,
    );
    console.log(
      `| ${'richiesta'.padEnd(31)} |     n |  p50 ms |  p95 ms | budget p95 ms  |  max ms | risposta`,
    );
    console.log(
      `|${'-'.repeat(33)}|-------|---------|---------|----------------|---------|---------`,
    );
    for (const line of lines) console.log(line);
    console.log('');
  } finally {
    await close();
  }
}

runBench(main);
