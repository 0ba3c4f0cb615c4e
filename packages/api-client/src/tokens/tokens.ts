import type { BillingToken, RecordVersion, TokenTransitionEvent } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { proxyFamily, type EntityId, type ProxyFamily } from '../http/resource.ts';
import { unwrapWritten } from '../http/shapes.ts';

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
}

export function createTokensApi(http: HttpClient): TokensApi {
  const family = proxyFamily<BillingToken, Partial<BillingToken>, TokenUpdateInput>(http, 'tokens');
  return {
    ...family,
    countNotInvoiced: (options) => family.count({ isInvoiced: false }, options),
    async transition(id, request, options) {
      const path = `tokens/${encodeURIComponent(String(id))}/transitions`;
      const body = await http.request({
        method: 'POST',
        path,
        body: request,
        ...(options?.signal ? { signal: options.signal } : {}),
      });
      return unwrapWritten<BillingToken>(body, { method: 'POST', path });
    },
  };
}
