import type { ApiClient } from '../createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  dataInfiniteQueryOptions,
  listQueryOptions,
  readQueryOptions,
  writeMutationOptions,
} from '../http/queryOptions.ts';
import { countKey } from '../queryKeys.ts';

export const getNotificationsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'notifications', client.notifications, query);
export const getNotificationsInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'notifications', client.notifications, query);
/** The bell: unread notifications, counter[1] (002 §7.6). */
export const countUnreadNotificationsQueryOptions = (client: ApiClient) =>
  readQueryOptions(countKey(client.profileId(), 'notifications', { status: 'unread' }), (options) =>
    client.notifications.countUnread(options),
  );
export const markNotificationReadMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'notifications',
    'markRead',
    (id: EntityId) => client.notifications.markRead(id),
    [],
  );
/** Marks every notification of the profile read; the list and the bell refresh. */
export const markAllNotificationsReadMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'notifications',
    'markAllRead',
    (_variables: void) => client.notifications.markAllRead(),
    [],
  );
