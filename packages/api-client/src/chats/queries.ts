import type { ApiClient } from '../createApiClient.ts';
import type { EntityId } from '../http/resource.ts';
import { readQueryOptions, writeMutationOptions, type ListPage } from '../http/queryOptions.ts';
import type { ChatId, ChatTransport, OutgoingChatMessage } from '../chat/types.ts';
import { queryKeys } from '../queryKeys.ts';
import { listChats, type ChatListItem, type ListChatsQuery } from './listChats.ts';

/** The chat header: object, status and members (002 §7.3). */
export const getChatInfoQueryOptions = (client: ApiClient, chatId: EntityId) =>
  readQueryOptions(queryKeys.chats.detail(client.profileId(), chatId, 'info'), (options) =>
    client.chats.getInfo(chatId, options),
  );

/** A page of the caller's chats, newest message first, with how many there are (002 §7.3). */
export const getChatsPageQueryOptions = (client: ApiClient, query: ListChatsQuery = {}) =>
  readQueryOptions(
    queryKeys.chats.page(client.profileId(), query),
    async (options): Promise<ListPage<ChatListItem>> => {
      const page = await listChats(client.http, query, options);
      return { rows: page.results, total: page.counter };
    },
  );

/**
 * Sends a message through the realtime chat port (002 §7.3 "push of {_user, timestamp,
 * message}"); the chats list refreshes, since it shows each chat's newest message.
 */
export const sendChatMessageMutationOptions = (client: ApiClient, transport: ChatTransport) =>
  writeMutationOptions(
    client,
    'chats',
    'send',
    ({ chatId, message }: { chatId: ChatId; message: OutgoingChatMessage }) =>
      transport.send(chatId, message),
    [],
  );
