/**
 * The migration runner: every `apps/gateway/migrations/*.sql` file in name order, each inside its
 * own transaction, recorded in `schema_migrations`. Re-running skips what is recorded. Each
 * transaction first takes a transaction-scoped advisory lock, so two gateways starting together
 * on one PostgreSQL apply every file exactly once (the second waits, then sees the record).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { GATEWAY_ROOT } from '../config.ts';

/** The folder of the SQL migrations. */
export const MIGRATIONS_DIRECTORY = join(GATEWAY_ROOT, 'migrations');

/** An arbitrary constant shared by every gateway instance: "portineria migrations". */
const MIGRATION_LOCK_KEY = 7_120_500_401;

/** What a run did. */
export interface MigrationResult {
  /** Files applied by this run, in order. */
  applied: string[];
  /** Files already recorded before this run. */
  skipped: string[];
}

/** The `.sql` files of a folder in name order (none when the folder does not exist yet). */
export function migrationFiles(directory: string = MIGRATIONS_DIRECTORY): string[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith('.sql')).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

// The runner works on any schema: it only touches schema_migrations, through raw SQL.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

/**
 * Lifts the gateway's statement timeout for one migration's transaction: building an index over
 * a million orders, or waiting for the lock while another instance does, may take longer than
 * any request should (DATABASE_STATEMENT_TIMEOUT_MS), and a cut migration would stop the start.
 */
async function unlimitedStatements(trx: AnyDatabase): Promise<void> {
  await sql`set local statement_timeout = 0`.execute(trx);
}

/** Applies the pending migrations of `directory`. */
export async function migrate(
  db: AnyDatabase,
  directory: string = MIGRATIONS_DIRECTORY,
): Promise<MigrationResult> {
  await db.transaction().execute(async (trx) => {
    await unlimitedStatements(trx);
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
  });
  const result: MigrationResult = { applied: [], skipped: [] };
  for (const name of migrationFiles(directory)) {
    const text = readFileSync(join(directory, name), 'utf8');
    const applied = await db.transaction().execute(async (trx) => {
      await unlimitedStatements(trx);
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const recorded = await sql<{
        name: string;
      }>`select name from schema_migrations where name = ${name}`.execute(trx);
      if (recorded.rows.length > 0) return false;
      await sql.raw(text).execute(trx);
      await sql`insert into schema_migrations (name) values (${name})`.execute(trx);
      return true;
    });
    (applied ? result.applied : result.skipped).push(name);
  }
  return result;
}
