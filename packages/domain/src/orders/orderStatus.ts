/**
 * The name of an order's status (001 §3 "Order status values seen: DRAFT, OPEN, and in other
 * views close and validation"). The spec names the values, not their Italian names: ours, the
 * draft's matching the draft chip ('Bozza', 002 §4.1), validation's matching 'In validazione'.
 */
import { ordersMessage, type ordersMessages } from '../messages/it-IT/orders.ts';
import { parseOrderStatus } from './codes.ts';
import type { OrderChipTone, OrderStatus } from './types.ts';

const STATUS_MESSAGES = {
  DRAFT: 'orders.status.draft',
  OPEN: 'orders.status.open',
  CLOSE: 'orders.status.close',
  VALIDATION: 'orders.status.validation',
} as const satisfies Record<OrderStatus, keyof typeof ordersMessages>;

/**
 * Tones are ours, as the chips' are: a draft is neutral, an open order is work in progress, a
 * closed one is done, one in validation waits for someone.
 */
const STATUS_TONES = {
  DRAFT: 'default',
  OPEN: 'info',
  CLOSE: 'success',
  VALIDATION: 'warning',
} as const satisfies Record<OrderStatus, OrderChipTone>;

/** The status of an order as a chip shows it: its Italian name and its tone. */
export interface OrderStatusChip {
  label: string;
  tone: OrderChipTone;
}

/** The Italian name of an order status: 'Bozza', 'Aperto', 'Chiuso', 'In validazione'. */
export function orderStatusLabel(status: OrderStatus): string {
  return ordersMessage(STATUS_MESSAGES[status]);
}

/**
 * The chip of an order's status as the gateway sends it (either spelling, 001 §3), or undefined
 * for a value that is no order status.
 */
export function orderStatusChip(value: string | null | undefined): OrderStatusChip | undefined {
  const status = parseOrderStatus(value);
  return status ? { label: orderStatusLabel(status), tone: STATUS_TONES[status] } : undefined;
}
