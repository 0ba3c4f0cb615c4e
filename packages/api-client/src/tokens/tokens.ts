import type { BillingToken } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { proxyFamily, type ProxyFamily } from '../http/resource.ts';

/** Billing tokens behind the proxy (000 §7 "POST proxy/tokens count, query_sequelize"). */
export interface TokensApi extends ProxyFamily<BillingToken> {
  /**
   * The SPL badge: tokens where isInvoiced is false, no rows, `rows.counter` (000 §7, 002 §7.6
   * "Tokens many-call (SPL), where isInvoiced equals false, no rows").
   */
  countNotInvoiced(options?: CallOptions): Promise<number>;
}

export function createTokensApi(http: HttpClient): TokensApi {
  const family = proxyFamily<BillingToken>(http, 'tokens');
  return {
    ...family,
    countNotInvoiced: (options) => family.count({ isInvoiced: false }, options),
  };
}
