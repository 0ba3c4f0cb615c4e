/**
 * The server's `Retry-After` (RFC 9110 §10.2.3): a 429 (a budget spent, e.g. the link previews a
 * member may have fetched in a minute) or a 503 (the database restarting) says when asking again
 * can succeed. The client reads it once, in its interceptor (`retryAfterMs` of ApiError and
 * HttpError), and the reads ask again after that wait rather than at once or never.
 */
import { ApiError, HttpError } from './errors.ts';

/** The longest wait a read honours before asking again (the link preview window is a minute). */
export const RETRY_AFTER_MAX_MS = 120_000;

/** How many times a read asks again when the server said when. */
export const RETRY_AFTER_MAX_RETRIES = 3;

/**
 * A `Retry-After` value in ms from `now`: delay-seconds (`12`) or an HTTP date; null when absent
 * or unreadable. A date already past is 0.
 */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  if (!/[a-z]/i.test(trimmed)) return null;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** How long the server asked to wait before a call that failed with 429 or 503 is made again; else null. */
export function retryAfterMs(error: unknown): number | null {
  if (!(error instanceof ApiError || error instanceof HttpError)) return null;
  if (error.status !== 429 && error.status !== 503) return null;
  return error.retryAfterMs;
}

/**
 * TanStack Query's `retry` that honours the server: true when the failure was a 429 or 503 with
 * a `Retry-After` of at most {@link RETRY_AFTER_MAX_MS}, at most {@link RETRY_AFTER_MAX_RETRIES}
 * times; false for every other failure.
 */
export function retryWhenServerSaysWhen(failureCount: number, error: unknown): boolean {
  const wait = retryAfterMs(error);
  return wait !== null && wait <= RETRY_AFTER_MAX_MS && failureCount < RETRY_AFTER_MAX_RETRIES;
}

/**
 * TanStack Query's `retryDelay`: the server's `Retry-After` when it gave one, else TanStack's own
 * backoff (1 s, 2 s, 4 s… at most 30 s).
 */
export function serverRetryDelay(failureCount: number, error: unknown): number {
  return retryAfterMs(error) ?? Math.min(1_000 * 2 ** failureCount, 30_000);
}
