import type { TicketOrderItem, TicketStatus } from './types.ts';

/**
 * The statuses of a ticket still being handled (001 §4.3: "Assigned tickets are those OPEN or
 * WORKING"). The same set is the widget's "open view" (002 §7.6).
 */
export const ASSIGNED_TICKET_STATUSES = [
  'OPEN',
  'WORKING',
] as const satisfies readonly TicketStatus[];

/** The first page of the tickets list (001 §7: "offset (0)"). */
export const TICKET_LIST_OFFSET = 0;

/** The tickets list order (001 §7: "order by createdAt descending"). */
export const TICKET_LIST_ORDER: readonly TicketOrderItem[] = [['createdAt', 'DESC']];

/** The ticket widget order (002 §7.6: "order dateTicket descending then priority descending"). */
export const TICKET_WIDGET_ORDER: readonly TicketOrderItem[] = [
  ['dateTicket', 'DESC'],
  ['priority', 'DESC'],
];
