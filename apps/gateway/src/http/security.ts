/**
 * Security headers. Every answer gets `X-Content-Type-Options: nosniff` and a referrer policy;
 * the gateway's own HTML pages get a strict CSP (no inline script or style, forms only to
 * itself) and may not be framed, except the notifications page, which only the app may frame
 * (`'self'` and the configured app origin).
 *
 * The built web app (static files and the SPA fallback, every path outside `/api` and `/auth`
 * without a CSP of its own) gets {@link webAppContentSecurityPolicy}: a Content Security Policy
 * and frame-ancestors sent by the server of npm start, with no inline scripts.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { GatewayConfig } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { setAnswerHeader } from './answerHeaders.ts';
import { socketOrigins } from './hosts.ts';

/**
 * `connect-src`: the page's own origin and the WebSocket origins of the configured origins
 * (browsers before CSP 3 do not count WebSockets as 'self'). From the configuration, never from
 * the request's Host header, so a forged Host cannot widen the policy.
 */
function connectSources(config: GatewayConfig): string {
  return ["'self'", ...socketOrigins(config)].join(' ');
}

/** The web app's `connect-src`: also the error reporting endpoint, when one is configured. */
function webAppConnectSources(config: GatewayConfig): string {
  const reporting = config.errorReporting?.origin;
  return [connectSources(config), ...(reporting ? [reporting] : [])].join(' ');
}

/**
 * The CSP of the web app's pages, served by the gateway on its own origin:
 * - `script-src 'self'`: the Vite build has no inline script (index.html loads one module file);
 * - `style-src 'self' 'unsafe-inline'`: vanilla-extract emits CSS files, but Radix's Dialog and
 *   DropdownMenu lock the page scroll through react-remove-scroll, whose react-style-singleton
 *   appends a `<style>` element with text at run time (no nonce can reach it from a static
 *   build), and React 19 may hoist `<style>` elements too; without 'unsafe-inline' the scroll lock
 *   silently breaks. Style attributes React and Radix set go through the CSSOM
 *   (`element.style`), which CSP does not govern. Inline styles cannot run code, so script stays
 *   strict;
 * - `connect-src 'self'` plus the `ws:`/`wss:` origins of the configured origins (the realtime
 *   socket; browsers before CSP 3 do not count WebSockets as 'self'), and the error reporting
 *   endpoint's origin when a DSN is configured (000 §8);
 * - `img-src 'self' data: blob:` (icons, previews of attachments chosen locally);
 * - `frame-src 'self'` (the notifications drawer embeds the login service's page, same origin);
 * - `frame-ancestors 'self'` (only the app itself may frame its pages).
 */
export function webAppContentSecurityPolicy(config: GatewayConfig): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${webAppConnectSources(config)}`,
    "frame-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Whether a path is the web app's (static files, SPA fallback), not the API or the login service. */
export function isWebAppPath(path: string): boolean {
  return !['/api', '/auth'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Headers for every answer; the web app's answers also get its CSP. */
export const baseSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
  setAnswerHeader(c, 'Referrer-Policy', 'same-origin');
  if (isWebAppPath(c.req.path) && !c.res.headers.has('Content-Security-Policy')) {
    setAnswerHeader(
      c,
      'Content-Security-Policy',
      webAppContentSecurityPolicy(c.get('deps').config),
    );
    setAnswerHeader(c, 'X-Frame-Options', 'SAMEORIGIN');
  }
};

/** Sets the CSP of a gateway HTML page; `framedBy` lists who may embed it (none by default). */
export function setPageSecurityHeaders(c: Context<AppEnv>, framedBy: string[] = []): void {
  const frameAncestors = framedBy.length > 0 ? framedBy.join(' ') : "'none'";
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      `connect-src ${connectSources(c.get('deps').config)}`,
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; '),
  );
  if (framedBy.length === 0) c.header('X-Frame-Options', 'DENY');
  c.header('Cache-Control', 'no-store');
}
