/**
 * Dashboard burst benchmark: the ORG dashboard fires about 20 requests at once on sign-in.
 *
 * Starts a real gateway in its own process, as `pnpm start` runs it (PGlite on a temporary data
 * folder, demo seed, no request log), so that the client's work never counts as the gateway's;
 * signs Giulia Rossi in through the stand-in login and, with the real api-client, fires at once
 * every call her
 * default administrator dashboard makes (domain `defaultDashboardFor('administrator')`: each
 * counted view once, 'Assegnati a me' from its three sources, the day's events, the tickets
 * list) together with what the shell asks on sign-in (the profile list, the unread notifications
 * counter, the menu's permissions in one batch call). It times the whole burst, then the same
 * burst with the menu asked one permission check per entry, as the web did before the batch call.
 * Every call must succeed (a failing call fails the bench instead of timing an error). Prints
 * p50/p95/max of the burst's wall time; no timed assertion.
 *
 * Environment: BENCH_BURSTS (default 30), BENCH_WARMUP (default 5), BENCH_GATEWAY_ARGS (extra
 * node flags of the gateway process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profile`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GATEWAY_ROOT } from '../src/index.ts';
import { clientOf, orgSignInBurst } from '../test/support/dashboardBurst.ts';
import { profilesOf, signInAs } from '../test/support/gateway.ts';

const BURSTS = Number(process.env.BENCH_BURSTS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const GIULIA = 'giulia.rossi@studiorossi.example';

/** Nearest-rank percentile of sorted durations. */
function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function ms(value: number): string {
  return value.toFixed(1).padStart(7);
}

/** Starts `src/main.ts serve` on a free port and resolves with its URL once it is ready. */
function startGateway(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const extra = (process.env.BENCH_GATEWAY_ARGS ?? '').split(' ').filter((flag) => flag !== '');
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'src/main.ts', 'serve'], {
    cwd: GATEWAY_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG: 'silent',
      GATEWAY_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveStart, rejectStart) => {
    let output = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const port = /https?:\/\/[^:\s]+:(\d+)/.exec(output)?.[1];
      if (port) resolveStart({ url: `http://127.0.0.1:${port}`, child });
    });
    child.once('exit', (code) => rejectStart(new Error(`the gateway exited (${String(code)})`)));
  });
}

/** SIGTERM, then wait for the graceful close (PGlite flushes; a profile is written). */
function stopGateway(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null) {
      resolveStop();
      return;
    }
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portineria-bench-'));
  const { url, child } = await startGateway(dataDir);
  try {
    const server = { url };
    const giulia = await signInAs(server.url, GIULIA, 'ORG');
    let requests = 0;
    const countingFetch: typeof fetch = (input, init) => {
      requests += 1;
      return fetch(input, init);
    };
    const client = clientOf(server.url, giulia, countingFetch);
    const profile = (await profilesOf(server.url, giulia.token)).find(
      (candidate) => candidate.uid === giulia.profileUid,
    );
    if (!profile) throw new Error('Giulia has no ORG profile');

    const lines: string[] = [];
    for (const [name, batch] of [
      ['dashboard, menu in 1 batch', true],
      ['dashboard, menu 1 per entry', false],
    ] as const) {
      const calls = orgSignInBurst(client, profile, { batchPermissions: batch });
      const burst = async (): Promise<number> => {
        const started = performance.now();
        await Promise.all(calls.map((call) => call()));
        return performance.now() - started;
      };
      for (let index = 0; index < WARMUP; index += 1) await burst();
      requests = 0;
      const durations: number[] = [];
      for (let index = 0; index < BURSTS; index += 1) durations.push(await burst());
      const perBurst = requests / BURSTS;
      durations.sort((a, b) => a - b);
      lines.push(
        `| ${name.padEnd(28)} | ${String(perBurst).padStart(9)} | ${String(BURSTS).padStart(5)} | ${ms(percentile(durations, 50))} | ${ms(percentile(durations, 95))} | ${ms(durations.at(-1) ?? Number.NaN)} |`,
      );
    }

    console.log('');
    console.log(
      `Benchmark raffica dashboard ORG (Giulia Rossi, dashboard predefinita amministratore): tutte le richieste in parallelo, gateway in un processo a sé, PGlite su disco (${dataDir}), HTTP reale, ${String(WARMUP)} raffiche di riscaldamento.`,
    );
    console.log(`| ${'raffica'.padEnd(28)} | richieste |     n |  p50 ms |  p95 ms |  max ms |`);
    console.log(`|${'-'.repeat(30)}|-----------|-------|---------|---------|---------|`);
    for (const line of lines) console.log(line);
    console.log('');
  } finally {
    await stopGateway(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
