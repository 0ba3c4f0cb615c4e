import type { Criteria } from '@portineria/domain';
import type { ApiClient } from '../http/createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  rowsInfiniteQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
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
