import { ticketsMessage } from '../messages/it-IT/tickets.ts';
import type { ticketsMessages } from '../messages/it-IT/tickets.ts';

import type { Ticket, TicketStatus } from './types.ts';

/** A key of the tickets area's messages. */
type TicketsMessageKey = keyof typeof ticketsMessages;

const STATUS_NAME_KEYS = {
  OPEN: 'tickets.status.open',
  WORKING: 'tickets.status.working',
  CLOSED: 'tickets.status.closed',
} as const satisfies Record<TicketStatus, TicketsMessageKey>;

/**
 * The name of a ticket status (001 §4.3: "OPEN (shown as "In gestione"), WORKING ("In
 * lavorazione")"), as a status column or filter shows it. CLOSED shows 'Chiuso', ours.
 */
export function ticketStatusName(status: TicketStatus): string {
  return ticketsMessage(STATUS_NAME_KEYS[status]);
}

/**
 * The status label of a ticket in menus and widgets (002 §4.6: "WORKING shows 'In lavorazione'.
 * An open ticket with an assignee shows the employee name; without one it shows 'Da assegnare'").
 *
 * Choices (DECISIONS.md): an open ticket assigned to someone whose name was not expanded
 * falls back to the status name 'In gestione' (001 §4.3) rather than claiming 'Da assegnare'; a
 * closed ticket shows its status name. The priority is a separate label, {@link ticketPriorityLabel}.
 */
export function ticketStatusLabel(
  ticket: Pick<Ticket, 'status' | '_assignTo' | 'org_employees'>,
): string {
  if (ticket.status !== 'OPEN') return ticketStatusName(ticket.status);
  const assigneeName = ticket.org_employees?.fullname?.trim() ?? '';
  if (assigneeName !== '') return assigneeName;
  if (ticket._assignTo == null) return ticketsMessage('tickets.label.unassigned');
  return ticketStatusName(ticket.status);
}

/**
 * The priority label of a ticket (002 §4.6: "URGENT priority shows 'Urgente'"), shown beside the
 * status label; `undefined` for any other priority.
 */
export function ticketPriorityLabel(ticket: Pick<Ticket, 'priority'>): string | undefined {
  return ticket.priority === 'URGENT' ? ticketsMessage('tickets.priority.urgent') : undefined;
}

/**
 * The requester shown for a ticket, or 'Nessun richiedente' without one (002 §8: "ticket without
 * requester: 'Nessun richiedente'"). The name is the contact's fullname, else firstname and
 * lastname, else name1 and name2 (a company contact; 002 §3.8 contact card).
 */
export function ticketRequesterLabel(ticket: Pick<Ticket, 'org_contacts'>): string {
  const contact = ticket.org_contacts;
  const candidates = [
    [contact?.fullname],
    [contact?.firstname, contact?.lastname],
    [contact?.name1, contact?.name2],
  ];
  for (const parts of candidates) {
    const name = parts
      .map((part) => part?.trim() ?? '')
      .filter((part) => part !== '')
      .join(' ');
    if (name !== '') return name;
  }
  return ticketsMessage('tickets.noRequester');
}
