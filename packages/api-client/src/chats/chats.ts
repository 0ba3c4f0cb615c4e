import type { ChatInfo } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getDataOne } from '../http/get.ts';
import type { EntityId } from '../http/resource.ts';

/**
 * The chat header call (002 §7.3 "GET api/v2/proxy/chats/{idChat}/info; response data has object,
 * status and users"). Messages themselves go through the `ChatTransport` port of `src/chat/`.
 */
export interface ChatsApi {
  /** `GET proxy/chats/{id}/info` → `{ object, status, users }`. */
  getInfo(chatId: EntityId, options?: CallOptions): Promise<ChatInfo>;
}

export function createChatsApi(http: HttpClient): ChatsApi {
  return {
    getInfo: (chatId, options) =>
      getDataOne<ChatInfo>(http, `proxy/chats/${encodeURIComponent(String(chatId))}/info`, options),
  };
}
