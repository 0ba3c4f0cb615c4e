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
import type { GatewayConfig } from '../config.ts';
import { loopbackOrigins } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { messages } from '../messages.ts';
import { GatewayError } from './errors.ts';

/** The Host values of an origin: its host, and its host with the scheme's default port. */
function hostsOf(origin: string): string[] {
  const url = new URL(origin);
  const hosts = [url.host];
  if (url.port === '') hosts.push(`${url.host}:${url.protocol === 'https:' ? 443 : 80}`);
  return hosts;
}

/**
 * Records the port the gateway listens on: its loopback origins are the local ones from now on.
 * When it listens elsewhere than the configured port (port 0, or a test's free port), the
 * configured port's loopback origins go: nothing answers there.
 */
export function addListeningPort(config: GatewayConfig, port: number): void {
  if (port !== config.port && !config.listeningPorts.includes(config.port)) {
    const unused = new Set(loopbackOrigins(config.port));
    config.origins.splice(
      0,
      config.origins.length,
      ...config.origins.filter((origin) => !unused.has(origin)),
    );
  }
  if (!config.listeningPorts.includes(port)) config.listeningPorts.push(port);
  for (const origin of loopbackOrigins(port)) {
    if (!config.origins.includes(origin)) config.origins.push(origin);
  }
}

/** The configured origin a Host header names, or undefined when it names none. */
export function configuredOriginOf(config: GatewayConfig, host: string): string | undefined {
  const wanted = host.trim().toLowerCase();
  return config.origins.find((origin) => hostsOf(origin).includes(wanted));
}

/** Whether a Host header is one the gateway answers under. */
export function isAllowedHost(config: GatewayConfig, host: string | undefined): boolean {
  if (host === undefined) return true;
  if (configuredOriginOf(config, host) !== undefined) return true;
  return (
    config.appOrigin !== undefined && hostsOf(config.appOrigin).includes(host.trim().toLowerCase())
  );
}

/** The refusal of a foreign Host (421 Misdirected Request: not a host this server serves). */
export function hostRefusal(host: string): GatewayError {
  return new GatewayError(421, 'HOST_NOT_ALLOWED', messages.hostNotAllowed(host));
}

/** First middleware of the app: refuses a request under a Host that is not configured. */
export const hostCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = c.req.header('host');
  if (!isAllowedHost(c.get('deps').config, host)) throw hostRefusal(host ?? '');
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

/** The WebSocket origins of the configured origins (`ws:` for http, `wss:` for https). */
export function socketOrigins(config: GatewayConfig): string[] {
  return config.origins.map((origin) => origin.replace(/^http/, 'ws'));
}
