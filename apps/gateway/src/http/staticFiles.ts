/**
 * Serving the built web app (same origin as the API): a file of `webDist` when the path names
 * one, else `index.html` for the app's client-side routes (SPA fallback). Paths are resolved
 * inside `webDist` only; '..' tricks and absolute paths never leave it. /api and /auth are
 * never served from here.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

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
  /** The body gzipped, for clients that accept it; absent for formats that are compressed already. */
  gzipped?: Uint8Array;
  contentType: string;
  /** Hashed build assets may be cached for long; index.html never. */
  cacheControl: string;
}

/** Text formats worth compressing: the app's JS and CSS are about a quarter of their size gzipped. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/**
 * Files read once per version: a build's assets never change under their hashed names, and
 * index.html is read again when its modification time changes (a new `vite build`).
 */
const cache = new Map<string, { mtimeMs: number; size: number; file: StaticFile }>();

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
  const { mtimeMs, size } = statSync(path);
  const cached = cache.get(path);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.file;
  const extension = extname(path).toLowerCase();
  const isIndex = path.endsWith(`${sep}index.html`);
  const body = readFileSync(path);
  const file: StaticFile = {
    body,
    ...(COMPRESSIBLE.has(extension) ? { gzipped: gzipSync(body, { level: 9 }) } : {}),
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    cacheControl: isIndex
      ? 'no-cache'
      : path.includes(`${sep}assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300',
  };
  cache.set(path, { mtimeMs, size, file });
  return file;
}

/** Whether a request's Accept-Encoding allows gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
    return quality === undefined || Number(quality.trim().slice(2)) > 0;
  });
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
