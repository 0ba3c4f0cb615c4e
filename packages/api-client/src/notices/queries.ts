import type { Criteria } from '@portineria/domain';
import type { ApiClient } from '../http/createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  dataInfiniteQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
} from '../http/queryOptions.ts';

/** The cached reads and the writes of notices and polls. */
export const getNoticesQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'notices', client.notices, query);
export const getNoticeQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'notices', client.notices, id);
export const countNoticesQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.notices, criteria);
export const getNoticesInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'notices', client.notices, query);
export const noticeMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'notices', client.notices, []);
export const getPollsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'polls', client.polls, query);
export const getPollQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'polls', client.polls, id);
export const countPollsQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.polls, criteria);
export const getPollsInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'polls', client.polls, query);
export const pollMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'polls', client.polls, []);
