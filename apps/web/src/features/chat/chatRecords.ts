/**
 * The chats pages (002 §2.6 /{ROLE}/COM/chats) list the caller's chats until the chat panel is
 * built on this feature (002 §3.6 Chat info: object, status), newest message first, read through
 * the api-client's chat page query (`POST proxy/chats/search`). A chat opens in the chat panel,
 * never in a record screen.
 */
import { getChatsPageQueryOptions, type ChatListItem } from '@portineria/api-client';
import { apiClient } from '../../lib/apiClient.ts';
import { defineListOnly } from '../../records/definition.ts';
import { fieldsOf } from '../../records/fields.ts';

const field = fieldsOf<ChatListItem>();

const object = field.text('object', 'field.object', (chat) => chat.object);
const status = field.boolean('status', 'field.status', (chat) => chat.status);

export const CHATS = defineListOnly<ChatListItem>({
  columns: [object, status],
  // The chats search takes only paging (the gateway accepts limit and offset).
  page: (query) =>
    getChatsPageQueryOptions(apiClient, { limit: query.limit ?? 25, offset: query.offset ?? 0 }),
});
