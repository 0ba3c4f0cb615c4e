/**
 * `unavailableDatabase`: the database errors that are the server's situation, not the request's
 * fault, answered 503 with an Italian message and `Retry-After` instead of a 500 — PostgreSQL
 * restarting or down, a connection lost mid-statement, the pool's wait for a connection running
 * out (`DATABASE_POOL_WAIT_MS`), or a statement cut by the statement timeout
 * (`DATABASE_STATEMENT_TIMEOUT_MS`). The pool opens new connections by itself once the server is
 * back, so the gateway recovers without a restart.
 */
import { GatewayError } from '../http/errors.ts';
import { messages } from '../messages.ts';

/** Seconds a client is told to wait before retrying (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 2;

/** SQLSTATEs of a server that cannot answer now: shutting down, starting, out of connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a server that cannot be reached. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres and pg-pool messages without a code: a lost connection, a pool wait run out. */
const UNREACHABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error/i,
  /not queryable/i,
];

/** The 503 answer of a database error of the server's situation, or undefined for any other. */
export function unavailableDatabase(error: unknown): GatewayError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  const message = (error as { message?: unknown }).message;
  // 57014 query_canceled: the statement timeout cut it (the gateway never cancels otherwise).
  if (code === '57014') return new GatewayError(503, 'QUERY_TIMEOUT', messages.queryTimeout);
  const unavailable =
    (typeof code === 'string' &&
      (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNREACHABLE_CODES.has(code))) ||
    (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message)));
  return unavailable
    ? new GatewayError(503, 'DATABASE_UNAVAILABLE', messages.databaseUnavailable)
    : undefined;
}
