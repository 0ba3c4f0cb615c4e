/**
 * The database of the gateway: Kysely over PGlite (default; persisted in `<dataDir>/pglite`, or
 * in memory with `dataDir: 'memory'`) or over a node-postgres Pool when a `databaseUrl` is given.
 *
 * Values come back the same way on both engines:
 * - int8 (bigint, `count(*)`) and numeric → JavaScript number (counts and ids stay far below 2^53);
 * - date → the 'YYYY-MM-DD' string itself (no time-zone shift);
 * - timestamptz → Date; json/jsonb → parsed values.
 *
 * Array parameters are sent as JSON text on both (src/db/jsonArrays.ts): every list is a jsonb.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { KyselyConfig, LogEvent } from 'kysely';
import pg from 'pg';
import { lockDataFolder } from './dataFolderLock.ts';
import type { DataFolderLock } from './dataFolderLock.ts';
import type { Database } from './schema.ts';
import { PGlitePool } from './pglitePool.ts';
import { JsonArrayPlugin } from './jsonArrays.ts';

export { migrate, migrationFiles, MIGRATIONS_DIRECTORY } from './migrate.ts';
export { markReusablePlan } from './planReuse.ts';
export { DATA_FOLDER_LOCK, lockDataFolder } from './dataFolderLock.ts';
export type { MigrationResult } from './migrate.ts';

/** The two engines the gateway runs on. */
export type DatabaseKind = 'pglite' | 'postgres';

/** Where to open the database. */
export interface OpenDatabaseOptions {
  /**
   * A data folder (PGlite lives in `<dataDir>/pglite`) or 'memory'. Ignored with `databaseUrl`.
   * A folder is locked while open (`<dataDir>/gateway.lock`): a second open refuses, in Italian.
   */
  dataDir?: string | 'memory';
  /** A PostgreSQL connection string. */
  databaseUrl?: string;
  /** node-postgres pool size (default 10). */
  poolSize?: number;
  /** PostgreSQL: the server cuts a statement running longer (ms; default: no limit). */
  statementTimeoutMs?: number;
  /** PostgreSQL: a query waiting longer for a free connection fails (ms; default: no limit). */
  poolWaitMs?: number;
  /**
   * PGlite in memory only: start from a data-dir dump (`DatabaseHandle.snapshot()`) instead of
   * running initdb — test gateways start from a migrated, seeded template in a few seconds.
   */
  snapshot?: Blob;
  /**
   * Called with every statement executed and its parameters (the index check of the PostgreSQL
   * tests EXPLAINs the very statements the lists and counts send).
   */
  onQuery?: QueryListener;
}

/** A listener of the executed statements (`OpenDatabaseOptions.onQuery`). */
export type QueryListener = (query: { sql: string; parameters: readonly unknown[] }) => void;

function queryLog(onQuery: QueryListener | undefined): KyselyConfig['log'] {
  if (!onQuery) return undefined;
  return (event: LogEvent) => {
    if (event.level === 'query') {
      onQuery({ sql: event.query.sql, parameters: event.query.parameters });
    }
  };
}

/** An open database. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Round trip to the engine; rejects when it is unreachable. */
  ping(): Promise<void>;
  /** Waits for the queries in flight, then closes (PGlite flushes its files). */
  close(): Promise<void>;
  /** PGlite only: a dump of the whole data dir (uncompressed tar), for `OpenDatabaseOptions.snapshot`. */
  snapshot?(): Promise<Blob>;
}

const toNumber = (value: string): number => Number(value);
const keepText = (value: string): string => value;

function openPglite(dataDir: string | 'memory', snapshot: Blob | undefined): Promise<PGlite> {
  const parsers = {
    [pgliteTypes.INT8]: toNumber,
    [pgliteTypes.NUMERIC]: toNumber,
    [pgliteTypes.DATE]: keepText,
  };
  if (dataDir === 'memory') {
    return snapshot
      ? PGlite.create({ parsers, loadDataDir: snapshot })
      : PGlite.create({ parsers });
  }
  const directory = join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ dataDir: directory, parsers });
}

function postgresTypes(): { getTypeParser: typeof pg.types.getTypeParser } {
  const overrides = new Map<number, (value: string) => unknown>([
    [pg.types.builtins.INT8, toNumber],
    [pg.types.builtins.NUMERIC, toNumber],
    [pg.types.builtins.DATE, keepText],
  ]);
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && overrides.has(oid)
      ? overrides.get(oid)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;
  return { getTypeParser };
}

/**
 * Empties every table of the current schema except `schema_migrations` (identities restarted):
 * `reset` on PostgreSQL, where the data cannot simply be deleted from disk.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function truncateAll(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = current_schema() and tablename <> 'schema_migrations'
    order by tablename`.execute(db);
  const tables = rows.map((row) => row.tablename);
  if (tables.length > 0) {
    // Names come from the catalogue, quoted as identifiers.
    const list = tables.map((name) => `"${name.replace(/"/g, '""')}"`).join(', ');
    await sql.raw(`truncate table ${list} restart identity cascade`).execute(db);
  }
  return tables;
}

/** Opens the database named by the options (no migrations; call `migrate`). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: postgresTypes(),
      // Bounded: no statement holds a connection forever, no request waits forever for one.
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      ...(options.poolWaitMs ? { connectionTimeoutMillis: options.poolWaitMs } : {}),
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    // Nor a client a request holds between two statements (pg-pool listens only while it is
    // idle): PostgreSQL restarting ends every session with a FATAL that arrives unasked. The
    // request's next statement fails (503 DATABASE_UNAVAILABLE) and the pool drops the client.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new JsonArrayPlugin()],
      log: queryLog(options.onQuery),
    });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
  }
  const dataDir = options.dataDir ?? 'memory';
  // One gateway per folder on disk: a second one stops here, before PGlite opens the files.
  const lock: DataFolderLock | undefined =
    dataDir === 'memory' ? undefined : lockDataFolder(dataDir);
  let pglite: PGlite;
  try {
    pglite = await openPglite(dataDir, options.snapshot);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }),
    plugins: [new JsonArrayPlugin()],
    log: queryLog(options.onQuery),
  });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      try {
        await db.destroy();
      } finally {
        lock?.release();
      }
    },
    // Taken between queries: the FIFO pool is idle when nothing awaits the database.
    snapshot: () => pglite.dumpDataDir('none'),
  };
}
