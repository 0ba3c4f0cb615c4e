/**
 * The chat port over the reference gateway: pages and sends through HTTP
 * (`proxy/chats/{id}/messages`), live messages through the WebSocket `/api/v2/realtime`. One
 * socket serves every subscription of the transport; it authenticates with its first frame (the
 * token never goes in the URL), reconnects with exponential backoff and, after each
 * (re)subscription, fetches what was posted since its starting point, so no message is lost or
 * delivered twice. Messages are told apart by their id, not by their time: two members writing
 * through two gateway instances can have their events arrive out of order (each instance
 * publishes its own), and the older one is still delivered, for the listener to place by its
 * timestamp.
 */
import { CHAT_FIRST_PAGE_SIZE, CHAT_OLDER_PAGE_SIZE, type ChatMessage } from '@portineria/domain';
import type { HttpClient } from '../../http/client.ts';
import { unwrapDataOne, unwrapRows } from '../../http/shapes.ts';
import { uploadChatAttachment } from '../attachments.ts';
import { asChatCall, toChatError } from '../errors.ts';
import { chatClientMessages } from '../messages.ts';
import {
  ChatTransportError,
  type ChatCallOptions,
  type ChatId,
  type ChatMessageHandler,
  type ChatTransport,
  type OutgoingChatMessage,
} from '../types.ts';

/** The part of a WebSocket the adapter uses: the browser's, or the `ws` package's in Node. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Opens a socket to `url`. */
export type WebSocketFactory = (url: string) => WebSocketLike;

/** The options of {@link createGatewayChatTransport}. */
export interface GatewayChatTransportOptions {
  /** The api-client's HTTP client (its token and profile getters authenticate the socket too). */
  http: HttpClient;
  /** The socket URL. Default: the HTTP base with ws(s) and the path `realtime`. */
  webSocketUrl?: string;
  /** Default: `new globalThis.WebSocket(url)`. */
  createWebSocket?: WebSocketFactory;
  /** First reconnection delay (500 ms), doubled at each failure up to `maxReconnectDelayMs` (30 s). */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  /** A client ping every this many ms; no answer within the same delay drops the socket (25 s). */
  keepAliveMs?: number;
  /** Random source for the backoff jitter. */
  random?: () => number;
  /** Delivered ids remembered per subscription ({@link REMEMBERED_MESSAGE_IDS}). */
  rememberedMessageIds?: number;
}

/** How many messages a catch-up request reads at once (the gateway's maximum page). */
export const CATCH_UP_PAGE_SIZE = 100;

/**
 * How many delivered message ids a subscription remembers to refuse a second copy. Past it the
 * oldest id is forgotten and nothing at or before its timestamp is delivered any more: a copy of
 * it could no longer be told from a new message.
 */
export const REMEMBERED_MESSAGE_IDS = 200;

const OPEN = 1;

interface Subscription {
  chatId: string;
  channel: string;
  onMessage: ChatMessageHandler;
  onError: ((error: ChatTransportError) => void) | undefined;
  /**
   * Nothing older than this is delivered: the caller's `sinceTimestamp` (the caller holds what
   * came before), the newest stored message when it gave none, then the timestamp of the oldest
   * id forgotten. Null until the "from now on" start point is read. A catch-up reads from here.
   */
  floor: number | null;
  /** True when a message of exactly `floor` is not delivered either (the caller holds it). */
  floorExclusive: boolean;
  /** The ids delivered (or held by the caller) above the floor, with their timestamps, oldest first. */
  seen: Map<string, number>;
  /** 'waiting' for the server's ack, 'catching-up' over HTTP (live events buffered), 'live'. */
  state: 'waiting' | 'catching-up' | 'live';
  buffer: ChatMessage[];
  /** Bumped at every (re)subscription, so a stale catch-up never delivers. */
  generation: number;
  ended: boolean;
}

type ServerFrame =
  | { type: 'authenticated' }
  | { type: 'subscribed'; channel: string }
  | { type: 'unsubscribed'; channel: string }
  | { type: 'event'; channel: string; payload: unknown }
  | { type: 'error'; error_code: string; message: string; channel?: string }
  | { type: 'pong' };

function readFrame(data: unknown): ServerFrame | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value = JSON.parse(data) as unknown;
    return typeof value === 'object' && value !== null && 'type' in value
      ? (value as ServerFrame)
      : undefined;
  } catch {
    return undefined;
  }
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.idMessage === 'string' &&
    typeof record._user === 'string' &&
    typeof record.timestamp === 'number' &&
    typeof record.message === 'string'
  );
}

function defaultWebSocketUrl(http: HttpClient): string {
  const url = http.url('realtime');
  if (/^https?:/i.test(url)) return url.replace(/^http/i, 'ws');
  // A same-origin client ('' base URL): resolve against the page.
  const location = (globalThis as { location?: { href: string } }).location;
  if (!location) throw new ChatTransportError('unavailable', chatClientMessages.noWebSocket);
  return new URL(url, location.href).href.replace(/^http/i, 'ws');
}

function defaultWebSocketFactory(): WebSocketFactory {
  const Constructor = (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket;
  if (!Constructor) throw new ChatTransportError('unavailable', chatClientMessages.noWebSocket);
  return (url) => new Constructor(url);
}

function messagesPath(chatId: ChatId): string {
  return `proxy/chats/${encodeURIComponent(String(chatId))}/messages`;
}

/** Creates the gateway chat transport. */
export function createGatewayChatTransport(options: GatewayChatTransportOptions): ChatTransport {
  const { http } = options;
  const firstDelay = options.reconnectDelayMs ?? 500;
  const maxDelay = options.maxReconnectDelayMs ?? 30_000;
  const keepAliveMs = options.keepAliveMs ?? 25_000;
  const random = options.random ?? Math.random;
  const rememberedIds = options.rememberedMessageIds ?? REMEMBERED_MESSAGE_IDS;
  const subscriptions = new Set<Subscription>();
  /** Channels the server acknowledged on the current socket. */
  const acknowledged = new Set<string>();
  let socket: WebSocketLike | undefined;
  let authenticated = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAliveTimer: ReturnType<typeof setInterval> | undefined;
  let awaitingPong = false;
  let failures = 0;
  let closed = false;

  async function readPage(
    chatId: ChatId,
    query: Record<string, number>,
    callOptions: ChatCallOptions = {},
  ): Promise<ChatMessage[]> {
    const path = messagesPath(chatId);
    const body = await http.request({
      method: 'GET',
      path,
      query,
      ...(callOptions.signal ? { signal: callOptions.signal } : {}),
    });
    return unwrapRows<ChatMessage>(body, { method: 'GET', path }).results;
  }

  function sendFrame(frame: Record<string, unknown>): void {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(frame));
  }

  function channelsInUse(): Set<string> {
    return new Set([...subscriptions].map((subscription) => subscription.channel));
  }

  function fail(subscription: Subscription, error: ChatTransportError): void {
    subscription.onError?.(error);
  }

  function end(subscription: Subscription): void {
    subscription.ended = true;
    subscriptions.delete(subscription);
    if (!channelsInUse().has(subscription.channel)) {
      acknowledged.delete(subscription.channel);
      sendFrame({ type: 'unsubscribe', channel: subscription.channel });
    }
    if (subscriptions.size === 0) disconnect();
  }

  /** Remembers a delivered id; past the limit the oldest is forgotten and the floor rises to it. */
  function remember(subscription: Subscription, message: ChatMessage): void {
    subscription.seen.set(message.idMessage, message.timestamp);
    if (subscription.seen.size <= rememberedIds) return;
    const [forgotten, timestamp] = subscription.seen.entries().next().value as [string, number];
    subscription.seen.delete(forgotten);
    if (subscription.floor === null || timestamp >= subscription.floor) {
      subscription.floor = timestamp;
      subscription.floorExclusive = true;
    }
  }

  /**
   * Delivers a message once, by its id: a message older than one already delivered (published
   * late by another gateway instance) is delivered too; a copy, or anything below the floor, is not.
   */
  function deliver(subscription: Subscription, message: ChatMessage): void {
    if (subscription.ended) return;
    const { floor } = subscription;
    if (floor !== null && message.timestamp < floor) return;
    if (floor !== null && message.timestamp === floor && subscription.floorExclusive) return;
    if (subscription.seen.has(message.idMessage)) return;
    remember(subscription, message);
    try {
      subscription.onMessage(message);
    } catch {
      // The handler's own failure must not stop the stream.
    }
  }

  /** After the server acknowledged the channel: fetch the gap, then release the buffer. */
  async function catchUp(subscription: Subscription): Promise<void> {
    const generation = ++subscription.generation;
    subscription.state = 'catching-up';
    try {
      if (subscription.floor === null) {
        // "From now on": the newest stored message is the starting point, not delivered.
        const [newest] = await readPage(subscription.chatId, { limit: 1 });
        if (generation !== subscription.generation || subscription.ended) return;
        subscription.floor = newest?.timestamp ?? 0;
        subscription.floorExclusive = false;
        if (newest) subscription.seen.set(newest.idMessage, newest.timestamp);
      } else {
        // From the floor, not from the newest delivered: a message a dropped socket was still
        // to bring, older than one delivered, is read here; the ids already delivered are skipped.
        let after = subscription.floor - 1;
        for (;;) {
          const page = await readPage(subscription.chatId, { after, limit: CATCH_UP_PAGE_SIZE });
          if (generation !== subscription.generation || subscription.ended) return;
          for (const message of page) deliver(subscription, message);
          const last = page.at(-1);
          if (page.length < CATCH_UP_PAGE_SIZE || !last) break;
          after = Math.max(last.timestamp - 1, after + 1);
        }
      }
      const buffered = subscription.buffer.sort((a, b) => a.timestamp - b.timestamp);
      subscription.buffer = [];
      subscription.state = 'live';
      for (const message of buffered) deliver(subscription, message);
    } catch (error) {
      if (generation !== subscription.generation || subscription.ended) return;
      const chatError = toChatError(error, chatClientMessages.readFailed);
      if (chatError instanceof ChatTransportError && chatError.code === 'permission-denied') {
        fail(subscription, chatError);
        end(subscription);
        return;
      }
      fail(
        subscription,
        chatError instanceof ChatTransportError
          ? chatError
          : new ChatTransportError('unavailable', chatClientMessages.readFailed, { cause: error }),
      );
      // Start over on a fresh connection: the gap is fetched again from the same point.
      socket?.close(4000, 'catch-up failed');
    }
  }

  function subscribeChannel(channel: string): void {
    if (!authenticated) return;
    sendFrame({ type: 'subscribe', channel });
  }

  function onFrame(frame: ServerFrame): void {
    switch (frame.type) {
      case 'authenticated':
        authenticated = true;
        failures = 0;
        for (const channel of channelsInUse()) subscribeChannel(channel);
        return;
      case 'subscribed':
        acknowledged.add(frame.channel);
        for (const subscription of subscriptions) {
          if (subscription.channel === frame.channel && subscription.state === 'waiting') {
            void catchUp(subscription);
          }
        }
        return;
      case 'event': {
        if (!isChatMessage(frame.payload)) return;
        const message = frame.payload;
        for (const subscription of subscriptions) {
          if (subscription.channel !== frame.channel) continue;
          if (subscription.state === 'live') deliver(subscription, message);
          else subscription.buffer.push(message);
        }
        return;
      }
      case 'error': {
        if (frame.channel !== undefined) {
          const code =
            frame.error_code === 'FORBIDDEN' || frame.error_code === 'NOT_FOUND'
              ? 'permission-denied'
              : frame.error_code;
          const message =
            code === 'permission-denied' ? chatClientMessages.permissionDenied : frame.message;
          for (const subscription of [...subscriptions]) {
            if (subscription.channel !== frame.channel) continue;
            fail(subscription, new ChatTransportError(code, message));
            if (code === 'permission-denied') end(subscription);
          }
          return;
        }
        // A connection-level error (token refused or expired): the server closes the socket, the
        // next attempt reads a fresh token.
        const error = new ChatTransportError(frame.error_code, frame.message);
        for (const subscription of subscriptions) fail(subscription, error);
        return;
      }
      case 'pong':
        awaitingPong = false;
        return;
      case 'unsubscribed':
        return;
      default:
        frame satisfies never;
    }
  }

  function stopKeepAlive(): void {
    if (keepAliveTimer !== undefined) clearInterval(keepAliveTimer);
    keepAliveTimer = undefined;
    awaitingPong = false;
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer !== undefined || subscriptions.size === 0) return;
    const base = Math.min(firstDelay * 2 ** failures, maxDelay);
    failures += 1;
    // Jitter spreads the reconnections of many tabs after a gateway restart.
    const delay = base / 2 + (random() * base) / 2;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, delay);
  }

  function connect(): void {
    if (closed || socket || subscriptions.size === 0) return;
    let current: WebSocketLike;
    try {
      const factory = options.createWebSocket ?? defaultWebSocketFactory();
      current = factory(options.webSocketUrl ?? defaultWebSocketUrl(http));
    } catch (error) {
      const chatError =
        error instanceof ChatTransportError
          ? error
          : new ChatTransportError('unavailable', chatClientMessages.unavailable, { cause: error });
      for (const subscription of subscriptions) fail(subscription, chatError);
      scheduleReconnect();
      return;
    }
    socket = current;
    authenticated = false;
    acknowledged.clear();
    current.onopen = () => {
      void (async () => {
        const token = await http.options.getToken();
        const profile = http.options.getProfileId();
        if (socket !== current) return;
        sendFrame({ type: 'auth', token: token ?? '', profile: profile ?? '' });
        keepAliveTimer = setInterval(() => {
          if (awaitingPong) {
            current.close(4000, 'no pong');
            return;
          }
          awaitingPong = true;
          sendFrame({ type: 'ping' });
        }, keepAliveMs);
      })().catch(() => current.close(4000, 'token unavailable'));
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      const frame = readFrame(event.data);
      if (frame) onFrame(frame);
    };
    current.onerror = () => {
      // 'close' follows and does the work.
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      authenticated = false;
      acknowledged.clear();
      stopKeepAlive();
      for (const subscription of subscriptions) {
        subscription.state = 'waiting';
        subscription.generation += 1;
        // The catch-up after the reconnection reads these again from the server.
        subscription.buffer = [];
      }
      scheduleReconnect();
    };
  }

  function disconnect(): void {
    if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    stopKeepAlive();
    const current = socket;
    socket = undefined;
    authenticated = false;
    acknowledged.clear();
    current?.close(1000, 'done');
  }

  return {
    loadLatest(chatId, callOptions) {
      return asChatCall(chatClientMessages.readFailed, () =>
        readPage(chatId, { limit: CHAT_FIRST_PAGE_SIZE }, callOptions),
      );
    },
    loadOlder(chatId, beforeTimestamp, callOptions) {
      return asChatCall(chatClientMessages.readFailed, () =>
        readPage(chatId, { limit: CHAT_OLDER_PAGE_SIZE, before: beforeTimestamp }, callOptions),
      );
    },
    subscribe(chatId, sinceTimestamp, onMessage, onError) {
      if (closed) {
        onError?.(new ChatTransportError('unavailable', chatClientMessages.closed));
        return () => {};
      }
      const subscription: Subscription = {
        chatId: String(chatId),
        channel: `chat:${String(chatId)}`,
        onMessage,
        onError,
        floor: sinceTimestamp,
        floorExclusive: sinceTimestamp !== null,
        seen: new Map(),
        state: 'waiting',
        buffer: [],
        generation: 0,
        ended: false,
      };
      const channelOpen = acknowledged.has(subscription.channel);
      subscriptions.add(subscription);
      if (!socket) connect();
      else if (channelOpen) void catchUp(subscription);
      else subscribeChannel(subscription.channel);
      return () => {
        if (!subscription.ended) end(subscription);
      };
    },
    send(chatId, message: OutgoingChatMessage, callOptions) {
      return asChatCall(chatClientMessages.sendFailed, async () => {
        const path = messagesPath(chatId);
        const body = await http.request({
          method: 'POST',
          path,
          body: {
            _user: message._user,
            timestamp: message.timestamp,
            message: message.message,
            // The gateway finds the uploaded file by its id (the member's own upload to this chat).
            ...(message.file?.id === undefined ? {} : { file: { id: message.file.id } }),
          },
          ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
        });
        return unwrapDataOne<ChatMessage>(body, { method: 'POST', path });
      });
    },
    uploadAttachment(upload, callOptions) {
      return uploadChatAttachment(http, upload, callOptions);
    },
    async close() {
      closed = true;
      for (const subscription of subscriptions) subscription.ended = true;
      subscriptions.clear();
      disconnect();
    },
  };
}
