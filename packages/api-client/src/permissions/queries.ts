import type { ApiClient } from '../http/createApiClient.ts';
import { readQueryOptions } from '../http/queryOptions.ts';
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
