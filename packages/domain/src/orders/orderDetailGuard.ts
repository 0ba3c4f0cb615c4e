import type { MessageKey } from '../messages/it-IT.ts';
import { commonMessage } from '../messages/it-IT/common.ts';
import { ordersMessage } from '../messages/it-IT/orders.ts';
import type { Order, OrderRoleType, OrderType } from './types.ts';

/** What the order-detail call returned. */
export type OrderDetailResult =
  { kind: 'found'; order: Pick<Order, 'isRead'> } | { kind: 'not-found' } | { kind: 'error' };

/** What the guard decides. */
export type OrderDetailGuardOutcome =
  | {
      kind: 'show';
      /** Send the read confirmation: a supplier opening an order not yet read (001 §2.6). */
      markAsRead: boolean;
    }
  | {
      kind: 'back';
      /** The orders list of the role and order type. */
      to: string;
      messageKey: MessageKey;
      message: string;
    };

/** The input of the guard. */
export interface OrderDetailGuardInput {
  roleType: OrderRoleType;
  orderType: OrderType;
  result: OrderDetailResult;
}

/**
 * The order-detail guard of all three roles (001 §2.6, §8): a found order is shown, and a
 * supplier's unread order is marked as read; otherwise the user goes back to the orders list of
 * that role and type with "Ordine non trovato, oppure eliminato" or, on any other failure,
 * "C'é stato un errore, riprova piú tardi". An order already read is not confirmed again: the
 * confirmation would change nothing.
 */
export function orderDetailGuardOutcome({
  roleType,
  orderType,
  result,
}: OrderDetailGuardInput): OrderDetailGuardOutcome {
  switch (result.kind) {
    case 'found':
      return { kind: 'show', markAsRead: roleType === 'SPL' && !result.order.isRead };
    case 'not-found':
      return back(roleType, orderType, 'orders.guard.notFound', ordersMessage);
    case 'error':
      return back(roleType, orderType, 'common.genericError', commonMessage);
    default:
      // Anything else is a failure too (001 §2.6 "On any failure the user goes back").
      result satisfies never;
      return back(roleType, orderType, 'common.genericError', commonMessage);
  }
}

/** The orders list path of a role and type: `/{ROLE}/OPR/orders/{orderType}` (001 §2.2–2.4). */
export function ordersListPath(roleType: OrderRoleType, orderType: OrderType): string {
  return `/${roleType}/OPR/orders/${orderType}`;
}

/** Back to the list with a message, read through the message function of the key's area. */
function back<Key extends MessageKey>(
  roleType: OrderRoleType,
  orderType: OrderType,
  messageKey: Key,
  areaMessage: (key: Key) => string,
): OrderDetailGuardOutcome {
  return {
    kind: 'back',
    to: ordersListPath(roleType, orderType),
    messageKey,
    message: areaMessage(messageKey),
  };
}
