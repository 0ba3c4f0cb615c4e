import type {
  CalendarEvent,
  CalendarItemStatus,
  Criteria,
  RecordVersion,
} from '@portineria/domain';
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient.ts';
import type { PlanOrderRequest } from './calendar.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import { queryKeys } from '../queryKeys.ts';
import {
  countQueryOptions,
  dataPageQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  readQueryOptions,
  recordQueryOptions,
  writeMutationOptions,
} from '../http/queryOptions.ts';

export const getCalendarEventsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'calendar', client.calendar.events, query);
export const getCalendarEventQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'calendar', client.calendar.events, id);
export const countCalendarEventsQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.calendar.events, criteria);
/** create / update / remove of events; orders refresh too (planning an order, 002 §4.3). */
export const calendarEventMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'calendar', client.calendar.events, ['orders']);

/**
 * Plans an order from the calendar and creates its event in one call (002 §4.3 'Pianifica
 * ordine'): the calendar, the orders and their lists refresh.
 */
export const planOrderMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'calendar',
    'planOrder',
    (request: PlanOrderRequest) => client.calendar.planOrder(request),
    ['orders', 'contracts'],
  );

export const getRemindersQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'reminders', client.calendar.reminders, query);
export const getReminderQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'reminders', client.calendar.reminders, id);
export const reminderMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'reminders', client.calendar.reminders, ['calendar']);
/** Marks a reminder done / not done. */
export const toggleReminderMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'reminders',
    'toggle',
    ({
      id,
      status,
      version,
    }: {
      id: EntityId;
      status: CalendarItemStatus;
      version: RecordVersion;
    }) => client.calendar.reminders.toggle(id, status, version),
    [],
  );

export const getCalendarColleaguesQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'colleagues', client.calendar.colleagues, query);
export const calendarColleagueMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'colleagues', client.calendar.colleagues, ['calendar']);

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of calendar with the number that match (a list screen). */
export const getCalendarEventsPageQueryOptions = <Row = CalendarEvent>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'calendar', client.calendar.events, query);
/** One record of calendar by id, with the related records named in `include` embedded. */
export const getCalendarEventRecordQueryOptions = <Row = CalendarEvent>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'calendar', client.calendar.events, id, include);

/** The bounds of a calendar range read: ISO instants, the first and last moment shown. */
export interface CalendarRangeParams {
  from: string;
  to: string;
}

/** The server's page limit, which a view's range read asks for in full. */
const RANGE_LIMIT = 1000;

/**
 * The events a calendar view shows (002 §2.1): those that start before the range ends and end
 * after it starts (`startDate ≤ to and endDate ≥ from`), so that events crossing its edges count,
 * in start order, with their owner for the owner's colour.
 */
export const getCalendarRangeQueryOptions = (
  client: ApiClient,
  { from, to }: CalendarRangeParams,
) =>
  getCalendarEventsQueryOptions(client, {
    where: { startTime: { $lte: to }, endTime: { $gte: from } },
    order: [['startTime', 'ASC']],
    limit: RANGE_LIMIT,
  });

/** The caller's own calendar entry: employee id, name and colour (002 §3.3, §6). */
export const getCalendarOwnerQueryOptions = (client: ApiClient) =>
  readQueryOptions(queryKeys.colleagues.call(client.profileId(), 'owner', {}), (options) =>
    client.calendar.owner(options),
  );

/**
 * Exports a range or one event as iCalendar (.ics): a read the user starts, so a mutation (no
 * cache, nothing invalidated); it resolves with the file's text.
 */
export const exportCalendarMutationOptions = (client: ApiClient) =>
  mutationOptions<string, Error, { from: string; to: string } | { id: EntityId }>({
    mutationKey: ['portineria', 'calendar', 'export'],
    mutationFn: (what) => client.calendar.exportICalendar(what),
  });
