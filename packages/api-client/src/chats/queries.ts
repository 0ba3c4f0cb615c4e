import type { ApiClient } from '../createApiClient.ts';
import type { EntityId } from '../http/resource.ts';
import { mutationOptions } from '@tanstack/react-query';
import { readQueryOptions, writeMutationOptions, type ListPage } from '../http/queryOptions.ts';
import type { ChatId, ChatTransport, OutgoingChatMessage } from '../chat/types.ts';
import { retryWhenServerSaysWhen, serverRetryDelay } from '../http/retryAfter.ts';
import { queryKeys } from '../queryKeys.ts';
import { listChats, type ChatListItem, type ListChatsQuery } from './listChats.ts';

/** The chat header: object, status and members (002 §7.3). */
export const getChatInfoQueryOptions = (client: ApiClient, chatId: EntityId) =>
  readQueryOptions(queryKeys.chats.detail(client.profileId(), chatId, 'info'), (options) =>
    client.chats.getInfo(chatId, options),
  );

/**
 * The preview of a message's link (002 §3.6 `external`), fetched by the gateway, never by the
 * browser. A message's link does not change, so the preview is kept for the session.
 */
export const getChatLinkPreviewQueryOptions = (
  client: ApiClient,
  chatId: EntityId,
  idMessage: string,
) => ({
  ...readQueryOptions(
    queryKeys.chats.detail(client.profileId(), chatId, { preview: idMessage }),
    (options) => client.chats.getLinkPreview(chatId, idMessage, options),
    { staleTime: Number.POSITIVE_INFINITY },
  ),
  // A member over its fetch budget (429) is told when a slot frees: asked again then. A refused
  // or missing preview is an answer (200 or 404), never asked again.
  retry: retryWhenServerSaysWhen,
  retryDelay: serverRetryDelay,
});

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

/** The caller's unread chat messages over its chats: the top bar's chat button (000 §2 Shell). */
export const getChatUnreadTotalQueryOptions = (client: ApiClient) =>
  readQueryOptions(queryKeys.chats.call(client.profileId(), 'unread'), (options) =>
    client.chats.countUnread(options),
  );

/**
 * The caller has seen a chat up to the newest message its panel shows (002 §4.4; per-member marks
 * in domain's DECISIONS.md). Only the chat lists and the unread total refresh — not the open
 * chat's info, which a seen mark does not change.
 */
export const markChatSeenMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['portineria', 'chats', 'seen'],
    mutationFn: ({ chatId, timestamp }: { chatId: EntityId; timestamp: number }) =>
      client.chats.markSeen(chatId, timestamp),
    onSuccess: (_data, _variables, _onMutateResult, context) =>
      Promise.all([
        context.client.invalidateQueries({ queryKey: queryKeys.chats.pages(client.profileId()) }),
        context.client.invalidateQueries({
          queryKey: queryKeys.chats.call(client.profileId(), 'unread'),
        }),
      ]),
  });
