import { API_ERROR_CODES } from '@portineria/domain';
import type { ApiErrorCode } from '@portineria/domain';
import { apiClientMessage } from '../messages.ts';

/** How a call failed; every {@link ApiClientError} carries one. */
export type ApiClientErrorKind = 'api' | 'http' | 'timeout' | 'network' | 'format';

/** Where a failed call was going, for logs and error snacks. */
export interface RequestDescription {
  method: string;
  /** The path under the API base, e.g. `orders/search`. */
  path: string;
}

/**
 * The base of every error the client throws (a caller's own abort excepted: that rejects with the
 * signal's reason, as `fetch` does, so TanStack Query recognises a cancellation). Discriminate on
 * `kind` (`switch (error.kind) { … default: error satisfies never }`) or with `instanceof`.
 */
export abstract class ApiClientError extends Error {
  abstract readonly kind: ApiClientErrorKind;
  /** The call that failed. */
  readonly request: RequestDescription;

  constructor(message: string, request: RequestDescription, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.request = request;
  }
}

/**
 * An error response carrying `error_code` (000 §7 "the response interceptor turns error responses
 * carrying an error_code into an error object with code, message and error").
 */
export class ApiError extends ApiClientError {
  readonly kind = 'api' as const;
  /**
   * The server's code, one of domain's {@link API_ERROR_CODES} (`TOKEN_EXPIRED`, `NOT_FOUND`,
   * `VALIDATION_FAILED`…); another server may send others, kept as they came.
   */
  readonly code: ApiErrorCode | (string & {});
  /** The optional detail (for VALIDATION_FAILED a list of `{ field, message }`). */
  readonly error: unknown;
  /** The HTTP status. */
  readonly status: number;
  /**
   * How long the server asked the client to wait before asking again (its `Retry-After`, in ms),
   * or null when it did not say: a 429 whose budget frees a slot then, a 503 while it restarts.
   */
  readonly retryAfterMs: number | null;

  constructor(
    fields: {
      code: string;
      message: string;
      error?: unknown;
      status: number;
      retryAfterMs?: number | null;
    },
    request: RequestDescription,
  ) {
    super(fields.message, request);
    this.code = fields.code;
    this.error = fields.error;
    this.status = fields.status;
    this.retryAfterMs = fields.retryAfterMs ?? null;
  }
}

/** A 4xx/5xx response without an `error_code` body (a proxy's HTML page, a bare 502…). */
export class HttpError extends ApiClientError {
  readonly kind = 'http' as const;
  readonly status: number;
  readonly statusText: string;
  /** The body: parsed JSON when it was JSON, else the text (possibly empty). */
  readonly body: unknown;
  /** The server's `Retry-After` in ms (a proxy's 503 may send one), or null. */
  readonly retryAfterMs: number | null;

  constructor(
    fields: { status: number; statusText: string; body: unknown; retryAfterMs?: number | null },
    request: RequestDescription,
  ) {
    super(apiClientMessage('apiClient.error.http', { status: fields.status }), request);
    this.status = fields.status;
    this.statusText = fields.statusText;
    this.body = fields.body;
    this.retryAfterMs = fields.retryAfterMs ?? null;
  }
}

/** No complete answer within the client's `timeoutMs`. */
export class TimeoutError extends ApiClientError {
  readonly kind = 'timeout' as const;
  readonly timeoutMs: number;

  constructor(timeoutMs: number, request: RequestDescription) {
    super(
      apiClientMessage('apiClient.error.timeout', { seconds: Math.round(timeoutMs / 100) / 10 }),
      request,
    );
    this.timeoutMs = timeoutMs;
  }
}

/** The connection failed or dropped (fetch rejected, or the body stream broke). */
export class NetworkError extends ApiClientError {
  readonly kind = 'network' as const;

  constructor(cause: unknown, request: RequestDescription) {
    super(apiClientMessage('apiClient.error.network'), request, { cause });
  }
}

/** A successful status whose body is not what the contract says (not JSON, or the wrong shape). */
export class ResponseFormatError extends ApiClientError {
  readonly kind = 'format' as const;
  readonly status: number;
  /** The raw text of the body, or the parsed value when only its shape was wrong. */
  readonly body: unknown;
  /** What was expected, e.g. `{ data: [...] }`. */
  readonly expected: string;

  constructor(
    fields: { status: number; body: unknown; expected: string; cause?: unknown },
    request: RequestDescription,
  ) {
    super(apiClientMessage('apiClient.error.format'), request, { cause: fields.cause });
    this.status = fields.status;
    this.body = fields.body;
    this.expected = fields.expected;
  }
}

/** True for any error the client made (not a caller's abort). */
export function isApiClientError(value: unknown): value is ApiClientError {
  return value instanceof ApiClientError;
}

/** True for an {@link ApiError}, optionally with one of the given codes. */
export function isApiError(value: unknown, ...codes: ApiErrorCode[]): value is ApiError {
  return (
    value instanceof ApiError && (codes.length === 0 || codes.some((code) => code === value.code))
  );
}

/**
 * True for the refusal of a write based on an old version of the record (409 STALE_RECORD:
 * someone else changed it meanwhile). The form keeps the user's input and offers to reload.
 */
export function isStaleRecordError(value: unknown): value is ApiError {
  return isApiError(value, 'STALE_RECORD');
}

/**
 * The error codes of the contract: domain's list, the one the gateway answers with (re-exported so
 * a consumer of the client need not import domain). Others may appear; `code` is then a string.
 */
export { API_ERROR_CODES };
export type { ApiErrorCode };

/** The codes after which the session is over: the app logs out (000 §8 "Failed auth call"). */
export const SESSION_ENDING_CODES: readonly string[] = [
  'TOKEN_MISSING',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
] satisfies ApiErrorCode[];
