/**
 * CSRF protection of the /auth POSTs (brief: "CSRF-protected by an Origin/Sec-Fetch-Site
 * same-origin check"): the browser's Origin must be the gateway's own origin or the configured
 * app origin; without Origin, Sec-Fetch-Site must say same-origin; with neither, refuse.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { messages } from '../messages.ts';
import { forbidden } from './errors.ts';
import { requestOrigin } from './origins.ts';

/**
 * The gateway's own origin for this request: the configured origin its (checked) Host names, so
 * that a forged Host never becomes "own" (see ./origins.ts).
 */
export function ownOrigin(c: Context<AppEnv>): string {
  return requestOrigin(c);
}

/** The origin the app runs on: the configured one, else the gateway's own. */
export function appOriginOf(c: Context<AppEnv>): string {
  return c.get('deps').config.appOrigin ?? ownOrigin(c);
}

/** Throws 403 FORBIDDEN unless the request comes from the gateway's or the app's origin. */
export function assertSameOrigin(c: Context<AppEnv>): void {
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    if (origin === ownOrigin(c) || origin === appOriginOf(c)) return;
    throw forbidden(messages.crossOrigin);
  }
  if (c.req.header('sec-fetch-site') === 'same-origin') return;
  throw forbidden(messages.crossOrigin);
}
