/**
 * PGlite behind Kysely's `PostgresDialect`: PGlite is one single-user backend, so the "pool" has
 * exactly one client and hands it out in FIFO order. A Kysely transaction holds the client from
 * `begin` to `commit`, so no other query can slip into it (statements of two requests never
 * interleave inside one transaction).
 *
 * Consequence for callers: inside `db.transaction().execute(async (trx) => …)` use `trx` only;
 * a query on `db` there would wait for the transaction that waits for it (a deadlock).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

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

/** A one-client pool over a PGlite instance, with a FIFO wait queue. */
export class PGlitePool implements PostgresPool {
  readonly options = {};
  readonly #pglite: PGlite;
  /** Resolves when the current holder releases the client. */
  #tail: Promise<void> = Promise.resolve();
  #ended = false;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
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
        const result = await pglite.query(sql, [...parameters]);
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
