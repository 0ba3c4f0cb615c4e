import type {
  OrderCategory,
  OrderCategoryCode,
  OrderStatus,
  OrderStatusCode,
  OrderType,
} from './types.ts';
import { ORDER_STATUSES } from './types.ts';

/** Dashboard category codes: 1 = ODS, 2 = ODP (000 §3, 001 §3). */
export const ORDER_CATEGORY_CODES = { ODS: 1, ODP: 2 } as const satisfies Record<
  OrderCategory,
  OrderCategoryCode
>;

/**
 * Dashboard status codes: 2 open, 3 closed (000 §3, 001 §3). The spec gives no code for DRAFT or
 * VALIDATION, so they have none here.
 */
export const ORDER_STATUS_CODES = { OPEN: 2, CLOSE: 3 } as const satisfies Partial<
  Record<OrderStatus, OrderStatusCode>
>;

/** The category of a dashboard code (1 → ODS, 2 → ODP); undefined for any other number. */
export function orderCategoryFromCode(code: number): OrderCategory | undefined {
  if (code === ORDER_CATEGORY_CODES.ODS) return 'ODS';
  if (code === ORDER_CATEGORY_CODES.ODP) return 'ODP';
  return undefined;
}

/** The status of a dashboard code (2 → OPEN, 3 → CLOSE); undefined for any other number. */
export function orderStatusFromCode(code: number): OrderStatus | undefined {
  if (code === ORDER_STATUS_CODES.OPEN) return 'OPEN';
  if (code === ORDER_STATUS_CODES.CLOSE) return 'CLOSE';
  return undefined;
}

/**
 * An order status read from the wire, whatever its case ("close and validation" appear in
 * lower case in some views, 001 §3, 002 §3.4); undefined for an unknown value.
 */
export function parseOrderStatus(value: string | null | undefined): OrderStatus | undefined {
  const upperCase = value?.trim().toUpperCase();
  return ORDER_STATUSES.find((status) => status === upperCase);
}

/** The `{orderType}` route segment of a category: ODS → service, ODP → contracts (001 §4.8). */
export function orderTypeOfCategory(category: OrderCategory | OrderCategoryCode): OrderType {
  return category === 'ODP' || category === ORDER_CATEGORY_CODES.ODP ? 'contracts' : 'service';
}

/** The category of an `{orderType}` route segment: service → ODS, contracts → ODP. */
export function orderCategoryOfType(orderType: OrderType): OrderCategory {
  return orderType === 'contracts' ? 'ODP' : 'ODS';
}

/** The status name of a status that may be a dashboard code. */
export function normalizeOrderStatus(
  status: OrderStatus | OrderStatusCode,
): OrderStatus | undefined {
  return typeof status === 'number' ? orderStatusFromCode(status) : status;
}
