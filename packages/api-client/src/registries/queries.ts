import type { Criteria } from '@portineria/domain';
import { queryKeys } from '../queryKeys.ts';
import type { ApiClient } from '../createApiClient.ts';
import type { Contact, Entitlement, Unit } from './registries.ts';
import type { EntitlementAccess } from './entitlementsAccess.ts';
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
} from '../http/queryOptions.ts';

/** The cached reads and the writes of contacts, units and entitlements. */
export const getContactsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'contacts', client.contacts, query);
export const getContactQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'contacts', client.contacts, id);
export const countContactsQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.contacts, criteria);
export const getContactsInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'contacts', client.contacts, query);
export const contactMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'contacts', client.contacts, ['entitlements']);
export const getUnitsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'units', client.units, query);
export const getUnitQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'units', client.units, id);
export const countUnitsQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.units, criteria);
export const getUnitsInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'units', client.units, query);
export const unitMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'units', client.units, ['buildings', 'entitlements']);
export const getEntitlementsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'entitlements', client.entitlements, query);
export const getEntitlementQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'entitlements', client.entitlements, id);
export const countEntitlementsQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.entitlements, criteria);
export const getEntitlementsInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'entitlements', client.entitlements, query);
export const entitlementMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'entitlements', client.entitlements, [
    'buildings',
    'contacts',
    'units',
  ]);
/**
 * The writes of the delegated accesses (the gateway's ./entitlementsAccess.ts): a new access (a
 * deputy given to a contact's entitlement), the versioned edit of its deputy and note, and its
 * removal (the entitlement loses its deputy). The row is its entitlement, so the entitlements
 * (and their one history) are read again with it, and the buildings and contacts that show it.
 */
export const entitlementAccessMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'entitlementsAccess', client.entitlementsAccess, [
    'entitlements',
    'buildings',
    'contacts',
  ]);
/** The category of a contact, which decides its route (002 §7.6). */
export const getContactCategoryQueryOptions = (client: ApiClient, id: EntityId) =>
  readQueryOptions(
    queryKeys.contacts.call(client.profileId(), 'category', { id: String(id) }),
    (options) => client.contacts.getCategory(id, options),
  );

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of contacts with the number that match (a list screen). */
export const getContactsPageQueryOptions = <Row = Contact>(client: ApiClient, query?: ListQuery) =>
  dataPageQueryOptions<Row>(client, 'contacts', client.contacts, query);
/** One record of contacts by id, with the related records named in `include` embedded. */
export const getContactRecordQueryOptions = <Row = Contact>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'contacts', client.contacts, id, include);
/** A page of units with the number that match (a list screen). */
export const getUnitsPageQueryOptions = <Row = Unit>(client: ApiClient, query?: ListQuery) =>
  dataPageQueryOptions<Row>(client, 'units', client.units, query);
/** One record of units by id, with the related records named in `include` embedded. */
export const getUnitRecordQueryOptions = <Row = Unit>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'units', client.units, id, include);
/** A page of entitlements with the number that match (a list screen). */
export const getEntitlementsPageQueryOptions = <Row = Entitlement>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'entitlements', client.entitlements, query);
/** One record of entitlements by id, with the related records named in `include` embedded. */
export const getEntitlementRecordQueryOptions = <Row = Entitlement>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'entitlements', client.entitlements, id, include);
/** A page of entitlementsAccess with the number that match (a list screen). */
export const getEntitlementsAccessPageQueryOptions = <Row = EntitlementAccess>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'entitlementsAccess', client.entitlementsAccess, query);
/** One record of entitlementsAccess by id, with the related records named in `include` embedded. */
export const getEntitlementAccessRecordQueryOptions = <Row = EntitlementAccess>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'entitlementsAccess', client.entitlementsAccess, id, include);
