import type { Criteria } from '@portineria/domain';
import type { ApiClient } from '../http/createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  dataInfiniteQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  readQueryOptions,
  writeMutationOptions,
} from '../http/queryOptions.ts';
import { countKey, queryKeys } from '../queryKeys.ts';
import type { Building } from './buildings.ts';

export const getBuildingsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'buildings', client.buildings, query);
export const getBuildingQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'buildings', client.buildings, id);
export const countBuildingsQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.buildings, criteria);
export const getBuildingsInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'buildings', client.buildings, query);
/** create / update (PATCH) / remove of buildings. */
export const buildingMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'buildings', client.buildings, ['units', 'entitlements']);

/** The buildings of the session start (000 §7), optionally with the active licence expanded. */
export const getSessionBuildingsQueryOptions = (
  client: ApiClient,
  params: { expandLicense?: boolean } = {},
) =>
  readQueryOptions(queryKeys.buildings.call(client.profileId(), 'session', params), (options) =>
    client.buildings.getSessionBuildings(params, options),
  );
/** `GET buildings/search?expand=…`. */
export const searchBuildingsQueryOptions = (
  client: ApiClient,
  params: { expand?: string; where?: Criteria } = {},
) =>
  readQueryOptions(queryKeys.buildings.call(client.profileId(), 'search', params), (options) =>
    client.buildings.search(params, options),
  );
/** `GET buildings/{id}?expand=ras`. */
export const getBuildingExpandedQueryOptions = (client: ApiClient, id: EntityId, expand: string) =>
  readQueryOptions(queryKeys.buildings.detail(client.profileId(), id, { expand }), (options) =>
    client.buildings.getOneExpanded(id, expand, options),
  );
export const getBuildingStatusQueryOptions = (client: ApiClient, id: EntityId) =>
  readQueryOptions(queryKeys.buildings.detail(client.profileId(), id, 'status'), (options) =>
    client.buildings.getStatus(id, options),
  );
export const getBuildingRasFolderIdQueryOptions = (client: ApiClient, id: EntityId) =>
  readQueryOptions(queryKeys.buildings.detail(client.profileId(), id, 'ras-folder-id'), (options) =>
    client.buildings.getRasFolderId(id, options),
  );
export const searchManagedBuildingsQueryOptions = (
  client: ApiClient,
  params: { where?: Criteria } = {},
) =>
  readQueryOptions(queryKeys.buildings.call(client.profileId(), 'manager', params), (options) =>
    client.buildings.searchManaged(params, options),
  );
export const countManagedBuildingsQueryOptions = (client: ApiClient, criteria: Criteria = {}) =>
  readQueryOptions(countKey(client.profileId(), 'buildings/manager', criteria), (options) =>
    client.buildings.countManaged(criteria, options),
  );
/** `POST buildings/create/createFromSupplier/{id}`. */
export const createBuildingFromSupplierMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'buildings',
    'createFromSupplier',
    ({ supplierId, input }: { supplierId: EntityId; input: Partial<Building> }) =>
      client.buildings.createFromSupplier(supplierId, input),
    ['suppliers'],
  );
