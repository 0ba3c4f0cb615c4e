import type { Criteria } from '@portineria/domain';
import type { ApiClient } from '../http/createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  rowsInfiniteQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  writeMutationOptions,
} from '../http/queryOptions.ts';

/** The cached reads and the writes of activities and tasks (001 §7, 002 §7.1). */
export const getActivitiesQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'activities', client.activities, query);
export const getActivityQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'activities', client.activities, id);
export const countActivitiesQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.activities, criteria);
export const getActivitiesInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  rowsInfiniteQueryOptions(client, 'activities', client.activities, query);
export const activityMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'activities', client.activities, ['tasks', 'orders', 'contracts']);
export const getTasksQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'tasks', client.tasks, query);
export const getTaskQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'tasks', client.tasks, id);
export const countTasksQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.tasks, criteria);
export const getTasksInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  rowsInfiniteQueryOptions(client, 'tasks', client.tasks, query);
export const taskMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'tasks', client.tasks, ['activities']);
/** `PATCH proxy/activities/{id}/reject` (001 §7). */
export const rejectActivityMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'activities',
    'reject',
    ({ id, reason }: { id: EntityId; reason?: string }) =>
      client.activities.reject(id, reason === undefined ? {} : { reason }),
    ['tasks', 'orders', 'contracts'],
  );
