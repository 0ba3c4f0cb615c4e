/**
 * Orders: service orders (ODS) and contracts (ODP), one table (001 §3, §7; 002 §3.4, §7.1).
 *
 * - `POST orders/search`, `POST orders/search/count`, `GET orders/{id}`, `POST orders`,
 *   `PATCH|PUT orders/{id}`, `DELETE orders/{id}`, `POST orders/{id}/read-confirmation`;
 * - the same under `contracts/…` (but the read confirmation), restricted to ODP (`orders/…`
 *   covers both categories, the criteria choose: every domain dashboard view names its
 *   category). Answers are `{ rows: { results, counter } }`.
 *
 * Tenant rule: ORG its organisation's orders; SPL the orders assigned to its company, drafts
 * excluded (a draft has not reached the supplier, domain DECISIONS Orders 3); USR the orders of
 * its buildings, drafts excluded, read only; SYS every order, read only. Each side's internal
 * note exists only for that side (domain `orderNotesAccess`, 002 §6; see ./schemas).
 *
 * Writes: the organisation creates, updates and deletes (ORG_OPR_ORDERS; only a draft is
 * deleted); the supplier updates its own fields of an open, not suspended order (SPL_OPR_ORDERS;
 * its note at any time) and confirms the reading (001 §2.6). Editing a side's note also needs
 * that side's note permission. The building, the employee and the ticket must be the
 * organisation's, the supplier one of its registry.
 *
 * Criteria may use the dashboard's numeric codes (000 §3: category 1/2, status 2/3): they are
 * mapped to the names the table stores with domain's code rules before the query engine sees
 * them, so every ORDER_DASHBOARD_VIEWS / CONTRACT_DASHBOARD_VIEWS criteria counts as written.
 */
import {
  NOTIFICATION_TYPES,
  message,
  orderCategoryFromCode,
  orderNotesAccess,
  orderSentNotificationTitle,
  orderStatusFromCode,
  parseOrderStatus,
} from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { requireWriteAccess } from '../authz/requirements.ts';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { conflict } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid, fieldRequired } from '../layer/fieldMessages.ts';
import { liftAssociationConditions, mapCriteriaValues } from '../layer/criteria.ts';
import { allOf, equals, inList, ref } from '../layer/predicates.ts';
import type { Visible } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ListRewrite, ResourceDefinition, ResourceRequest, Row } from '../layer/resource.ts';
import { isPlainObject } from '../query/index.ts';
import { resourceMessages } from './messages.ts';
import { notifySupplier } from './notifications.ts';
import { orderSchema } from './schemas/operations.ts';
import { registryErrors } from './supplierRegistry.ts';

type OrderKind = 'orders' | 'contracts';

/** The relations a single order is read with (002 §3.4 relations). */
const DETAIL_INCLUDE = [
  { association: 'org_buildings' },
  { association: 'org_suppliers' },
  { association: 'org_employees' },
];

/** The orders a profile may see (see the module comment). */
export function visibleOrders(scope: RequestScope, kind: OrderKind = 'orders'): Visible {
  return (alias) => {
    const category = kind === 'contracts' ? equals(alias, 'category', 'ODP') : true;
    const notDraft = sql<SqlBool>`${ref(alias, 'status')} <> 'DRAFT'`;
    switch (scope.roleType) {
      case 'ORG':
        return allOf(equals(alias, 'organization_id', scope.companyId), category);
      case 'SPL':
        return allOf(equals(alias, 'supplier_id', scope.companyId), notDraft, category);
      case 'USR':
        return allOf(inList(alias, 'building_id', scope.buildingIds), notDraft, category);
      case 'SYS':
        return category;
      default:
        return scope.roleType satisfies never;
    }
  };
}

/** Numeric dashboard codes and lower-case spellings → the stored names (000 §3, 001 §3). */
const ORDER_VALUE_MAPPERS = {
  category: (value: unknown) =>
    typeof value === 'number' ? (orderCategoryFromCode(value) ?? value) : value,
  status: (value: unknown) => {
    if (typeof value === 'number') return orderStatusFromCode(value) ?? value;
    if (typeof value === 'string') return parseOrderStatus(value) ?? value;
    return value;
  },
};

/**
 * A list body of orders rewritten for the engine: dashboard codes mapped to names (also in the
 * includes' where), and the `$org_activities.field$` conditions moved into one required include,
 * so that they hold on the same activity ("an activity TODO or WORKING past its end date",
 * domain's `hasExpiredActivities`).
 */
export function orderListBody(body: Record<string, unknown>): Record<string, unknown> {
  const where = { $and: [body.where ?? {}, body.criteria ?? {}] };
  const rewritten = liftAssociationConditions(
    mapCriteriaValues(where, ORDER_VALUE_MAPPERS),
    'org_activities',
  );
  const result: Record<string, unknown> = { ...body, where: rewritten.criteria };
  delete result.criteria;
  const include = [
    ...(Array.isArray(body.include) ? (body.include as unknown[]) : []),
    ...(rewritten.include ?? []),
  ];
  if (include.length > 0 || body.include !== undefined) {
    result.include = include.map((item: unknown) =>
      isPlainObject(item) && item.where !== undefined
        ? { ...item, where: mapCriteriaValues(item.where, ORDER_VALUE_MAPPERS) }
        : item,
    );
  }
  return result;
}

/** Whether the client itself included an association (not the lifted filter's include). */
function includedByClient(sent: Record<string, unknown> | undefined, name: string): boolean {
  const include = sent?.include;
  return (
    Array.isArray(include) &&
    include.some((item) => item === name || (isPlainObject(item) && item.association === name))
  );
}

/** Orders as answered: the lifted same-activity filter is a filter, not a projection. */
export function presentOrders(rows: Row[], request: ResourceRequest): Row[] {
  if (includedByClient(request.sent, 'org_activities')) return rows;
  return rows.map((row) => {
    if (!Object.hasOwn(row, 'org_activities')) return row;
    const { org_activities: _lifted, ...rest } = row;
    return rest;
  });
}

const ORG_CREATE_FIELDS = [
  'category',
  'status',
  'code',
  'object',
  'description',
  'dateOrder',
  'validFrom',
  'validTo',
  '_building',
  '_supplier',
  '_employee',
  '_ticket',
  'priority',
  'notifyDoorkeeper',
  'noteOrg',
] as const;

const ORG_UPDATE_FIELDS = [
  ...ORG_CREATE_FIELDS.filter((field) => field !== 'category'),
  'isSuspended',
  'isForcedClose',
  'isPartial',
  'isRejected',
  'amount',
] as const;

/** What a supplier may change, and only on an open order that is not suspended (domain DECISIONS Activities 1). */
const SPL_UPDATE_FIELDS = [
  'isAccepted',
  'isPlanned',
  'estimatedJobEndDate',
  'isPending',
  'askedPrice',
  'noteSpl',
] as const;

/** Codes or names of the category and status, as the names the table stores. */
function normaliseOrder(
  body: Record<string, unknown>,
  kind: OrderKind,
  creating: boolean,
): Record<string, unknown> {
  const result = { ...body };
  if (creating && kind === 'contracts' && result.category === undefined) result.category = 'ODP';
  if (result.category !== undefined)
    result.category = ORDER_VALUE_MAPPERS.category(result.category);
  if (result.status !== undefined) result.status = ORDER_VALUE_MAPPERS.status(result.status);
  return result;
}

/** Editing a side's internal note needs that side's note permission (002 §6). */
function checkNotePermission(input: Record<string, unknown>, scope: RequestScope): void {
  const access = orderNotesAccess(scope.roleType);
  if (access.field === null || input[access.field] === undefined) return;
  if (access.editRequirement) {
    requireWriteAccess(scope, {
      application: access.editRequirement.application,
      functionality: access.editRequirement.functionality,
    });
  }
}

async function validateOrder(
  kind: OrderKind,
  input: Record<string, unknown>,
  request: ResourceRequest,
  current: Row | undefined,
): Promise<FieldError[]> {
  checkNotePermission(input, request.scope);
  const errors: FieldError[] = [];
  if (current === undefined) {
    if (input.category === undefined) {
      errors.push({ field: 'category', message: fieldRequired('category') });
    } else if (
      (input.category !== 'ODS' && input.category !== 'ODP') ||
      (kind === 'contracts' && input.category !== 'ODP')
    ) {
      errors.push({ field: 'category', message: fieldInvalid('category') });
    }
  }
  if (
    (current === undefined || input.object !== undefined) &&
    (typeof input.object !== 'string' || input.object.trim() === '')
  ) {
    errors.push({ field: 'object', message: fieldRequired('object') });
  }
  if (
    input.status !== undefined &&
    (typeof input.status !== 'string' || parseOrderStatus(input.status) === undefined)
  ) {
    errors.push({ field: 'status', message: fieldInvalid('status') });
  }
  if (input.priority !== undefined && input.priority !== 1 && input.priority !== 2) {
    errors.push({ field: 'priority', message: fieldInvalid('priority') });
  }
  const validFrom = input.validFrom ?? current?.validFrom;
  const validTo = input.validTo ?? current?.validTo;
  if (typeof validFrom === 'string' && typeof validTo === 'string' && validTo < validFrom) {
    errors.push({ field: 'validTo', message: message('activities.dates.endBeforeStart') });
  }
  if (request.scope.roleType === 'ORG') {
    errors.push(...(await registryErrors(request, input, ['_supplier'])));
  }
  return errors;
}

/**
 * An order reaches its supplier when it is open with a supplier: the supplier's profiles get an
 * ORDER_NEW notification (domain NOTIFICATION_TYPES; entity `order` for ODS, `contract` for ODP).
 */
async function notifyIfSent(
  request: ResourceRequest,
  before: Row | undefined,
  after: Row,
): Promise<void> {
  const supplier = after._supplier;
  if (after.status !== 'OPEN' || typeof supplier !== 'number') return;
  if (before && before.status === 'OPEN' && before._supplier === supplier) return;
  await notifySupplier(request.deps, supplier, {
    notificationType: NOTIFICATION_TYPES.ORDER_NEW,
    entityIDs: [
      { entityName: after.category === 'ODP' ? 'contract' : 'order', id: after.id as number },
    ],
    title: orderSentNotificationTitle(String(after.object)),
  });
}

function ordersResource(kind: OrderKind): ResourceDefinition {
  return {
    name: kind,
    schema: orderSchema,
    shape: 'rows',
    routes: { [kind]: ['search', 'count', 'getOne', 'create', 'update', 'remove'] },
    notFound: message('orders.guard.notFound'),
    visible: (scope) => visibleOrders(scope, kind),
    writers: {
      ORG: 'ORG_OPR_ORDERS',
      SPL: { application: 'SPL_OPR_ORDERS', actions: ['update', 'readConfirmation'] },
    },
    rewrite: (body): ListRewrite => ({ body: orderListBody(body) }),
    present: presentOrders,
    detailInclude: DETAIL_INCLUDE,
    writable: {
      create: ORG_CREATE_FIELDS,
      update: (scope) => (scope.roleType === 'SPL' ? SPL_UPDATE_FIELDS : ORG_UPDATE_FIELDS),
    },
    normalize: (body, _request, current) => normaliseOrder(body, kind, current === undefined),
    validate: (input, request, current) => validateOrder(kind, input, request, current),
    onCreate: (input, request) => ({
      organization_id: request.scope.companyId,
      created_by_user_id: request.scope.user.id,
      dateOrder: input.dateOrder ?? request.deps.now().toISOString().slice(0, 10),
    }),
    async onInserted(id, db, request) {
      const inserted = await db
        .selectFrom('orders')
        .select(['code', 'category'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (inserted.code !== null) return;
      const year = request.deps.now().getFullYear();
      await db
        .updateTable('orders')
        .set({ code: `${inserted.category}-${year}-${String(id).padStart(5, '0')}` })
        .where('id', '=', id)
        .execute();
    },
    async beforeChange(current, request, action) {
      if (action === 'remove') {
        // Only a draft can be deleted: a sent order has a supplier and a history.
        if (current.status !== 'DRAFT') throw conflict(resourceMessages.orderNotDraft);
        return;
      }
      if (request.scope.roleType !== 'SPL') return;
      // The supplier's own note has no condition; its work needs an open, running order.
      const onlyNote = Object.keys(await request.body()).every((key) => key === 'noteSpl');
      if (!onlyNote && (current.status !== 'OPEN' || current.isSuspended === true)) {
        throw conflict(resourceMessages.supplierOrderLocked);
      }
    },
    onUpdate: (input, request, current) => {
      const now = request.deps.now();
      const closing = input.status === 'CLOSE' && current.status !== 'CLOSE';
      return { updatedAt: now, ...(closing ? { closed_at: now } : {}) };
    },
    async afterWrite(write, request) {
      if (write.action !== 'remove') await notifyIfSent(request, write.before, write.row);
    },
    extend(routes) {
      if (kind !== 'orders') return;
      // 001 §2.6, §7 "read-confirmation": a supplier opening an order marks it read.
      routes.write(
        'POST',
        '/orders/:id/read-confirmation',
        'readConfirmation',
        undefined,
        async (request) => {
          const id = request.id();
          await request.find(id);
          await request.deps.db
            .updateTable('orders')
            .set({ is_read: true, read_at: request.deps.now() })
            .where('id', '=', id)
            .where('is_read', '=', false)
            .execute();
          return request.one(await request.find(id, { include: DETAIL_INCLUDE }));
        },
      );
    },
  };
}

/** Registers the orders and contracts routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, ordersResource('orders'));
  mountResource(api, ordersResource('contracts'));
}
