/**
 * The data calls of the SPL dashboard (000 §2 "SPL dashboard", §7, §9): 'Attività pianificate'
 * (today's activities, all of them), the expired activities (max 5), 'Preventivi richiesti da
 * fare' (max 5). The order, contract and folder chips count the views of the catalogue through
 * `countDashboardView` (../counters; a folder view is one 'many available' call, 000 §7).
 */
import {
  SPL_TODAY_ACTIVITIES_LIMIT,
  WIDGET_LIST_MAX_ITEMS,
  expiredActivitiesCriteria,
} from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { CallOptions } from '../http/client.ts';
import type { ListQuery } from '../http/resource.ts';
import {
  dashboardActivityItem,
  dashboardQuoteItem,
  type ActivityRecord,
  type DashboardActivityItem,
  type DashboardQuoteItem,
} from './items.ts';
import { activitiesOfDayQuery, dayBounds, type ActivitiesDayParams } from './orgWidgets.ts';

/** 'Attività pianificate' (000 §2, §9 "SPL today's activities 999"): every activity of the day. */
export async function getSplTodayActivities(
  client: ApiClient,
  { day }: ActivitiesDayParams,
  options: CallOptions = {},
): Promise<DashboardActivityItem[]> {
  const page = await client.activities.getMany(
    activitiesOfDayQuery(day, SPL_TODAY_ACTIVITIES_LIMIT),
    options,
  );
  return (page.results as ActivityRecord[]).map(dashboardActivityItem);
}

/**
 * The body of the expired activities (domain `expiredActivitiesCriteria`: TODO or WORKING, past
 * their end before the end of yesterday, on open orders) as of `day`. The longest overdue come
 * first: they are the most late work (the spec gives no order).
 */
export function expiredActivitiesQuery(day: string): ListQuery {
  const { start } = dayBounds(day);
  const criteria = expiredActivitiesCriteria(new Date(start));
  return {
    where: criteria.where,
    include: criteria.include ?? [],
    order: [['validTo', 'ASC']],
    limit: WIDGET_LIST_MAX_ITEMS,
  };
}

/** The SPL expired activities widget (000 §2 "expired activities (max 5)"). */
export async function getSplExpiredActivities(
  client: ApiClient,
  { day }: ActivitiesDayParams,
  options: CallOptions = {},
): Promise<DashboardActivityItem[]> {
  const page = await client.activities.getMany(expiredActivitiesQuery(day), options);
  return (page.results as ActivityRecord[]).map(dashboardActivityItem);
}

/**
 * The body of 'Preventivi richiesti da fare' (000 §2 "open quotes, max 5"): the quote requests
 * whose offer from the supplier is still to be submitted (`offerStatus: 'REQUESTED'`, the
 * supplier's own offer as the gateway answers it), with their building (002 §7.6 "include
 * buildings required"), the latest first.
 */
export const SPL_REQUESTED_QUOTES_QUERY: ListQuery = {
  where: { offerStatus: 'REQUESTED' },
  include: [{ association: 'org_buildings', required: true }],
  order: [['updatedAt', 'DESC']],
  limit: WIDGET_LIST_MAX_ITEMS,
};

/** 'Preventivi richiesti da fare' (000 §2): the supplier's open quote requests, at most 5. */
export async function getSplRequestedQuotes(
  client: ApiClient,
  options: CallOptions = {},
): Promise<DashboardQuoteItem[]> {
  const page = await client.quotes.getMany(SPL_REQUESTED_QUOTES_QUERY, options);
  return page.results.map((quote) => dashboardQuoteItem(quote));
}
