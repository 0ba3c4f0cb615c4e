/** The quote counts of an order (002 §3.10 "quotes.got and quotes.requests"). */
export interface QuoteCounts {
  /** Quotes received. */
  got: number;
  /** Quotes requested. */
  requests: number;
}

/**
 * The quote progress bar value, in percent: received divided by requested, times 100 (002 §5.7).
 * No request gives 0 rather than a division by zero. The value is kept within 0 and 100 so that a
 * count out of step on the server never draws a bar past its end.
 */
export function quoteProgress({ got, requests }: QuoteCounts): number {
  if (!(requests > 0) || !(got > 0)) return 0;
  return Math.min(100, (got / requests) * 100);
}
