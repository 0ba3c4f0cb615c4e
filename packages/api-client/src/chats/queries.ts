import type { ApiClient } from '../createApiClient.ts';
import type { EntityId } from '../http/resource.ts';
import { readQueryOptions, type ListPage } from '../http/queryOptions.ts';
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
