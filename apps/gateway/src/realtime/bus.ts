import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A handler of the events published on one channel. */
export type RealtimeHandler = (payload: unknown) => void;

/**
 * The realtime fan-out between gateway modules and WebSocket clients. Channels are strings such as
 * `chat:<id>` and `notifications:<profileId>`. With PostgreSQL, events cross gateway instances.
 */
export interface RealtimeBus {
  /** Delivers `payload` to every subscriber of `channel` (on every instance sharing the database). */
  publish(channel: string, payload: unknown): Promise<void>;
  /** Calls `handler` for every event of `channel` until the returned function is called. */
  subscribe(channel: string, handler: RealtimeHandler): () => void;
  /** Stops delivering and releases the database connections. */
  close(): Promise<void>;
}

/** The PostgreSQL NOTIFY channel every gateway instance listens on. */
export const NOTIFY_CHANNEL = 'portineria_realtime';

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; events carry ids and small objects,
 * and the envelope needs room, so a payload is capped well below.
 */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7500;

/** Why a publish was refused: the payload is too big to cross instances. */
export class RealtimePayloadTooLargeError extends Error {
  constructor(channel: string, bytes: number) {
    super(
      `Realtime payload for ${channel} is ${bytes} bytes (max ${MAX_NOTIFY_PAYLOAD_BYTES}): publish ids, not records`,
    );
    this.name = 'RealtimePayloadTooLargeError';
  }
}

/** The local subscriber table shared by both buses. */
class Subscribers {
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();

  add(channel: string, handler: RealtimeHandler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    return () => {
      const current = this.handlers.get(channel);
      if (!current) return;
      current.delete(handler);
      if (current.size === 0) this.handlers.delete(channel);
    };
  }

  deliver(channel: string, payload: unknown): void {
    const set = this.handlers.get(channel);
    if (!set) return;
    // A copy: a handler may unsubscribe itself (or another) while being called.
    for (const handler of [...set]) {
      try {
        handler(payload);
      } catch {
        // One failing subscriber must not stop the others; handlers log their own failures.
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }

  get size(): number {
    return this.handlers.size;
  }
}

/** The in-process bus used with PGlite (one gateway process owns the database). */
export function createMemoryBus(): RealtimeBus {
  const subscribers = new Subscribers();
  let closed = false;
  return {
    async publish(channel, payload) {
      if (closed) return;
      // Delivered on a later tick, like the PostgreSQL bus, so publishers never re-enter handlers.
      const copy: unknown = JSON.parse(JSON.stringify(payload ?? null));
      await Promise.resolve();
      subscribers.deliver(channel, copy);
    },
    subscribe(channel, handler) {
      if (closed) return () => {};
      return subscribers.add(channel, handler);
    },
    async close() {
      closed = true;
      subscribers.clear();
    },
  };
}

/** Options of {@link createPostgresBus}. */
export interface PostgresBusOptions {
  connectionString: string;
  /** Called on connection trouble (the bus reconnects by itself). */
  onError?: (error: unknown) => void;
  /** Called after the listener connected again: events of the gap were lost. */
  onReconnect?: () => void;
  /** First reconnection delay in ms, doubled up to `maxReconnectDelayMs`. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

interface Envelope {
  /** The publishing instance. */
  o: string;
  c: string;
  p: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.o === 'string' && typeof record.c === 'string' && 'p' in record;
}

/**
 * The bus of a PostgreSQL deployment: a dedicated connection LISTENs on `portineria_realtime`;
 * `publish` runs `pg_notify` through a small pool. Every instance's subscribers, the publisher's
 * own included, get the event from the listener, in the order PostgreSQL committed the
 * notifications: handing an instance's own event over at once let it overtake an earlier event of
 * another instance still on its way, and a chat follower drops a message older than the last one
 * it got. Only while the listener is down does the publisher hand its own events over itself, so
 * an outage never hides local events. The listener reconnects with backoff.
 */
export async function createPostgresBus(options: PostgresBusOptions): Promise<RealtimeBus> {
  const instanceId = randomUUID();
  const subscribers = new Subscribers();
  const publisher = new pg.Pool({ connectionString: options.connectionString, max: 2 });
  publisher.on('error', (error) => options.onError?.(error));
  const firstDelay = options.reconnectDelayMs ?? 250;
  const maxDelay = options.maxReconnectDelayMs ?? 5000;
  let listener: pg.Client | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let delay = firstDelay;

  const onNotification = (message: pg.Notification): void => {
    if (message.channel !== NOTIFY_CHANNEL || message.payload === undefined) return;
    let envelope: unknown;
    try {
      envelope = JSON.parse(message.payload);
    } catch {
      return;
    }
    if (!isEnvelope(envelope)) return;
    subscribers.deliver(envelope.c, envelope.p);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.connectionString });
    client.on('notification', onNotification);
    client.on('error', (error) => {
      options.onError?.(error);
      scheduleReconnect(client);
    });
    client.on('end', () => scheduleReconnect(client));
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    delay = firstDelay;
  };

  const scheduleReconnect = (failed: pg.Client): void => {
    if (closed || listener !== failed || reconnectTimer) return;
    listener = undefined;
    failed.removeAllListeners('notification');
    failed.end().catch(() => {});
    const attempt = (): void => {
      reconnectTimer = setTimeout(() => {
        connect().then(
          () => {
            reconnectTimer = undefined;
            if (!closed) options.onReconnect?.();
          },
          (error: unknown) => {
            options.onError?.(error);
            delay = Math.min(delay * 2, maxDelay);
            attempt();
          },
        );
      }, delay);
      reconnectTimer.unref();
    };
    attempt();
  };

  try {
    await connect();
  } catch (error) {
    await publisher.end().catch(() => {});
    throw error;
  }

  return {
    async publish(channel, payload) {
      if (closed) return;
      const body = JSON.stringify({ o: instanceId, c: channel, p: payload ?? null });
      const bytes = Buffer.byteLength(body, 'utf8');
      if (bytes > MAX_NOTIFY_PAYLOAD_BYTES) throw new RealtimePayloadTooLargeError(channel, bytes);
      const local: unknown = JSON.parse(body);
      // Listening from before the notify: the listener brings the event back, in order.
      const listening = listener !== undefined;
      await publisher.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, body]);
      if (!listening && isEnvelope(local)) subscribers.deliver(channel, local.p);
    },
    subscribe(channel, handler) {
      if (closed) return () => {};
      return subscribers.add(channel, handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      subscribers.clear();
      const client = listener;
      listener = undefined;
      if (client) {
        client.removeAllListeners('end');
        await client.end().catch(() => {});
      }
      await publisher.end().catch(() => {});
    },
  };
}

/**
 * The bus for a deployment: LISTEN/NOTIFY when `databaseUrl` names a PostgreSQL database, else the
 * in-process bus (PGlite: one process owns the data).
 */
export async function createRealtimeBus(
  options: { databaseUrl?: string; onError?: (error: unknown) => void } = {},
): Promise<RealtimeBus> {
  if (options.databaseUrl) {
    return createPostgresBus({
      connectionString: options.databaseUrl,
      ...(options.onError ? { onError: options.onError } : {}),
    });
  }
  return createMemoryBus();
}
