import type { TicketPriority, TicketStatus } from './types.ts';

/** Every ticket status (001 §4.3 OPEN, WORKING; CLOSED ours, see TicketStatus). */
export const TICKET_STATUSES = [
  'OPEN',
  'WORKING',
  'CLOSED',
] as const satisfies readonly TicketStatus[];

/** Each ticket status by name, for the apps to compare with (`ticket.status === TICKET_STATUS.CLOSED`). */
export const TICKET_STATUS = {
  OPEN: 'OPEN',
  WORKING: 'WORKING',
  CLOSED: 'CLOSED',
} as const satisfies { [Status in TicketStatus]: Status };

/** Every ticket priority (001 §4.3 URGENT; NORMAL ours, see TicketPriority). */
export const TICKET_PRIORITIES = ['NORMAL', 'URGENT'] as const satisfies readonly TicketPriority[];
