/**
 * The one error type of the gateway. Handlers throw it; the app's onError turns it into the wire
 * error body `{ error_code, message, error? }` (brief: "Wire conventions / errors"). Anything else
 * thrown becomes 500 INTERNAL with no detail, so SQL text or stacks never reach a client.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The error codes of the contract. */
export type GatewayErrorCode =
  | 'TOKEN_MISSING'
  | 'TOKEN_INVALID'
  | 'TOKEN_EXPIRED'
  | 'PROFILE_INVALID'
  | 'FORBIDDEN'
  | 'MODULE_DISABLED'
  | 'NOT_FOUND'
  | 'INVALID_QUERY'
  | 'VALIDATION_FAILED'
  | 'CONFLICT'
  | 'SHARED_LINK_EXISTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'HOST_NOT_ALLOWED'
  | 'INTERNAL';

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
