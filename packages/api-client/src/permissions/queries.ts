import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient.ts';
import { STALE_TIMES, readQueryOptions } from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';

/** The permission scope of an application path for the active profile (000 §7). */
export const checkPermissionQueryOptions = (
  client: ApiClient,
  path: string,
  params: { profile?: string } = {},
) =>
  readQueryOptions(
    queryKeys.permissions.call(client.profileId(), 'check', { path, ...params }),
    (options) => client.permissions.check(path, params, options),
  );

/**
 * The permission scopes of many paths in one call (a menu's entries, `checkMany`), by path; an
 * unknown path is null. The paths are part of the key once each and sorted, so the same menu
 * asked in another order shares the entry. Each known scope is also stored as the answer of
 * `checkPermissionQueryOptions` for its path, so a route guard asking about a menu entry finds it
 * in the cache instead of calling again.
 */
export const checkPermissionsQueryOptions = (
  client: ApiClient,
  paths: readonly string[],
  params: { profile?: string } = {},
) => {
  const unique = [...new Set(paths)].sort();
  return queryOptions({
    queryKey: queryKeys.permissions.call(client.profileId(), 'check-many', {
      paths: unique,
      ...params,
    }),
    queryFn: async ({ signal, client: queryClient }) => {
      const scopes = await client.permissions.checkMany(unique, params, { signal });
      for (const [path, scope] of Object.entries(scopes)) {
        if (scope !== null) {
          queryClient.setQueryData(
            checkPermissionQueryOptions(client, path, params).queryKey,
            scope,
          );
        }
      }
      return scopes;
    },
    staleTime: STALE_TIMES.default,
  });
};
