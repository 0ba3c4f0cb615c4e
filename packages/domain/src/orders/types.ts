/**
 * Order entities as the spec describes them (001 §3 Order, 002 §3.4, 000 §3 Watch records).
 * Field names follow the wire shape so that api-client and the gateway use them unchanged.
 */

/** An id as it arrives on the wire; the spec never says whether ids are numbers or strings. */
export type OrderEntityId = string | number;

/**
 * A date as it arrives on the wire or as the app holds it: an ISO string, a `Date` or a timestamp.
 * Rules read it with dayjs in the local time zone of the runtime.
 */
export type DateValue = string | number | Date;

/**
 * Order status (001 §3 "DRAFT, OPEN, and in other views close and validation"; 002 §3.4 "open,
 * close, validation"). The upper-case spelling is the canonical one here; `parseOrderStatus`
 * reads the lower-case spelling some views use.
 */
export type OrderStatus = 'DRAFT' | 'OPEN' | 'CLOSE' | 'VALIDATION';

/** Every order status, in rank order: draft ranks below open (001 §4.1), closing follows. */
export const ORDER_STATUSES = [
  'DRAFT',
  'OPEN',
  'CLOSE',
  'VALIDATION',
] as const satisfies readonly OrderStatus[];

/** Each order status by name, for the apps to compare with (`order.status === ORDER_STATUS.DRAFT`). */
export const ORDER_STATUS = {
  DRAFT: 'DRAFT',
  OPEN: 'OPEN',
  CLOSE: 'CLOSE',
  VALIDATION: 'VALIDATION',
} as const satisfies { [Status in OrderStatus]: Status };

/** Order category: ODS a single service order, ODP a repeated order or contract (001 §3). */
export type OrderCategory = 'ODS' | 'ODP';

/** Every order category. */
export const ORDER_CATEGORIES = ['ODS', 'ODP'] as const satisfies readonly OrderCategory[];

/** Numeric category of the dashboard watch records: 1 = ODS, 2 = ODP (000 §3, 001 §3). */
export type OrderCategoryCode = 1 | 2;

/** Numeric status of the dashboard watch records: 2 open, 3 closed (000 §3, 001 §3). */
export type OrderStatusCode = 2 | 3;

/** The `{orderType}` segment of the order routes: service or contracts (001 §2.2). */
export type OrderType = 'service' | 'contracts';

/** The three role types that have order screens (001 §2.6 "Order-detail guard (all three roles)"). */
export type OrderRoleType = 'ORG' | 'SPL' | 'USR';

/** The tone of a chip, shared with the UI's chip variants. */
export type OrderChipTone = 'success' | 'warning' | 'error' | 'info' | 'default';

/** A building as embedded in an order (002 §3.4 org_buildings). */
export interface OrderBuildingSummary {
  id: OrderEntityId;
  name: string;
}

/** A supplier as embedded in an order (002 §3.4 org_suppliers, §3.10 name1/name2). */
export interface OrderSupplierSummary {
  id: OrderEntityId;
  name1: string;
  name2?: string | null;
}

/**
 * An order (001 §3, 002 §3.4). Flags the server may omit are optional; a missing flag counts as
 * false and a missing date as none.
 */
export interface Order {
  id: OrderEntityId;
  status: OrderStatus;
  code?: string | null;
  object?: string | null;
  description?: string | null;
  dateOrder?: DateValue | null;
  validFrom?: DateValue | null;
  validTo?: DateValue | null;
  _building?: OrderEntityId | null;
  _supplier?: OrderEntityId | null;
  _employee?: OrderEntityId | null;
  category: OrderCategory;
  /** 2 means urgent (002 §4.6 "Priority 2 shows 'Urgente'"). */
  priority?: number | null;
  isRead?: boolean;
  isAccepted?: boolean;
  isPlanned?: boolean;
  estimatedJobEndDate?: DateValue | null;
  isPending?: boolean;
  isSuspended?: boolean;
  isPartial?: boolean;
  isRejected?: boolean;
  isForcedClose?: boolean;
  /** The price the supplier asks on closing; not null means the closed order awaits validation. */
  askedPrice?: number | string | null;
  notifyDoorkeeper?: boolean;
  /** The supplier's internal note (002 §6). */
  noteSpl?: string | null;
  /** The organisation's internal note (002 §6). */
  noteOrg?: string | null;
  createdAt?: DateValue | null;
  org_buildings?: OrderBuildingSummary | null;
  org_suppliers?: OrderSupplierSummary | null;
  org_employees?: { fullname: string } | null;
}

/**
 * An order as the dashboard watchers read it (000 §3 Watch records): numeric category and status
 * codes, or the status names of the order screens — both are accepted.
 */
export interface OrderWatchRecord {
  category?: OrderCategory | OrderCategoryCode;
  status: OrderStatus | OrderStatusCode;
  validTo?: DateValue | null;
  askedPrice?: number | string | null;
  isAccepted?: boolean;
  isPlanned?: boolean;
  isPending?: boolean;
}
