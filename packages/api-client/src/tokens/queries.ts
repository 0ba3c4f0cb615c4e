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
  writeMutationOptions,
} from '../http/queryOptions.ts';
import type {
  BillingProposal,
  BillingProposalCreateInput,
  BillingProposalTransitionRequest,
  TokenTransitionRequest,
  TokenUpdateInput,
} from './tokens.ts';

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

/** The variables of a token edit: the token's id and its changes with the version it read. */
export interface TokenUpdateVariables {
  id: EntityId;
  changes: TokenUpdateInput;
}

/**
 * `PATCH proxy/tokens/{id}` with the version the screen read (409 STALE_RECORD otherwise): the
 * token's record, lists, counters and the dashboard's token widgets, all keyed under `tokens`.
 */
export const updateTokenMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'tokens',
    'update',
    ({ id, changes }: TokenUpdateVariables) => client.tokens.update(id, changes),
    [],
  );

/** The variables of a token transition: the token's id, the event and the version it read. */
export interface TokenTransitionVariables extends TokenTransitionRequest {
  id: EntityId;
}

/**
 * `POST tokens/{id}/transitions` (domain DECISIONS.md "Billing token lifecycle"): refreshes every
 * read keyed under `tokens` — the token's record and history, the token lists, the SPL menu's
 * not-invoiced badge (`countNotInvoicedTokensQueryOptions`, 000 §7), the dashboard's 2VER 'Da
 * verificare' counter and token list widget. No other family shows the flag.
 */
export const tokenTransitionMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'tokens',
    'transition',
    ({ id, event, version }: TokenTransitionVariables) =>
      client.tokens.transition(id, { event, version }),
    [],
  );

// 'Proposte di fatturazione' (domain DECISIONS.md "Billing proposals"): keyed under `tokens`, so
// that a proposal's write refreshes the tokens it marks (and the SPL badge), and a token's write
// the proposals that show it.
/** A page of billing proposals, with the included supplier, organisation and tokens. */
export const getBillingProposalsPageQueryOptions = <Row = BillingProposal>(
  client: ApiClient,
  query?: ListQuery,
) =>
  rowsPageQueryOptions<Row>(client, 'tokens', client.tokens.proposals, query, undefined, {
    resource: 'billingProposals',
  });

/**
 * One billing proposal by id, with the related records named in `include` (its supplier, its
 * organisation, its tokens) embedded; null when the reader may not read it.
 */
export const getBillingProposalRecordQueryOptions = <Row = BillingProposal>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) =>
  recordQueryOptions<Row>(client, 'tokens', client.tokens.proposals, id, include, undefined, {
    resource: 'billingProposals',
  });

/**
 * `POST proxy/billingProposals` `{ tokenIds }`: the supplier sends a proposal; refreshes every
 * read keyed under `tokens` (the lists, the proposals, the not-invoiced badge).
 */
export const createBillingProposalMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'tokens',
    'proposeBilling',
    (input: BillingProposalCreateInput) => client.tokens.proposals.create(input),
    [],
  );

/** The variables of an answer to a proposal: its id, the event and the version read. */
export interface BillingProposalTransitionVariables extends BillingProposalTransitionRequest {
  id: EntityId;
}

/**
 * `POST billingProposals/{id}/transitions`: the organisation accepts (the tokens become invoiced:
 * the badge and the 2VER counter drop) or refuses; refreshes every read keyed under `tokens`.
 */
export const billingProposalTransitionMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'tokens',
    'answerBillingProposal',
    ({ id, ...request }: BillingProposalTransitionVariables) =>
      client.tokens.proposals.transition(id, request),
    [],
  );
