/**
 * Serving the built web app (same origin as the API): a file of `webDist` when the path names
 * one, else `index.html` for the app's client-side routes (SPA fallback). Paths are resolved
 * inside `webDist` only; '..' tricks and absolute paths never leave it. /api and /auth are
 * never served from here.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** A file to send. */
export interface StaticFile {
  body: Uint8Array;
  contentType: string;
  /** Hashed build assets may be cached for long; index.html never. */
  cacheControl: string;
}

/** Whether a built web app is present. */
export function hasWebApp(webDist: string): boolean {
  return existsSync(join(webDist, 'index.html'));
}

function fileInside(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidate = resolve(root, `.${decoded}`);
  if (candidate !== root && !candidate.startsWith(`${root}${sep}`)) return undefined;
  try {
    return statSync(candidate).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}

function read(path: string): StaticFile {
  const extension = extname(path).toLowerCase();
  const isIndex = path.endsWith(`${sep}index.html`);
  return {
    body: readFileSync(path),
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    cacheControl: isIndex
      ? 'no-cache'
      : path.includes(`${sep}assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300',
  };
}

/**
 * The file for a GET path: the file itself, or index.html for an extension-less path (a route of
 * the app). A missing asset with a known extension (`/logo.png`) is a 404, not the app.
 */
export function staticFileFor(webDist: string, pathname: string): StaticFile | undefined {
  const root = resolve(webDist);
  const file = fileInside(root, pathname);
  if (file) return read(file);
  const extension = extname(pathname).toLowerCase();
  if (extension !== '.html' && CONTENT_TYPES[extension] !== undefined) return undefined;
  const index = join(root, 'index.html');
  return existsSync(index) ? read(index) : undefined;
}
