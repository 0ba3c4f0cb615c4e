/**
 * TanStack Query options of every dashboard widget that loads data (see ./orgWidgets.ts,
 * ./splWidgets.ts, ./usrWidgets.ts). Keys live under the family of the entity the widget shows,
 * with the active profile as their second element, so a write to that family refreshes the widget
 * and a profile switch never shows another profile's data; a widget showing several families
 * names the others in `meta.dependsOn`. Each key's call name is `dashboard:<widget id>`: the
 * items are normalised rows, never to be confused with a family's raw list of the same body.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { ASSIGNED_TO_ME_SOURCES, type AssignedToMeSource } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { EntityId } from '../http/resource.ts';
import { STALE_TIMES, dependsOn, readQueryOptions } from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';
import {
  getActivitiesList,
  getAssignedToMe,
  getDailyEvents,
  getOrdersList,
  getQuotesList,
  getRepeatOrdersList,
  getTicketsList,
  getTokensList,
  type ActivitiesDayParams,
  type AssignedToMeParams,
  type DailyEventsParams,
  type TicketsListParams,
} from './orgWidgets.ts';
import {
  getSplExpiredActivities,
  getSplRequestedQuotes,
  getSplTodayActivities,
} from './splWidgets.ts';
import {
  countUnreadCorrespondence,
  getUnreadCorrespondencePage,
  type UnreadCorrespondenceParams,
} from './usrWidgets.ts';

/** The params of a read that may fill '@activeUser' with an explicit id. */
interface WithActiveUser {
  /** The active user id; default the client's `getActiveUserId()`. */
  activeUserId?: EntityId;
}

/** 'Eventi del calendario' of one day (calendar family). */
export const getDailyEventsQueryOptions = (client: ApiClient, params: DailyEventsParams) =>
  readQueryOptions(
    queryKeys.calendar.call(client.profileId(), 'dashboard:daily_events', { day: params.day }),
    (options) => getDailyEvents(client, params, options),
  );

/**
 * 'Assegnati a me' from the given sources (tickets family; orders, contracts and claims writes
 * refresh it too). The sources are part of the key in the catalogue's order, so a role that gains
 * or loses a source never reads the other list.
 */
export const getAssignedToMeQueryOptions = (
  client: ApiClient,
  params: AssignedToMeParams & WithActiveUser,
) => {
  const sources: AssignedToMeSource[] = ASSIGNED_TO_ME_SOURCES.filter((source) =>
    params.sources.includes(source),
  );
  return readQueryOptions(
    queryKeys.tickets.call(client.profileId(), 'dashboard:assigned_to_me', { sources }),
    (options) =>
      getAssignedToMe(client, { sources }, { ...options, activeUserId: params.activeUserId }),
    { meta: dependsOn('orders', 'contracts', 'claims') },
  );
};

/** The tickets list widget for a profile level (tickets family). */
export const getTicketsListQueryOptions = (
  client: ApiClient,
  params: TicketsListParams & WithActiveUser,
) =>
  readQueryOptions(
    queryKeys.tickets.call(client.profileId(), 'dashboard:tickets_list', {
      profileLevel: params.profileLevel,
    }),
    (options) =>
      getTicketsList(
        client,
        { profileLevel: params.profileLevel },
        { ...options, activeUserId: params.activeUserId },
      ),
  );

/** The open service orders list (orders family). */
export const getOrdersListQueryOptions = (client: ApiClient) =>
  readQueryOptions(queryKeys.orders.call(client.profileId(), 'dashboard:orders_list'), (options) =>
    getOrdersList(client, options),
  );

/** The repeated active orders list (contracts family; an orders write refreshes it too). */
export const getRepeatOrdersListQueryOptions = (client: ApiClient) =>
  readQueryOptions(
    queryKeys.contracts.call(client.profileId(), 'dashboard:repeat_orders_list'),
    (options) => getRepeatOrdersList(client, options),
    { meta: dependsOn('orders') },
  );

/**
 * The ORG activities of a day (activities family; the activities hang on open orders, so an
 * order write refreshes it too).
 */
export const getActivitiesListQueryOptions = (client: ApiClient, params: ActivitiesDayParams) =>
  readQueryOptions(
    queryKeys.activities.call(client.profileId(), 'dashboard:activities_list', {
      day: params.day,
    }),
    (options) => getActivitiesList(client, params, options),
    { meta: dependsOn('orders', 'contracts') },
  );

/** The quotes list (quotes family). */
export const getQuotesListQueryOptions = (client: ApiClient) =>
  readQueryOptions(queryKeys.quotes.call(client.profileId(), 'dashboard:quotes_list'), (options) =>
    getQuotesList(client, options),
  );

/** The tokens to verify (tokens family). */
export const getTokensListQueryOptions = (client: ApiClient) =>
  readQueryOptions(queryKeys.tokens.call(client.profileId(), 'dashboard:tokens_list'), (options) =>
    getTokensList(client, options),
  );

/** 'Attività pianificate' of the SPL dashboard (activities family). */
export const getSplTodayActivitiesQueryOptions = (client: ApiClient, params: ActivitiesDayParams) =>
  readQueryOptions(
    queryKeys.activities.call(client.profileId(), 'dashboard:spl_today_activities', {
      day: params.day,
    }),
    (options) => getSplTodayActivities(client, params, options),
    { meta: dependsOn('orders', 'contracts', 'tasks') },
  );

/** The SPL expired activities as of a day (activities family). */
export const getSplExpiredActivitiesQueryOptions = (
  client: ApiClient,
  params: ActivitiesDayParams,
) =>
  readQueryOptions(
    queryKeys.activities.call(client.profileId(), 'dashboard:spl_expired_activities', {
      day: params.day,
    }),
    (options) => getSplExpiredActivities(client, params, options),
    { meta: dependsOn('orders', 'contracts', 'tasks') },
  );

/** 'Preventivi richiesti da fare' (quotes family). */
export const getSplRequestedQuotesQueryOptions = (client: ApiClient) =>
  readQueryOptions(
    queryKeys.quotes.call(client.profileId(), 'dashboard:spl_requested_quotes'),
    (options) => getSplRequestedQuotes(client, options),
  );

/**
 * The USR unread correspondence, 36 per page by `next_offset_key` (communications family), for
 * the selected building when there is one.
 */
export const getUsrUnreadCorrespondenceInfiniteQueryOptions = (
  client: ApiClient,
  params: UnreadCorrespondenceParams,
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.communications.call(
      client.profileId(),
      'dashboard:usr_unread_correspondence',
      {
        product: params.product,
        buildingId: params.buildingId ?? null,
      },
    ),
    queryFn: ({ pageParam, signal }) =>
      getUnreadCorrespondencePage(client, params, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextOffsetKey ?? undefined,
    staleTime: STALE_TIMES.default,
  });

/** The unread correspondence count of the selected building (communications family). */
export const countUsrUnreadCorrespondenceQueryOptions = (
  client: ApiClient,
  params: UnreadCorrespondenceParams,
) =>
  readQueryOptions(
    queryKeys.communications.call(client.profileId(), 'dashboard:usr_unread_correspondence_count', {
      product: params.product,
      buildingId: params.buildingId ?? null,
    }),
    (options) => countUnreadCorrespondence(client, params, options),
  );
