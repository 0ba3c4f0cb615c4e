/**
 * The problem responses of the gateway: one error type and one constructor per contract code.
 * Handlers throw a {@link GatewayError}; the app's onError turns it into the wire error body
 * `{ error_code, message, error? }` (000 §7 errors). Anything else thrown becomes 500 INTERNAL
 * with no detail, so SQL text or stacks never reach a client.
 *
 * The contract every resource keeps (the resource-family contract test walks them all):
 * - a record that is missing, outside the caller's tenant, or named by an id that cannot exist
 *   (0, negative, not a number, beyond 32 bits) answers the same 404 NOT_FOUND body: nothing
 *   tells one case from the other;
 * - 403 MODULE_DISABLED always carries `error: { modules }`, the modules that are off;
 * - 403 FORBIDDEN: the role, the permission or the read-only back office refuses the call;
 * - 403 PERMISSIONS_CHANGED: such a refusal (or MODULE_DISABLED) for a profile whose permissions or
 *   modules changed since the client started its session (../authz/grantsChanged.ts);
 * - 400 INVALID_QUERY: a list, count or path parameter outside the vocabulary, including a field
 *   the caller may not see (answered exactly like a field that does not exist);
 * - 400 VALIDATION_FAILED: a write, with `error: [{ field, message }]`;
 * - 409 CONFLICT: the record's state or a unique key refuses the write;
 * - 409 STALE_RECORD: the write was based on another version (`updatedAt`) than the stored one;
 * - 421 HOST_NOT_ALLOWED: the Host header names no configured origin (DNS rebinding, ./origins.ts);
 * - 429 TOO_MANY_REQUESTS: the caller's budget of a costly call is spent for now
 *   (`error: { retryAfterSeconds }`, and the same seconds in the `Retry-After` header).
 */
import type { ApiErrorCode, ModuleKey } from '@portineria/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../messages.ts';

/** The error codes of the contract: domain's API_ERROR_CODES, which the api-client reads too. */
export type GatewayErrorCode = ApiErrorCode;

/** One field error of a VALIDATION_FAILED body. */
export interface FieldError {
  field: string;
  message: string;
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  error_code: GatewayErrorCode;
  message: string;
  error?: unknown;
}

/** An error with its HTTP status, its contract code, an Italian message and an optional detail. */
export class GatewayError extends Error {
  /** The HTTP status of the answer (4xx or 5xx). */
  readonly status: ContentfulStatusCode;
  /** The contract code, `UPPER_SNAKE`. */
  readonly code: GatewayErrorCode;
  /** Optional detail for the client (e.g. the field errors); never SQL or a stack. */
  readonly detail: unknown;
  /** Seconds the client should wait before asking again, sent as `Retry-After`; else undefined. */
  retryAfterSeconds: number | undefined = undefined;

  constructor(
    status: ContentfulStatusCode,
    code: GatewayErrorCode,
    message: string,
    error?: unknown,
  ) {
    super(message);
    this.name = 'GatewayError';
    this.status = status;
    this.code = code;
    this.detail = error;
  }

  /** The wire body of this error. */
  toBody(): ErrorBody {
    return this.detail === undefined
      ? { error_code: this.code, message: this.message }
      : { error_code: this.code, message: this.message, error: this.detail };
  }
}

/** Narrowing helper for catch blocks. */
export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

/** 404 NOT_FOUND: a missing record and a record the caller may not see answer alike. */
export function notFound(message: string = messages.notFound): GatewayError {
  return new GatewayError(404, 'NOT_FOUND', message);
}

/** 403 FORBIDDEN. */
export function forbidden(message: string = messages.forbidden): GatewayError {
  return new GatewayError(403, 'FORBIDDEN', message);
}

/** 403 MODULE_DISABLED, naming the modules that are off. */
export function moduleDisabled(modules: readonly ModuleKey[]): GatewayError {
  return new GatewayError(403, 'MODULE_DISABLED', messages.moduleDisabled, {
    modules: [...modules],
  });
}

/** 400 INVALID_QUERY: a body, parameter or criteria outside the vocabulary. */
export function invalidQuery(
  message: string = messages.invalidQuery,
  detail?: unknown,
): GatewayError {
  return new GatewayError(400, 'INVALID_QUERY', message, detail);
}

/** 400 VALIDATION_FAILED with every field error. */
export function validationFailed(
  errors: readonly FieldError[],
  message: string = messages.validationFailed,
): GatewayError {
  return new GatewayError(400, 'VALIDATION_FAILED', message, [...errors]);
}

/** Throws 400 VALIDATION_FAILED when there is any field error. */
export function assertValid(errors: readonly FieldError[]): void {
  if (errors.length > 0) throw validationFailed(errors);
}

/** 409 CONFLICT: the record's state or a unique key refuses the write. */
export function conflict(message: string): GatewayError {
  return new GatewayError(409, 'CONFLICT', message);
}

/**
 * 409 STALE_RECORD: the write was based on another version of the record than the stored one
 * (someone else changed it meanwhile); domain's `staleWriteMessage` says what to do.
 */
export function staleRecord(message: string): GatewayError {
  return new GatewayError(409, 'STALE_RECORD', message);
}

/** 421 HOST_NOT_ALLOWED (Misdirected Request): a Host the gateway is not configured for. */
export function hostNotAllowed(host: string): GatewayError {
  return new GatewayError(421, 'HOST_NOT_ALLOWED', messages.hostNotAllowed(host));
}

/** 429 TOO_MANY_REQUESTS: the caller's budget of a costly call is spent for now. */
export function tooManyRequests(message: string, retryAfterSeconds: number): GatewayError {
  const error = new GatewayError(429, 'TOO_MANY_REQUESTS', message, { retryAfterSeconds });
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}
