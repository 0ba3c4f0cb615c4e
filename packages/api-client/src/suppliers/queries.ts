import type { Criteria, RecordVersion } from '@portineria/domain';
import { queryKeys } from '../queryKeys.ts';
import type { ApiClient } from '../createApiClient.ts';
import type { SystemSupplier } from './systemSuppliers.ts';
import type { SupplierRecord } from './suppliers.ts';
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
/** Saves the supplier company editor (002 §7.5) with the version it was loaded at. */
export const saveSupplierCompanyMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'suppliers',
    'saveCompany',
    ({
      id,
      values,
      schemaFields,
      version,
    }: {
      id: EntityId;
      values: Parameters<ApiClient['suppliers']['saveCompany']>[1];
      schemaFields: readonly string[];
      version: RecordVersion;
    }) => client.suppliers.saveCompany(id, values, schemaFields, version),
    ['organizations'],
  );

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of suppliers with the number that match (a list screen). */
export const getSuppliersPageQueryOptions = <Row = SupplierRecord>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'suppliers', client.suppliers, query);
/** One record of suppliers by id, with the related records named in `include` embedded. */
export const getSupplierRecordQueryOptions = <Row = SupplierRecord>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'suppliers', client.suppliers, id, include);
/** A page of systemSuppliers with the number that match (a list screen). */
export const getSystemSuppliersPageQueryOptions = <Row = SystemSupplier>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'systemSuppliers', client.systemSuppliers, query);
/** One record of systemSuppliers by id, with the related records named in `include` embedded. */
export const getSystemSupplierRecordQueryOptions = <Row = SystemSupplier>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'systemSuppliers', client.systemSuppliers, id, include);
