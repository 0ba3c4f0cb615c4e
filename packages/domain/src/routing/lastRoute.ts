/**
 * The last visited route (000 §2 Shell: "The last visited path, query and timestamp are saved
 * locally (except the loading, root, error and .html paths) so the user can return after login.
 * A stored route is valid for 5 minutes"; 000 §9: stored route validity 300000 ms).
 * Reading and writing storage is the app's job; these rules decide what to store and restore.
 */
import { STORED_ROUTE_VALIDITY_MS } from '../constants/constants.ts';
import { matchRoute } from './matchRoute.ts';
import { pathnameOnly } from './pattern.ts';
import { safeReturnPath } from './safeReturnPath.ts';

/** The stored last route. */
export interface StoredRoute {
  /** The pathname. */
  readonly path: string;
  /** The query string with its '?', or '' when there is none. */
  readonly query: string;
  /** When it was stored, in milliseconds since the epoch. */
  readonly timestamp: number;
}

/**
 * Whether a visited path is worth storing: not the root, not /loading (nor /changeProfile, which
 * belongs to the session start too), not an error page (403, 404, any path containing 'error'),
 * not a .html path, and only paths `safeReturnPath` accepts.
 */
export function isStorableRoute(pathname: string): boolean {
  const normalised = pathnameOnly(pathname);
  if (normalised === undefined || normalised === '/') return false;
  if (normalised.includes('error') || normalised.toLowerCase().includes('.html')) return false;
  const kind = matchRoute(normalised)?.route.kind;
  if (kind === 'loading' || kind === 'error') return false;
  return safeReturnPath(normalised) !== undefined;
}

function normalisedQuery(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? '' : `?${query}`;
}

/** The record to store for a visited location, or undefined when `isStorableRoute` refuses it. */
export function storedRoute(pathname: string, search: string, now: Date): StoredRoute | undefined {
  const path = pathnameOnly(pathname);
  if (path === undefined || !isStorableRoute(path)) return undefined;
  return { path, query: normalisedQuery(search), timestamp: now.getTime() };
}

function isStoredRoute(value: unknown): value is StoredRoute {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.path === 'string' &&
    typeof record.query === 'string' &&
    typeof record.timestamp === 'number' &&
    Number.isFinite(record.timestamp)
  );
}

/**
 * The path and query to return to after login, or undefined. The stored value is read from
 * storage, so it is checked like any untrusted input: it must have the stored shape, be at most
 * STORED_ROUTE_VALIDITY_MS old (a timestamp in the future is refused: it was not written by us
 * or the clock moved), still be storable, and pass `safeReturnPath` with a known route.
 */
export function restorableRoute(stored: unknown, now: Date): string | undefined {
  if (!isStoredRoute(stored)) return undefined;
  const age = now.getTime() - stored.timestamp;
  if (age < 0 || age > STORED_ROUTE_VALIDITY_MS) return undefined;
  if (!isStorableRoute(stored.path)) return undefined;
  return safeReturnPath(`${stored.path}${normalisedQuery(stored.query)}`, {
    requireKnownRoute: true,
  });
}
