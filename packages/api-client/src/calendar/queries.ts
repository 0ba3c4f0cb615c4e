import type { CalendarEvent, CalendarItemStatus, Criteria } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  dataPageQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
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
    ({ id, status }: { id: EntityId; status: CalendarItemStatus }) =>
      client.calendar.reminders.toggle(id, status),
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
