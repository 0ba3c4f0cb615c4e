/**
 * Calendar range benchmark (002 §2.1): p50/p95 of the range read a month view makes, with 50 000
 * events in Giulia Rossi's organisation.
 *
 * Starts a real gateway on a temporary data folder (PGlite on disk, demo seed), adds the events
 * (spread over four years around today, a tenth of them Giulia's, a tenth public events of her
 * colleague Luca, the rest other employees' private ones), signs in and times sequential
 * `POST /api/v2/calendar/search` with `startTime ≤ to and endTime ≥ from` over this month's view
 * (six weeks), limit 1000, through real HTTP. Every answer is checked (status 200, a data list).
 *
 * Environment: BENCH_EVENTS (default 50000), BENCH_REQUESTS (default 200), BENCH_WARMUP (20).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { signInAs } from '../test/support/gateway.ts';
import { runBench, startBenchGateway } from './benchGateway.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const GIULIA = 'giulia.rossi@studiorossi.example';
const DAY_MS = 86_400_000;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function main(): Promise<void> {
  const { gateway, seed, close } = await startBenchGateway('calendar');
  try {
    const organization = seed.organizations.studioRossi;
    const giuliaEmployee = seed.accounts.giulia.employeeId as number;
    const lucaEmployee = seed.accounts.luca.employeeId as number;
    const others = (
      await gateway.deps.db
        .selectFrom('employees')
        .select('id')
        .where('organization_id', '=', organization)
        .execute()
    ).map((row) => row.id);
    const seedStart = performance.now();
    const first = Date.now() - 2 * 365 * DAY_MS;
    const rows = Array.from({ length: EVENTS }, (_, index) => {
      const start = new Date(
        first + (index * 4 * 365 * DAY_MS) / EVENTS + (index % 10) * 3_600_000,
      );
      const long = index % 50 === 0;
      const end = new Date(start.getTime() + (long ? 3 * DAY_MS : 3_600_000));
      const kind = index % 10;
      return {
        organization_id: organization,
        employee_id:
          kind === 0 ? giuliaEmployee : kind === 1 ? lucaEmployee : others[index % others.length]!,
        object: `Evento di prova ${String(index)}`,
        start_time: start,
        end_time: end,
        visibility: kind === 1 ? ('0' as const) : ('1' as const),
      };
    });
    for (let offset = 0; offset < rows.length; offset += 1000) {
      await gateway.deps.db
        .insertInto('calendar_events')
        .values(rows.slice(offset, offset + 1000))
        .execute();
    }
    await sql`analyze calendar_events`.execute(gateway.deps.db);
    const seedMs = performance.now() - seedStart;
    const server = await gateway.listen(0);
    const giulia = await signInAs(server.url, GIULIA, 'ORG');
    const today = new Date();
    const monthStart = new Date(today.getFullYear(), today.getMonth(), 1);
    const from = new Date(monthStart.getTime() - 7 * DAY_MS).toISOString();
    const to = new Date(monthStart.getTime() + 35 * DAY_MS).toISOString();
    const body = JSON.stringify({
      where: { startTime: { $lte: to }, endTime: { $gte: from } },
      order: [['startTime', 'ASC']],
      limit: 1000,
    });
    let listed = 0;
    const request = async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/v2/calendar/search`, {
        method: 'POST',
        headers: giulia.headers,
        body,
      });
      const answer = (await response.json()) as { data?: unknown[] };
      const duration = performance.now() - started;
      if (response.status !== 200 || !Array.isArray(answer.data)) {
        throw new Error(
          `calendar/search: HTTP ${String(response.status)} ${JSON.stringify(answer).slice(0, 200)}`,
        );
      }
      listed = answer.data.length;
      return duration;
    };
    for (let index = 0; index < WARMUP; index += 1) await request();
    const durations: number[] = [];
    for (let index = 0; index < REQUESTS; index += 1) durations.push(await request());
    durations.sort((a, b) => a - b);
    console.log('');
    console.log(
      `Benchmark calendario: ${String(EVENTS)} eventi aggiunti allo Studio Rossi in ${(seedMs / 1000).toFixed(1)} s (PGlite su disco), HTTP reale, richieste sequenziali, ${String(WARMUP)} di riscaldamento.`,
    );
    console.log(
      '| richiesta                         |     n |  p50 ms |  p95 ms |  max ms | risposta',
    );
    console.log(
      '|-----------------------------------|-------|---------|---------|---------|---------',
    );
    console.log(
      `| calendar/search (vista del mese)  | ${String(REQUESTS).padStart(5)} | ${percentile(durations, 50).toFixed(1).padStart(7)} | ${percentile(durations, 95).toFixed(1).padStart(7)} | ${(durations[durations.length - 1] ?? Number.NaN).toFixed(1).padStart(7)} | ${String(listed)} eventi visibili`,
    );
    console.log('');
  } finally {
    await close();
  }
}

runBench(main);
