/**
 * Start-up benchmark: cold and warm start.
 *
 * - cold start: a fresh data folder — PGlite initdb, every migration, the demo seed — until the
 *   gateway listens and /health answers 200;
 * - warm start: the same folder again (no migration left, no seed) until /health answers 200.
 * Each run is a full `createGateway` + `listen` + first `/health` + graceful `close`, in this
 * process; the close time is printed too (PGlite flushes on close).
 *
 * Environment: BENCH_COLD_RUNS (default 2), BENCH_WARM_RUNS (default 3).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createGateway } from '../src/index.ts';

const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 2);
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 3);

interface Sample {
  startMs: number;
  closeMs: number;
  seeded: boolean;
}

async function startOnce(dataDir: string): Promise<Sample> {
  const started = performance.now();
  const gateway = await createGateway({ dataDir, log: 'silent', port: 0 });
  const { url } = await gateway.listen(0);
  const health = await fetch(`${url}/health`);
  if (health.status !== 200) throw new Error(`/health answered ${health.status}`);
  await health.arrayBuffer();
  const ready = performance.now();
  await gateway.close();
  return {
    startMs: ready - started,
    closeMs: performance.now() - ready,
    seeded: gateway.seed !== undefined,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function row(name: string, samples: Sample[]): string {
  const starts = samples.map((sample) => sample.startMs);
  const closes = samples.map((sample) => sample.closeMs);
  const cells = [
    name.padEnd(12),
    String(samples.length).padStart(4),
    `${Math.round(Math.min(...starts))} ms`.padStart(10),
    `${Math.round(median(starts))} ms`.padStart(10),
    `${Math.round(Math.max(...starts))} ms`.padStart(10),
    `${Math.round(median(closes))} ms`.padStart(12),
  ];
  return cells.join('  ');
}

const base = mkdtempSync(join(tmpdir(), 'portineria-start-bench-'));
try {
  const cold: Sample[] = [];
  const warm: Sample[] = [];
  let lastDir = '';
  for (let run = 0; run < COLD_RUNS; run += 1) {
    lastDir = join(base, `cold-${run}`);
    const sample = await startOnce(lastDir);
    if (!sample.seeded) throw new Error('cold start did not seed the demo data');
    cold.push(sample);
  }
  for (let run = 0; run < WARM_RUNS; run += 1) {
    const sample = await startOnce(lastDir);
    if (sample.seeded) throw new Error('warm start seeded again');
    warm.push(sample);
  }
  process.stdout.write(
    [
      '',
      'Avvio del gateway (PGlite su disco, dalla creazione a /health 200):',
      ['', 'runs', 'min', 'median', 'max', 'close (med)']
        .map((cell, index) =>
          index === 0 ? cell.padEnd(12) : cell.padStart(index === 1 ? 4 : index === 5 ? 12 : 10),
        )
        .join('  '),
      row('cold start', cold),
      row('warm start', warm),
      '',
    ].join('\n'),
  );
} finally {
  rmSync(base, { recursive: true, force: true });
}
