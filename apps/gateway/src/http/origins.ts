/**
 * The origins the gateway answers under, from the configuration only (never from the request).
 *
 * DNS rebinding: a page on rebind.evil.example re-points its name at 127.0.0.1 and calls the
 * gateway; the browser then sends `Host: rebind.evil.example` and that page's Origin, which a
 * same-origin check built on the Host header accepts. {@link hostCheck} refuses every request
 * whose Host is not one of the configured origins' hosts (locally: localhost, 127.0.0.1 and [::1]
 * on the gateway's port), before anything else runs. The configured APP_ORIGIN's host passes too:
 * the web app's development server forwards the app's requests with its own Host.
 *
 * A request without a Host header (an in-process call, an HTTP/1.0 client) has nothing to check:
 * browsers always send one.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { hostNotAllowed } from './errors.ts';
import { configuredOriginOf, isAllowedHost } from './hosts.ts';

/** First middleware of the app: refuses a request under a Host that is not configured. */
export const hostCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = c.req.header('host');
  if (!isAllowedHost(c.get('deps').config, host)) throw hostNotAllowed(host ?? '');
  await next();
};

/**
 * The gateway's own origin for this request: the configured origin its Host names (so the scheme
 * is the configured one, https behind a TLS proxy), else the request URL's (in-process calls).
 */
export function requestOrigin(c: Context<AppEnv>): string {
  const host = c.req.header('host');
  const configured =
    host === undefined ? undefined : configuredOriginOf(c.get('deps').config, host);
  return configured ?? new URL(c.req.url).origin;
}
