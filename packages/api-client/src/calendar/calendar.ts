import type {
  CalendarEmployee,
  CalendarEvent,
  CalendarItemStatus,
  EventPayload,
  RecordVersion,
  Reminder,
} from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getData } from '../http/get.ts';
import { dataFamily, signalOnly, type DataFamily, type EntityId } from '../http/resource.ts';
import { unwrapDataOne } from '../http/shapes.ts';

/**
 * Planning an order from the calendar (002 §4.3 acceptOrder, 'Pianifica ordine'): the event the
 * dialog made, linked to the order (`_order`), and the order's version as the dialog read it.
 */
export interface PlanOrderRequest {
  event: EventPayload & { _order: EntityId };
  /** The order's `updatedAt` as read: another one is refused (409 STALE_RECORD). */
  version: RecordVersion;
}

/**
 * Calendar events, reminders and the colleague list (002 §2.1, §3). The spec does not show these
 * calls (002 §7.1 "create, update, delete and toggle calls: not shown"); the paths are ours:
 * `calendar` (events), `reminders`, `calendar-employees`.
 */
/**
 * The changes of an event or reminder, with the version (`updatedAt`) it was read at: a save
 * based on another version is refused (409 STALE_RECORD), never silently overwriting a change.
 */
export type CalendarItemUpdate = Partial<EventPayload> & { version: RecordVersion };

export interface CalendarApi {
  events: DataFamily<CalendarEvent, EventPayload, CalendarItemUpdate>;
  reminders: DataFamily<Reminder, EventPayload, CalendarItemUpdate> & {
    /** Marks a reminder done or not done (`PATCH reminders/{id}` with `{ status, version }`). */
    toggle(
      id: EntityId,
      status: CalendarItemStatus,
      version: RecordVersion,
      options?: CallOptions,
    ): Promise<Reminder>;
  };
  /** Added with `{ _employee, color }`; edited with `{ color }` or `{ enabled }` (002 §3.3). */
  colleagues: DataFamily<
    CalendarEmployee,
    Pick<CalendarEmployee, '_employee' | 'color'>,
    Partial<Pick<CalendarEmployee, 'color' | 'enabled'>>
  >;
  /**
   * The caller's own calendar entry (`GET calendar-owner`): its employee id, name and colour, so
   * that the calendar knows which events are its own (002 §6) and lists its own entry first
   * (002 §3.3). Our path: the spec shows no call for it.
   */
  owner(options?: CallOptions): Promise<CalendarEmployee>;
  /**
   * `POST calendar/plan-order` (our path): plans the order (its expected end date is the event's
   * end day) and creates the event, in one transaction; answers the event. Refusals as the
   * order's transitions: 403, 409 STALE_RECORD, 409 CONFLICT, 400 VALIDATION_FAILED.
   */
  planOrder(request: PlanOrderRequest, options?: CallOptions): Promise<CalendarEvent>;
  /**
   * The events of a range (`{ from, to }`, ISO instants) or one event (`{ id }`) as an iCalendar
   * file's text (`GET calendar-export`, `GET calendar-export/{id}`; our paths).
   */
  exportICalendar(
    what: { from: string; to: string } | { id: EntityId },
    options?: CallOptions,
  ): Promise<string>;
}

export function createCalendarApi(http: HttpClient): CalendarApi {
  const reminders = dataFamily<Reminder, EventPayload, CalendarItemUpdate>(http, 'reminders');
  return {
    events: dataFamily<CalendarEvent, EventPayload, CalendarItemUpdate>(http, 'calendar'),
    reminders: {
      ...reminders,
      toggle: (id, status, version, options) => reminders.update(id, { status, version }, options),
    },
    colleagues: dataFamily<
      CalendarEmployee,
      Pick<CalendarEmployee, '_employee' | 'color'>,
      Partial<Pick<CalendarEmployee, 'color' | 'enabled'>>
    >(http, 'calendar-employees'),
    owner: (options) => getData<CalendarEmployee>(http, 'calendar-owner', options),
    async planOrder({ event, version }, options) {
      const path = 'calendar/plan-order';
      const body = await http.request({
        method: 'POST',
        path,
        body: { ...event, version },
        ...signalOnly(options),
      });
      return unwrapDataOne<CalendarEvent>(body, { method: 'POST', path });
    },
    exportICalendar: (what, options) =>
      http.request<string>({
        ...options,
        method: 'GET',
        path:
          'id' in what
            ? `calendar-export/${encodeURIComponent(String(what.id))}`
            : 'calendar-export',
        ...('id' in what ? {} : { query: { from: what.from, to: what.to } }),
        responseType: 'text',
        accept: 'text/calendar',
      }),
  };
}
