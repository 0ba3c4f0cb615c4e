/**
 * The gateway CLI (`pnpm start` → `serve`, `pnpm reset` → `reset`).
 * - serve: opens the database (seeding the demo data on first start), listens on PORT and prints
 *   where to go; SIGTERM/SIGINT shut it down gracefully (exit 0).
 * - reset: wipes the PGlite data (`<dataDir>/pglite` and the secret) or truncates every table on
 *   PostgreSQL, then migrates and reseeds. It refuses while a gateway uses the data folder.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createGateway } from './app.ts';
import { serve } from './serve.ts';
import { resolveConfig } from './config.ts';
import { lockDataFolder, openDatabase, truncateAll } from './db/index.ts';
import { messages } from './messages.ts';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** Truncates every table but schema_migrations (PostgreSQL). */
async function truncatePostgres(databaseUrl: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl });
  try {
    await truncateAll(handle.db);
  } finally {
    await handle.close();
  }
}

async function reset(): Promise<void> {
  const config = resolveConfig({ log: 'silent' });
  if (config.databaseUrl) {
    await truncatePostgres(config.databaseUrl);
  } else if (config.dataDir !== 'memory') {
    // Never under a running gateway: the lock refuses, in Italian, while one uses the folder.
    const lock = lockDataFolder(config.dataDir);
    try {
      // Only what the gateway wrote: DATA_DIR may be a folder holding other things.
      rmSync(join(config.dataDir, 'pglite'), { recursive: true, force: true });
      rmSync(join(config.dataDir, 'secret'), { force: true });
    } finally {
      lock.release();
    }
  }
  const gateway = await createGateway({ log: 'silent', seed: 'demo' });
  await gateway.close();
  say(messages.cliResetDone);
}

const command = process.argv[2] ?? 'serve';
const run = command === 'serve' ? () => serve() : command === 'reset' ? reset : undefined;
if (!run) {
  process.stderr.write(`${messages.cliUnknownCommand(command)}\n`);
  process.exit(2);
}
run().catch((error: unknown) => {
  process.stderr.write(
    `${messages.cliStartFailed} ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
