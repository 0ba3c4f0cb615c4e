/**
 * A ticket becomes a service order ('Crea ordine', DECISIONS.md "Ticket lifecycle" 9): who may
 * and when, and what the order form starts with. The web enables the action and prefills the
 * order form with these; the gateway asks the same refusal before it creates an order that names
 * the ticket (`_ticket`, 001 §3 Order), so a button the web enables is a creation it accepts.
 */
import { ticketLifecycleMessage } from '../messages/it-IT/ticketLifecycle.ts';
import { holdsPermission, refusal } from '../orders/transitions.ts';
import type { TransitionActor, TransitionRefusal } from '../orders/transitions.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import { ticketLifecycleState } from './ticketLifecycle.machine.ts';
import type { TicketLifecycleRecord } from './ticketLifecycleTypes.ts';

/**
 * The permission 'Crea ordine' needs: the organisation's creation of orders (001 §6 "Path-based
 * checks are used for … ORG/OPR/orders"; APP_NEW, as the route /ORG/OPR/orders/:type/new).
 */
export const TICKET_ORDER_PERMISSION: PermissionRequirement = {
  application: 'ORG_OPR_ORDERS',
  functionality: 'APP_NEW',
};

/**
 * Why this actor may not turn this ticket into an order now, or undefined when it may: not
 * yours (FORBIDDEN: not the organisation, or no order-create permission), not now (CONFLICT: a
 * closed ticket is solved; reopen it first). An open or working ticket may be converted, more
 * than once (one request can need two suppliers).
 */
export function ticketOrderRefusal(
  ticket: Pick<TicketLifecycleRecord, 'status'>,
  actor: TransitionActor,
): TransitionRefusal | undefined {
  if (roleTypeOf(actor.role) !== 'ORG') {
    return refusal('FORBIDDEN', ticketLifecycleMessage('tickets.refusal.organisationOnly'));
  }
  if (!holdsPermission(actor, TICKET_ORDER_PERMISSION)) {
    return refusal('FORBIDDEN', ticketLifecycleMessage('tickets.refusal.orderNotPermitted'));
  }
  if (ticketLifecycleState(ticket) === 'closed') {
    return refusal('CONFLICT', ticketLifecycleMessage('tickets.refusal.orderOnClosed'));
  }
  return undefined;
}

/** What {@link orderPrefillFromTicket} reads of a ticket. */
export interface TicketOrderSource {
  id: string | number;
  object?: string | null;
  description?: string | null;
  _building?: string | number | null;
}

/** The order form's first values for an order made from a ticket. */
export interface OrderPrefillFromTicket {
  object: string;
  description: string;
  /** The ticket's building, as the order form's building id; null when the ticket has none. */
  _building: string | null;
  /** The ticket the order is made from (001 §3 Order `_ticket`). */
  _ticket: string;
}

/**
 * The order form's first values from a ticket (001 §3: an order has `_ticket`): the same
 * building, object and description, and the ticket it comes from. Everything else (supplier,
 * dates, priority) is the organisation's choice on the form.
 */
export function orderPrefillFromTicket(ticket: TicketOrderSource): OrderPrefillFromTicket {
  return {
    object: ticket.object ?? '',
    description: ticket.description ?? '',
    _building: ticket._building == null ? null : String(ticket._building),
    _ticket: String(ticket.id),
  };
}
