/**
 * Who adds files to an order, and when (DECISIONS.md "Order files"; 002 §5.3 "multiple files are
 * allowed"). The web shows or hides the order's upload zone with this answer and its reason; the
 * gateway asks the same before it stores a file, after it has checked that the caller reads the
 * order (the orders' tenant rule: else 404).
 */
import { orderLifecycleMessage } from '../messages/it-IT/orderLifecycle.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import { orderLifecycleState, orderRoleRequirement } from './orderLifecycleGuards.ts';
import type { OrderLifecycleRecord } from './orderLifecycleGuards.ts';
import { holdsPermission, permissionRefusal, refusal } from './transitions.ts';
import type { TransitionActor, TransitionRefusal } from './transitions.ts';

/**
 * Why this actor may not add a file to this order now, or undefined when it may: the order's two
 * sides — the organisation with ORG_OPR_ORDERS APP_UPDATE, the supplier with SPL_OPR_ORDERS
 * APP_UPDATE, the permissions they act on an order with — add files to a draft, an open order or
 * one awaiting validation; a closed order is final, so nobody adds to it (CONFLICT); a resident or
 * the back office never, nor a side without its permission (FORBIDDEN). Whether the actor reads
 * this order at all (a supplier never reads a draft, nor another supplier's order) is the
 * gateway's 404.
 */
export function orderAttachmentRefusal(
  order: Pick<OrderLifecycleRecord, 'status' | 'askedPrice'>,
  actor: TransitionActor,
): TransitionRefusal | undefined {
  const requirement = orderRoleRequirement(roleTypeOf(actor.role));
  if (!requirement) {
    return refusal('FORBIDDEN', orderLifecycleMessage('orders.refusal.attachmentNotAllowed'));
  }
  if (!holdsPermission(actor, requirement)) return permissionRefusal(actor, requirement);
  if (orderLifecycleState(order) === 'closed') {
    return refusal('CONFLICT', orderLifecycleMessage('orders.refusal.attachmentOnClosed'));
  }
  return undefined;
}

/**
 * Whether a file added to a ticket after it became this order reaches the order too
 * (DECISIONS.md "Order files" 4): every order made from the ticket that still takes files — a
 * draft, an open order, one awaiting validation — gets its own copy of the file; a closed order
 * is final (as for an upload, rule 1) and the file stays on the ticket alone.
 */
export function orderTakesLaterTicketFiles(
  order: Pick<OrderLifecycleRecord, 'status' | 'askedPrice'>,
): boolean {
  return orderLifecycleState(order) !== 'closed';
}
