import type { BillingToken, Criteria } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  recordQueryOptions,
  rowsInfiniteQueryOptions,
  rowsPageQueryOptions,
} from '../http/queryOptions.ts';

/** The cached reads and the writes of billing tokens. */
export const getTokensQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'tokens', client.tokens, query);
export const getTokenQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'tokens', client.tokens, id);
export const countTokensQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.tokens, criteria);
export const getTokensInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  rowsInfiniteQueryOptions(client, 'tokens', client.tokens, query);
export const tokenMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'tokens', client.tokens, []);
/** The SPL menu badge: tokens not invoiced (000 §7). */
export const countNotInvoicedTokensQueryOptions = (client: ApiClient) =>
  countTokensQueryOptions(client, { isInvoiced: false });

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of tokens with the number that match (a list screen). */
export const getTokensPageQueryOptions = <Row = BillingToken>(
  client: ApiClient,
  query?: ListQuery,
) => rowsPageQueryOptions<Row>(client, 'tokens', client.tokens, query);
/** One record of tokens by id, with the related records named in `include` embedded. */
export const getTokenRecordQueryOptions = <Row = BillingToken>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'tokens', client.tokens, id, include);
