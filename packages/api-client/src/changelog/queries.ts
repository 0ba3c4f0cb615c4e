import type { ApiClient } from '../createApiClient.ts';
import { STALE_TIMES, readQueryOptions } from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';

/** The web changelog as markdown, cached for 60 s (002 §7.3 "cached for 60 seconds"). */
export const getChangelogQueryOptions = (client: ApiClient) =>
  readQueryOptions(
    queryKeys.changelog.call(client.profileId(), 'web'),
    (options) => client.changelog.getWeb(options),
    { staleTime: STALE_TIMES.changelog },
  );
