import type { Claim, Criteria } from '@portineria/domain';
import { queryKeys } from '../queryKeys.ts';
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

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of claims with the number that match (a list screen). */
export const getClaimsPageQueryOptions = <Row = Claim>(client: ApiClient, query?: ListQuery) =>
  dataPageQueryOptions<Row>(client, 'claims', client.claims, query);
/** One record of claims by id, with the related records named in `include` embedded. */
export const getClaimRecordQueryOptions = <Row = Claim>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'claims', client.claims, id, include);
