/**
 * PGlite behind Kysely's `PostgresDialect`: PGlite is one single-user backend, so the "pool" has
 * exactly one client and hands it out in FIFO order. A Kysely transaction holds the client from
 * `begin` to `commit`, so no other query can slip into it (statements of two requests never
 * interleave inside one transaction).
 *
 * Consequence for callers: inside `db.transaction().execute(async (trx) => …)` use `trx` only;
 * a query on `db` there would wait for the transaction that waits for it (a deadlock).
 *
 * A query with parameters runs as a named prepared statement ({@link PreparedStatements}).
 */
import { messages, parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

const { serialize } = protocol;

type Command = PostgresQueryResult<unknown>['command'];

/** Kysely reads affected rows only for these command tags; PGlite gives no tag, so we infer it. */
function commandOf(sql: string, affectedRows: number | undefined): Command {
  const keyword = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
  switch (keyword) {
    case 'INSERT':
    case 'UPDATE':
    case 'DELETE':
    case 'MERGE':
    case 'SELECT':
    case 'COMMIT':
    case 'ROLLBACK':
      return keyword;
    default:
      // `with … update …` and friends: report the affected rows when there are any.
      return affectedRows !== undefined && affectedRows > 0 ? 'UPDATE' : 'SELECT';
  }
}

function concatenated(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** The most statements kept prepared; the least recently used is closed beyond it. */
export const PREPARED_STATEMENTS_MAX = 500;

/**
 * Queries with parameters as named prepared statements. `PGlite.query` makes six calls into the
 * engine per query (parse, describe, bind, describe, execute, sync), each parsing the SQL text's
 * protocol messages again; a dashboard's burst of ~25 queries spent most of its database time
 * there, not in PostgreSQL. Here a statement is parsed and described once per SQL text; each run
 * is one call (bind, describe, execute, sync) whose values are serialised exactly as
 * `PGlite.query` does, by the parameter types PostgreSQL inferred, and whose rows go through
 * the same parsers. Each run is still planned with its own values (`plan_cache_mode =
 * force_custom_plan`), as an unnamed statement is, so the plans — and every answer — are the
 * ones `PGlite.query` gave.
 */
class PreparedStatements {
  readonly #pglite: PGlite;
  /** SQL text → statement name and parameter types, least recently used first. */
  readonly #statements = new Map<string, { name: string; types: number[] }>();
  #counter = 0;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  /** The result `PGlite.query(sql, parameters)` gives. */
  query(sql: string, parameters: readonly unknown[]): Promise<Results<unknown>> {
    return this.#pglite.runExclusive(async () => {
      try {
        return await this.#run(sql, parameters);
      } catch (error) {
        // As PGlite.query reports a database error: with the query and its parameters.
        if (error instanceof messages.DatabaseError) {
          Object.assign(error, { query: sql, params: parameters, queryOptions: undefined });
        }
        throw error;
      }
    });
  }

  async #run(sql: string, parameters: readonly unknown[]): Promise<Results<unknown>> {
    const pglite = this.#pglite;
    const before: Uint8Array[] = [];
    let statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
    } else {
      const name = `portineria_${String((this.#counter += 1))}`;
      const described = await pglite.execProtocolStream(
        concatenated([
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = { name, types: parse.parseDescribeStatementResults(described) };
      const oldest = this.#statements.keys().next();
      if (!oldest.done && this.#statements.size >= PREPARED_STATEMENTS_MAX) {
        const evicted = this.#statements.get(oldest.value);
        this.#statements.delete(oldest.value);
        if (evicted) before.push(serialize.close({ type: 'S', name: evicted.name }));
      }
    }
    this.#statements.set(sql, statement);
    const types = statement.types;
    const values = parameters.map((parameter, index) => {
      if (parameter === null || parameter === undefined) return null;
      const serializer = pglite.serializers[types[index] ?? -1];
      return serializer ? serializer(parameter) : (parameter as { toString(): string }).toString();
    });
    const results = await pglite.execProtocolStream(
      concatenated([
        ...before,
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(results, pglite.parsers)[0] as Results<unknown>;
  }
}

/**
 * Plans every run of a prepared statement with its own values, as PostgreSQL plans an unnamed
 * statement: run once on a new PGlite, outside any transaction (a rolled back one would undo it).
 */
export async function planEachRun(pglite: PGlite): Promise<void> {
  await pglite.exec('set plan_cache_mode = force_custom_plan');
}

/** A one-client pool over a PGlite instance, with a FIFO wait queue. */
export class PGlitePool implements PostgresPool {
  readonly options = {};
  readonly #pglite: PGlite;
  readonly #prepared: PreparedStatements;
  /** Resolves when the current holder releases the client. */
  #tail: Promise<void> = Promise.resolve();
  #ended = false;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#prepared = new PreparedStatements(pglite);
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.#ended) throw new Error('Il database è già chiuso.');
    let release!: () => void;
    const released = new Promise<void>((resolveRelease) => {
      release = resolveRelease;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    await previous;
    const pglite = this.#pglite;
    const prepared = this.#prepared;
    let done = false;
    const client = {
      async query(sql: string, parameters: ReadonlyArray<unknown>) {
        if (parameters.length === 0) {
          // No parameters: the simple protocol, which also runs multi-statement scripts
          // (migrations), exactly like node-postgres does for a query without values.
          const results = await pglite.exec(sql);
          const last = results.at(-1);
          return {
            command: commandOf(sql, last?.affectedRows),
            rowCount: last?.affectedRows ?? last?.rows.length ?? 0,
            rows: last?.rows ?? [],
          };
        }
        const result = await prepared.query(sql, parameters);
        return {
          command: commandOf(sql, result.affectedRows),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release() {
        if (done) return;
        done = true;
        release();
      },
    };
    return client as unknown as PostgresPoolClient;
  }

  /** Waits for the current holder and every queued one, then closes PGlite (which flushes to disk). */
  async end(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    await this.#tail;
    await this.#pglite.close();
  }
}
