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
 * - realtime fan-out across instances: Luca sends BENCH_FANOUT_MESSAGES chat messages (default
 *   1,000, after 20 unmeasured) one after the other through the first instance, Giulia follows
 *   the Studio Rossi chat through the second one (both straight to the instance, not through the
 *   balancer, so the message must cross processes through LISTEN/NOTIFY); p95 from Luca's `send`
 *   to Giulia's handler. On one instance both use it.
 * - messages lost or doubled after a reconnection: Giulia follows the chat through the balancer
 *   (the api-client's gateway chat transport, which resumes after the last message it delivered);
 *   in each of 5 rounds Luca sends messages one after the other through the balancer and, while
 *   one is in flight, the instance Giulia's socket reached (the balancer names it,
 *   SERVED_BY_HEADER) gets `kill -9`. Her transport reconnects through the balancer to another
 *   instance; the round ends once ROUND_AFTER_RECONNECTION messages were sent after that (at most
 *   ROUND_ATTEMPTS sends). Every message Luca's send saw acknowledged is then counted in what
 *   Giulia received: lost, doubled, out of order. On one instance the killed instance is
 *   restarted at once and she reconnects to it when it is back.
 * - PostgreSQL restarted during a write load: 10 writers (a notification to oneself each, one
 *   after the other, 50 ms apart after a refusal) through the balancer; after 100 acknowledged
 *   writes the throw-away server is shut down (`pg_ctl stop -m fast`, as an operator's restart),
 *   left down BENCH_DB_DOWN_MS (default 2,000) and started again. Counted: the gateways' 503
 *   DATABASE_UNAVAILABLE answers, the balancer's own 503s (every instance's /health failing),
 *   anything else; the time from the server accepting connections again to the first
 *   acknowledged write; the acknowledged writes missing from the database afterwards. Only with
 *   the bench's own server (not with DATABASE_URL).
 *
 * Environment: DATABASE_URL (else a throw-away Debian PostgreSQL), BENCH_SCALE (the generator's
 * factor, default 0.05: 50 organisations of the full per-tenant size; 1 = the full set, about ten
 * minutes on two cores), BENCH_SKIP_GENERATE=1 (the database already holds a scale set),
 * BENCH_REQUESTS, BENCH_BURSTS, BENCH_FANOUT_MESSAGES, BENCH_DB_DOWN_MS.
 */
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { WebSocket } from 'ws';
import { chatTransportOf, outgoingOf, type ChatMessage } from '../../test/support/chatTransport.ts';
import { clientOf, orgSignInBurst } from '../../test/support/dashboardBurst.ts';
import { profilesOf, signInAs, type ActingAs } from '../../test/support/gateway.ts';
import { printBenchTable, runBench } from '../benchGateway.ts';
import { deliveryCounts, followChat, timeRelay, untilLive } from '../chatFollower.ts';
import {
  SERVED_BY_HEADER,
  scaleDatabase,
  startCluster,
  type Cluster,
  type ScaleDatabase,
} from './cluster.ts';
import { generateScaleData } from './generate.ts';

const GIULIA = 'giulia.rossi@studiorossi.example';
const LUCA = 'luca.neri@studiorossi.example';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const BURSTS = Number(process.env.BENCH_BURSTS ?? 20);
const CONCURRENCY = 200;
const KILL_ROUNDS = 5;
const WRITES_IN_FLIGHT = 20;
const LIST_CRITERIA = { status: 'OPEN', object: { $like: '%rubinetto%' } };
const FANOUT_MESSAGES = Number(process.env.BENCH_FANOUT_MESSAGES ?? 1000);
const FANOUT_WARMUP = 20;
const RECONNECTION_ROUNDS = 5;
/** Acknowledged messages of a round before the kill. */
const ROUND_BEFORE_KILL = 20;
/** Messages of a round sent once the follower's new socket is open. */
const ROUND_AFTER_RECONNECTION = 20;
/** Sends of a round at most, acknowledged or not. */
const ROUND_ATTEMPTS = 600;
/** A message, or a reconnection, that takes longer than this is counted as lost. */
const DELIVERY_LIMIT_MS = 30_000;
/** The demo chat Giulia and Luca share (src/seed/demo/chat.ts). */
const DEMO_CHAT = 'Condominio Via Manzoni 12';
const RESTART_WRITERS = 10;
const RESTART_DOWN_MS = Number(process.env.BENCH_DB_DOWN_MS ?? 2000);

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

/** The demo chat Giulia and Luca are both members of, by its subject and their memberships. */
async function demoChatId(databaseUrl: string, members: ActingAs[]): Promise<number> {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    const { rows } = await database.query<{ id: number }>(
      `select c.id from chats c
        where c.object = $1
          and (select count(distinct m.user_id) from chat_members m
                where m.chat_id = c.id and m.user_id = any($2::int[])) = $3
        order by c.id limit 1`,
      [DEMO_CHAT, members.map((member) => member.user.id), members.length],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`chat demo «${DEMO_CHAT}» non trovata`);
    return id;
  } finally {
    await database.end();
  }
}

/** Waits `milliseconds`. */
function pause(milliseconds: number): Promise<void> {
  return new Promise((resolveWait) => setTimeout(resolveWait, milliseconds));
}

/**
 * Realtime fan-out: Luca sends through the first instance, Giulia follows the chat through the
 * second (the same one when there is only one); p50 and p95 from send to her handler.
 */
async function fanOut(
  cluster: Cluster,
  giulia: ActingAs,
  luca: ActingAs,
  chatId: number,
): Promise<{ p50: number; p95: number }> {
  const publishing = cluster.instances[0];
  const receiving = cluster.instances[1] ?? publishing;
  if (!publishing || !receiving) throw new Error('nessuna istanza');
  const subscriber = chatTransportOf(receiving.url, giulia);
  const sender = chatTransportOf(publishing.url, luca);
  try {
    const follower = await followChat(subscriber, chatId);
    const send = (text: string) => sender.send(chatId, outgoingOf(luca, text));
    await untilLive(follower, send, `Scala: fan-out pronto (${receiving.name})`, DELIVERY_LIMIT_MS);
    const { latencies } = await timeRelay(follower, send, {
      messages: FANOUT_MESSAGES,
      warmup: FANOUT_WARMUP,
      label: `Scala: fan-out ${publishing.name} → ${receiving.name}`,
      limitMs: DELIVERY_LIMIT_MS,
    });
    follower.stop();
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
  } finally {
    await Promise.all([subscriber.close(), sender.close()]);
  }
}

/** What the reconnection rounds counted. */
interface ReconnectionFigures {
  acknowledged: number;
  /** Sends refused or cut while the instance went down (not acknowledged: not counted). */
  failed: number;
  lost: number;
  doubled: number;
  outOfOrder: number;
  /** Rounds whose follower came back on an instance other than the killed one. */
  elsewhere: number;
  /** Per round, from the kill to the follower's new socket being open. */
  reconnections: number[];
  /** Rounds whose follower did not reconnect within DELIVERY_LIMIT_MS. */
  unfinished: number;
}

/**
 * RECONNECTION_ROUNDS rounds of chat messages sent through the balancer while the instance the
 * follower's socket reached is killed; the follower reconnects through the balancer with the
 * api-client transport's own backoff and resume, and what it received is counted.
 */
async function reconnectionRounds(
  cluster: Cluster,
  giulia: ActingAs,
  luca: ActingAs,
  chatId: number,
): Promise<ReconnectionFigures> {
  /** The instance each opened socket of the follower reached, in order. */
  const opened: { instance: string; at: number }[] = [];
  const subscriber = chatTransportOf(cluster.url, giulia, {
    openSocket: (url) => {
      const socket = new WebSocket(url);
      let instance = '?';
      // A refused attempt's error: the transport sees it through its close handler.
      socket.on('error', () => {});
      socket.once('upgrade', (response: IncomingMessage) => {
        instance = String(response.headers[SERVED_BY_HEADER.toLowerCase()] ?? '?');
      });
      socket.once('open', () => opened.push({ instance, at: performance.now() }));
      return socket;
    },
  });
  const sender = chatTransportOf(cluster.url, luca);
  const figures: ReconnectionFigures = {
    acknowledged: 0,
    failed: 0,
    lost: 0,
    doubled: 0,
    outOfOrder: 0,
    elsewhere: 0,
    reconnections: [],
    unfinished: 0,
  };
  try {
    const follower = await followChat(subscriber, chatId);
    const send = (text: string) => sender.send(chatId, outgoingOf(luca, text));
    await untilLive(follower, send, 'Scala: riconnessione pronto', DELIVERY_LIMIT_MS);
    const acknowledged: ChatMessage[] = [];
    for (let round = 1; round <= RECONNECTION_ROUNDS; round += 1) {
      const reached = opened.at(-1)?.instance;
      const victim = cluster.instances.find((instance) => instance.name === reached);
      if (!victim) throw new Error(`istanza della connessione sconosciuta: ${String(reached)}`);
      const openedBefore = opened.length;
      let roundAcknowledged = 0;
      let sentAfter = 0;
      let killedAt: number | undefined;
      let killing: Promise<void> | undefined;
      for (let attempt = 0; attempt < ROUND_ATTEMPTS; attempt += 1) {
        const text = `Scala: caduta ${String(round)}, messaggio ${String(attempt)}`;
        const sending = send(text);
        if (killing === undefined && roundAcknowledged >= ROUND_BEFORE_KILL) {
          // kill -9 while this message is in flight. The only instance is restarted at once;
          // with three, the killed one comes back after the round.
          killedAt = performance.now();
          killing = victim.kill();
          if (cluster.instances.length === 1) killing = killing.then(() => victim.restart());
        }
        try {
          acknowledged.push(await sending);
          roundAcknowledged += 1;
        } catch {
          figures.failed += 1;
          // The balancer has no instance to offer yet: do not spin.
          await pause(100);
        }
        if (opened.length > openedBefore) sentAfter += 1;
        if (sentAfter >= ROUND_AFTER_RECONNECTION) break;
      }
      await killing;
      const back = opened[openedBefore];
      if (back && killedAt !== undefined) {
        figures.reconnections.push(back.at - killedAt);
        if (back.instance !== victim.name) figures.elsewhere += 1;
      } else figures.unfinished += 1;
      const last = acknowledged.at(-1);
      if (last) await follower.arrival(last.message, DELIVERY_LIMIT_MS);
      if (victim.process.exitCode !== null || victim.process.signalCode !== null)
        await victim.restart();
    }
    const closing = 'Scala: riconnessione fine';
    await untilLive(follower, send, closing, DELIVERY_LIMIT_MS);
    follower.stop();
    const counts = deliveryCounts(acknowledged, follower.received);
    return { ...figures, ...counts, acknowledged: acknowledged.length };
  } finally {
    await Promise.all([subscriber.close(), sender.close()]);
  }
}

/** What the PostgreSQL restart counted. */
interface RestartFigures {
  acknowledged: number;
  lost: number;
  /** 503 DATABASE_UNAVAILABLE answers of the gateways, and the message they carried. */
  unavailable: number;
  message?: string;
  /** 503 answers of the balancer itself (every instance's /health failing: none to offer). */
  balancer: number;
  /** Any other answer or error, by status. */
  other: Record<string, number>;
  /** From `pg_ctl stop` being asked to PostgreSQL accepting connections again. */
  downMs: number;
  /** From PostgreSQL accepting connections again to the first write acknowledged after. */
  recoveryMs: number | undefined;
}

/**
 * A write load through the balancer (RESTART_WRITERS writers, each a notification to oneself one
 * after the other) while the throw-away PostgreSQL is shut down (`pg_ctl stop -m fast`), left down
 * RESTART_DOWN_MS and started again: how each write was answered, how long until writes succeed
 * again, and whether every acknowledged one is in the database.
 */
async function restartDuringWrites(
  cluster: Cluster,
  acting: ActingAs,
  database: ScaleDatabase,
): Promise<RestartFigures> {
  const server = database.server;
  if (!server) throw new Error('PostgreSQL non avviato dal bench');
  const figures: RestartFigures = {
    acknowledged: 0,
    lost: 0,
    unavailable: 0,
    balancer: 0,
    other: {},
    downMs: 0,
    recoveryMs: undefined,
  };
  const acknowledgedIds: number[] = [];
  let phase: 'before' | 'down' | 'after' = 'before';
  let backAt = 0;
  let afterAcknowledged = 0;
  let writing = true;
  const countOther = (key: string): void => {
    figures.other[key] = (figures.other[key] ?? 0) + 1;
  };
  const writer = async (): Promise<void> => {
    while (writing) {
      try {
        const response = await post(cluster.url, acting, 'notifications', {
          notificationType: 'ORDER_NEW',
          title: 'Prova di scrittura, riavvio di PostgreSQL',
          entityIDs: [],
        });
        const text = await response.text();
        if (response.status === 201) {
          const body = JSON.parse(text) as { data?: { id?: number } };
          if (typeof body.data?.id === 'number') acknowledgedIds.push(body.data.id);
          if (phase === 'after') {
            afterAcknowledged += 1;
            figures.recoveryMs ??= performance.now() - backAt;
          }
          continue;
        }
        const body = ((): { error_code?: string; message?: string } => {
          try {
            return JSON.parse(text) as { error_code?: string; message?: string };
          } catch {
            return {};
          }
        })();
        if (response.status === 503 && body.error_code === 'DATABASE_UNAVAILABLE') {
          figures.unavailable += 1;
          figures.message ??= body.message;
        } else if (response.status === 503 && body.error_code === undefined) figures.balancer += 1;
        else countOther(`${String(response.status)} ${body.error_code ?? ''}`.trim());
      } catch (error) {
        countOther(error instanceof Error ? error.message : String(error));
      }
      // Refused: the client waits a little before trying again (Retry-After is in seconds).
      await pause(50);
    }
  };
  const writers = Array.from({ length: RESTART_WRITERS }, writer);
  try {
    while (acknowledgedIds.length < 100) await pause(10);
    const stopAsked = performance.now();
    await server.shutDown();
    phase = 'down';
    await pause(RESTART_DOWN_MS);
    await server.startAgain();
    backAt = performance.now();
    figures.downMs = backAt - stopAsked;
    phase = 'after';
    const deadline = performance.now() + DELIVERY_LIMIT_MS;
    while (afterAcknowledged < 100 && performance.now() < deadline) await pause(10);
  } finally {
    writing = false;
    await Promise.all(writers);
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: number }>(
      'select count(*)::int as found from notifications where id = any($1::int[])',
      [acknowledgedIds],
    );
    figures.acknowledged = acknowledgedIds.length;
    figures.lost = acknowledgedIds.length - (rows[0]?.found ?? 0);
  } finally {
    await client.end();
  }
  return figures;
}

interface Figures {
  list: { p95: number; refused: number };
  burstP95: number;
  kill?: { lost: number; acknowledged: number; failed: number };
  fanOut: { p50: number; p95: number };
  reconnection: ReconnectionFigures;
  /** Absent with DATABASE_URL: the bench restarts only a server it started. */
  restart?: RestartFigures;
}

async function measure(database: ScaleDatabase, instances: number): Promise<Figures> {
  const databaseUrl = database.url;
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
    const luca = await signInAs(cluster.url, LUCA, 'ORG');
    const chatId = await demoChatId(databaseUrl, [acting, luca]);
    const fanOutFigures = await fanOut(cluster, acting, luca, chatId);
    const reconnection = await reconnectionRounds(cluster, acting, luca, chatId);
    const restart = database.server
      ? await restartDuringWrites(cluster, acting, database)
      : undefined;
    return {
      list,
      burstP95,
      ...(kill ? { kill } : {}),
      fanOut: fanOutFigures,
      reconnection,
      ...(restart ? { restart } : {}),
    };
  } finally {
    await cluster.stop();
  }
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

function reconnectionCell(figures: ReconnectionFigures): string {
  const unfinished =
    figures.unfinished > 0 ? `, ${String(figures.unfinished)} giri senza riconnessione` : '';
  return `${String(figures.lost)} / ${String(figures.doubled)} di ${String(figures.acknowledged)} confermati (fuori ordine ${String(figures.outOfOrder)}, invii falliti durante la caduta ${String(figures.failed)}${unfinished})`;
}

function restartCell(figures: RestartFigures | undefined): string {
  return figures
    ? `${String(figures.lost)} di ${String(figures.acknowledged)}`
    : 'non misurato (DATABASE_URL: il bench riavvia solo un server che ha avviato)';
}

function restartAnswers(figures: RestartFigures | undefined): string {
  if (!figures) return '—';
  const other = Object.entries(figures.other)
    .map(([answer, count]) => `${answer} ×${String(count)}`)
    .join(', ');
  return `${String(figures.unavailable)} / ${String(figures.balancer)} / ${other || '0'}`;
}

function restartRecovery(figures: RestartFigures | undefined): string {
  if (!figures) return '—';
  const recovery = figures.recoveryMs === undefined ? 'mai' : ms(figures.recoveryMs);
  return `${recovery} (giù per ${ms(figures.downMs)})`;
}

function reconnectionTimes(figures: ReconnectionFigures): string {
  const times = figures.reconnections;
  return times.length === 0 ? '—' : `${ms(percentile(times, 50))} / ${ms(Math.max(...times))}`;
}

runBench(async () => {
  const database = await scaleDatabase('portineria_scale');
  const databaseUrl = database.url;
  try {
    if (process.env.BENCH_SKIP_GENERATE !== '1') {
      await generateScaleData({ databaseUrl, scale: Number(process.env.BENCH_SCALE ?? 0.05) });
    }
    const one = await measure(database, 1);
    const three = await measure(database, 3);
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
        `| fan-out in tempo reale tra istanze p95, ${String(FANOUT_MESSAGES)} messaggi (p50) | ≤ 100 ms | ${ms(one.fanOut.p95)} (${ms(one.fanOut.p50)}) | ${ms(three.fanOut.p95)} (${ms(three.fanOut.p50)}) | ${ratio(one.fanOut.p95, three.fanOut.p95)} |`,
        `| messaggi persi / doppi dopo la riconnessione, kill -9, ${String(RECONNECTION_ROUNDS)} giri | 0 / 0 | ${reconnectionCell(one.reconnection)} | ${reconnectionCell(three.reconnection)} | — |`,
        `| PostgreSQL riavviato sotto scrittura: scritture confermate perse | 0 | ${restartCell(one.restart)} | ${restartCell(three.restart)} | — |`,
        `| … 503 DATABASE_UNAVAILABLE mentre è giù / 503 del bilanciatore / altre | — | ${restartAnswers(one.restart)} | ${restartAnswers(three.restart)} | — |`,
        `| … dal riavvio alla prima scrittura confermata | — | ${restartRecovery(one.restart)} | ${restartRecovery(three.restart)} | — |`,
        '',
        `Riconnessione (dal kill -9 al nuovo socket aperto), p50 / max: 1 istanza ${reconnectionTimes(one.reconnection)} (riavviata subito, stessa istanza); 3 istanze ${reconnectionTimes(three.reconnection)}, su un'altra istanza in ${String(three.reconnection.elsewhere)} giri di ${String(RECONNECTION_ROUNDS)}.`,
        `Messaggio dei 503 con PostgreSQL giù: «${one.restart?.message ?? three.restart?.message ?? '—'}»`,
      ],
    );
  } finally {
    database.stop();
  }
});
