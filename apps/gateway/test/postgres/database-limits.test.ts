/**
 * The bounds of the gateway's PostgreSQL pool (apps/gateway/README.md "Production"): a statement
 * running past DATABASE_STATEMENT_TIMEOUT_MS is cut by the server and answered 503 QUERY_TIMEOUT,
 * a request waiting past DATABASE_POOL_WAIT_MS for a connection is answered 503
 * DATABASE_UNAVAILABLE — both with Retry-After and an Italian message, and the gateway answers
 * normally again as soon as the cause is gone. A connection the server ends while a request holds
 * it (PostgreSQL restarting) fails that request, never the process.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startTestGateway, type ActingAs, type TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
let giulia: ActingAs;
let locker: pg.Client;

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('the PostgreSQL run sets DATABASE_URL');
  gateway = await startTestGateway({
    databaseUrl,
    databasePoolSize: 2,
    // Short enough for a quick test, long enough for a busy two-core machine to open a
    // connection (pg-pool's wait also bounds the opening of a new connection) and to answer
    // every ordinary statement of the test.
    databaseStatementTimeoutMs: 1500,
    databasePoolWaitMs: 1500,
  });
  giulia = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
  locker = new pg.Client({ connectionString: databaseUrl });
  await locker.connect();
});

afterAll(async () => {
  await locker?.end();
  await gateway?.close();
});

async function unreadCount(): Promise<Response> {
  return fetch(`${gateway.url}/api/v2/notifications/search/count`, {
    method: 'POST',
    headers: giulia.headers,
    body: JSON.stringify({ criteria: { status: 'unread' } }),
  });
}

describe('a bounded pool and statement timeout (PostgreSQL)', () => {
  it('a statement held past the statement timeout is cut: 503 QUERY_TIMEOUT, then the next call answers', async () => {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE notifications IN ACCESS EXCLUSIVE MODE');
    let cut: Response;
    try {
      cut = await unreadCount();
    } finally {
      await locker.query('ROLLBACK');
    }
    const body = (await cut.json()) as { error_code: string; message: string };
    const after = await unreadCount();

    expect(cut.status).toBe(503);
    expect(cut.headers.get('retry-after')).toBe('2');
    expect(body).toEqual({
      error_code: 'QUERY_TIMEOUT',
      message:
        'La richiesta ha impiegato troppo tempo ed è stata interrotta: riprova o restringi la ricerca.',
    });
    expect(after.status).toBe(200);
  });

  it('a request finding every connection busy past the pool wait answers 503 DATABASE_UNAVAILABLE', async () => {
    const { db } = gateway.gateway.deps;
    let held = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolveRelease) => {
      release = resolveRelease;
    });
    const holders = [1, 2].map(() =>
      db.connection().execute(async () => {
        held += 1;
        await released;
      }),
    );
    await expect.poll(() => held).toBe(2);
    let refused: Response;
    try {
      refused = await unreadCount();
    } finally {
      release();
      await Promise.all(holders);
    }
    const body = (await refused.json()) as { error_code: string; message: string };
    const after = await unreadCount();

    expect(refused.status).toBe(503);
    expect(body).toEqual({
      error_code: 'DATABASE_UNAVAILABLE',
      message:
        'Il database di Portineria non è raggiungibile in questo momento: riprova tra qualche secondo.',
    });
    expect(after.status).toBe(200);
  });

  it('a connection PostgreSQL ends while a request holds it (a restart) fails that request, not the process', async () => {
    const { db } = gateway.gateway.deps;
    const held = db.connection().execute(async (connection) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        connection,
      );
      const pid = rows[0]?.pid;
      // As a restart does to every session: FATAL 57P01, sent while no statement is running.
      await locker.query('select pg_terminate_backend($1)', [pid]);
      await expect
        .poll(
          async () =>
            (
              await locker.query<{ left: number }>(
                'select count(*)::int as left from pg_stat_activity where pid = $1',
                [pid],
              )
            ).rows[0]?.left,
        )
        .toBe(0);
      // The FATAL reaches the idle client's socket: an unhandled 'error' here used to end the
      // process.
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
      await sql`select 1`.execute(connection);
    });

    await expect(held).rejects.toThrow();
    expect((await unreadCount()).status).toBe(200);
  });
});
