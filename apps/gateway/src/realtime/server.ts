/**
 * The WebSocket endpoint `/api/v2/realtime` (brief: "Realtime"). The token never travels in the
 * URL: the first frame is `{ type: 'auth', token, profile }`, verified like a bearer header. Then
 * the client subscribes to `chat:<id>` (members only) or `notifications` (its own profile) and
 * receives `{ type: 'event', channel, payload }` frames.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { RequestScope } from '../authz/scope.ts';
import type { GatewayDeps } from '../context.ts';
import { isGatewayError } from '../http/errors.ts';
import { isAllowedHost } from '../http/hosts.ts';
import { createRealtimeAccess, type RealtimeAccess } from './access.ts';
import { chatChannel, notificationsChannel, readChatMessageEvent } from './channels.ts';
import { realtimeMessages } from './messages.ts';

/** The path of the WebSocket endpoint. */
export const REALTIME_PATH = '/api/v2/realtime';

/** Tuning knobs, for tests. */
export interface RealtimeServerOptions {
  /** Without an auth frame within this delay the socket is closed (5 s). */
  authTimeoutMs?: number;
  /** Ping period; a socket that missed the previous pong is dropped (30 s). */
  heartbeatMs?: number;
  /** The largest frame a client may send (16 KiB): clients send only small control frames. */
  maxMessageBytes?: number;
  /** The most channels one socket may follow. */
  maxSubscriptions?: number;
  /** How the endpoint authenticates and authorises; the default reads the gateway's database. */
  access?: RealtimeAccess;
}

/** The running endpoint. */
export interface RealtimeServer {
  /** Closes every socket and stops listening for upgrades. */
  close(): Promise<void>;
  /** How many sockets are open (for health and tests). */
  readonly connections: number;
}

/** WebSocket close codes of the endpoint (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  unauthorized: 4401,
  authTimeout: 4408,
  protocol: 1008,
  shutdown: 1001,
} as const;

type ClientFrame =
  | { type: 'auth'; token: string; profile: string }
  | { type: 'subscribe'; channel: string }
  | { type: 'unsubscribe'; channel: string }
  | { type: 'ping' };

type ServerFrame =
  | { type: 'authenticated' }
  | { type: 'subscribed'; channel: string }
  | { type: 'unsubscribed'; channel: string }
  | { type: 'event'; channel: string; payload: unknown }
  | { type: 'error'; error_code: string; message: string; channel?: string }
  | { type: 'pong' };

function parseFrame(data: RawData, isBinary: boolean): ClientFrame | undefined {
  if (isBinary) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const frame = value as Record<string, unknown>;
  switch (frame.type) {
    case 'auth':
      return typeof frame.token === 'string' && typeof frame.profile === 'string'
        ? { type: 'auth', token: frame.token, profile: frame.profile }
        : undefined;
    case 'subscribe':
    case 'unsubscribe':
      return typeof frame.channel === 'string' && frame.channel.length <= 64
        ? { type: frame.type, channel: frame.channel }
        : undefined;
    case 'ping':
      return { type: 'ping' };
    default:
      return undefined;
  }
}

/** A client channel name read into what it means. */
type ClientChannel = { kind: 'chat'; chatId: number } | { kind: 'notifications' };

function readClientChannel(channel: string): ClientChannel | undefined {
  if (channel === 'notifications') return { kind: 'notifications' };
  const match = /^chat:([1-9][0-9]{0,14})$/.exec(channel);
  if (!match?.[1]) return undefined;
  const chatId = Number(match[1]);
  return Number.isSafeInteger(chatId) ? { kind: 'chat', chatId } : undefined;
}

interface Connection {
  socket: WebSocket;
  scope?: RequestScope;
  authenticating: boolean;
  alive: boolean;
  /** Client channel name → bus channel name. */
  subscriptions: Map<string, string>;
  timers: NodeJS.Timeout[];
}

/** The origins allowed to open a socket: the configured app origin and the gateway's own. */
function originAllowed(request: IncomingMessage, appOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  // Non-browser clients send no Origin; they cannot ride a user's session either, since the
  // socket only authenticates with a token sent in the first frame.
  if (origin === undefined) return true;
  const host = request.headers.host;
  const allowed = new Set<string>();
  if (appOrigin) allowed.add(appOrigin.replace(/\/+$/, ''));
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return allowed.has(origin);
}

function rejectUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * Serves `/api/v2/realtime` on `server`'s upgrade event. Other upgrade paths are left to other
 * listeners (or refused when there are none).
 */
export function attachRealtime(
  server: Server,
  deps: GatewayDeps,
  options: RealtimeServerOptions = {},
): RealtimeServer {
  const authTimeoutMs = options.authTimeoutMs ?? 5000;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const maxSubscriptions = options.maxSubscriptions ?? 50;
  const access = options.access ?? createRealtimeAccess(deps);
  const log = deps.log;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes ?? 16 * 1024,
    perMessageDeflate: false,
  });
  const connections = new Set<Connection>();
  /** Bus channel → the local connections following it, and the bus unsubscribe. */
  const channels = new Map<string, { members: Set<Connection>; unsubscribe: () => void }>();
  let closing = false;

  const send = (connection: Connection, frame: ServerFrame): void => {
    if (connection.socket.readyState === WebSocket.OPEN)
      connection.socket.send(JSON.stringify(frame));
  };

  const sendError = (connection: Connection, code: string, message: string, channel?: string) =>
    send(
      connection,
      channel === undefined
        ? { type: 'error', error_code: code, message }
        : { type: 'error', error_code: code, message, channel },
    );

  const leave = (connection: Connection, clientChannel: string): void => {
    const busChannel = connection.subscriptions.get(clientChannel);
    if (busChannel === undefined) return;
    connection.subscriptions.delete(clientChannel);
    const entry = channels.get(busChannel);
    if (!entry) return;
    entry.members.delete(connection);
    if (entry.members.size === 0) {
      entry.unsubscribe();
      channels.delete(busChannel);
    }
  };

  const clientChannelOf = (connection: Connection, busChannel: string): string | undefined => {
    for (const [clientChannel, bus] of connection.subscriptions)
      if (bus === busChannel) return clientChannel;
    return undefined;
  };

  /** Relays one chat event: the message is read once, and only current members receive it. */
  const relayChatEvent = async (busChannel: string, payload: unknown): Promise<void> => {
    const event = readChatMessageEvent(payload);
    const entry = channels.get(busChannel);
    if (!event || !entry || entry.members.size === 0) return;
    const loaded = await access.loadChatMessage(event.chatId, event.messageId);
    if (!loaded) return;
    for (const connection of [...entry.members]) {
      const scope = connection.scope;
      const clientChannel = clientChannelOf(connection, busChannel);
      if (!scope || clientChannel === undefined) continue;
      if (!loaded.readable(scope)) {
        // Removed from the chat since subscribing: stop relaying, say why.
        leave(connection, clientChannel);
        sendError(connection, 'FORBIDDEN', realtimeMessages.chatForbidden, clientChannel);
        continue;
      }
      send(connection, { type: 'event', channel: clientChannel, payload: loaded.message });
    }
  };

  const join = (connection: Connection, clientChannel: string, busChannel: string): void => {
    connection.subscriptions.set(clientChannel, busChannel);
    let entry = channels.get(busChannel);
    if (!entry) {
      const members = new Set<Connection>();
      let relayQueue: Promise<void> = Promise.resolve();
      const unsubscribe = deps.bus.subscribe(busChannel, (payload) => {
        if (busChannel.startsWith('chat:')) {
          // One at a time per channel, so messages reach sockets in the order they were posted.
          relayQueue = relayQueue
            .then(() => relayChatEvent(busChannel, payload))
            .catch((error: unknown) =>
              log.error('realtime relay failed', { channel: busChannel, error: String(error) }),
            );
          return;
        }
        for (const member of members) {
          const name = clientChannelOf(member, busChannel);
          if (name !== undefined) send(member, { type: 'event', channel: name, payload });
        }
      });
      entry = { members, unsubscribe };
      channels.set(busChannel, entry);
    }
    entry.members.add(connection);
  };

  const handleAuth = async (
    connection: Connection,
    token: string,
    profile: string,
  ): Promise<void> => {
    if (connection.scope || connection.authenticating) {
      sendError(connection, 'INVALID_QUERY', realtimeMessages.alreadyAuthenticated);
      return;
    }
    connection.authenticating = true;
    try {
      const { scope, expiresAt } = await access.authenticate(token, profile);
      connection.scope = scope;
      const authTimer = connection.timers.shift();
      if (authTimer) clearTimeout(authTimer);
      if (expiresAt) {
        const remaining = Math.max(expiresAt.getTime() - deps.now().getTime(), 0);
        // The socket lives as long as its token; the client reconnects with a fresh one.
        const expiry = setTimeout(
          () => {
            sendError(connection, 'TOKEN_EXPIRED', realtimeMessages.tokenExpired);
            connection.socket.close(REALTIME_CLOSE.unauthorized, 'token expired');
          },
          Math.min(remaining, 2 ** 31 - 1),
        );
        expiry.unref();
        connection.timers.push(expiry);
      }
      send(connection, { type: 'authenticated' });
    } catch (error) {
      const code = isGatewayError(error) ? error.code : 'TOKEN_INVALID';
      const message = isGatewayError(error) ? error.message : realtimeMessages.tokenInvalid;
      if (!isGatewayError(error)) log.warn('realtime auth failed', { error: String(error) });
      sendError(connection, code, message);
      connection.socket.close(REALTIME_CLOSE.unauthorized, 'unauthorized');
    } finally {
      connection.authenticating = false;
    }
  };

  const handleSubscribe = async (connection: Connection, clientChannel: string): Promise<void> => {
    const scope = connection.scope;
    if (!scope) return;
    const channel = readClientChannel(clientChannel);
    if (!channel) {
      sendError(connection, 'NOT_FOUND', realtimeMessages.unknownChannel, clientChannel);
      return;
    }
    if (connection.subscriptions.has(clientChannel)) {
      send(connection, { type: 'subscribed', channel: clientChannel });
      return;
    }
    if (connection.subscriptions.size >= maxSubscriptions) {
      sendError(connection, 'FORBIDDEN', realtimeMessages.tooManySubscriptions, clientChannel);
      return;
    }
    if (channel.kind === 'chat') {
      const allowed = await access.canReadChat(scope, channel.chatId);
      if (!allowed) {
        sendError(connection, 'FORBIDDEN', realtimeMessages.chatForbidden, clientChannel);
        return;
      }
      if (connection.socket.readyState !== WebSocket.OPEN) return;
      join(connection, clientChannel, chatChannel(channel.chatId));
    } else {
      join(connection, clientChannel, notificationsChannel(access.profileId(scope)));
    }
    send(connection, { type: 'subscribed', channel: clientChannel });
  };

  const handleFrame = (connection: Connection, frame: ClientFrame | undefined): void => {
    if (!frame) {
      sendError(connection, 'INVALID_QUERY', realtimeMessages.invalidFrame);
      return;
    }
    if (frame.type === 'ping') {
      send(connection, { type: 'pong' });
      return;
    }
    if (frame.type === 'auth') {
      void handleAuth(connection, frame.token, frame.profile);
      return;
    }
    if (!connection.scope) {
      sendError(connection, 'TOKEN_MISSING', realtimeMessages.authFirst);
      connection.socket.close(REALTIME_CLOSE.unauthorized, 'unauthorized');
      return;
    }
    if (frame.type === 'subscribe') {
      handleSubscribe(connection, frame.channel).catch((error: unknown) => {
        log.error('realtime subscribe failed', { channel: frame.channel, error: String(error) });
        sendError(connection, 'INTERNAL', realtimeMessages.internal, frame.channel);
      });
      return;
    }
    leave(connection, frame.channel);
    send(connection, { type: 'unsubscribed', channel: frame.channel });
  };

  wss.on('connection', (socket: WebSocket) => {
    const connection: Connection = {
      socket,
      authenticating: false,
      alive: true,
      subscriptions: new Map(),
      timers: [],
    };
    connections.add(connection);
    const authTimer = setTimeout(() => {
      if (connection.scope) return;
      sendError(connection, 'TOKEN_MISSING', realtimeMessages.authTimeout);
      socket.close(REALTIME_CLOSE.authTimeout, 'auth timeout');
    }, authTimeoutMs);
    authTimer.unref();
    connection.timers.push(authTimer);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => handleFrame(connection, parseFrame(data, isBinary)));
    socket.on('error', (error) => log.warn('realtime socket error', { error: String(error) }));
    socket.on('close', () => {
      for (const timer of connection.timers) clearTimeout(timer);
      for (const clientChannel of [...connection.subscriptions.keys()])
        leave(connection, clientChannel);
      connections.delete(connection);
    });
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== REALTIME_PATH) {
      // Another upgrade listener may own the path; with none, answer instead of leaving it hanging.
      if (server.listenerCount('upgrade') === 1) rejectUpgrade(socket, 404, 'Not Found');
      return;
    }
    if (closing) {
      rejectUpgrade(socket, 503, 'Service Unavailable');
      return;
    }
    // DNS rebinding: the same Host check as every HTTP request (../http/hosts.ts).
    if (!isAllowedHost(deps.config, request.headers.host)) {
      rejectUpgrade(socket, 421, 'Misdirected Request');
      return;
    }
    if (!originAllowed(request, deps.config.appOrigin)) {
      log.warn('realtime origin refused', { origin: request.headers.origin });
      rejectUpgrade(socket, 403, 'Forbidden');
      return;
    }
    wss.handleUpgrade(request, socket, head, (webSocket) =>
      wss.emit('connection', webSocket, request),
    );
  };
  server.on('upgrade', onUpgrade);

  return {
    get connections() {
      return connections.size;
    },
    async close() {
      closing = true;
      server.off('upgrade', onUpgrade);
      clearInterval(heartbeat);
      for (const connection of connections)
        connection.socket.close(REALTIME_CLOSE.shutdown, 'shutdown');
      for (const entry of channels.values()) entry.unsubscribe();
      channels.clear();
      await new Promise<void>((resolve) => {
        // Sockets that do not finish the closing handshake promptly are cut.
        const cut = setTimeout(() => {
          for (const connection of connections) connection.socket.terminate();
        }, 1000);
        cut.unref();
        wss.close(() => {
          clearTimeout(cut);
          resolve();
        });
      });
    },
  };
}
