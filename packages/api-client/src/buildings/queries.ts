import type { Criteria } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  dataInfiniteQueryOptions,
  dataPageQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  readQueryOptions,
  recordQueryOptions,
  writeMutationOptions,
  type ListPage,
} from '../http/queryOptions.ts';
import { countKey, queryKeys } from '../queryKeys.ts';
import type { Building, BuildingExpansion } from './buildings.ts';

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

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/**
 * A page of buildings with the number that match (a list screen); `expand` adds the expansions
 * to each row (`active-building-license` for the key icon of 002 §4.6).
 */
export const getBuildingsPageQueryOptions = <Row = Building>(
  client: ApiClient,
  query?: ListQuery,
  { expand = [] }: { expand?: readonly BuildingExpansion[] } = {},
) =>
  expand.length === 0
    ? dataPageQueryOptions<Row>(client, 'buildings', client.buildings, query)
    : dataPageQueryOptions<Row>(
        client,
        'buildings',
        {
          getMany: (list, options) => client.buildings.getManyExpanded(list, expand, options),
          count: (criteria, options) => client.buildings.count(criteria, options),
        },
        query,
        undefined,
        { expand: [...expand] },
      );
/** One record of buildings by id, with the related records named in `include` embedded. */
export const getBuildingRecordQueryOptions = <Row = Building>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'buildings', client.buildings, id, include);
/**
 * A page of the buildings other organisations own and this one manages (001 §2.2
 * external-buildings): `buildings/manager/search` answers every row at once, so the page is cut
 * here and the total is the number of rows.
 */
export const getManagedBuildingsPageQueryOptions = (
  client: ApiClient,
  page: { limit: number; offset: number },
) =>
  readQueryOptions(
    queryKeys.buildings.page(client.profileId(), { manager: true, ...page }),
    async (options): Promise<ListPage<Building>> => {
      const rows = await client.buildings.searchManaged({}, options);
      return { rows: rows.slice(page.offset, page.offset + page.limit), total: rows.length };
    },
  );
