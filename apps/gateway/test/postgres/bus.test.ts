/**
 * The PostgreSQL realtime bus (LISTEN/NOTIFY on `portineria_realtime`) against a real server:
 * fan-out across instances, one delivery per subscriber, the payload cap, and reconnection after
 * the listening connection is killed.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresBus,
  MAX_NOTIFY_PAYLOAD_BYTES,
  NOTIFY_CHANNEL,
  RealtimePayloadTooLargeError,
  type RealtimeBus,
} from '../../src/realtime/index.ts';
import { until } from '../support/contract.ts';
import { testDatabase, type TestDatabase } from './harness.ts';

const buses: RealtimeBus[] = [];

let database: TestDatabase | undefined;

beforeAll(async () => {
  database = await testDatabase();
});

afterAll(() => {
  database?.release();
});

function databaseUrl(): string {
  if (!database) throw new Error('the test database is not ready');
  return database.url;
}

async function bus(
  options: Partial<Parameters<typeof createPostgresBus>[0]> = {},
): Promise<RealtimeBus> {
  const created = await createPostgresBus({ connectionString: databaseUrl(), ...options });
  buses.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(buses.splice(0).map((created) => created.close()));
});

describe('PostgreSQL realtime bus', () => {
  it('delivers an event published on one instance to the subscribers of every instance, once each', async () => {
    const instanceA = await bus();
    const instanceB = await bus();
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    instanceA.subscribe('chat:1', (payload) => onA.push(payload));
    instanceB.subscribe('chat:1', (payload) => onB.push(payload));

    await instanceA.publish('chat:1', { chatId: 1, messageId: 10 });
    await until(() => onA.length === 1 && onB.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 150));

    expect(onA).toEqual([{ chatId: 1, messageId: 10 }]);
    expect(onB).toEqual([{ chatId: 1, messageId: 10 }]);
  });

  it("relays its own events and another instance's in the order they were published", async () => {
    const instanceA = await bus();
    const instanceB = await bus();
    const onA: unknown[] = [];
    instanceA.subscribe('chat:3', (payload) => onA.push(payload));
    const published: number[] = [];

    // One after the other, alternately on each instance: a chat whose members send through a
    // balancer. A subscriber on A must not get A's own event before B's earlier one.
    for (let messageId = 1; messageId <= 200; messageId += 1) {
      await (messageId % 2 === 0 ? instanceA : instanceB).publish('chat:3', { messageId });
      published.push(messageId);
    }
    await until(() => onA.length === published.length);

    expect(onA.map((payload) => (payload as { messageId: number }).messageId)).toEqual(published);
  });

  it('refuses a payload NOTIFY could not carry', async () => {
    const instance = await bus();

    const failure = await instance
      .publish('notifications:1', { body: 'x'.repeat(MAX_NOTIFY_PAYLOAD_BYTES) })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(RealtimePayloadTooLargeError);
  });

  it('listens again after its connection is killed', async () => {
    let reconnections = 0;
    const errors: unknown[] = [];
    const listener = await bus({
      reconnectDelayMs: 50,
      onReconnect: () => {
        reconnections += 1;
      },
      onError: (error) => errors.push(error),
    });
    const publisher = await bus();
    const received: unknown[] = [];
    listener.subscribe('chat:2', (payload) => received.push(payload));
    const admin = new pg.Client({ connectionString: databaseUrl() });
    await admin.connect();
    try {
      await admin.query(
        // Only this file's database: the server is shared with the other files running at the
        // same time, whose gateways' listeners must not be cut (two-instances lost a notification
        // that way under load).
        `select pg_terminate_backend(pid) from pg_stat_activity
          where query = $1 and datname = current_database() and pid <> pg_backend_pid()`,
        [`LISTEN ${NOTIFY_CHANNEL}`],
      );
    } finally {
      await admin.end();
    }
    await until(() => reconnections >= 1);

    await publisher.publish('chat:2', { chatId: 2, messageId: 20 });
    await until(() => received.length === 1);

    expect(received).toEqual([{ chatId: 2, messageId: 20 }]);
    expect(errors.length).toBeGreaterThan(0);
  });
});
