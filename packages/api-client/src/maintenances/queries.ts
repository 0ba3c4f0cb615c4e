import type { ApiClient } from '../createApiClient.ts';
import type { PlannedMaintenance } from './plannedMaintenances.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  dataPageQueryOptions,
  familyMutationOptions,
  recordQueryOptions,
} from '../http/queryOptions.ts';

/** A page of planned maintenances with its total. */
export const getPlannedMaintenancesPageQueryOptions = <Row = PlannedMaintenance>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'plannedMaintenances', client.plannedMaintenances, query);
/** One planned maintenance with the related records named in `include`. */
export const getPlannedMaintenanceRecordQueryOptions = <Row = PlannedMaintenance>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) =>
  recordQueryOptions<Row>(client, 'plannedMaintenances', client.plannedMaintenances, id, include);
/** create / update / remove of planned maintenances. */
export const plannedMaintenanceMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'plannedMaintenances', client.plannedMaintenances, []);
