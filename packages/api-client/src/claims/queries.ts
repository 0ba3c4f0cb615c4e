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

/** The cached reads and the writes of claims (001 §7). */
export const getClaimsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'claims', client.claims, query);
export const getClaimQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'claims', client.claims, id);
export const countClaimsQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.claims, criteria);
export const getClaimsInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'claims', client.claims, query);
export const claimMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'claims', client.claims, []);
/** Claims with the building and both suppliers included (001 §7). */
export const getClaimsExpandedQueryOptions = (client: ApiClient, query: ListQuery = {}) =>
  readQueryOptions(queryKeys.claims.call(client.profileId(), 'expanded', query), (options) =>
    client.claims.getManyExpanded(query, options),
  );
