/**
 * The gateway every bench starts: PGlite on disk in a new temporary folder (as `pnpm start` keeps
 * its data), the demo seed, silent logs. `close` stops it and removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway } from '../src/index.ts';

/** A started bench gateway, its demo seed and its data folder. */
export async function startBenchGateway(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `portineria-bench-${name}-`));
  const gateway = await createGateway({
    dataDir,
    seed: 'demo',
    log: 'silent',
    secret: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  });
  const close = async () => {
    await gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const seed = gateway.seed;
  if (!seed) {
    await close();
    throw new Error('the gateway did not seed the demo data');
  }
  return { gateway, seed, dataDir, close };
}

/** Prints a bench's table: its introduction, header and rule, one line per case, a blank line. */
export function printBenchTable(
  introduction: string,
  header: string,
  rule: string,
  lines: readonly string[],
): void {
  console.log(['', introduction, header, rule, ...lines, ''].join('\n'));
}

/** Runs a bench's main: a failure is printed and the exit code set. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
