/** The body of the SPL tokens many-call that counts tokens not yet invoiced. */
export interface UninvoicedTokensQuery {
  /** Ask for the count (000 §7 "proxy/tokens | count, query_sequelize"). */
  count: true;
  /** "no rows" (002 §7.6): only the count is needed, not the list. */
  rows: false;
  query_sequelize: { where: { isInvoiced: false } };
}

/**
 * The SPL menu's tokens badge call (000 §7: "POST proxy/tokens | count, query_sequelize; SPL badge
 * counts tokens where isInvoiced is false"; 002 §7.6: "Tokens many-call (SPL), where isInvoiced
 * equals false, no rows, to get the not-invoiced badge count"). The spec names the flags in prose;
 * `count: true` and `rows: false` are our wire names (DECISIONS.md).
 */
export function uninvoicedTokensQuery(): UninvoicedTokensQuery {
  return { count: true, rows: false, query_sequelize: { where: { isInvoiced: false } } };
}

/**
 * The number shown by the red tokens badge (002 §2.10: "tokens with a red badge counting tokens
 * not yet invoiced"), or `undefined` to show no badge: with no token to invoice, or when the count
 * failed (null), a badge would only be noise (DECISIONS.md).
 */
export function uninvoicedTokensBadge(count: number | null | undefined): number | undefined {
  return count != null && count > 0 ? count : undefined;
}
