/**
 * The api-client query of every data widget, in one place: the widgets render with these options,
 * and the ORG dashboard's route loader starts the same queries while its code still loads
 * (`prefetchOrgDashboard`), so the counts are in flight before the grid first renders. Same
 * options, same keys: the widgets then find their data, or their request in flight, in the cache.
 */
import {
  countDashboardViewQueryOptions,
  getActivitiesListQueryOptions,
  getAssignedToMeQueryOptions,
  getDailyEventsQueryOptions,
  getOrdersListQueryOptions,
  getQuotesListQueryOptions,
  getRepeatOrdersListQueryOptions,
  getSplExpiredActivitiesQueryOptions,
  getSplRequestedQuotesQueryOptions,
  getSplTodayActivitiesQueryOptions,
  getTicketsListQueryOptions,
  getTokensListQueryOptions,
  localDay,
} from '@portineria/api-client';
import {
  ASSIGNED_TO_ME_SOURCE_PERMISSIONS,
  ASSIGNED_TO_ME_SOURCES,
  assignedToMeAllowedSources,
  evaluatePermission,
  withApplicationModules,
  type DashboardViewReference,
  type DashboardWidget,
} from '@portineria/domain';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/apiClient.ts';
import type { DashboardSession } from './dashboardSession.ts';

/** Today as the widgets' calls read a day ('YYYY-MM-DD', local time). */
export const today = (): string => localDay(new Date());

/** The count of one view (000 §7 counter calls, '@activeUser' and the supplier's company). */
export const viewCountQuery = (session: DashboardSession, reference: DashboardViewReference) =>
  countDashboardViewQueryOptions(apiClient, reference, {
    activeUserId: session.activeUserId,
    companyId: session.companyId,
  });

/** The sources of 'Assegnati a me' the role may see (001 §2.7). */
export function assignedToMeSources(session: DashboardSession) {
  return assignedToMeAllowedSources(
    Object.fromEntries(
      ASSIGNED_TO_ME_SOURCES.map((source) => [
        source,
        evaluatePermission(
          session.profile,
          withApplicationModules(ASSIGNED_TO_ME_SOURCE_PERMISSIONS[source]),
        ).state,
      ]),
    ),
  );
}

export const assignedToMeQuery = (session: DashboardSession) =>
  getAssignedToMeQueryOptions(apiClient, {
    sources: assignedToMeSources(session),
    activeUserId: session.activeUserId,
  });

export const ticketsListQuery = (session: DashboardSession) =>
  getTicketsListQueryOptions(apiClient, {
    profileLevel: session.profile.profile_level,
    activeUserId: session.activeUserId,
  });

export const dailyEventsQuery = (day: string) => getDailyEventsQueryOptions(apiClient, { day });
export const ordersListQuery = () => getOrdersListQueryOptions(apiClient);
export const repeatOrdersListQuery = () => getRepeatOrdersListQueryOptions(apiClient);
export const activitiesListQuery = (day: string) =>
  getActivitiesListQueryOptions(apiClient, { day });
export const quotesListQuery = (session: DashboardSession) =>
  session.role === 'SPL'
    ? getSplRequestedQuotesQueryOptions(apiClient)
    : getQuotesListQueryOptions(apiClient);
export const tokensListQuery = () => getTokensListQueryOptions(apiClient);
export const splTodayActivitiesQuery = (day: string) =>
  getSplTodayActivitiesQueryOptions(apiClient, { day });
export const splExpiredActivitiesQuery = (day: string) =>
  getSplExpiredActivitiesQueryOptions(apiClient, { day });

/**
 * Starts every query a widget shows on its first render (counters: each view; lists: their first
 * load, today for the day-based ones). Failures are left to the widget, which shows them.
 */
export function prefetchWidget(
  queryClient: QueryClient,
  widget: DashboardWidget,
  session: DashboardSession,
): void {
  switch (widget.mode) {
    case 'counter':
    case 'chip-counter':
      for (const reference of widget.views) {
        void queryClient.prefetchQuery(viewCountQuery(session, reference));
      }
      return;
    case 'list':
      break;
    case 'banner':
    case 'launcher':
    case 'building-selector':
    case 'shortcut':
      return;
    default:
      return widget.mode satisfies never;
  }
  switch (widget.id) {
    case 'daily_events':
      return void queryClient.prefetchQuery(dailyEventsQuery(today()));
    case 'assigned_to_me':
      return void queryClient.prefetchQuery(assignedToMeQuery(session));
    case 'tickets_list':
      return void queryClient.prefetchQuery(ticketsListQuery(session));
    case 'orders_list':
      return void queryClient.prefetchQuery(ordersListQuery());
    case 'repeat_orders_list':
      return void queryClient.prefetchQuery(repeatOrdersListQuery());
    case 'activities_list':
      return void queryClient.prefetchQuery(activitiesListQuery(today()));
    case 'quotes_list':
    case 'spl_requested_quotes':
      return void queryClient.prefetchQuery(quotesListQuery(session));
    case 'tokens_list':
      return void queryClient.prefetchQuery(tokensListQuery());
    case 'spl_today_activities':
      return void queryClient.prefetchQuery(splTodayActivitiesQuery(today()));
    case 'spl_expired_activities':
      return void queryClient.prefetchQuery(splExpiredActivitiesQuery(today()));
    default:
      // The USR unread correspondence pages through an infinite query: it starts on render.
      return;
  }
}
