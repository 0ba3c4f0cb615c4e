/**
 * Security headers. Every answer gets `X-Content-Type-Options: nosniff` and a referrer policy;
 * the gateway's own HTML pages get a strict CSP (no inline script or style, forms only to
 * itself) and may not be framed, except the notifications page, which only the app may frame
 * (`'self'` and the configured app origin).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/** Headers for every answer. */
export const baseSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'same-origin');
};

/** Sets the CSP of a gateway HTML page; `framedBy` lists who may embed it (none by default). */
export function setPageSecurityHeaders(c: Context<AppEnv>, framedBy: string[] = []): void {
  const own = new URL(c.req.url);
  const socketOrigin = `${own.protocol === 'https:' ? 'wss:' : 'ws:'}//${own.host}`;
  const frameAncestors = framedBy.length > 0 ? framedBy.join(' ') : "'none'";
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      `connect-src 'self' ${socketOrigin}`,
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; '),
  );
  if (framedBy.length === 0) c.header('X-Frame-Options', 'DENY');
  c.header('Cache-Control', 'no-store');
}
