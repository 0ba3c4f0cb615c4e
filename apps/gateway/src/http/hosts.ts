/**
 * The hosts the gateway answers under, from the configuration only (never from the request): the
 * configured origins (PUBLIC_ORIGIN, the loopback names on the listening port) and APP_ORIGIN's
 * host. Pure functions over the configuration, shared by the HTTP Host check (./origins.ts), the
 * realtime upgrade and the CSP.
 */
import type { GatewayConfig } from '../config.ts';
import { loopbackOrigins } from '../config.ts';

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

/**
 * The WebSocket origins of the configured origins (`ws:` for http, `wss:` for https), as CSP
 * source expressions. An IPv6 literal (`[::1]`) has no CSP source syntax: Chromium reports it as
 * an invalid source on every page and ignores it, so it is left out; a page served there reaches
 * its own socket through 'self' (CSP 3 counts same-origin WebSockets as 'self').
 */
export function socketOrigins(config: GatewayConfig): string[] {
  return config.origins
    .filter((origin) => !new URL(origin).hostname.startsWith('['))
    .map((origin) => origin.replace(/^http/, 'ws'));
}
