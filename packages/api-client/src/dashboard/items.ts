/**
 * The items of the dashboard lists, normalised once here so that the web maps an item to a ui row
 * without reading wire shapes (000 §3 "Preview samples": ticket, order, order quotes, activity,
 * calendar event; 002 §3.10 "Widgets and menu data"). Every item carries the domain
 * `DashboardItemReference` its row links to (`dashboardItemHref(item.reference, role)`) and the
 * record as the gateway sent it, for anything a row shows beyond the common fields.
 */
import {
  DEFAULT_EVENT_COLOR,
  ORDER_URGENT_PRIORITY,
  isAllDayEvent,
  quoteProgress,
  quotesWidgetItem,
  supplierDisplayName,
  ticketRequesterLabel,
  type Activity,
  type Claim,
  type Communication,
  type DashboardItemReference,
  type Order,
  type QuoteSummary,
  type QuotesWidgetItem,
  type Ticket,
} from '@portineria/domain';
import type { EntityId } from '../http/resource.ts';
import type { IncludedBuilding, IncludedSupplier } from '../included.ts';

export type { IncludedBuilding, IncludedSupplier };

/** A ticket as the dashboard calls read it: domain's Ticket and the included building. */
export interface TicketRecord extends Ticket {
  org_buildings?: IncludedBuilding | null;
}

/** An order as the dashboard calls read it (the supplier summary may carry only names). */
export interface OrderRecord extends Omit<Order, 'org_suppliers' | 'org_buildings'> {
  org_buildings?: IncludedBuilding | null;
  org_suppliers?: IncludedSupplier | null;
}

/** A claim as the dashboard calls read it (001 §7 expand building, supplierICMP, supplierIEXP). */
export interface ClaimRecord extends Omit<Claim, 'building'> {
  description?: string | null;
  createdAt?: string | null;
  building?: IncludedBuilding | null;
  org_employees?: { fullname?: string | null } | null;
}

/** An activity as the dashboard calls read it, with its order, building and supplier (002 §3.10). */
export interface ActivityRecord extends Omit<Activity, 'org_orders'> {
  org_orders?: OrderRecord | null;
}

/** A billing token as the tokens list reads it. */
export interface TokenRecord {
  id: EntityId;
  code?: string | null;
  description?: string | null;
  amount?: number | string | null;
  isInvoiced?: boolean;
  createdAt?: string | null;
  _order?: EntityId | null;
  org_buildings?: IncludedBuilding | null;
  org_suppliers?: IncludedSupplier | null;
  org_orders?: OrderRecord | null;
}

/** A calendar event as the calendar call returns it (002 §3.1). */
export interface CalendarEventRecord {
  id?: EntityId;
  object: string;
  startTime: string;
  endTime: string;
  isAllDay?: boolean;
  color?: string | null;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** The supplier's name (domain `supplierDisplayName`), null when it has neither name nor code. */
function supplierName(supplier: IncludedSupplier | null | undefined): string | null {
  if (!supplier) return null;
  const named = [supplier.name1, supplier.name2, supplier.code].some((part) => text(part) !== null);
  if (!named) return null;
  return supplierDisplayName({
    name1: supplier.name1 ?? '',
    name2: supplier.name2 ?? null,
    code: supplier.code ?? undefined,
  });
}

/** A row of the tickets list and of 'Assegnati a me' (000 §3 ticket preview). */
export interface DashboardTicketItem {
  reference: Extract<DashboardItemReference, { kind: 'ticket' }>;
  id: EntityId;
  code: string | null;
  /** The ticket's object. */
  title: string;
  /** dateTicket, else createdAt (ISO). */
  date: string | null;
  createdAt: string | null;
  buildingName: string | null;
  /** The requester, or 'Nessun richiedente' (002 §8, domain `ticketRequesterLabel`). */
  userName: string;
  assigneeName: string | null;
  status: Ticket['status'];
  priority: Ticket['priority'] | null;
  record: TicketRecord;
}

/** A ticket as a dashboard row. */
export function dashboardTicketItem(record: TicketRecord): DashboardTicketItem {
  return {
    reference: { kind: 'ticket', id: record.id },
    id: record.id,
    code: text(record.code),
    title: record.object,
    date: text(record.dateTicket) ?? text(record.createdAt),
    createdAt: text(record.createdAt),
    buildingName: text(record.org_buildings?.name),
    userName: ticketRequesterLabel(record),
    assigneeName: text(record.org_employees?.fullname),
    status: record.status,
    priority: record.priority ?? null,
    record,
  };
}

/** A row of the order lists and of 'Assegnati a me' (000 §3 order preview). */
export interface DashboardOrderItem {
  reference: Extract<DashboardItemReference, { kind: 'order' }>;
  id: EntityId;
  code: string | null;
  /** The order's object. */
  title: string;
  /** dateOrder, else createdAt. */
  date: string | null;
  createdAt: string | null;
  validTo: string | null;
  buildingName: string | null;
  supplierName: string | null;
  employeeName: string | null;
  status: Order['status'];
  category: Order['category'];
  /** 002 §4.6 "Priority 2 shows 'Urgente'". */
  isUrgent: boolean;
  record: OrderRecord;
}

/** An order as a dashboard row. */
export function dashboardOrderItem(record: OrderRecord): DashboardOrderItem {
  return {
    reference: { kind: 'order', id: record.id, category: record.category },
    id: record.id,
    code: text(record.code),
    title: text(record.object) ?? text(record.code) ?? '',
    date: text(record.dateOrder) ?? text(record.createdAt),
    createdAt: text(record.createdAt),
    validTo: text(record.validTo),
    buildingName: text(record.org_buildings?.name),
    supplierName: supplierName(record.org_suppliers),
    employeeName: text(record.org_employees?.fullname),
    status: record.status,
    category: record.category,
    isUrgent: record.priority === ORDER_URGENT_PRIORITY,
    record,
  };
}

/** A row of 'Assegnati a me' for a claim. */
export interface DashboardClaimItem {
  reference: Extract<DashboardItemReference, { kind: 'claim' }>;
  id: EntityId;
  code: string;
  /** The claim's description, else its code. */
  title: string;
  /** dateStart, else createdAt. */
  date: string | null;
  createdAt: string | null;
  buildingName: string | null;
  status: Claim['status'];
  record: ClaimRecord;
}

/** A claim as a dashboard row. */
export function dashboardClaimItem(record: ClaimRecord): DashboardClaimItem {
  return {
    reference: { kind: 'claim', id: record.id },
    id: record.id,
    code: record.code,
    title: text(record.description) ?? record.code,
    date: text(record.dateStart) ?? text(record.createdAt),
    createdAt: text(record.createdAt),
    buildingName: text(record.building?.name),
    status: record.status,
    record,
  };
}

/** A row of the activity lists (000 §3 activity preview: orderName, buildingName, supplierName). */
export interface DashboardActivityItem {
  reference: Extract<DashboardItemReference, { kind: 'activity' }>;
  id: EntityId;
  code: string | null;
  status: Activity['status'];
  validFrom: string | null;
  validTo: string | null;
  /** 002 §4.6 "a pending one shows 'In corso'". */
  isPending: boolean;
  orderName: string | null;
  orderCode: string | null;
  buildingName: string | null;
  supplierName: string | null;
  /** The order's priority is 2 (002 §4.6 'Urgente'). */
  isUrgent: boolean;
  /** The order is suspended (002 §4.6 'Sospeso'). */
  isSuspended: boolean;
  record: ActivityRecord;
}

/** An activity as a dashboard row; building and supplier come from its order (002 §3.10). */
export function dashboardActivityItem(record: ActivityRecord): DashboardActivityItem {
  const order = record.org_orders ?? null;
  return {
    reference: {
      kind: 'activity',
      id: record.id,
      orderId: order?.id ?? record._order ?? null,
      orderCategory: order?.category ?? null,
    },
    id: record.id,
    code: text(record.code),
    status: record.status,
    validFrom: text(record.validFrom),
    validTo: text(record.validTo),
    isPending: record.isPending === true,
    orderName: text(order?.object),
    orderCode: text(order?.code),
    buildingName: text(order?.org_buildings?.name),
    supplierName: supplierName(order?.org_suppliers),
    isUrgent: order?.priority === ORDER_URGENT_PRIORITY,
    isSuspended: order?.isSuspended === true,
    record,
  };
}

/** A row of the quote lists: domain's `quotesWidgetItem` (002 §3.10) and the progress (002 §5.7). */
export interface DashboardQuoteItem extends QuotesWidgetItem {
  reference: Extract<DashboardItemReference, { kind: 'quote' }>;
  /** Received divided by requested, in percent (domain `quoteProgress`). */
  progress: number;
  /** SPL: the supplier's own offer ('REQUESTED' still to do, 'SUBMITTED'…), null for ORG. */
  offerStatus: string | null;
  record: QuoteSummary;
}

/** A quote summary as a dashboard row. */
export function dashboardQuoteItem(
  record: QuoteSummary & { offerStatus?: string | null },
): DashboardQuoteItem {
  const item = quotesWidgetItem(record);
  return {
    ...item,
    reference: { kind: 'quote', id: item.id ?? '' },
    progress: quoteProgress({ got: item.submit, requests: item.requests }),
    offerStatus: text(record.offerStatus),
    record,
  };
}

/** A row of the tokens list ('Da verificare'). */
export interface DashboardTokenItem {
  reference: Extract<DashboardItemReference, { kind: 'token' }>;
  id: EntityId;
  code: string | null;
  description: string | null;
  amount: number | null;
  createdAt: string | null;
  buildingName: string | null;
  supplierName: string | null;
  orderName: string | null;
  record: TokenRecord;
}

/** A token as a dashboard row. */
export function dashboardTokenItem(record: TokenRecord): DashboardTokenItem {
  const amount =
    record.amount === null || record.amount === undefined ? null : Number(record.amount);
  return {
    reference: { kind: 'token', id: record.id },
    id: record.id,
    code: text(record.code),
    description: text(record.description),
    amount: amount === null || Number.isNaN(amount) ? null : amount,
    createdAt: text(record.createdAt),
    buildingName: text(record.org_buildings?.name),
    supplierName: supplierName(record.org_suppliers),
    orderName: text(record.org_orders?.object),
    record,
  };
}

/** A row of 'Eventi del calendario' (000 §3 calendar event preview: object, color, date). */
export interface DashboardEventItem {
  /** The calendar at the widget's day (domain `dashboardItemHref` of an event). */
  reference: Extract<DashboardItemReference, { kind: 'event' }>;
  id: EntityId | null;
  object: string;
  /** The event's colour, blue #448aff when it has none (001 §9). */
  color: string;
  startTime: string;
  endTime: string;
  /** Flagged all-day, or longer than 24 h (002 §4.3, domain `isAllDayEvent`): no times shown. */
  isAllDay: boolean;
}

/** A calendar event as a row of the day `day` ('YYYY-MM-DD'). */
export function dashboardEventItem(record: CalendarEventRecord, day: string): DashboardEventItem {
  return {
    reference: { kind: 'event', day },
    id: record.id ?? null,
    object: record.object,
    color: text(record.color) ?? DEFAULT_EVENT_COLOR,
    startTime: record.startTime,
    endTime: record.endTime,
    isAllDay: isAllDayEvent(record),
  };
}

/** A row of the USR unread correspondence. */
export interface DashboardCorrespondenceItem {
  reference: Extract<DashboardItemReference, { kind: 'correspondence' }>;
  id: EntityId;
  object: string;
  sendingDate: string | null;
  type: string;
  /** The building ids the communication concerns. */
  buildingIds: EntityId[];
  record: Communication;
}

/** A communication as a dashboard row. */
export function dashboardCorrespondenceItem(record: Communication): DashboardCorrespondenceItem {
  const buildingIds = (record.buildings ?? []).filter(
    (value): value is EntityId => typeof value === 'number' || typeof value === 'string',
  );
  return {
    reference: { kind: 'correspondence', id: record.id },
    id: record.id,
    object: record.object,
    sendingDate: text(record.sendingDate),
    type: record.type,
    buildingIds,
    record,
  };
}
