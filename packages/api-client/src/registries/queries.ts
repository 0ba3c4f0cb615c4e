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
/** The category of a contact, which decides its route (002 §7.6). */
export const getContactCategoryQueryOptions = (client: ApiClient, id: EntityId) =>
  readQueryOptions(
    queryKeys.contacts.call(client.profileId(), 'category', { id: String(id) }),
    (options) => client.contacts.getCategory(id, options),
  );
