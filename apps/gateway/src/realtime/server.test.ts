import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Profile } from '@portineria/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { RequestScope } from '../authz/scope.ts';
import type { GatewayConfig } from '../config.ts';
import type { GatewayDeps } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import { addListeningPort } from '../http/hosts.ts';
import { createLogger } from '../http/logger.ts';
import type { RealtimeAccess } from './access.ts';
import { createMemoryBus, type RealtimeBus } from './bus.ts';
import { publishChatMessage, publishNotification } from './channels.ts';
import {
  attachRealtime,
  REALTIME_CLOSE,
  type RealtimeServer,
  type RealtimeServerOptions,
} from './server.ts';

type Frame = {
  type: string;
  channel?: string;
  error_code?: string;
  message?: string;
  payload?: unknown;
};

function scopeOf(userId: number, profileId: number): RequestScope {
  return {
    user: { id: userId, email: `utente${userId}@posta.example`, displayName: `Utente ${userId}` },
    profile: { uid: `portineria:org:${profileId}`, profile_id: String(profileId) } as Profile,
    roleType: 'ORG',
    level: 1,
    companyId: 1,
    buildingIds: [],
  };
}

/** Tokens of the fake access: 'giulia' (user 1, profile 11) and 'luca' (user 2, profile 12). */
const scopes: Record<string, RequestScope> = { giulia: scopeOf(1, 11), luca: scopeOf(2, 12) };

interface Fixture {
  url: string;
  bus: RealtimeBus;
  realtime: RealtimeServer;
  /** Members of chat 5; tests change it to remove someone. */
  members: Set<number>;
  expiresAt: Date | undefined;
}

let server: Server | undefined;
let fixture: Fixture | undefined;
const clients: WebSocket[] = [];

async function start(options: RealtimeServerOptions = {}): Promise<Fixture> {
  const bus = createMemoryBus();
  const members = new Set([1, 2]);
  const state = { expiresAt: undefined as Date | undefined };
  const access: RealtimeAccess = {
    async authenticate(token, profile) {
      const scope = scopes[token];
      if (!scope)
        throw new GatewayError(401, 'TOKEN_INVALID', 'Il token di autenticazione non è valido.');
      if (profile !== scope.profile.uid)
        throw new GatewayError(403, 'PROFILE_INVALID', 'Profilo non valido.');
      return state.expiresAt ? { scope, expiresAt: state.expiresAt } : { scope };
    },
    async canReadChat(scope, chatId) {
      return chatId === 5 && members.has(scope.user.id);
    },
    async loadChatMessage(chatId, messageId) {
      if (chatId !== 5) return undefined;
      return {
        message: {
          idMessage: `m${messageId}`,
          _user: '2',
          timestamp: messageId,
          message: `Messaggio ${messageId}`,
        },
        readable: (scope) => members.has(scope.user.id),
      };
    },
    profileId: (scope) => Number(scope.profile.profile_id),
  };
  const deps = {
    db: undefined as never,
    bus,
    config: {
      appOrigin: 'http://app.example',
      port: 0,
      origins: [] as string[],
      listeningPorts: [] as number[],
    } as GatewayConfig,
    log: createLogger('silent'),
    now: () => new Date(),
  } satisfies GatewayDeps;
  server = createServer((_request, response) => response.end());
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const realtime = attachRealtime(server, deps, { access, ...options });
  const port = (server.address() as AddressInfo).port;
  // As the gateway's listen() does: the loopback names on this port pass the Host check.
  addListeningPort(deps.config, port);
  fixture = {
    url: `ws://127.0.0.1:${port}/api/v2/realtime`,
    bus,
    realtime,
    members,
    get expiresAt() {
      return state.expiresAt;
    },
    set expiresAt(value) {
      state.expiresAt = value;
    },
  };
  return fixture;
}

afterEach(async () => {
  vi.useRealTimers();
  for (const client of clients.splice(0)) client.terminate();
  await fixture?.realtime.close();
  await fixture?.bus.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  fixture = undefined;
});

/** A client that records frames and its close code. */
async function open(url: string, options: ConstructorParameters<typeof WebSocket>[2] = {}) {
  const socket = new WebSocket(url, options);
  clients.push(socket);
  const frames: Frame[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async (predicate: (frame: Frame) => boolean, timeoutMs = 3000): Promise<Frame> => {
    const started = Date.now();
    for (;;) {
      const found = frames.find(predicate);
      if (found) return found;
      if (Date.now() - started > timeoutMs)
        throw new Error(`no frame matched; got ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const send = (frame: unknown) => socket.send(JSON.stringify(frame));
  return { socket, frames, closed, next, send };
}

async function signedIn(url: string, token: 'giulia' | 'luca') {
  const client = await open(url);
  client.send({ type: 'auth', token, profile: scopes[token]?.profile.uid });
  await client.next((frame) => frame.type === 'authenticated');
  return client;
}

function rejectedUpgrade(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    clients.push(socket);
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => reject(new Error('upgrade accepted')));
    socket.on('error', () => undefined);
  });
}

describe('realtime endpoint: authentication (the token only in the first frame)', () => {
  it('closes a socket that sends no auth frame within the delay', async () => {
    const { url } = await start({ authTimeoutMs: 100 });
    const client = await open(url);

    const code = await client.closed;

    expect(code).toBe(REALTIME_CLOSE.authTimeout);
    expect(client.frames).toEqual([
      {
        type: 'error',
        error_code: 'TOKEN_MISSING',
        message: 'Autenticazione non ricevuta in tempo: connessione chiusa.',
      },
    ]);
  });

  it('refuses an invalid token with its error code and closes', async () => {
    const { url } = await start();
    const client = await open(url);

    client.send({ type: 'auth', token: 'forged', profile: 'portineria:org:11' });
    const code = await client.closed;

    expect(code).toBe(REALTIME_CLOSE.unauthorized);
    expect(client.frames[0]).toMatchObject({ type: 'error', error_code: 'TOKEN_INVALID' });
  });

  it('refuses a profile that is not the user’s', async () => {
    const { url } = await start();
    const client = await open(url);

    client.send({ type: 'auth', token: 'giulia', profile: 'portineria:org:12' });
    await client.closed;

    expect(client.frames[0]).toMatchObject({ type: 'error', error_code: 'PROFILE_INVALID' });
  });

  it('refuses a subscription before authentication', async () => {
    const { url } = await start();
    const client = await open(url);

    client.send({ type: 'subscribe', channel: 'chat:5' });
    const code = await client.closed;

    expect(code).toBe(REALTIME_CLOSE.unauthorized);
    expect(client.frames[0]).toMatchObject({ type: 'error', error_code: 'TOKEN_MISSING' });
  });

  it('closes the socket when its token expires', async () => {
    const started = await start();
    started.expiresAt = new Date(Date.now() + 150);
    const client = await signedIn(started.url, 'giulia');

    const code = await client.closed;

    expect(code).toBe(REALTIME_CLOSE.unauthorized);
    expect(client.frames.at(-1)).toMatchObject({ type: 'error', error_code: 'TOKEN_EXPIRED' });
  });

  it('answers an unreadable frame with an error and keeps the socket', async () => {
    const { url } = await start();
    const client = await signedIn(url, 'giulia');

    client.socket.send('non è JSON');
    client.send({ type: 'ping' });
    await client.next((frame) => frame.type === 'pong');

    expect(client.frames).toContainEqual({
      type: 'error',
      error_code: 'INVALID_QUERY',
      message: 'Messaggio non riconosciuto.',
    });
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('realtime endpoint: chat channels (members only)', () => {
  it('relays a chat message to the members following the chat', async () => {
    const { url, bus } = await start();
    const giulia = await signedIn(url, 'giulia');
    giulia.send({ type: 'subscribe', channel: 'chat:5' });
    await giulia.next((frame) => frame.type === 'subscribed');

    await publishChatMessage(bus, 5, 42);
    const event = await giulia.next((frame) => frame.type === 'event');

    expect(event).toEqual({
      type: 'event',
      channel: 'chat:5',
      payload: { idMessage: 'm42', _user: '2', timestamp: 42, message: 'Messaggio 42' },
    });
  });

  it('refuses a chat the user does not belong to', async () => {
    const started = await start();
    started.members.delete(1);
    const giulia = await signedIn(started.url, 'giulia');

    giulia.send({ type: 'subscribe', channel: 'chat:5' });
    const error = await giulia.next((frame) => frame.type === 'error');
    await publishChatMessage(started.bus, 5, 43);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(error).toEqual({
      type: 'error',
      error_code: 'FORBIDDEN',
      message: 'Non fai parte di questa chat.',
      channel: 'chat:5',
    });
    expect(giulia.frames.filter((frame) => frame.type === 'event')).toEqual([]);
  });

  it('stops relaying to a member removed after subscribing, telling why', async () => {
    const started = await start();
    const giulia = await signedIn(started.url, 'giulia');
    giulia.send({ type: 'subscribe', channel: 'chat:5' });
    await giulia.next((frame) => frame.type === 'subscribed');

    started.members.delete(1);
    await publishChatMessage(started.bus, 5, 44);
    const error = await giulia.next((frame) => frame.type === 'error');
    started.members.add(1);
    await publishChatMessage(started.bus, 5, 45);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(error).toMatchObject({ error_code: 'FORBIDDEN', channel: 'chat:5' });
    expect(giulia.frames.filter((frame) => frame.type === 'event')).toEqual([]);
  });

  it('answers NOT_FOUND for a channel that does not exist', async () => {
    const { url } = await start();
    const giulia = await signedIn(url, 'giulia');

    giulia.send({ type: 'subscribe', channel: 'orders:1' });

    expect(await giulia.next((frame) => frame.type === 'error')).toMatchObject({
      error_code: 'NOT_FOUND',
      channel: 'orders:1',
    });
  });

  it('stops relaying after unsubscribe', async () => {
    const { url, bus } = await start();
    const giulia = await signedIn(url, 'giulia');
    giulia.send({ type: 'subscribe', channel: 'chat:5' });
    await giulia.next((frame) => frame.type === 'subscribed');

    giulia.send({ type: 'unsubscribe', channel: 'chat:5' });
    await giulia.next((frame) => frame.type === 'unsubscribed');
    await publishChatMessage(bus, 5, 46);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(giulia.frames.filter((frame) => frame.type === 'event')).toEqual([]);
  });
});

describe('realtime endpoint: notifications (the authenticated profile only)', () => {
  it('delivers the notifications of the socket’s profile and not another profile’s', async () => {
    const { url, bus } = await start();
    const giulia = await signedIn(url, 'giulia');
    giulia.send({ type: 'subscribe', channel: 'notifications' });
    await giulia.next((frame) => frame.type === 'subscribed');

    await publishNotification(bus, 12, { title: 'Per Luca' });
    await publishNotification(bus, 11, { title: 'Per Giulia' });
    await giulia.next((frame) => frame.type === 'event');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(giulia.frames.filter((frame) => frame.type === 'event')).toEqual([
      { type: 'event', channel: 'notifications', payload: { title: 'Per Giulia' } },
    ]);
  });
});

describe('realtime endpoint: upgrade checks and connection hygiene', () => {
  it('accepts the configured app origin and the gateway’s own, refuses any other', async () => {
    const { url } = await start();
    const own = `http://${new URL(url).host}`;

    const app = await open(url, { headers: { origin: 'http://app.example' } });
    const same = await open(url, { headers: { origin: own } });
    const status = await rejectedUpgrade(url, { origin: 'http://evil.example' });

    expect(app.socket.readyState).toBe(WebSocket.OPEN);
    expect(same.socket.readyState).toBe(WebSocket.OPEN);
    expect(status).toBe(403);
  });

  it('answers 404 to an upgrade on another path', async () => {
    const { url } = await start();

    expect(await rejectedUpgrade(url.replace('/api/v2/realtime', '/api/v2/other'))).toBe(404);
  });

  it('closes a socket that sends a frame over the size limit', async () => {
    const { url } = await start({ maxMessageBytes: 1024 });
    const client = await open(url);

    client.socket.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(2048), profile: 'p' }));

    expect(await client.closed).toBe(1009);
  });

  it('drops a socket that stops answering pings', async () => {
    const { url, realtime } = await start({ heartbeatMs: 50 });
    const silent = await open(url, { autoPong: false });

    const code = await silent.closed;
    // The server's side of the close is processed on its own tick.
    for (let tries = 0; realtime.connections > 0 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    expect(code).toBe(1006);
    expect(realtime.connections).toBe(0);
  });

  it('keeps a socket that answers pings', async () => {
    // Only the heartbeat's interval is faked: each beat is fired by the test once the previous
    // pong has reached the server, so a slow machine can never make a pong look missed.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { url, realtime } = await start({ heartbeatMs: 50 });
    const client = await signedIn(url, 'giulia');
    let pings = 0;
    client.socket.on('ping', () => {
      pings += 1;
    });

    for (let beat = 1; beat <= 4; beat += 1) {
      const pinged = new Promise<void>((resolve) => client.socket.once('ping', () => resolve()));
      vi.advanceTimersByTime(50);
      await pinged;
      // ws answers a ping with its pong before emitting 'ping'; this frame follows that pong on
      // the same connection, so its answer proves the server has processed the pong.
      client.frames.length = 0;
      client.send({ type: 'ping' });
      await client.next((frame) => frame.type === 'pong');
    }
    vi.advanceTimersByTime(50);
    await new Promise<void>((resolve) => client.socket.once('ping', () => resolve()));

    expect(pings).toBe(5);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    expect(realtime.connections).toBe(1);
  });

  it('closes every socket on shutdown with "going away"', async () => {
    const started = await start();
    const client = await signedIn(started.url, 'giulia');

    await started.realtime.close();

    expect(await client.closed).toBe(REALTIME_CLOSE.shutdown);
  });
});
