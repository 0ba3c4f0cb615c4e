import { TICKET_LIST_LIMIT, WIDGET_LIST_MAX_ITEMS } from '../constants/constants.ts';
import { ticketsMessage } from '../messages/it-IT/tickets.ts';
import { ASSIGNED_TO_ACTIVE_USER } from '../orders/criteria.ts';
import {
  ASSIGNED_TICKET_STATUSES,
  TICKET_LIST_OFFSET,
  TICKET_LIST_ORDER,
  TICKET_WIDGET_ORDER,
} from './constants.ts';
import type { Ticket, TicketCriteria, TicketListQuery } from './types.ts';

/**
 * The body of the tickets list and count calls (001 §7: "body with where, include, limit (50),
 * offset (0) and order by createdAt descending"), with any part replaced by `overrides`.
 */
export function ticketListQuery(overrides: Partial<TicketListQuery> = {}): TicketListQuery {
  return {
    where: {},
    include: [],
    limit: TICKET_LIST_LIMIT,
    offset: TICKET_LIST_OFFSET,
    order: TICKET_LIST_ORDER,
    ...overrides,
  };
}

/** Which tickets the dashboard ticket widget lists. */
export interface TicketWidgetVariant {
  /** 'own' for profile level 1 (the user's own tickets), 'all' otherwise. */
  variant: 'own' | 'all';
  title: string;
  /** Whether the variant offers an add button; the ticket-creation permission still applies. */
  showAddButton: boolean;
  criteria: TicketCriteria;
}

/**
 * The ticket widget for a profile level (000 §6: "A ticket widget for profile level 1 shows 'I
 * miei ticket aperti' (own tickets, no add button)").
 *
 * Choices (DECISIONS.md, Tickets): the "open view" (002 §7.6) is OPEN or WORKING, the statuses
 * of a ticket still being handled (001 §4.3); "own tickets" are those whose assigned employee is
 * the active user ({@link ASSIGNED_TO_ACTIVE_USER}); the other levels' widget is titled 'Tickets',
 * the name of its category in the component picker (000 §2).
 */
export function ticketWidgetVariant(profileLevel: number): TicketWidgetVariant {
  const openView: TicketCriteria = { status: { $in: ASSIGNED_TICKET_STATUSES } };
  if (profileLevel === 1) {
    return {
      variant: 'own',
      title: ticketsMessage('tickets.widget.ownTitle'),
      showAddButton: false,
      criteria: { ...openView, ...ASSIGNED_TO_ACTIVE_USER },
    };
  }
  return {
    variant: 'all',
    title: ticketsMessage('tickets.widget.title'),
    showAddButton: true,
    criteria: openView,
  };
}

/**
 * The body of the ticket widget's list call (002 §7.6: "tickets: max 5, order dateTicket
 * descending then priority descending, open view"), for a profile level.
 */
export function ticketWidgetListQuery(profileLevel: number): TicketListQuery {
  return ticketListQuery({
    where: ticketWidgetVariant(profileLevel).criteria,
    limit: WIDGET_LIST_MAX_ITEMS,
    order: TICKET_WIDGET_ORDER,
  });
}

/**
 * The tickets of the widget in its order, cut to 5 (002 §7.6: "max 5, order dateTicket
 * descending then priority descending"), for data already loaded (the gateway, previews, tests).
 * A ticket without dateTicket comes last; URGENT ranks above any other priority.
 */
export function sortTicketsForWidget<Item extends Pick<Ticket, 'dateTicket' | 'priority'>>(
  tickets: readonly Item[],
): Item[] {
  return [...tickets]
    .sort(
      (first, second) =>
        timeOf(second.dateTicket) - timeOf(first.dateTicket) ||
        priorityRank(second) - priorityRank(first),
    )
    .slice(0, WIDGET_LIST_MAX_ITEMS);
}

function timeOf(date: string | null | undefined): number {
  const time = date == null ? Number.NaN : Date.parse(date);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function priorityRank(ticket: Pick<Ticket, 'priority'>): number {
  return ticket.priority === 'URGENT' ? 1 : 0;
}
