import type { Activity, Criteria, Task } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { ActivityTransitionRequest, TaskInput } from './activities.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  readQueryOptions,
  recordQueryOptions,
  rowsInfiniteQueryOptions,
  rowsPageQueryOptions,
  writeMutationOptions,
} from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';

/** The cached reads and the writes of activities and tasks (001 §7, 002 §7.1). */
export const getActivitiesQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'activities', client.activities, query);
/**
 * Every activity of an order, by start date (001 §4.2): the order's detail lists them and its
 * lifecycle reads them (closing needs them finished), through this one key.
 */
export const getOrderActivitiesQueryOptions = (client: ApiClient, orderId: EntityId) =>
  readQueryOptions<Activity[]>(
    queryKeys.activities.call(client.profileId(), 'ofOrder', { id: String(orderId) }),
    async (options) =>
      (
        await client.activities.getMany(
          {
            where: { _order: orderId },
            order: [
              ['validFrom', 'ASC'],
              ['id', 'ASC'],
            ],
            limit: 1000,
          },
          options,
        )
      ).results,
  );
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
/**
 * A task changes its activity (WORKING, or DONE for a signed task with status 2) and through it
 * the order's flags, or closes the order (001 §4.2): the activities and orders are refreshed.
 */
export const taskMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'tasks', client.tasks, ['activities', 'orders', 'contracts']);

/**
 * `POST proxy/tasks` (001 §7 "POST api/v2/proxy/tasks with status, isSigned and _activity"): the
 * task form's 'Registra intervento' (the lifecycle's REGISTER_TASK) and the quick completion's
 * task (status 2, isSigned: `quickCompletionTask`). Refreshes the activity and its order.
 */
export const createTaskMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'tasks',
    'create',
    (input: TaskInput) => client.tasks.create(input),
    ['activities', 'orders', 'contracts'],
  );

/** The variables of an activity transition: the activity's id, the event and its version. */
export interface ActivityTransitionVariables extends ActivityTransitionRequest {
  id: EntityId;
}

/**
 * `POST activities/{id}/transitions` (DECISIONS.md "Order lifecycle" A1–A5): edit, delete,
 * reject, register a task, complete quickly. Refreshes the activities, their tasks and the
 * order (its derived flags, its closing and its history).
 */
export const activityTransitionMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'activities',
    'transition',
    ({ id, event, version }: ActivityTransitionVariables) =>
      client.activities.transition(id, { event, version }),
    ['tasks', 'orders', 'contracts'],
  );
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

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of activities with the number that match (a list screen). */
export const getActivitiesPageQueryOptions = <Row = Activity>(
  client: ApiClient,
  query?: ListQuery,
) => rowsPageQueryOptions<Row>(client, 'activities', client.activities, query);
/** One record of activities by id, with the related records named in `include` embedded. */
export const getActivityRecordQueryOptions = <Row = Activity>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'activities', client.activities, id, include);
/** A page of tasks with the number that match (a list screen). */
export const getTasksPageQueryOptions = <Row = Task>(client: ApiClient, query?: ListQuery) =>
  rowsPageQueryOptions<Row>(client, 'tasks', client.tasks, query);
/** One record of tasks by id, with the related records named in `include` embedded. */
export const getTaskRecordQueryOptions = <Row = Task>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'tasks', client.tasks, id, include);
