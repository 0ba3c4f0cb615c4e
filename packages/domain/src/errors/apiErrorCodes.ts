/**
 * The error codes of the `/api/v2` contract, in one list: the gateway answers an error body
 * `{ error_code, message, error? }` with one of these, and the api-client's interceptor turns it
 * into an error object with that code (001 §7 "turns error responses carrying an error_code into
 * an error object with code, message and error", 000 §8). Both read this list, so a code the
 * gateway may send is always one the client knows.
 *
 * The spec names the shared-link code (000 §8) and the session-ending ones (000 §8 "Failed auth
 * call"); the others are ours, one per kind of refusal of the reference gateway.
 */
export const API_ERROR_CODES = [
  // 401: no token, an unreadable one, an expired one (the session ends, 000 §8).
  'TOKEN_MISSING',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  // 403: the profile named by the request is not the caller's.
  'PROFILE_INVALID',
  // 403: the role, the permission or the read-only back office refuses the call.
  'FORBIDDEN',
  // 403: such a refusal for a profile whose permissions changed since its session started.
  'PERMISSIONS_CHANGED',
  // 403: a module the call needs is off (`error: { modules }`).
  'MODULE_DISABLED',
  // 404: missing, outside the caller's tenant, or an id that cannot exist, alike.
  'NOT_FOUND',
  // 400: a list, count or path parameter outside the vocabulary.
  'INVALID_QUERY',
  // 400: a write refused field by field (`error: [{ field, message }]`).
  'VALIDATION_FAILED',
  // 409: the record's state or a unique key refuses the write.
  'CONFLICT',
  // 409: the write was based on another version of the record.
  'STALE_RECORD',
  // 409: the custom shared link already exists (000 §8).
  'SHARED_LINK_EXISTS',
  // 413: the request body is larger than the gateway accepts.
  'PAYLOAD_TOO_LARGE',
  // 429: the caller asked for too much too fast (a member's link preview fetches).
  'TOO_MANY_REQUESTS',
  // 421: the Host header names no origin the gateway serves (DNS rebinding).
  'HOST_NOT_ALLOWED',
  // 500: a fault of the server, without detail.
  'INTERNAL',
  // 503: the database cannot be reached (restarting, down) or the gateway waited too long for one
  // of its connections; the call may be retried.
  'DATABASE_UNAVAILABLE',
  // 503: the database cut a statement that ran longer than the gateway's statement timeout.
  'QUERY_TIMEOUT',
] as const;

/** One of {@link API_ERROR_CODES}. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
