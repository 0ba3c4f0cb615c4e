export {
  ASSIGNED_TICKET_STATUSES,
  TICKET_LIST_OFFSET,
  TICKET_LIST_ORDER,
  TICKET_WIDGET_ORDER,
} from './constants.ts';
export type {
  Ticket,
  TicketCriteria,
  TicketListQuery,
  TicketOrderItem,
  TicketPriority,
  TicketRequester,
  TicketStatus,
} from './types.ts';
export {
  isAssignedTicket,
  ticketPriorityLabel,
  ticketRequesterLabel,
  ticketStatusLabel,
  ticketStatusName,
} from './ticketStatus.ts';
export { TICKET_DASHBOARD_VIEWS, TICKET_WATCHERS } from './ticketViews.ts';
export type { TicketView, TicketViewId } from './ticketViews.ts';
export {
  sortTicketsForWidget,
  ticketListQuery,
  ticketWidgetListQuery,
  ticketWidgetVariant,
} from './ticketList.ts';
export type { TicketWidgetVariant } from './ticketList.ts';
export { TICKET_PRIORITIES, TICKET_STATUSES } from './ticketValues.ts';
