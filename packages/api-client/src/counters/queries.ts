import type { Criteria, DashboardViewReference } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { EntityId } from '../http/resource.ts';
import { readQueryOptions } from '../http/queryOptions.ts';
import { countKey, queryKeys } from '../queryKeys.ts';
import { dashboardViewCount } from './counters.ts';

/**
 * A counter of a menu or a dashboard: `countFor(endpoint, criteria)`. The key lives under the
 * endpoint's family, so a write to that family refreshes the counter. '@activeUser' is filled
 * when the call runs; the key keeps the placeholder (it is the same for the profile's user).
 */
export const countForQueryOptions = (
  client: ApiClient,
  endpoint: string,
  criteria: Criteria = {},
  activeUserId?: EntityId,
) =>
  readQueryOptions(countKey(client.profileId(), endpoint, criteria), (options) =>
    client.counters.countFor(
      endpoint,
      criteria,
      activeUserId === undefined ? options : { ...options, activeUserId },
    ),
  );

/** The count of one dashboard view (`{ entity, view }` of domain's widget catalogue). */
export const countDashboardViewQueryOptions = (
  client: ApiClient,
  reference: DashboardViewReference,
  context: { activeUserId?: EntityId; companyId?: EntityId } = {},
) => {
  const count = dashboardViewCount(reference);
  const profile = client.profileId();
  const queryKey =
    count === null || count.kind === 'folders'
      ? queryKeys.folders.call(profile, 'dashboard-view', reference)
      : countKey(profile, count.endpoint, count.criteria);
  return readQueryOptions(queryKey, (options) =>
    client.counters.countDashboardView(reference, { ...options, ...context }),
  );
};
