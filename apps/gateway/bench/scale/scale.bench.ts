/**
 * `pnpm bench:scale`: the figures of the scale set-up, each on one instance and on three behind
 * HAProxy (cluster.ts), on one PostgreSQL holding the scale data set (generate.ts). Loopback
 * only, bounded loops, no timed assertion: it prints what it measured beside the goal.
 *
 * - list and count p95 with 200 concurrent users: BENCH_REQUESTS calls (default 2,000) of the
 *   orders list by status and text and of its count, alternating, 200 in flight at any time,
 *   through the balancer, as Giulia Rossi (a demo tenant of the full per-tenant size);
 * - the dashboard burst: the ORG sign-in burst (test/support/dashboardBurst.ts, ~22 calls at
 *   once), BENCH_BURSTS times (default 20), p95 of the burst's wall time;
 * - acknowledged writes lost when an instance is killed: 5 rounds of a write loop (a notification
 *   to oneself, 20 in flight) through the balancer while one instance gets `kill -9`; every write
 *   answered 201 is then looked up in the database. The killed instance is restarted after each
 *   round. Three instances only (with one, a killed instance is the whole service).
 *
 * Environment: DATABASE_URL (else a throw-away Debian PostgreSQL), BENCH_SCALE (the generator's
 * factor, default 0.05: 50 organisations of the full per-tenant size; 1 = the full set, about ten
 * minutes on two cores), BENCH_SKIP_GENERATE=1 (the database already holds a scale set),
 * BENCH_REQUESTS, BENCH_BURSTS.
 *
 * Not measured yet: the realtime fan-out across instances and the messages lost or doubled after
 * a reconnection (the third and fifth figures).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { clientOf, orgSignInBurst } from '../../test/support/dashboardBurst.ts';
import { profilesOf, signInAs, type ActingAs } from '../../test/support/gateway.ts';
import { printBenchTable, runBench } from '../benchGateway.ts';
import { scaleDatabase, startCluster, type Cluster } from './cluster.ts';
import { generateScaleData } from './generate.ts';

const GIULIA = 'giulia.rossi@studiorossi.example';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const BURSTS = Number(process.env.BENCH_BURSTS ?? 20);
const CONCURRENCY = 200;
const KILL_ROUNDS = 5;
const WRITES_IN_FLIGHT = 20;
const LIST_CRITERIA = { status: 'OPEN', object: { $like: '%rubinetto%' } };

/** Nearest-rank percentile of durations (sorted here). */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** `count` calls made by `call`, `concurrency` in flight at once; the duration of each. */
async function timedCalls(
  count: number,
  concurrency: number,
  call: (index: number) => Promise<void>,
): Promise<number[]> {
  const durations: number[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next;
      next += 1;
      const started = performance.now();
      await call(index);
      durations.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return durations;
}

async function post(url: string, acting: ActingAs, path: string, body: unknown): Promise<Response> {
  return fetch(`${url}/api/v2/${path}`, {
    method: 'POST',
    headers: acting.headers,
    body: JSON.stringify(body),
  });
}

/**
 * p95 of the orders list and count with 200 users at once, and how many calls were refused: 503
 * (the pool's wait, DATABASE_POOL_WAIT_MS, run out, or the balancer found no healthy instance) or
 * a connection closed under the load.
 */
async function listAndCount(
  cluster: Cluster,
  acting: ActingAs,
): Promise<{ p95: number; refused: number }> {
  let refused = 0;
  const durations = await timedCalls(REQUESTS, CONCURRENCY, async (index) => {
    const response = await listOrCount(cluster, acting, index).catch(() => undefined);
    if (response === undefined || response.status === 503) refused += 1;
    else if (response.status !== 200) {
      throw new Error(`lista/conteggio: ${String(response.status)}`);
    }
    await response?.arrayBuffer();
  });
  return { p95: percentile(durations, 95), refused };
}

/** The even calls list the orders by status and text, the odd ones count them. */
async function listOrCount(cluster: Cluster, acting: ActingAs, index: number): Promise<Response> {
  return index % 2 === 0
    ? await post(cluster.url, acting, 'orders/search', {
        where: LIST_CRITERIA,
        order: [['createdAt', 'DESC']],
        limit: 50,
      })
    : await post(cluster.url, acting, 'orders/search/count', { criteria: LIST_CRITERIA });
}

/** p95 of the ORG dashboard burst's wall time. */
async function dashboardBurst(cluster: Cluster, acting: ActingAs): Promise<number> {
  const [profile] = (await profilesOf(cluster.url, acting.token)).filter(
    (candidate) => candidate.uid === acting.profileUid,
  );
  if (!profile) throw new Error('profilo ORG non trovato');
  const client = clientOf(cluster.url, acting);
  const durations: number[] = [];
  for (let burst = 0; burst < BURSTS; burst += 1) {
    const started = performance.now();
    await Promise.all(orgSignInBurst(client, profile).map((call) => call()));
    durations.push(performance.now() - started);
  }
  return percentile(durations, 95);
}

/**
 * Rounds of writes through the balancer while one instance is killed: how many writes answered
 * 201 are missing from the database afterwards, and how many failed while it went down.
 */
async function killDuringWrites(
  cluster: Cluster,
  acting: ActingAs,
  databaseUrl: string,
): Promise<{ lost: number; acknowledged: number; failed: number }> {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  let lost = 0;
  let acknowledged = 0;
  let failed = 0;
  try {
    for (let round = 0; round < KILL_ROUNDS; round += 1) {
      const victim = cluster.instances[round % cluster.instances.length];
      if (!victim) break;
      const acknowledgedIds: number[] = [];
      let writes = 0;
      let killed = false;
      const kill = (async () => {
        // Kill once the load is running.
        while (writes < 100) await new Promise((resolveWait) => setTimeout(resolveWait, 5));
        await victim.kill();
        killed = true;
      })();
      await timedCalls(600, WRITES_IN_FLIGHT, async () => {
        writes += 1;
        try {
          const response = await post(cluster.url, acting, 'notifications', {
            notificationType: 'ORDER_NEW',
            title: `Prova di scrittura, giro ${String(round + 1)}`,
            entityIDs: [],
          });
          if (response.status === 201) {
            const body = (await response.json()) as { data?: { id?: number } };
            if (typeof body.data?.id === 'number') acknowledgedIds.push(body.data.id);
          } else {
            failed += 1;
            await response.arrayBuffer();
          }
        } catch {
          failed += 1;
        }
      });
      await kill;
      if (!killed) throw new Error('the instance was not killed during the round');
      const { rows } = await database.query<{ found: number }>(
        'select count(*)::int as found from notifications where id = any($1::int[])',
        [acknowledgedIds],
      );
      lost += acknowledgedIds.length - (rows[0]?.found ?? 0);
      acknowledged += acknowledgedIds.length;
      await victim.restart();
    }
  } finally {
    await database.end();
  }
  return { lost, acknowledged, failed };
}

interface Figures {
  list: { p95: number; refused: number };
  burstP95: number;
  kill?: { lost: number; acknowledged: number; failed: number };
}

async function measure(databaseUrl: string, instances: number): Promise<Figures> {
  const cluster = await startCluster({ databaseUrl, instances });
  try {
    const acting = await signInAs(cluster.url, GIULIA, 'ORG');
    // Warm every instance's caches and plans before timing.
    await timedCalls(60, 20, async () => {
      const response = await post(cluster.url, acting, 'orders/search/count', {
        criteria: LIST_CRITERIA,
      });
      await response.arrayBuffer();
    });
    const list = await listAndCount(cluster, acting);
    const burstP95 = await dashboardBurst(cluster, acting);
    const kill = instances > 1 ? await killDuringWrites(cluster, acting, databaseUrl) : undefined;
    return { list, burstP95, ...(kill ? { kill } : {}) };
  } finally {
    await cluster.stop();
  }
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

runBench(async () => {
  const database = await scaleDatabase('portineria_scale');
  const databaseUrl = database.url;
  try {
    if (process.env.BENCH_SKIP_GENERATE !== '1') {
      await generateScaleData({ databaseUrl, scale: Number(process.env.BENCH_SCALE ?? 0.05) });
    }
    const one = await measure(databaseUrl, 1);
    const three = await measure(databaseUrl, 3);
    const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
    printBenchTable(
      `Scala: PostgreSQL, HAProxy, ${String(CONCURRENCY)} utenti simultanei (${String(REQUESTS)} richieste), ${String(BURSTS)} raffiche`,
      '| misura | obiettivo | 1 istanza | 3 istanze | 1 ÷ 3 |',
      '| --- | --- | --- | --- | --- |',
      [
        `| lista e conteggio p95 | ≤ 30 ms | ${ms(one.list.p95)} | ${ms(three.list.p95)} | ${ratio(one.list.p95, three.list.p95)} |`,
        `| … di cui rifiutate (503 o connessione chiusa) | 0 | ${String(one.list.refused)} | ${String(three.list.refused)} | — |`,
        `| raffica della dashboard p95 | ≤ 80 ms | ${ms(one.burstP95)} | ${ms(three.burstP95)} | ${ratio(one.burstP95, three.burstP95)} |`,
        `| scritture confermate perse con kill -9, ${String(KILL_ROUNDS)} giri | 0 | — | ${String(three.kill?.lost ?? '—')} di ${String(three.kill?.acknowledged ?? '—')} (fallite durante la caduta: ${String(three.kill?.failed ?? '—')}) | — |`,
        '| fan-out in tempo reale tra istanze p95 | ≤ 100 ms | non misurato | non misurato | — |',
        '| messaggi persi o doppi dopo la riconnessione | 0 | non misurato | non misurato | — |',
      ],
    );
  } finally {
    database.stop();
  }
});
