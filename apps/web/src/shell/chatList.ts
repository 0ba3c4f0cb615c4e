/**
 * The caller's chats for the chat drawer (002 §2.11 chat button; §3.6 Chat), through the
 * api-client's `listChats` (`POST proxy/chats/search`, newest message first).
 */
import { listChats, type ApiClient, type ChatListItem } from '@portineria/api-client';

/** How many chats the drawer shows; the rest are on the chats page. */
export const CHAT_DRAWER_LIMIT = 50;

/** The caller's chats, first page. */
export async function listMyChats(client: ApiClient, signal: AbortSignal): Promise<ChatListItem[]> {
  const page = await listChats(client.http, { limit: CHAT_DRAWER_LIMIT, offset: 0 }, { signal });
  return page.results;
}
