/**
 * The size limits of request bodies under `/api/v2` (and `/auth`, JSON's): 1 MiB for JSON (and any other non-multipart
 * body: criteria and records are small), the attachment cap plus the multipart envelope for
 * uploads. A larger body answers 413 PAYLOAD_TOO_LARGE with an Italian message before anything
 * reads it; a body without Content-Length is counted while it streams and cut at the limit.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { messages } from '../messages.ts';
import { ATTACHMENT_MAX_BYTES, MULTIPART_OVERHEAD_BYTES } from '../resources/attachments.ts';
import { GatewayError } from './errors.ts';

/** The largest JSON (or other non-multipart) body accepted. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** The largest multipart body accepted: one attachment and its form fields. */
export const MULTIPART_BODY_MAX_BYTES = ATTACHMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

const MEGABYTE = 1024 * 1024;

/** Methods whose request has no body (Hono's `bodyLimit` lets them through). */
export const BODILESS_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'TRACE']);

function limit(maxSize: number): MiddlewareHandler<AppEnv> {
  const tooLarge = (): never => {
    throw new GatewayError(
      413,
      'PAYLOAD_TOO_LARGE',
      messages.payloadTooLargeMax(Math.round((maxSize / MEGABYTE) * 10) / 10),
    );
  };
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  // Hono's bodyLimit first asks the request for its body as a web stream, which under
  // @hono/node-server builds a full Request around the socket for every call; what it then decides
  // from the method and the headers alone is decided here the same way without it. A body of
  // unknown length is still counted while it streams.
  return (c, next) => {
    if (BODILESS_METHODS.has(c.req.method)) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return parseInt(length || '0', 10) > maxSize ? tooLarge() : next();
    }
    return counted(c, next);
  };
}

const jsonLimit = limit(JSON_BODY_MAX_BYTES);
const multipartLimit = limit(MULTIPART_BODY_MAX_BYTES);

/** The JSON limit whatever the content type: the login service's forms (`/auth/*`). */
export const jsonBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => jsonLimit(c, next);

/** Mounted on every `/api/v2` route, before authentication. */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
    ? multipartLimit(c, next)
    : jsonLimit(c, next);
