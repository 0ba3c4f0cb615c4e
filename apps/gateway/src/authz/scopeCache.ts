/**
 * The request scope's database reads, shared between requests for a few seconds (a
 * dashboard fires ~20 requests at once on sign-in, and each one built its scope from the
 * database: the user's profiles, and a resident's buildings). On PGlite every query waits for the
 * one connection, so those lookups made the whole burst wait; now a burst makes one lookup, and
 * the requests arriving while it runs share it.
 *
 * What is cached changes rarely and never through a call that could read it back stale:
 * - the profiles of a user (profiles, organizations, suppliers rows): no `/api/v2` call writes
 *   them; a change made outside (the back office, another instance) is seen within
 *   {@link SCOPE_CACHE_TTL_MS};
 * - the buildings a resident reaches through its entitlements: an entitlement written through
 *   this gateway forgets them at once ({@link forgetScopes}); another instance's write is seen
 *   within the same delay.
 * Entries are per gateway (keyed by its database handle), read-only for their users, and bounded.
 */
import type { GatewayDeps } from '../context.ts';
import { buildingIdsOfUser, profilesOfUser } from './profiles.ts';
import type { StoredProfile } from './profiles.ts';

/** How long a lookup is reused. */
export const SCOPE_CACHE_TTL_MS = 10_000;

/** The most users kept; the oldest entries go first beyond it. */
const MAX_ENTRIES = 5_000;

interface Entry<Value> {
  value: Promise<Value>;
  expiresAt: number;
}

interface ScopeCache {
  profiles: Map<number, Entry<StoredProfile[]>>;
  buildings: Map<number, Entry<number[]>>;
}

const caches = new WeakMap<object, ScopeCache>();

function cacheOf(deps: GatewayDeps): ScopeCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = { profiles: new Map(), buildings: new Map() };
    caches.set(deps.db, cache);
  }
  return cache;
}

/**
 * The cached value of `key`, or the load's promise stored at once so that concurrent requests
 * share it. A failed load is not kept. The clock is the process's own (not the gateway's `now`,
 * which tests may freeze).
 */
function cached<Value>(
  map: Map<number, Entry<Value>>,
  key: number,
  load: () => Promise<Value>,
): Promise<Value> {
  const now = performance.now();
  const hit = map.get(key);
  if (hit && hit.expiresAt > now) return hit.value;
  const value = load();
  map.delete(key);
  map.set(key, { value, expiresAt: now + SCOPE_CACHE_TTL_MS });
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  value.catch(() => {
    if (map.get(key)?.value === value) map.delete(key);
  });
  return value;
}

/** The enabled profiles of a user (see `profilesOfUser`), shared for a few seconds. */
export function cachedProfilesOfUser(deps: GatewayDeps, userId: number): Promise<StoredProfile[]> {
  return cached(cacheOf(deps).profiles, userId, () => profilesOfUser(deps.db, userId));
}

/** The buildings of a resident (see `buildingIdsOfUser`), shared for a few seconds. */
export function cachedBuildingIdsOfUser(deps: GatewayDeps, userId: number): Promise<number[]> {
  return cached(cacheOf(deps).buildings, userId, () => buildingIdsOfUser(deps.db, userId));
}

/** Forgets every cached lookup of this gateway (an entitlement changed who reaches what). */
export function forgetScopes(deps: GatewayDeps): void {
  const cache = caches.get(deps.db);
  if (!cache) return;
  cache.profiles.clear();
  cache.buildings.clear();
}
