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
  TicketAttachment,
  TicketRequester,
  TicketStatus,
} from './types.ts';
export {
  ticketPriorityLabel,
  ticketRequesterLabel,
  ticketStatusLabel,
  ticketStatusName,
} from './ticketStatus.ts';
export { TICKET_DASHBOARD_VIEWS } from './ticketViews.ts';
export type { TicketView, TicketViewId } from './ticketViews.ts';
export {
  sortTicketsForWidget,
  ticketListQuery,
  ticketWidgetListQuery,
  ticketWidgetVariant,
} from './ticketList.ts';
export type { TicketWidgetVariant } from './ticketList.ts';
export { TICKET_PRIORITIES, TICKET_STATUS, TICKET_STATUSES } from './ticketValues.ts';
export { ticketCode } from './ticketCode.ts';
export { requesterTicketNotice } from './ticketNotice.ts';
export type { TicketNotice, TicketNoticeChanges, TicketNoticeParties } from './ticketNotice.ts';
export { ticketLifecycleMachine, ticketLifecycleState } from './ticketLifecycle.machine.ts';
export type { TicketLifecycleContext, TicketLifecycleState } from './ticketLifecycle.machine.ts';
export type {
  TicketEmployeeId,
  TicketEventType,
  TicketFacts,
  TicketLifecycleRecord,
  TicketTransitionEvent,
} from './ticketLifecycleTypes.ts';
export { TICKET_UPDATE_PERMISSION } from './ticketLifecycleGuards.ts';
export {
  TICKET_ACTION_IDS,
  TICKET_CREATE_ORDER_EVENT,
  applyTicketTransition,
  ticketActions,
} from './ticketActions.ts';
export {
  TICKET_ORDER_PERMISSION,
  orderPrefillFromTicket,
  ticketOrderRefusal,
} from './ticketOrder.ts';
export type { OrderPrefillFromTicket, TicketOrderSource } from './ticketOrder.ts';
export { ticketAttachmentRefusal } from './ticketAttachment.ts';
export { ticketHistoryActionLabel, ticketHistoryFieldLabel } from './ticketHistoryLabels.ts';
export type { TicketAction, TicketActionId } from './ticketActions.ts';
export {
  TICKET_FORM_LABELS,
  TICKET_FORM_REQUIRED_FIELDS,
  TICKET_PRIORITY_OPTIONS,
  TICKET_VISIBILITIES,
  TICKET_VISIBILITY_OPTIONS,
  validateTicketForm,
} from './ticketForm.ts';
export type {
  TicketFormField,
  TicketFormValidation,
  TicketFormValues,
  TicketVisibility,
} from './ticketForm.ts';
