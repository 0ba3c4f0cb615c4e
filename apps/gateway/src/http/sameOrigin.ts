/**
 * CSRF protection of the /auth POSTs (brief: "CSRF-protected by an Origin/Sec-Fetch-Site
 * same-origin check"): the browser's Origin must be the gateway's own origin or the configured
 * app origin; without Origin, Sec-Fetch-Site must say same-origin; with neither, refuse.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { messages } from '../messages.ts';
import { forbidden } from './errors.ts';

/** The gateway's own origin as the browser sees it (Host header). */
export function ownOrigin(c: Context<AppEnv>): string {
  return new URL(c.req.url).origin;
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
