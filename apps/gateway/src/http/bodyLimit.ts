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

function limit(maxSize: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new GatewayError(
        413,
        'PAYLOAD_TOO_LARGE',
        messages.payloadTooLargeMax(Math.round((maxSize / MEGABYTE) * 10) / 10),
      );
    },
  });
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
