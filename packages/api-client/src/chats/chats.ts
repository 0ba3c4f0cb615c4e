import type { ChatInfo, ChatLinkPreview } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getDataOne } from '../http/get.ts';
import { signalOnly, type EntityId } from '../http/resource.ts';
import { unwrapDataOne } from '../http/shapes.ts';

/** The caller's unread chat messages: the top bar's chat button (000 §2 Shell). */
export interface ChatUnreadTotal {
  /** Messages of the other members after the caller's seen mark, over all its chats. */
  unread: number;
  /** How many of its chats have some. */
  chats: number;
}

/** The caller's seen mark of a chat after marking it, and what is still unread there. */
export interface ChatSeenMark {
  /** The mark stored (ms since the epoch): forward only, never past the newest message. */
  seen: number;
  unread: number;
}

/**
 * The chat header call (002 §7.3 "GET api/v2/proxy/chats/{idChat}/info; response data has object,
 * status and users"), and the caller's unread marks. Messages themselves go through the
 * `ChatTransport` port of `src/chat/`.
 */
export interface ChatsApi {
  /** `GET proxy/chats/{id}/info` → `{ object, status, users }`. */
  getInfo(chatId: EntityId, options?: CallOptions): Promise<ChatInfo>;
  /** `GET proxy/chats/unread` → the caller's unread messages over its chats. */
  countUnread(options?: CallOptions): Promise<ChatUnreadTotal>;
  /** `POST proxy/chats/{id}/seen { timestamp }` → the caller has seen the chat up to `timestamp`. */
  markSeen(chatId: EntityId, timestamp: number, options?: CallOptions): Promise<ChatSeenMark>;
  /**
   * `GET proxy/chats/{id}/messages/{idMessage}/preview` → the preview of the message's first link
   * (002 §3.6 `external`), fetched by the gateway; `valid: false` when the link has none.
   */
  getLinkPreview(
    chatId: EntityId,
    idMessage: string,
    options?: CallOptions,
  ): Promise<ChatLinkPreview>;
}

export function createChatsApi(http: HttpClient): ChatsApi {
  const chatPath = (chatId: EntityId, rest: string) =>
    `proxy/chats/${encodeURIComponent(String(chatId))}/${rest}`;
  return {
    getInfo: (chatId, options) => getDataOne<ChatInfo>(http, chatPath(chatId, 'info'), options),
    getLinkPreview: (chatId, idMessage, options) =>
      getDataOne<ChatLinkPreview>(
        http,
        chatPath(chatId, `messages/${encodeURIComponent(idMessage)}/preview`),
        options,
      ),
    countUnread: (options) => getDataOne<ChatUnreadTotal>(http, 'proxy/chats/unread', options),
    markSeen: async (chatId, timestamp, options) => {
      const path = chatPath(chatId, 'seen');
      const body = await http.request({
        method: 'POST',
        path,
        body: { timestamp },
        ...signalOnly(options),
      });
      return unwrapDataOne<ChatSeenMark>(body, { method: 'POST', path });
    },
  };
}
