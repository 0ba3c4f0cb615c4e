import { ordersMessage } from '../messages/it-IT/orders.ts';
import { ORDER_URGENT_PRIORITY } from './constants.ts';
import type { OrderChipTone, Order } from './types.ts';

/** A label of an order in the agenda. */
export interface OrderAgendaLabel {
  key: 'urgent' | 'suspended';
  label: string;
  tone: OrderChipTone;
}

/** Whether an order is listed in the agenda: only status OPEN (002 §4.6). */
export function isOrderInAgenda(order: Pick<Order, 'status'>): boolean {
  return order.status === 'OPEN';
}

/**
 * The labels of an order in the agenda (002 §4.6 "Priority 2 shows 'Urgente', suspended shows
 * 'Sospeso'"), urgent first. Tones are ours: urgent is an error tone as a call to act, suspended
 * a warning.
 */
export function orderAgendaLabels(
  order: Pick<Order, 'priority' | 'isSuspended'>,
): OrderAgendaLabel[] {
  const labels: OrderAgendaLabel[] = [];
  if (order.priority === ORDER_URGENT_PRIORITY) {
    labels.push({ key: 'urgent', label: ordersMessage('orders.agenda.urgent'), tone: 'error' });
  }
  if (order.isSuspended) {
    labels.push({
      key: 'suspended',
      label: ordersMessage('orders.agenda.suspended'),
      tone: 'warning',
    });
  }
  return labels;
}
