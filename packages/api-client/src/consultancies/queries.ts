import type { ApiClient } from '../createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  dataPageQueryOptions,
  familyMutationOptions,
  recordQueryOptions,
} from '../http/queryOptions.ts';

/** A page of consultancies with its total. */
export const getConsultanciesPageQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataPageQueryOptions(client, 'consultancies', client.consultancies, query);
/** One consultancy. */
export const getConsultancyRecordQueryOptions = (client: ApiClient, id: EntityId) =>
  recordQueryOptions(client, 'consultancies', client.consultancies, id);
/** create / update / remove of consultancies. */
export const consultancyMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'consultancies', client.consultancies, []);
