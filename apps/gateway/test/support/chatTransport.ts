/**
 * A chat member as a browser holds one, for the realtime contract test and the chat bench: the
 * api-client's gateway chat transport (HTTP + WebSocket) of a signed-in user, with the `ws`
 * package standing in for the browser's WebSocket. The caller may open the sockets itself (to
 * cut them or send them elsewhere) and replace `fetch` (to slow a read down).
 */
import { createApiClient } from '@portineria/api-client';
import {
  createGatewayChatTransport,
  type ChatMessage,
  type ChatTransport,
  type WebSocketLike,
} from '@portineria/api-client/chat/gateway';
import { WebSocket } from 'ws';
import type { ActingAs } from './gateway.ts';

export type { ChatMessage, ChatTransport };

/** How a member reaches the gateway. */
export interface ChatNetwork {
  /** Opens each socket the transport asks for (default: a `ws` socket to the URL asked). */
  openSocket?: (url: string) => WebSocket;
  /** The HTTP calls' fetch (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** The adapter's first reconnection delay and its cap (default: the adapter's own). */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

/**
 * The `ws` socket as the adapter's WebSocketLike: the same properties and methods, with event
 * handler parameters typed by `ws` where the adapter reads them as unknown.
 */
function asWebSocketLike(socket: WebSocket): WebSocketLike {
  return socket as unknown as WebSocketLike;
}

/** The realtime WebSocket URL of a gateway served at `baseUrl`. */
export function realtimeUrlOf(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/api/v2/realtime`;
}

/** The gateway chat transport of `acting` against the gateway at `baseUrl`. */
export function chatTransportOf(
  baseUrl: string,
  acting: ActingAs,
  network: ChatNetwork = {},
): ChatTransport {
  const { http } = createApiClient({
    baseUrl,
    getToken: () => acting.token,
    getProfileId: () => acting.profileUid,
    ...(network.fetch ? { fetch: network.fetch } : {}),
  });
  const openSocket = network.openSocket ?? ((url: string) => new WebSocket(url));
  return createGatewayChatTransport({
    http,
    createWebSocket: (url) => asWebSocketLike(openSocket(url)),
    ...(network.reconnectDelayMs === undefined
      ? {}
      : { reconnectDelayMs: network.reconnectDelayMs }),
    ...(network.maxReconnectDelayMs === undefined
      ? {}
      : { maxReconnectDelayMs: network.maxReconnectDelayMs }),
  });
}

/** The message a member sends: `text` signed with the member's own user id. */
export function outgoingOf(acting: ActingAs, text: string) {
  return { _user: String(acting.user.id), timestamp: Date.now(), message: text };
}
