import type {
  ActivityCreationInput,
  Order,
  OrderFormValues,
  OrderTransitionEvent,
  RecordVersion,
} from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { rowsFamily, signalOnly, type EntityId, type RowsFamily } from '../http/resource.ts';
import { unwrapRowsOne, unwrapWritten } from '../http/shapes.ts';
import { RECORD_ATTACHMENTS, type RecordAttachment } from '../records/recordAttachmentInclude.ts';

/** A quote (preventivo) as the quotes list returns it (001 §3, 002 §7.6). */
export interface Quote {
  id: number;
  status?: string | number | null;
  _order?: number | null;
  _building?: number | null;
  _supplier?: number | null;
  amount?: number | string | null;
  updatedAt?: string | null;
  createdAt?: string | null;
  org_buildings?: { id?: number; name?: string | null } | null;
  [field: string]: unknown;
}

/**
 * The include that names an order's relation chips (002 §2.2): `include: ['relations']` on an
 * order read adds {@link OrderRelationNames} as `relations`.
 */
export const ORDER_RELATION_NAMES = 'relations';

/**
 * The include that adds an order's files (domain DECISIONS.md "Order files"): `include:
 * ['attachments']` on an order read adds them, oldest first, as `attachments`.
 */
export const ORDER_ATTACHMENTS = RECORD_ATTACHMENTS;

/** One relation of an order as its chip shows it: the record's id and its name. */
export interface OrderRelationName {
  id: number;
  /** The building's, organisation's, supplier's or employee's name; a ticket's code. */
  name: string | null;
}

/**
 * The names of an order's relation chips (002 §2.2), also of records the role may not read (a
 * supplier's view of the organisation's employee): a key for each relation the role is shown
 * (domain `orderRelationsShown`), null when the order has none. Nothing else of the records.
 */
export interface OrderRelationNames {
  building?: OrderRelationName | null;
  /** The ordering organisation, shown to suppliers only. */
  administrator?: OrderRelationName | null;
  /** Hidden for suppliers. */
  supplier?: OrderRelationName | null;
  employee?: OrderRelationName | null;
  /** Hidden for suppliers. */
  ticket?: OrderRelationName | null;
}

/** An order read with {@link ORDER_RELATION_NAMES} and {@link ORDER_ATTACHMENTS}. */
export interface OrderWithRelationNames {
  relations?: OrderRelationNames;
  /** The order's files, to whoever reads the order. */
  attachments?: readonly RecordAttachment[];
}

/**
 * A new order (`POST orders`): the order form's fields; `send` creates it and sends it to its
 * supplier in the same transaction (DRAFT → OPEN, the lifecycle's SEND); `activities` are the
 * wizard's activity plans, created with the order in the same transaction.
 */
export interface OrderCreateInput extends OrderFormValues {
  /** Create and send at once (the order must then be complete for sending). */
  send?: boolean;
  /** The activity plans of the wizard, created in the order's transaction (001 §7, §9). */
  activities?: ActivityCreationInput[];
  /** The organisation's internal note (002 §6). */
  noteOrg?: string | null;
  /** The ticket the order comes from. */
  _ticket?: EntityId | null;
}

/**
 * An order event sent to `POST orders/{id}/transitions` (DECISIONS.md "Order lifecycle"): the
 * lifecycle event and the version (`updatedAt`) of the order as the user last read it.
 */
export interface OrderTransitionRequest {
  event: Exclude<OrderTransitionEvent, { type: 'MARK_READ' | 'CLOSE_AFTER_LAST_ACTIVITY' }>;
  version: RecordVersion;
}

/**
 * An edit of an order (`PATCH orders/{id}`, the lifecycle's EDIT event, or the caller's own note):
 * the changed fields and the version (`updatedAt`) the edit was based on, so that an edit of a
 * record someone else changed meanwhile is refused (409 STALE_RECORD) instead of overwriting it.
 */
export type OrderUpdateInput = Partial<Order> & { version: RecordVersion };

/** Service orders (ODS) and contracts (ODP) share the Order shape (001 §3). */
export interface OrdersApi extends RowsFamily<Order, OrderCreateInput, OrderUpdateInput> {
  /** `POST orders/{id}/read-confirmation` → the order marked read (001 §7 "read-confirmation"). */
  confirmRead(id: EntityId, options?: CallOptions): Promise<Order>;
  /**
   * `POST orders/{id}/transitions` `{ event, version }` → the order as `GET orders/{id}` answers
   * it. Refusals: 409 CONFLICT (the lifecycle refuses it now), 409 STALE_RECORD (someone changed
   * the order since `version`), 403 FORBIDDEN, 400 VALIDATION_FAILED (the event's payload).
   */
  transition(id: EntityId, request: OrderTransitionRequest, options?: CallOptions): Promise<Order>;
}

export type ContractsApi = RowsFamily<Order, Partial<Order>, OrderUpdateInput>;

export function createOrdersApi(http: HttpClient): OrdersApi {
  const orderPath = (id: EntityId, call: string) =>
    `orders/${encodeURIComponent(String(id))}/${call}`;
  return {
    ...rowsFamily<Order, OrderCreateInput, OrderUpdateInput>(http, 'orders'),
    async transition(id, request, options) {
      const path = orderPath(id, 'transitions');
      const body = await http.request({
        method: 'POST',
        path,
        body: request,
        ...signalOnly(options),
      });
      return unwrapRowsOne<Order>(body, { method: 'POST', path });
    },
    async confirmRead(id, options) {
      const path = orderPath(id, 'read-confirmation');
      const body = await http.request({ method: 'POST', path, ...signalOnly(options) });
      return unwrapWritten<Order>(body, { method: 'POST', path });
    },
  };
}

export function createContractsApi(http: HttpClient): ContractsApi {
  return rowsFamily<Order, Partial<Order>, OrderUpdateInput>(http, 'contracts');
}
