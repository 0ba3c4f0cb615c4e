import type { ChatCategory, ChatUser } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { signalOnly } from '../http/resource.ts';
import { unwrapRows } from '../http/shapes.ts';
import type { RowsPage } from '../http/shapes.ts';

/** One chat of the caller in the chat drawer (002 §2.11 chat button, §7.3). */
export interface ChatListItem {
  id: number;
  object: string | null;
  /** False: the chat is disabled (read-only). */
  status: boolean;
  category: string;
  entityId: number | null;
  /** The newest message, its text cut to 140 characters; null when the chat has none. */
  lastMessage: { _user: string; message: string; timestamp: number; hasFile: boolean } | null;
  /** ISO instant of the newest message; null when the chat has none. */
  lastMessageAt: string | null;
  /** Messages of other members newer than the caller's last-seen mark. */
  unread: number;
  members: ChatUser[];
}

/**
 * The page of the chat list: limit (0–1000, default 50) and offset, and optionally one record's
 * chats — its category and id — for the chat slot of a record detail (001 §2 `{idChat?}`).
 */
export interface ListChatsQuery {
  limit?: number;
  offset?: number;
  category?: ChatCategory;
  entityId?: number;
}

/**
 * `POST proxy/chats/search` → the caller's chats, newest message first, with the number of
 * chats it belongs to (`counter`). `{ limit: 0 }` asks for the count only.
 */
export async function listChats(
  http: HttpClient,
  query: ListChatsQuery = {},
  options?: CallOptions,
): Promise<RowsPage<ChatListItem>> {
  const path = 'proxy/chats/search';
  const body = await http.request({
    method: 'POST',
    path,
    body: {
      query_sequelize: query,
      ...(query.limit === 0 ? { count: true } : {}),
    },
    ...signalOnly(options),
  });
  return unwrapRows<ChatListItem>(body, { method: 'POST', path });
}
