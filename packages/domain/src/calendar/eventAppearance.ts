import { DEFAULT_EVENT_COLOR } from '../constants/constants.ts';
import { isOrderInAgenda, orderAgendaLabels } from '../orders/agenda.ts';
import type { OrderAgendaLabel } from '../orders/agenda.ts';
import type { OrderStatus } from '../orders/types.ts';
import type { CalendarEmployee, CalendarEvent } from './types.ts';

function ownerEntry(
  event: Pick<CalendarEvent, '_employee'>,
  colleagues: readonly Pick<CalendarEmployee, '_employee' | 'color' | 'enabled'>[],
) {
  if (event._employee == null) return undefined;
  const owner = String(event._employee);
  return colleagues.find((entry) => String(entry._employee) === owner);
}

/**
 * The colour an event is drawn in: the colour of its owner's calendar entry (002 §3.3: each
 * colleague entry, one's own included, has one of the 12 colours of 002 §9); for an owner without
 * an entry, the event's own colour; otherwise the default blue #448aff (001 §9, 002 §9). The entry
 * wins over the event's colour so that all of a colleague's events share the colour chosen for
 * them, as the colleague list shows it.
 */
export function calendarEventColor(
  event: Pick<CalendarEvent, '_employee' | 'color'>,
  colleagues: readonly Pick<CalendarEmployee, '_employee' | 'color' | 'enabled'>[] = [],
): string {
  const entryColor = ownerEntry(event, colleagues)?.color;
  if (entryColor != null && entryColor.trim() !== '') return entryColor;
  if (event.color != null && event.color.trim() !== '') return event.color;
  return DEFAULT_EVENT_COLOR;
}

/**
 * The events shown: a colleague's events are hidden while their entry is switched off (002 §3.3
 * `enabled`; issue "toggling a colleague shows or hides their events"). Events of owners without an
 * entry are shown.
 */
export function visibleCalendarEvents<Event extends Pick<CalendarEvent, '_employee'>>(
  events: readonly Event[],
  colleagues: readonly Pick<CalendarEmployee, '_employee' | 'color' | 'enabled'>[],
): Event[] {
  const hidden = new Set(
    colleagues.filter((entry) => !entry.enabled).map((entry) => String(entry._employee)),
  );
  if (hidden.size === 0) return [...events];
  return events.filter((event) => event._employee == null || !hidden.has(String(event._employee)));
}

/**
 * The labels of an event linked to an order (002 §4.6 "Orders in the agenda: only status OPEN.
 * Priority 2 shows 'Urgente', suspended shows 'Sospeso'"), read from the expanded order
 * (org_orders). Only an OPEN order is in the agenda: the event of a draft, closed or validating
 * order is an ordinary event, without labels (the user's own event stays where they put it). An
 * event without an order, whose order the caller cannot read, or whose order carries neither
 * field, has none.
 */
export function calendarEventOrderLabels(
  event: Pick<CalendarEvent, 'org_orders'>,
): OrderAgendaLabel[] {
  const order = event.org_orders;
  if (order == null) return [];
  // The range read embeds the status; an order embedded without it (older callers) keeps its labels.
  if (order['status'] !== undefined && !isOrderInAgenda({ status: order['status'] as OrderStatus }))
    return [];
  const priority = order['priority'];
  return orderAgendaLabels({
    priority: typeof priority === 'number' ? priority : null,
    isSuspended: order['isSuspended'] === true,
  });
}
