/**
 * The structural guard of `/api/v2` request bodies: before any handler parses a body, its text is
 * scanned (linearly, without recursion) and a body nested deeper than
 * `QUERY_LIMITS.bodyNesting` is refused with 400 INVALID_QUERY. Handlers and helpers that walk a
 * parsed body recursively (criteria rewrites, value mappers) can therefore never overflow the
 * stack, whatever they are; ten thousand nested `$and` were a 500 before.
 *
 * Multipart uploads are left to their parser (their fields are flat). The scan reads the body's
 * text through Hono, which keeps it for the handler's own read; the size limit already ran.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { QUERY_LIMITS, nestsDeeperThan, queryMessages } from '../query/index.ts';
import { BODILESS_METHODS } from './bodyLimit.ts';
import { invalidQuery } from './errors.ts';

/** Mounted on every `/api/v2` route, after the size limit and the authentication. */
export const requestBodyStructure: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (BODILESS_METHODS.has(c.req.method) || type.startsWith('multipart/form-data')) return next();
  let text: string;
  try {
    // Hono keeps the text: the handler's own read gets it without reading the socket again.
    text = await c.req.text();
  } catch {
    // An unreadable body (cut by the size limit, aborted): the handler meets the same error.
    return next();
  }
  if (nestsDeeperThan(text, QUERY_LIMITS.bodyNesting)) {
    throw invalidQuery(queryMessages.bodyTooDeep(QUERY_LIMITS.bodyNesting));
  }
  return next();
};
