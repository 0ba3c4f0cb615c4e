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
  writeMutationOptions,
} from '../http/queryOptions.ts';
import type { ClaimCreateInput, ClaimTransitionRequest, ClaimUpdateInput } from './claims.ts';

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

/**
 * The families a claim write changes besides its own (its lists, records, counters and the
 * dashboard's claim views 'Aperti', 'In verifica', 'Danno accertato', 'In liquidazione', all keyed
 * under `claims`): the tickets family, under which the dashboard's 'Assegnati a me' widget is
 * cached, and that widget merges the open claims of the active user (001 §2.7).
 */
const CLAIM_WRITE_FAMILIES = ['tickets'] as const;

/** `POST claims` with the claim form's fields: every list, counter and view of claims. */
export const createClaimMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'claims',
    'create',
    (input: ClaimCreateInput) => client.claims.create(input),
    CLAIM_WRITE_FAMILIES,
  );

/** The variables of a claim edit: the claim's id and its changes with the version it read. */
export interface ClaimUpdateVariables {
  id: EntityId;
  changes: ClaimUpdateInput;
}

/** `PATCH claims/{id}` with the version the form was loaded at (409 STALE_RECORD otherwise). */
export const updateClaimMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'claims',
    'update',
    ({ id, changes }: ClaimUpdateVariables) => client.claims.update(id, changes),
    CLAIM_WRITE_FAMILIES,
  );

/** The variables of a claim transition: the claim's id, the event and the version it read. */
export interface ClaimTransitionVariables extends ClaimTransitionRequest {
  id: EntityId;
}

/**
 * `POST claims/{id}/transitions` (DECISIONS.md "Claim lifecycle"): refreshes the claim's record,
 * every list and counter of claims (the dashboard's four views) and 'Assegnati a me', which
 * drops a claim once it is closed.
 */
export const claimTransitionMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'claims',
    'transition',
    ({ id, event, version }: ClaimTransitionVariables) =>
      client.claims.transition(id, { event, version }),
    CLAIM_WRITE_FAMILIES,
  );
