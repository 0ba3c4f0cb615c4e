import type { ApiClient } from '../createApiClient.ts';
import type { EntityId } from '../http/resource.ts';
import { readQueryOptions } from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';

/** One documentation page (002 §7.2); pages change rarely, so they stay fresh for 5 minutes. */
export const getHelperPageQueryOptions = (
  client: ApiClient,
  id: EntityId,
  params: { path?: string } = {},
) =>
  readQueryOptions(
    queryKeys.helper.detail(client.profileId(), id, params),
    (options) => client.helper.getPage(id, params, options),
    { staleTime: 5 * 60_000 },
  );
