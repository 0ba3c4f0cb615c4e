import type { ApiClient } from '../createApiClient.ts';
import type { Procurement } from './procurements.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  dataPageQueryOptions,
  familyMutationOptions,
  recordQueryOptions,
} from '../http/queryOptions.ts';

/** A page of procurements with its total. */
export const getProcurementsPageQueryOptions = <Row = Procurement>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'procurements', client.procurements, query);
/** One procurement with the related records named in `include`. */
export const getProcurementRecordQueryOptions = <Row = Procurement>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'procurements', client.procurements, id, include);
/** create / update / remove of procurements. */
export const procurementMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'procurements', client.procurements, []);
