/**
 * The orders as their list and detail show them (001 §3 Order; 002 §3.4, §2.2 relations, §4.1
 * chips, §6 notes): one typed definition, read through the api-client's order queries with the
 * building, the supplier, the employee and the ticket included in the same request, and on the
 * detail the names of its relation chips (`relations`), also of records the role may not read.
 */
import {
  getOrderRecordQueryOptions,
  getOrdersPageQueryOptions,
  orderMutationOptions,
  type IncludedBuilding,
  type IncludedEmployee,
  type IncludedSupplier,
  type OrderRelationName,
  type OrderRelationNames,
  type RecordAttachment,
} from '@portineria/api-client';
import {
  orderCategoryOfType,
  orderNotesAccess,
  orderRelationsShown,
  type Order,
  type OrderRelation,
  type OrderType,
} from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords, type RouteParams } from '../../records/definition.ts';
import {
  fieldsOf,
  noteSaving,
  section,
  type FieldOptions,
  type Viewer,
} from '../../records/fields.ts';
import {
  presentOrderCategory,
  presentOrderPriority,
  presentOrderStatus,
  type RelationSource,
} from '../../records/presenters.ts';

/** An order as the order reads answer it, its related records included (002 §3.4). */
export interface OrderRow extends Omit<Order, 'org_buildings' | 'org_suppliers' | 'org_employees'> {
  /** The order's version: every lifecycle event carries it (a stale one is refused). */
  updatedAt?: string | null;
  _ticket?: number | string | null;
  org_buildings?: IncludedBuilding | null;
  org_suppliers?: IncludedSupplier | null;
  org_employees?: IncludedEmployee | null;
  org_tickets?: { id?: number | string; code?: string | null; object?: string | null } | null;
  /** The names of the relation chips, also of records the role may not read (002 §2.2). */
  relations?: OrderRelationNames;
  /** The order's files, read with it (DECISIONS.md "Order files"). */
  attachments?: readonly RecordAttachment[];
}

const field = fieldsOf<OrderRow>();

/**
 * A relation of the order: the embedded record when the role may read it (it carries what the
 * link needs), else the name the order read gives for the chip (002 §2.2) — never 'n. 1' — and
 * the chip opens the info dialog, since the role may not open a record it may not read.
 */
function relationOf(
  id: unknown,
  record: unknown,
  named: OrderRelationName | null | undefined,
): RelationSource {
  return {
    id: id ?? named?.id,
    record,
    name: named?.name,
    unreadable: named != null && (record === null || record === undefined),
  };
}

/** 002 §2.2: the relations a role sees (the supplier and the ticket are hidden from suppliers). */
const shownRelation =
  (relation: OrderRelation): FieldOptions<OrderRow>['shownTo'] =>
  (viewer) =>
    orderRelationsShown(viewer.roleType).includes(relation);

/** 002 §6: each side sees and edits its own internal note; USR sees none. */
function orderNote(note: 'noteOrg' | 'noteSpl') {
  const ownNote = (viewer: Viewer) => orderNotesAccess(viewer.roleType).field === note;
  return field.note(
    note,
    note === 'noteOrg' ? 'field.noteOrg' : 'field.noteSpl',
    {
      text: (order) => order[note],
      editRequirement: (_order, viewer) =>
        ownNote(viewer) ? orderNotesAccess(viewer.roleType).editRequirement : null,
      saving: noteSaving(
        () => orderMutationOptions(apiClient).update(),
        // The note is saved against the order as it was read: a stale save is refused.
        (order, text) => ({
          id: order.id,
          changes: { [note]: text, version: order.updatedAt },
        }),
      ),
    },
    { shownTo: ownNote },
  );
}

const code = field.text('code', 'field.code', (order) => order.code);
const object = field.text('object', 'field.object', (order) => order.object);
const status = field.custom('status', 'field.status', (order) => presentOrderStatus(order));
const validTo = field.date('validTo', 'field.validTo', (order) => order.validTo);
const building = field.relation(
  'building',
  'field.building',
  'building',
  (order) => relationOf(order._building, order.org_buildings, order.relations?.building),
  { include: 'org_buildings', shownTo: shownRelation('building') },
);
const supplier = field.relation(
  'supplier',
  'field.supplier',
  'supplier',
  (order) => relationOf(order._supplier, order.org_suppliers, order.relations?.supplier),
  { include: 'org_suppliers', shownTo: shownRelation('supplier') },
);

/** The list columns of orders, also of the ORG report (001 §2.2 report). */
export const ORDER_COLUMNS = [code, object, building, supplier, status, validTo];

/** The sections of an order's detail. */
export const ORDER_SECTIONS = [
  section('section.general', [
    code,
    object,
    field.multiline('description', 'field.description', (order) => order.description),
    field.custom('category', 'field.type', (order) => presentOrderCategory(order.category)),
    field.custom('priority', 'field.priority', (order) => presentOrderPriority(order.priority)),
    field.money('askedPrice', 'field.askedPrice', (order) => order.askedPrice),
    field.boolean('notifyDoorkeeper', 'field.notifyDoorkeeper', (order) => order.notifyDoorkeeper),
  ]),
  section('section.relations', [
    building,
    // 002 §2.2 shows the administrator (the ordering organisation) to suppliers, by name.
    field.relation(
      'administrator',
      'field.administrator',
      'administrator',
      (order) => relationOf(undefined, undefined, order.relations?.administrator),
      { shownTo: shownRelation('administrator') },
    ),
    supplier,
    field.relation(
      'employee',
      'field.employee',
      'orgEmployee',
      (order) => relationOf(order._employee, order.org_employees, order.relations?.employee),
      { include: 'org_employees', shownTo: shownRelation('employee') },
    ),
    field.relation(
      'ticket',
      'field.ticket',
      'ticket',
      (order) => relationOf(order._ticket, order.org_tickets, order.relations?.ticket),
      { include: 'org_tickets', shownTo: shownRelation('ticket') },
    ),
  ]),
  section('section.dates', [
    field.date('dateOrder', 'field.dateOrder', (order) => order.dateOrder),
    field.date('validFrom', 'field.validFrom', (order) => order.validFrom),
    validTo,
    field.date(
      'estimatedJobEndDate',
      'field.estimatedJobEndDate',
      (order) => order.estimatedJobEndDate,
    ),
    field.dateTime('createdAt', 'field.createdAt', (order) => order.createdAt),
  ]),
  section('section.status', [
    status,
    field.boolean('isRead', 'field.isRead', (order) => order.isRead),
    field.boolean('isAccepted', 'field.isAccepted', (order) => order.isAccepted),
    field.boolean('isPlanned', 'field.isPlanned', (order) => order.isPlanned),
    field.boolean('isPending', 'field.isPending', (order) => order.isPending),
    field.boolean('isSuspended', 'field.isSuspended', (order) => order.isSuspended),
    field.boolean('isPartial', 'field.isPartial', (order) => order.isPartial),
    field.boolean('isRejected', 'field.isRejected', (order) => order.isRejected),
    field.boolean('isForcedClose', 'field.isForcedClose', (order) => order.isForcedClose),
  ]),
  section('section.notes', [orderNote('noteOrg'), orderNote('noteSpl')]),
];

/**
 * The sections under the order's summary on its detail: the status and its flags are the
 * summary's chips and the history's entries, so they are not repeated as fields.
 */
export const ORDER_DETAIL_SECTIONS = ORDER_SECTIONS.filter(
  (each) => each.title !== 'section.status',
);

/** The service orders (ODS) or the contracts (ODP) of the route's orderType (001 §2.2). */
function orderTypeWhere(params: RouteParams) {
  const orderType = params.orderType as OrderType | undefined;
  return orderType ? { category: orderCategoryOfType(orderType) } : undefined;
}

/** The orders of the route's type; the report (no type) lists them all. */
export const ORDERS = defineRecords<OrderRow>({
  columns: ORDER_COLUMNS,
  sections: ORDER_SECTIONS,
  searchable: true,
  page: (query, params) => {
    const where = orderTypeWhere(params);
    // The route's type and the dashboard view of `?view=` (query.where) both apply.
    return getOrdersPageQueryOptions(
      apiClient,
      where ? { ...query, where: { ...query.where, ...where } } : query,
    );
  },
  record: (id, include) => getOrderRecordQueryOptions(apiClient, id, include),
});
