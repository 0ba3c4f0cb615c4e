/**
 * The calendar screens (002 §2.1 /{ROLE}/calendar) list the events as records until the calendar
 * grid is built on this feature (002 §3.1 Calendar event), read through the api-client's
 * calendar queries.
 */
import {
  getCalendarEventRecordQueryOptions,
  getCalendarEventsPageQueryOptions,
} from '@portineria/api-client';
import type { CalendarEvent } from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';
import { presentCalendarStatus } from '../../records/presenters.ts';

const field = fieldsOf<CalendarEvent>();

const object = field.text('object', 'field.object', (event) => event.object);
const startTime = field.dateTime('startTime', 'field.startDate', (event) => event.startTime);
const endTime = field.dateTime('endTime', 'field.endDate', (event) => event.endTime);

export const CALENDAR_EVENTS = defineRecords<CalendarEvent>({
  columns: [object, startTime, endTime],
  sections: [
    section('section.general', [
      object,
      field.multiline('description', 'field.description', (event) => event.description),
      field.custom('status', 'field.status', (event) => presentCalendarStatus(event.status)),
      field.labelled('visibility', 'field.visibility', (event) => event.visibility, {
        0: 'value.event.visibility.public',
        1: 'value.event.visibility.private',
        global: 'value.event.visibility.global',
      }),
      field.color('color', 'field.color', (event) => event.color),
    ]),
    section('section.dates', [
      startTime,
      endTime,
      field.boolean('isAllDay', 'field.isAllDay', (event) => event.isAllDay),
    ]),
  ],
  page: (query) => getCalendarEventsPageQueryOptions(apiClient, query),
  record: (id) => getCalendarEventRecordQueryOptions(apiClient, id),
});
