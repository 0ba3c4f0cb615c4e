import type { Criteria } from '@portineria/domain';
import { queryKeys } from '../queryKeys.ts';
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

/** The cached reads and the writes of suppliers. */
export const getSuppliersQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'suppliers', client.suppliers, query);
export const getSupplierQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'suppliers', client.suppliers, id);
export const countSuppliersQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.suppliers, criteria);
export const getSuppliersInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'suppliers', client.suppliers, query);
export const supplierMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'suppliers', client.suppliers, ['organizations']);
/** The supplier admin tags (001 §7). */
export const getSupplierAdminTagsQueryOptions = (client: ApiClient) =>
  readQueryOptions(queryKeys.suppliers.call(client.profileId(), 'admin-tags'), (options) =>
    client.suppliers.getAdminTags(options),
  );
/** Saves the supplier company editor (002 §7.5). */
export const saveSupplierCompanyMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'suppliers',
    'saveCompany',
    ({
      id,
      values,
      schemaFields,
    }: {
      id: EntityId;
      values: Parameters<ApiClient['suppliers']['saveCompany']>[1];
      schemaFields: readonly string[];
    }) => client.suppliers.saveCompany(id, values, schemaFields),
    ['organizations'],
  );
