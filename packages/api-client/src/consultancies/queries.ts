import type { ApiClient } from '../createApiClient.ts';
import type { Consultancy } from './consultancies.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  dataPageQueryOptions,
  familyMutationOptions,
  recordQueryOptions,
} from '../http/queryOptions.ts';

/** A page of consultancies with its total. */
export const getConsultanciesPageQueryOptions = <Row = Consultancy>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'consultancies', client.consultancies, query);
/** One consultancy. */
export const getConsultancyRecordQueryOptions = <Row = Consultancy>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'consultancies', client.consultancies, id, include);
/** create / update / remove of consultancies. */
export const consultancyMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'consultancies', client.consultancies, []);
