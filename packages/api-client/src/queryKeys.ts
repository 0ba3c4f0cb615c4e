/**
 * The one query-key factory. Keys are hierarchical and start with the profile uid:
 * `['portineria', profileUid, family, kind, params]`, so
 * - switching profile never reuses another profile's cached data (a different second element),
 * - `queryKeys.orders.all(profile)` invalidates every orders list, detail and count at once,
 * - `queryKeys.all(profile)` clears one profile's cache, `queryKeys.root` every profile's.
 * TanStack Query hashes keys with sorted object keys, so `{ a, b }` and `{ b, a }` are the same key.
 */

/** The active profile uid, or null before a profile is chosen (e.g. `users/auth/profiles`). */
export type ProfileScope = string | null;

const ROOT = 'portineria' as const;

/** The keys of one family. `params` objects are used as they are (they must be plain data). */
export interface FamilyKeys<Name extends string> {
  all(profile: ProfileScope): readonly [typeof ROOT, ProfileScope, Name];
  lists(profile: ProfileScope): readonly [typeof ROOT, ProfileScope, Name, 'list'];
  list(
    profile: ProfileScope,
    params?: unknown,
  ): readonly [typeof ROOT, ProfileScope, Name, 'list', unknown];
  infinite(
    profile: ProfileScope,
    params?: unknown,
  ): readonly [typeof ROOT, ProfileScope, Name, 'infinite', unknown];
  pages(profile: ProfileScope): readonly [typeof ROOT, ProfileScope, Name, 'page'];
  /** One page of a list screen with its total (`{ rows, total }`). */
  page(
    profile: ProfileScope,
    params?: unknown,
  ): readonly [typeof ROOT, ProfileScope, Name, 'page', unknown];
  details(profile: ProfileScope): readonly [typeof ROOT, ProfileScope, Name, 'detail'];
  detail(
    profile: ProfileScope,
    id: number | string,
    params?: unknown,
  ): readonly [typeof ROOT, ProfileScope, Name, 'detail', string, unknown];
  counts(profile: ProfileScope): readonly [typeof ROOT, ProfileScope, Name, 'count'];
  count(
    profile: ProfileScope,
    criteria?: unknown,
  ): readonly [typeof ROOT, ProfileScope, Name, 'count', unknown];
  /** Any other read of the family: `call(profile, 'linked-spl')`. */
  call(
    profile: ProfileScope,
    name: string,
    params?: unknown,
  ): readonly [typeof ROOT, ProfileScope, Name, string, unknown];
}

function familyKeys<Name extends string>(name: Name): FamilyKeys<Name> {
  return {
    all: (profile) => [ROOT, profile, name] as const,
    lists: (profile) => [ROOT, profile, name, 'list'] as const,
    list: (profile, params = {}) => [ROOT, profile, name, 'list', params] as const,
    infinite: (profile, params = {}) => [ROOT, profile, name, 'infinite', params] as const,
    pages: (profile) => [ROOT, profile, name, 'page'] as const,
    page: (profile, params = {}) => [ROOT, profile, name, 'page', params] as const,
    details: (profile) => [ROOT, profile, name, 'detail'] as const,
    // Ids are strings in the key so that 7 and '7' (domain types carry both) share an entry.
    detail: (profile, id, params = {}) =>
      [ROOT, profile, name, 'detail', String(id), params] as const,
    counts: (profile) => [ROOT, profile, name, 'count'] as const,
    count: (profile, criteria = {}) => [ROOT, profile, name, 'count', criteria] as const,
    call: (profile, callName, params = {}) => [ROOT, profile, name, callName, params] as const,
  };
}

/** Every family with cached reads; the names are the client's property names. */
export const QUERY_FAMILIES = [
  'auth',
  'users',
  'profiles',
  'organizations',
  'buildings',
  'orders',
  'contracts',
  'quotes',
  'tickets',
  'claims',
  'activities',
  'tasks',
  'tokens',
  'folders',
  'employees',
  'suppliers',
  'contacts',
  'units',
  'entitlements',
  'entitlementsAccess',
  'consultancies',
  'plannedMaintenances',
  'procurements',
  'systemSuppliers',
  'communications',
  'notices',
  'polls',
  'calendar',
  'reminders',
  'colleagues',
  'notifications',
  'changelog',
  'helper',
  'permissions',
  'chats',
] as const;

/** One of {@link QUERY_FAMILIES}. */
export type QueryFamily = (typeof QUERY_FAMILIES)[number];

type FamilyKeyMap = { readonly [Name in QueryFamily]: FamilyKeys<Name> };

const families = Object.fromEntries(
  QUERY_FAMILIES.map((name) => [name, familyKeys(name)]),
) as unknown as FamilyKeyMap;

/** The query keys. */
export const queryKeys = {
  /** Every cached entry of every profile. */
  root: [ROOT] as const,
  /** Every cached entry of one profile. */
  all: (profile: ProfileScope) => [ROOT, profile] as const,
  ...families,
};

/**
 * The family a count endpoint belongs to, so that a write to the family also refreshes the
 * counters (`proxy/orders/quotes` → quotes, `proxy/tokens` → tokens, `buildings/manager` →
 * buildings). Unknown endpoints keep their first segment.
 */
export function familyOfEndpoint(endpoint: string): string {
  const path = endpoint.replace(/^\/+|\/+$/g, '');
  if (path === 'proxy/orders/quotes') return 'quotes';
  const segments = path.split('/');
  const first = segments[0] === 'proxy' ? segments[1] : segments[0];
  return first ?? path;
}

/** The key of a count at any endpoint (the counters module and the dashboard views). */
export function countKey(profile: ProfileScope, endpoint: string, criteria: unknown = {}) {
  return [ROOT, profile, familyOfEndpoint(endpoint), 'count', { endpoint, criteria }] as const;
}
