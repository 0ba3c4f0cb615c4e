import { uninvoicedTokensQuery } from '@portineria/domain';
import type {
  BillingProposalEvent,
  BillingProposalStatus,
  BillingToken,
  RecordVersion,
  TokenTransitionEvent,
} from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { proxyFamily, signalOnly, type EntityId, type ProxyFamily } from '../http/resource.ts';
import { unwrapRows, unwrapWritten } from '../http/shapes.ts';

/**
 * An edit of a token (`PATCH proxy/tokens/{id}`): its description and amount with the version
 * (`updatedAt`) it was read at; another stored version is refused (409 STALE_RECORD). Invoicing is
 * not an edit: it is a step of the token's lifecycle ({@link TokensApi.transition}).
 */
export interface TokenUpdateInput {
  description?: string | null;
  amount?: number | string | null;
  version: RecordVersion;
}

/**
 * A step of the token lifecycle sent to `POST tokens/{id}/transitions` (domain DECISIONS.md
 * "Billing token lifecycle"): the event (with the reason MARK_NOT_INVOICED carries) and the
 * version of the token as read.
 */
export interface TokenTransitionRequest {
  event: TokenTransitionEvent;
  version: RecordVersion;
}

/**
 * A billing proposal as the gateway answers it (domain DECISIONS.md "Billing proposals"), with
 * its supplier, its organisation and its tokens when they are included.
 */
export interface BillingProposal {
  id: number;
  status: BillingProposalStatus;
  tokenCount: number;
  total: number | string;
  refusalReason?: string | null;
  _organization?: number;
  _supplier?: number;
  createdAt?: string;
  /** The version read: an answer sends it back (409 STALE_RECORD otherwise). */
  updatedAt?: string;
  org_suppliers?: { id: number; name1?: string | null; name2?: string | null } | null;
  organization?: { id: number; name1?: string | null; name2?: string | null } | null;
  org_tokens?: BillingProposalToken[];
}

/** A token of a proposal, as the proposal includes it. */
export interface BillingProposalToken {
  id: number;
  code?: string | null;
  description?: string | null;
  amount?: number | string | null;
  isInvoiced?: boolean | null;
}

/** A new proposal (`POST proxy/billingProposals`): the tokens it groups. */
export interface BillingProposalCreateInput {
  tokenIds: readonly (number | string)[];
}

/** An answer to a proposal (`POST billingProposals/{id}/transitions`): the event and the version read. */
export interface BillingProposalTransitionRequest {
  event: BillingProposalEvent;
  version: RecordVersion;
}

/** The supplier's billing proposals and the organisation's answers. */
export interface BillingProposalsApi extends Pick<
  ProxyFamily<BillingProposal, BillingProposalCreateInput>,
  'path' | 'getMany' | 'getOne' | 'count' | 'create'
> {
  /**
   * `POST billingProposals/{id}/transitions` `{ event, version }` → the proposal. Refusals: 403
   * (not the organisation with ORG_OPR_TOKENS_MOD), 409 STALE_RECORD, 409 CONFLICT (already
   * answered), 400 (the reason of REFUSE).
   */
  transition(
    id: EntityId,
    request: BillingProposalTransitionRequest,
    options?: CallOptions,
  ): Promise<BillingProposal>;
}

/** Billing tokens behind the proxy (000 §7 "POST proxy/tokens count, query_sequelize"). */
export interface TokensApi extends ProxyFamily<
  BillingToken,
  Partial<BillingToken>,
  TokenUpdateInput
> {
  /**
   * The SPL badge: tokens where isInvoiced is false, no rows, `rows.counter` (000 §7, 002 §7.6
   * "Tokens many-call (SPL), where isInvoiced equals false, no rows").
   */
  countNotInvoiced(options?: CallOptions): Promise<number>;
  /**
   * `POST tokens/{id}/transitions` `{ event, version }` → the token as `GET tokens/{id}` answers
   * it. Refusals: 409 CONFLICT (already invoiced, or not invoiced), 409 STALE_RECORD (someone
   * changed the token since `version`), 403 FORBIDDEN (not the organisation with
   * ORG_OPR_TOKENS_MOD), 400 VALIDATION_FAILED (the reason of MARK_NOT_INVOICED).
   */
  transition(
    id: EntityId,
    request: TokenTransitionRequest,
    options?: CallOptions,
  ): Promise<BillingToken>;
  /** 'Proposte di fatturazione' (002 §2.8): `proxy/billingProposals`. */
  readonly proposals: BillingProposalsApi;
}

function postTransition<Row>(
  http: HttpClient,
  path: string,
  request: unknown,
  options?: CallOptions,
) {
  return http
    .request({
      method: 'POST',
      path,
      body: request,
      ...(options?.signal ? { signal: options.signal } : {}),
    })
    .then((body) => unwrapWritten<Row>(body, { method: 'POST', path }));
}

export function createTokensApi(http: HttpClient): TokensApi {
  const family = proxyFamily<BillingToken, Partial<BillingToken>, TokenUpdateInput>(http, 'tokens');
  const proposals = proxyFamily<BillingProposal, BillingProposalCreateInput>(
    http,
    'billingProposals',
  );
  return {
    ...family,
    // Domain's body of the badge call (000 §7, 002 §7.6 "no rows"), sent as it is.
    countNotInvoiced: async (options) => {
      const path = family.path;
      const body = await http.request({
        method: 'POST',
        path,
        body: uninvoicedTokensQuery(),
        ...signalOnly(options),
      });
      return unwrapRows<BillingToken>(body, { method: 'POST', path }).counter;
    },
    transition: (id, request, options) =>
      postTransition<BillingToken>(
        http,
        `tokens/${encodeURIComponent(String(id))}/transitions`,
        request,
        options,
      ),
    proposals: {
      ...proposals,
      transition: (id, request, options) =>
        postTransition<BillingProposal>(
          http,
          `billingProposals/${encodeURIComponent(String(id))}/transitions`,
          request,
          options,
        ),
    },
  };
}
