import type { ApiClient } from '../http/createApiClient.ts';
import type { EntityId } from '../http/resource.ts';
import { readQueryOptions } from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';

/** The chat header: object, status and members (002 §7.3). */
export const getChatInfoQueryOptions = (client: ApiClient, chatId: EntityId) =>
  readQueryOptions(queryKeys.chats.detail(client.profileId(), chatId, 'info'), (options) =>
    client.chats.getInfo(chatId, options),
  );
