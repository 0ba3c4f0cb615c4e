import type { Criteria } from '@portineria/domain';
import { downloadAttachment } from '../chat/attachments.ts';
import { queryKeys } from '../queryKeys.ts';
import { uploadAttachment } from '../records/attachmentUpload.ts';
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
/** The supplier company's cover image as bytes (an `<img>` cannot send the token). */
export const getSupplierCoverQueryOptions = (client: ApiClient, attachmentId: string) =>
  readQueryOptions(
    queryKeys.suppliers.call(client.profileId(), 'cover', { id: attachmentId }),
    (options) => downloadAttachment(client.http, attachmentId, options),
    { staleTime: Number.POSITIVE_INFINITY },
  );
/**
 * Uploads the supplier company's cover image (002 §2.9 Informazioni, §5.6 "Cover edit is allowed
 * above level 1"): it becomes the company's at once, so the company is read again.
 */
export const uploadSupplierCoverMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'suppliers',
    'uploadCover',
    ({ companyId, file }: { companyId: EntityId; file: File }) =>
      uploadAttachment(client.http, { entity: 'supplierCovers', entityId: companyId, file }),
    [],
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
