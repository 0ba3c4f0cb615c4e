/**
 * The gateway chat adapter against a scripted socket and a fake fetch: the protocol (auth frame
 * first, subscribe, catch-up after the ack), de-duplication across reconnections, errors and
 * backoff. The same adapter runs against the real gateway in
 * apps/gateway/test/contract/chat.test.ts.
 */
import type { ChatMessage } from '@portineria/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../http/client.ts';
import { ChatTransportError } from '../types.ts';
import {
  REMEMBERED_MESSAGE_IDS,
  createGatewayChatTransport,
  type WebSocketLike,
} from './gatewayChatTransport.ts';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.drop();
  }

  /** The server side: the connection opens. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** The server side: a frame arrives. */
  receive(frame: unknown): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The connection is gone. */
  drop(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({});
  }
}

const stored: ChatMessage[] = [];
const requests: string[] = [];
const sentBodies: Record<string, unknown>[] = [];
let sockets: FakeSocket[] = [];
let token = 'token-1';

function message(id: number, timestamp: number): ChatMessage {
  return { idMessage: `m${id}`, _user: '2', timestamp, message: `Messaggio ${id}` };
}

/** GET proxy/chats/5/messages over `stored`, with the gateway's latest/before/after semantics. */
async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  requests.push(`${url.pathname}${url.search}`);
  if (init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sentBodies.push(body);
    return new Response(JSON.stringify({ data: { ...body, idMessage: 'sent-1' } }), {
      status: 201,
    });
  }
  if (url.pathname.endsWith('/proxy/chats/9/messages')) {
    return new Response(JSON.stringify({ error_code: 'NOT_FOUND', message: 'Chat non trovata.' }), {
      status: 404,
    });
  }
  const limit = Number(url.searchParams.get('limit') ?? 24);
  const after = url.searchParams.get('after');
  const sorted = [...stored].sort((a, b) => a.timestamp - b.timestamp);
  const results =
    after === null
      ? sorted.slice(-limit)
      : sorted.filter((entry) => entry.timestamp > Number(after)).slice(0, limit);
  return new Response(JSON.stringify({ rows: { results, counter: stored.length } }), {
    status: 200,
  });
}

/**
 * Every transport a test made, closed after it: one left open keeps its reconnection timer, which
 * on a loaded machine fired during a later test and pushed its socket into that test's `sockets`.
 */
const transports: { close(): Promise<void> }[] = [];

function transport() {
  const made = createGatewayChatTransport({
    http: createHttpClient({
      baseUrl: 'http://gateway.example',
      getToken: () => token,
      getProfileId: () => 'portineria:org:11',
      fetch: fakeFetch as typeof fetch,
    }),
    createWebSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    reconnectDelayMs: 100,
    maxReconnectDelayMs: 400,
    keepAliveMs: 1000,
    random: () => 1,
  });
  transports.push(made);
  return made;
}

/** Opens the current socket, answers the auth frame and acknowledges the chat channel. */
async function accept(socket: FakeSocket, channel = 'chat:5'): Promise<void> {
  socket.open();
  await vi.waitFor(() => expect(socket.sent[0]?.type).toBe('auth'));
  socket.receive({ type: 'authenticated' });
  await vi.waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribe', channel }));
  socket.receive({ type: 'subscribed', channel });
}

beforeEach(() => {
  stored.splice(0, stored.length, message(1, 1000), message(2, 2000), message(3, 3000));
  requests.length = 0;
  sockets = [];
  token = 'token-1';
});

afterEach(async () => {
  await Promise.all(transports.splice(0).map((made) => made.close()));
  vi.useRealTimers();
});

describe('gateway chat adapter', () => {
  it('002 §3.6 "file": a message with an uploaded file names it by its id; one without sends no file', async () => {
    sentBodies.length = 0;
    const chat = transport();
    const file = {
      id: 'att-1',
      name: 'preventivo.pdf',
      url: '/api/v2/attachments/att-1',
      type: 'application/pdf',
      size: 1200,
    };
    await chat.send('5', { _user: '2', timestamp: 1000, message: '', file });
    await chat.send('5', { _user: '2', timestamp: 1001, message: 'Ciao' });
    expect(sentBodies).toEqual([
      { _user: '2', timestamp: 1000, message: '', file: { id: 'att-1' } },
      { _user: '2', timestamp: 1001, message: 'Ciao' },
    ]);
  });

  it('002 §7.3: pages are GET proxy/chats/{id}/messages with limit 24, then 12 before the oldest', async () => {
    const chat = transport();

    await chat.loadLatest(5);
    await chat.loadOlder(5, 1000);

    expect(requests).toEqual([
      '/api/v2/proxy/chats/5/messages?limit=24',
      '/api/v2/proxy/chats/5/messages?limit=12&before=1000',
    ]);
  });

  it('authenticates with the first frame (never in the URL) and subscribes to the chat channel', async () => {
    const chat = transport();

    chat.subscribe(5, 3000, () => undefined);
    await accept(sockets[0] as FakeSocket);

    expect(sockets[0]?.url).toBe('ws://gateway.example/api/v2/realtime');
    expect(sockets[0]?.sent.slice(0, 2)).toEqual([
      { type: 'auth', token: 'token-1', profile: 'portineria:org:11' },
      { type: 'subscribe', channel: 'chat:5' },
    ]);
  });

  it('catches up from the given timestamp, then delivers live messages in order, each once', async () => {
    const chat = transport();
    const received: string[] = [];
    chat.subscribe(5, 1000, (entry) => received.push(entry.idMessage));
    const socket = sockets[0] as FakeSocket;

    await accept(socket);
    await vi.waitFor(() => expect(received).toEqual(['m2', 'm3']));
    socket.receive({ type: 'event', channel: 'chat:5', payload: message(3, 3000) });
    socket.receive({ type: 'event', channel: 'chat:5', payload: message(4, 4000) });
    socket.receive({ type: 'event', channel: 'chat:6', payload: message(9, 9000) });

    expect(received).toEqual(['m2', 'm3', 'm4']);
    expect(requests).toContain('/api/v2/proxy/chats/5/messages?after=999&limit=100');
  });

  it('without a timestamp it starts after the newest stored message', async () => {
    const chat = transport();
    const received: string[] = [];
    chat.subscribe(5, null, (entry) => received.push(entry.idMessage));
    const socket = sockets[0] as FakeSocket;

    await accept(socket);
    await vi.waitFor(() => expect(requests).toContain('/api/v2/proxy/chats/5/messages?limit=1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.receive({ type: 'event', channel: 'chat:5', payload: message(4, 4000) });

    expect(received).toEqual(['m4']);
  });

  it('after a dropped socket it reconnects with a fresh token and fetches what it missed, nothing twice', async () => {
    const chat = transport();
    const received: string[] = [];
    chat.subscribe(5, 3000, (entry) => received.push(entry.idMessage));
    await accept(sockets[0] as FakeSocket);
    sockets[0]?.receive({ type: 'event', channel: 'chat:5', payload: message(4, 4000) });
    await vi.waitFor(() => expect(received).toEqual(['m4']));

    sockets[0]?.drop();
    stored.push(message(4, 4000), message(5, 5000));
    token = 'token-2';
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    await accept(sockets[1] as FakeSocket);
    await vi.waitFor(() => expect(received).toEqual(['m4', 'm5']));
    sockets[1]?.receive({ type: 'event', channel: 'chat:5', payload: message(5, 5000) });

    expect(received).toEqual(['m4', 'm5']);
    expect(sockets[1]?.sent[0]).toEqual({
      type: 'auth',
      token: 'token-2',
      profile: 'portineria:org:11',
    });
    // From the subscription's starting point: a late message older than m4 would be read too.
    expect(requests).toContain('/api/v2/proxy/chats/5/messages?after=2999&limit=100');
  });

  it('two senders through two gateway instances: an event older than one delivered still arrives, each message once (002 §7.3 live query)', async () => {
    const chat = transport();
    const received: string[] = [];
    chat.subscribe(5, 2000, (entry) => received.push(entry.idMessage));
    const socket = sockets[0] as FakeSocket;
    await accept(socket);
    // Live once the catch-up has delivered what followed the starting point.
    await vi.waitFor(() => expect(received).toEqual(['m3']));

    // Instance B publishes m5 before instance A publishes m4, stored first.
    socket.receive({ type: 'event', channel: 'chat:5', payload: message(5, 5000) });
    socket.receive({ type: 'event', channel: 'chat:5', payload: message(4, 4000) });
    // The same events again (a second publication): not delivered twice.
    socket.receive({ type: 'event', channel: 'chat:5', payload: message(4, 4000) });
    socket.receive({ type: 'event', channel: 'chat:5', payload: message(5, 5000) });
    // What the caller already held is still not delivered.
    socket.receive({ type: 'event', channel: 'chat:5', payload: message(2, 2000) });

    expect(received).toEqual(['m3', 'm5', 'm4']);
  });

  it('a late message a dropped socket was still to bring is read by the catch-up after the reconnection, once', async () => {
    const chat = transport();
    const received: string[] = [];
    chat.subscribe(5, 2000, (entry) => received.push(entry.idMessage));
    await accept(sockets[0] as FakeSocket);
    await vi.waitFor(() => expect(received).toEqual(['m3']));
    // m5 arrives; m4, stored before it through the other instance, never does on this socket.
    stored.push(message(4, 4000), message(5, 5000));
    sockets[0]?.receive({ type: 'event', channel: 'chat:5', payload: message(5, 5000) });

    sockets[0]?.drop();
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    await accept(sockets[1] as FakeSocket);

    await vi.waitFor(() => expect(received).toEqual(['m3', 'm5', 'm4']));
    expect(requests.at(-1)).toBe('/api/v2/proxy/chats/5/messages?after=1999&limit=100');
  });

  it('remembers a bounded number of ids: past it, nothing at or before the forgotten one is delivered, and a late message newer than it still is', async () => {
    const chat = createGatewayChatTransport({
      http: createHttpClient({
        baseUrl: 'http://gateway.example',
        getToken: () => token,
        getProfileId: () => 'portineria:org:11',
        fetch: fakeFetch as typeof fetch,
      }),
      createWebSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      rememberedMessageIds: 2,
    });
    transports.push(chat);
    const received: string[] = [];
    chat.subscribe(5, 2000, (entry) => received.push(entry.idMessage));
    const socket = sockets[0] as FakeSocket;
    await accept(socket);
    await vi.waitFor(() => expect(received).toEqual(['m3']));

    for (const [id, timestamp] of [
      [4, 4000], // m3 is forgotten: 3000 becomes the floor
      [6, 6000],
      [7, 7000], // m4 is forgotten: 4000 becomes the floor
      [4, 4000], // a copy of m4, no longer remembered: refused by the floor
      [5, 5000], // late, but newer than the floor: delivered
      [6, 6000], // a copy still remembered
    ] as const) {
      socket.receive({ type: 'event', channel: 'chat:5', payload: message(id, timestamp) });
    }

    expect(received).toEqual(['m3', 'm4', 'm6', 'm7', 'm5']);
    expect(REMEMBERED_MESSAGE_IDS).toBe(200);
  });

  it('reconnects with a growing delay while the gateway is unreachable', async () => {
    vi.useFakeTimers();
    const chat = transport();
    chat.subscribe(5, 0, () => undefined);

    sockets[0]?.drop();
    await vi.advanceTimersByTimeAsync(99);
    const afterFirstWait = sockets.length;
    await vi.advanceTimersByTimeAsync(1);
    sockets[1]?.drop();
    await vi.advanceTimersByTimeAsync(199);
    const afterSecondWait = sockets.length;
    await vi.advanceTimersByTimeAsync(1);

    expect(afterFirstWait).toBe(1);
    expect(afterSecondWait).toBe(2);
    expect(sockets).toHaveLength(3);
  });

  it('a FORBIDDEN error frame for the channel ends the subscription as permission-denied', async () => {
    const chat = transport();
    const errors: ChatTransportError[] = [];
    const received: string[] = [];
    chat.subscribe(
      5,
      0,
      (entry) => received.push(entry.idMessage),
      (error) => errors.push(error),
    );
    const socket = sockets[0] as FakeSocket;
    socket.open();
    await vi.waitFor(() => expect(socket.sent[0]?.type).toBe('auth'));
    socket.receive({ type: 'authenticated' });

    socket.receive({
      type: 'error',
      error_code: 'FORBIDDEN',
      message: 'Non fai parte di questa chat.',
      channel: 'chat:5',
    });
    socket.receive({ type: 'event', channel: 'chat:5', payload: message(7, 7000) });

    expect(errors.map((error) => [error.code, error.message])).toEqual([
      ['permission-denied', 'Non hai più accesso a questa chat'],
    ]);
    expect(received).toEqual([]);
    expect(socket.closedWith).toBe(1000);
  });

  it('a chat the user may not read answers permission-denied on the pages', async () => {
    const chat = transport();

    const failure = await chat.loadLatest(9).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ChatTransportError);
    expect((failure as ChatTransportError).code).toBe('permission-denied');
  });

  it('unsubscribing the last subscription closes the socket; close() ends everything', async () => {
    const chat = transport();
    const stop = chat.subscribe(5, 0, () => undefined);
    await accept(sockets[0] as FakeSocket);

    stop();
    const afterStop = sockets[0]?.closedWith;
    chat.subscribe(5, 0, () => undefined);
    await chat.close();

    expect(afterStop).toBe(1000);
    expect(sockets[0]?.sent).toContainEqual({ type: 'unsubscribe', channel: 'chat:5' });
    expect(sockets[1]?.closedWith).toBe(1000);
  });

  it('drops a socket that stops answering its pings', async () => {
    vi.useFakeTimers();
    const chat = transport();
    chat.subscribe(5, 0, () => undefined);
    const socket = sockets[0] as FakeSocket;
    socket.open();
    await vi.advanceTimersByTimeAsync(0);

    await vi.advanceTimersByTimeAsync(1000);
    const ping = socket.sent.at(-1);
    await vi.advanceTimersByTimeAsync(1000);

    expect(ping).toEqual({ type: 'ping' });
    expect(socket.closedWith).toBe(4000);
    await chat.close();
  });
});
