/**
 * PGlite behind Kysely's `PostgresDialect`: PGlite is one single-user backend, so the "pool" has
 * exactly one client and hands it out in FIFO order. A Kysely transaction holds the client from
 * `begin` to `commit`, so no other query can slip into it (statements of two requests never
 * interleave inside one transaction).
 *
 * Consequence for callers: inside `db.transaction().execute(async (trx) => …)` use `trx` only;
 * a query on `db` there would wait for the transaction that waits for it (a deadlock).
 *
 * A query with parameters takes one call into the engine ({@link Statements}).
 */
import { messages, parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { hasReusablePlan } from './planReuse.ts';

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

/** The most statement texts remembered; the least recently used is forgotten beyond it. */
export const PREPARED_STATEMENTS_MAX = 500;

/** What is kept of a statement text: its prepared name ('' when unnamed) and parameter types. */
interface KnownStatement {
  name: string;
  types: number[];
}

/**
 * Queries with parameters, each in one call into the engine. `PGlite.query` makes six (parse,
 * describe, bind, describe, execute, sync), each parsing protocol messages again; a dashboard's
 * burst of ~25 queries spent most of its database time there, not in PostgreSQL. Here the
 * parameter types PostgreSQL infers for a statement text are asked once; each run is then one
 * call whose values are serialised exactly as `PGlite.query` does, by those types, and whose rows
 * go through the same parsers.
 * - A statement named by `markReusablePlan` (the query engine's: totally ordered or one row)
 *   stays prepared under a name, so it is neither parsed nor, once PostgreSQL finds a generic
 *   plan as good as its custom ones, planned again.
 * - Any other is parsed again on each run as the unnamed statement, with the types it was given
 *   the first time, and so planned for its own values, exactly as `PGlite.query` did.
 */
class Statements {
  readonly #pglite: PGlite;
  /** SQL text → what is known of it, least recently used first. */
  readonly #known = new Map<string, KnownStatement>();
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
    const message: Uint8Array[] = [];
    let statement = this.#known.get(sql);
    if (statement) {
      this.#known.delete(sql);
      // The unnamed statement is parsed again: planned for this run's values.
      if (statement.name === '')
        message.push(serialize.parse({ text: sql, types: statement.types }));
    } else {
      // Parsed and described now; the run below binds the statement this call leaves behind.
      const name = hasReusablePlan(sql) ? `portineria_${String((this.#counter += 1))}` : '';
      const described = await pglite.execProtocolStream(
        concatenated([
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = { name, types: parse.parseDescribeStatementResults(described) };
      const oldest = this.#known.keys().next();
      if (!oldest.done && this.#known.size >= PREPARED_STATEMENTS_MAX) {
        const forgotten = this.#known.get(oldest.value);
        this.#known.delete(oldest.value);
        if (forgotten && forgotten.name !== '') {
          message.unshift(serialize.close({ type: 'S', name: forgotten.name }));
        }
      }
    }
    this.#known.set(sql, statement);
    const types = statement.types;
    const values = parameters.map((parameter, index) => {
      if (parameter === null || parameter === undefined) return null;
      const serializer = pglite.serializers[types[index] ?? -1];
      return serializer ? serializer(parameter) : (parameter as { toString(): string }).toString();
    });
    message.push(
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    const results = await pglite.execProtocolStream(concatenated(message));
    return parse.parseResults(results, pglite.parsers)[0] as Results<unknown>;
  }
}

/** A one-client pool over a PGlite instance, with a FIFO wait queue. */
export class PGlitePool implements PostgresPool {
  readonly options = {};
  readonly #pglite: PGlite;
  readonly #statements: Statements;
  /** Resolves when the current holder releases the client. */
  #tail: Promise<void> = Promise.resolve();
  #ended = false;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#statements = new Statements(pglite);
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
    const statements = this.#statements;
    let done = false;
    const run = async (
      sql: string,
      parameters: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<unknown>> => {
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
      const result = await statements.query(sql, parameters);
      return {
        command: commandOf(sql, result.affectedRows),
        rowCount: result.affectedRows ?? result.rows.length,
        rows: result.rows,
      };
    };
    // Kysely's client type also has the cursor overload, which Kysely calls only for a dialect
    // configured with a `cursor` (streaming); this pool has none, so it is refused. The rows are
    // the ones the query's SQL selects: `R` is the type Kysely compiled that SQL for, as with pg.
    function query<R>(
      sql: string,
      parameters: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      sqlOrCursor: string | PostgresCursor<R>,
      parameters: ReadonlyArray<unknown> = [],
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof sqlOrCursor !== 'string') {
        throw new Error('PGlite pool: cursors are not supported (no cursor in the dialect).');
      }
      return run(sqlOrCursor, parameters) as Promise<PostgresQueryResult<R>>;
    }
    const client: PostgresPoolClient = {
      query,
      release() {
        if (done) return;
        done = true;
        release();
      },
    };
    return client;
  }

  /** Waits for the current holder and every queued one, then closes PGlite (which flushes to disk). */
  async end(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    await this.#tail;
    await this.#pglite.close();
  }
}
