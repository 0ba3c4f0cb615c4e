/**
 * Orders (H5): service orders (ODS) and contracts (ODP), one table (001 §3, §7; 002 §3.4, §7.1).
 *
 * - `POST orders/search`, `POST orders/search/count`, `GET orders/{id}`, `POST orders`,
 *   `PATCH|PUT orders/{id}`, `DELETE orders/{id}`, `POST orders/{id}/read-confirmation`;
 * - the same under `contracts/…`, restricted to ODP (`orders/…` covers both categories, the
 *   criteria choose: every domain dashboard view names its category).
 *
 * Tenant rule: ORG its organisation's orders; SPL the orders assigned to its company, drafts
 * excluded (a draft has not reached the supplier, domain DECISIONS Orders 3); USR the orders of
 * its buildings, drafts excluded, read only; SYS every order, read only. Internal notes are shown
 * to their side only (domain `orderNotesAccess`, 002 §6).
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
  orderStatusFromCode,
  parseOrderStatus,
} from '@portineria/domain';
import type { Hono, Context } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import {
  allOf,
  assertValid,
  columnEquals,
  columnIn,
  forbidden,
  isAllowed,
  jsonObject,
  pathId,
  requirePermission,
  requireRole,
} from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import {
  counterOf,
  findVisible,
  liftAssociationConditions,
  listBody,
  mapCriteriaValues,
  rowsBody,
  writableValues,
} from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import { orderSchema } from '../operations/schemas.ts';
import { notifySupplier } from './notifications.ts';
import { isPlainObject } from '../query/index.ts';

type OrderKind = 'orders' | 'contracts';

const ORDER_NOT_FOUND = (): string => message('orders.guard.notFound');

/** The relations a single order is read with (002 §3.4 relations). */
const DETAIL_INCLUDE = [
  { association: 'org_buildings' },
  { association: 'org_suppliers' },
  { association: 'org_employees' },
];

/** The orders a profile may see (see the module comment). */
export function visibleOrders(scope: RequestScope, kind: OrderKind = 'orders'): Visible {
  return (alias) => {
    const category = kind === 'contracts' ? columnEquals(alias, 'category', 'ODP') : true;
    const notDraft = sql<SqlBool>`${sql.ref(`${alias}.status`)} <> 'DRAFT'`;
    switch (scope.roleType) {
      case 'ORG':
        return allOf(columnEquals(alias, 'organization_id', scope.companyId), category);
      case 'SPL':
        return allOf(columnEquals(alias, 'supplier_id', scope.companyId), notDraft, category);
      case 'USR':
        return allOf(columnIn(alias, 'building_id', scope.buildingIds), notDraft, category);
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

/** The criteria of an orders call, rewritten for the engine (codes, same-activity conditions). */
export function orderCriteria(criteria: unknown): { criteria: unknown; include?: unknown[] } {
  return liftAssociationConditions(
    mapCriteriaValues(criteria, ORDER_VALUE_MAPPERS),
    'org_activities',
  );
}

/** A list body with its where rewritten like {@link orderCriteria}. */
function orderListBody(body: Record<string, unknown>): Record<string, unknown> {
  const where = { $and: [body.where ?? {}, body.criteria ?? {}] };
  const rewritten = orderCriteria(where);
  const result: Record<string, unknown> = { ...body, where: rewritten.criteria };
  delete result.criteria;
  if (rewritten.include) {
    const include = Array.isArray(body.include) ? body.include : [];
    result.include = [...include, ...rewritten.include];
  }
  if (Array.isArray(result.include)) {
    result.include = result.include.map((item: unknown) =>
      isPlainObject(item) && item.where !== undefined
        ? { ...item, where: mapCriteriaValues(item.where, ORDER_VALUE_MAPPERS) }
        : item,
    );
  }
  return result;
}

/** An order as a profile sees it: the other side's internal note removed (002 §6). */
export function presentOrder(
  scope: RequestScope,
): (row: Record<string, unknown>) => Record<string, unknown> {
  const own = orderNotesAccess(scope.roleType).field;
  return (row) => {
    const result = { ...row };
    if (own !== 'noteOrg') delete result.noteOrg;
    if (own !== 'noteSpl') delete result.noteSpl;
    // The lifted same-activity condition is a filter, not a projection the caller asked for.
    if (Array.isArray(result.org_activities) && isLiftedOnly(result.org_activities)) {
      delete result.org_activities;
    }
    return result;
  };
}

function isLiftedOnly(activities: unknown[]): boolean {
  return activities.every((item) => isPlainObject(item) && Object.keys(item).join() === 'id');
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

async function checkOrderReferences(
  c: Context<AppEnv>,
  input: Record<string, unknown>,
  errors: FieldError[],
): Promise<void> {
  const { db } = c.var.deps;
  const organizationId = c.var.scope.companyId;
  const checks: [string, () => Promise<unknown>][] = [
    [
      '_building',
      () =>
        db
          .selectFrom('buildings')
          .select('id')
          .where('id', '=', Number(input._building))
          .where('organization_id', '=', organizationId)
          .executeTakeFirst(),
    ],
    [
      '_supplier',
      () =>
        db
          .selectFrom('organization_suppliers')
          .select('id')
          .where('supplier_id', '=', Number(input._supplier))
          .where('organization_id', '=', organizationId)
          .executeTakeFirst(),
    ],
    [
      '_employee',
      () =>
        db
          .selectFrom('employees')
          .select('id')
          .where('id', '=', Number(input._employee))
          .where('organization_id', '=', organizationId)
          .executeTakeFirst(),
    ],
    [
      '_ticket',
      () =>
        db
          .selectFrom('tickets')
          .select('id')
          .where('id', '=', Number(input._ticket))
          .where('organization_id', '=', organizationId)
          .executeTakeFirst(),
    ],
  ];
  for (const [field, check] of checks) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    if (!Number.isSafeInteger(Number(value))) continue; // the type check reports it
    if ((await check()) === undefined) {
      errors.push({ field, message: operationsMessages.fieldInvalid(field) });
    }
  }
}

/** Normalises the category and status of a write (codes or names) and checks them. */
function normaliseOrderInput(
  input: Record<string, unknown>,
  errors: FieldError[],
): Record<string, unknown> {
  const result = { ...input };
  if (result.category !== undefined) {
    const category = ORDER_VALUE_MAPPERS.category(result.category);
    if (category !== 'ODS' && category !== 'ODP') {
      errors.push({ field: 'category', message: operationsMessages.fieldInvalid('Categoria') });
    }
    result.category = category;
  }
  if (result.status !== undefined) {
    const status = ORDER_VALUE_MAPPERS.status(result.status);
    if (typeof status !== 'string' || parseOrderStatus(status) === undefined) {
      errors.push({ field: 'status', message: operationsMessages.fieldInvalid('Stato') });
    }
    result.status = status;
  }
  if (result.priority !== undefined && result.priority !== 1 && result.priority !== 2) {
    errors.push({ field: 'priority', message: operationsMessages.fieldInvalid('Priorità') });
  }
  return result;
}

function checkOrderDates(
  row: { validFrom?: unknown; validTo?: unknown },
  errors: FieldError[],
): void {
  if (
    typeof row.validFrom === 'string' &&
    typeof row.validTo === 'string' &&
    row.validTo < row.validFrom
  ) {
    errors.push({
      field: 'validTo',
      message: message('activities.dates.endBeforeStart'),
    });
  }
}

/**
 * An order reaches its supplier when it is open with a supplier: the supplier's profiles get an
 * ORDER_NEW notification (domain NOTIFICATION_TYPES; entity `order` for ODS, `contract` for ODP).
 */
async function notifyIfSent(
  c: Context<AppEnv>,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): Promise<void> {
  const supplier = after._supplier;
  if (after.status !== 'OPEN' || typeof supplier !== 'number') return;
  if (before && before.status === 'OPEN' && before._supplier === supplier) return;
  await notifySupplier(c.var.deps, supplier, {
    notificationType: NOTIFICATION_TYPES.ORDER_NEW,
    entityIDs: [
      { entityName: after.category === 'ODP' ? 'contract' : 'order', id: after.id as number },
    ],
    title: `Nuovo ordine: ${String(after.object)}`,
  });
}

function registerFamily(api: Hono<AppEnv>, kind: OrderKind): void {
  const base = `/${kind}`;

  api.post(`${base}/search`, async (c) => {
    const scope = c.var.scope;
    const body = orderListBody(await jsonObject(c.req));
    const { rows, total } = await listBody(
      c,
      orderSchema,
      body,
      visibleOrders(scope, kind),
      presentOrder(scope),
    );
    return c.json(rowsBody(rows, total));
  });

  api.post(`${base}/search/count`, async (c) => {
    const scope = c.var.scope;
    const body = await jsonObject(c.req);
    const counter = await counterOf(
      c,
      orderSchema,
      body,
      visibleOrders(scope, kind),
      orderCriteria,
    );
    return c.json({ counter });
  });

  api.get(`${base}/:id`, async (c) => {
    const scope = c.var.scope;
    const id = pathId(c.req.param('id'), ORDER_NOT_FOUND());
    const row = await findVisible(
      c,
      orderSchema,
      id,
      visibleOrders(scope, kind),
      ORDER_NOT_FOUND(),
      DETAIL_INCLUDE,
    );
    return c.json(rowsBody([presentOrder(scope)(row)], 1));
  });

  api.post(base, async (c) => {
    const scope = c.var.scope;
    requireRole(scope, 'ORG');
    requirePermission(scope, 'ORG_OPR_ORDERS', 'APP_NEW');
    const errors: FieldError[] = [];
    const raw = await jsonObject(c.req);
    const input = normaliseOrderInput(
      kind === 'contracts' ? { ...raw, category: raw.category ?? 'ODP' } : raw,
      errors,
    );
    if (kind === 'contracts' && input.category !== 'ODP') {
      errors.push({ field: 'category', message: operationsMessages.fieldInvalid('Categoria') });
    }
    if (input.category === undefined) {
      errors.push({ field: 'category', message: operationsMessages.fieldRequired('Categoria') });
    }
    if (typeof input.object !== 'string' || input.object.trim() === '') {
      errors.push({ field: 'object', message: operationsMessages.fieldRequired('Oggetto') });
    }
    if (input.noteOrg !== undefined) {
      const notes = orderNotesAccess('ORG').editRequirement;
      if (notes && !isAllowed(scope, notes.application, notes.functionality)) throw forbidden();
    }
    checkOrderDates(input, errors);
    const { values, errors: typeErrors } = writableValues(orderSchema, input, ORG_CREATE_FIELDS);
    errors.push(...typeErrors);
    await checkOrderReferences(c, input, errors);
    assertValid(errors);
    const { db, now } = c.var.deps;
    const inserted = await db
      .insertInto('orders')
      .values({
        ...values,
        organization_id: scope.companyId,
        created_by_user_id: scope.user.id,
        date_order: values.date_order ?? now().toISOString().slice(0, 10),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (values.code === undefined) {
      const prefix = input.category === 'ODP' ? 'ODP' : 'ODS';
      await db
        .updateTable('orders')
        .set({ code: `${prefix}-${now().getFullYear()}-${String(inserted.id).padStart(5, '0')}` })
        .where('id', '=', inserted.id)
        .execute();
    }
    const row = await findVisible(
      c,
      orderSchema,
      inserted.id,
      visibleOrders(scope, kind),
      ORDER_NOT_FOUND(),
      DETAIL_INCLUDE,
    );
    await notifyIfSent(c, undefined, row);
    return c.json(rowsBody([presentOrder(scope)(row)], 1), 201);
  });

  const update = async (c: Context<AppEnv>) => {
    const scope = c.var.scope;
    if (scope.roleType !== 'ORG' && scope.roleType !== 'SPL') throw forbidden();
    const id = pathId(c.req.param('id'), ORDER_NOT_FOUND());
    const visible = visibleOrders(scope, kind);
    const current = await findVisible(c, orderSchema, id, visible, ORDER_NOT_FOUND());
    const errors: FieldError[] = [];
    const input = normaliseOrderInput(await jsonObject(c.req), errors);
    let allowed: readonly string[];
    if (scope.roleType === 'ORG') {
      requirePermission(scope, 'ORG_OPR_ORDERS', 'APP_UPDATE');
      if (input.noteOrg !== undefined) {
        const notes = orderNotesAccess('ORG').editRequirement;
        if (notes) requirePermission(scope, notes.application, notes.functionality);
      }
      allowed = ORG_UPDATE_FIELDS;
    } else {
      requirePermission(scope, 'SPL_OPR_ORDERS', 'APP_UPDATE');
      const notes = orderNotesAccess('SPL').editRequirement;
      if (input.noteSpl !== undefined && notes) {
        requirePermission(scope, notes.application, notes.functionality);
      }
      const onlyNote = Object.keys(input).every((key) => key === 'noteSpl');
      if (!onlyNote && (current.status !== 'OPEN' || current.isSuspended === true)) {
        throw new GatewayError(409, 'CONFLICT', operationsMessages.supplierOrderLocked);
      }
      allowed = SPL_UPDATE_FIELDS;
    }
    checkOrderDates({ ...current, ...input }, errors);
    const { values, errors: typeErrors } = writableValues(orderSchema, input, allowed);
    errors.push(...typeErrors);
    if (scope.roleType === 'ORG') await checkOrderReferences(c, input, errors);
    assertValid(errors);
    if (Object.keys(values).length > 0) {
      const { db, now } = c.var.deps;
      const closing = values.status === 'CLOSE' && current.status !== 'CLOSE';
      await db
        .updateTable('orders')
        .set({ ...values, updated_at: now(), ...(closing ? { closed_at: now() } : {}) } as never)
        .where('id', '=', id)
        .execute();
    }
    const row = await findVisible(c, orderSchema, id, visible, ORDER_NOT_FOUND(), DETAIL_INCLUDE);
    await notifyIfSent(c, current, row);
    return c.json(rowsBody([presentOrder(scope)(row)], 1));
  };
  api.patch(`${base}/:id`, update);
  api.put(`${base}/:id`, update);

  api.delete(`${base}/:id`, async (c) => {
    const scope = c.var.scope;
    requireRole(scope, 'ORG');
    const id = pathId(c.req.param('id'), ORDER_NOT_FOUND());
    const current = await findVisible(
      c,
      orderSchema,
      id,
      visibleOrders(scope, kind),
      ORDER_NOT_FOUND(),
    );
    requirePermission(scope, 'ORG_OPR_ORDERS', 'APP_DELETE');
    // Only a draft can be deleted: a sent order has a supplier and a history.
    if (current.status !== 'DRAFT') {
      throw new GatewayError(409, 'CONFLICT', operationsMessages.activityActionRefused);
    }
    await c.var.deps.db.deleteFrom('orders').where('id', '=', id).execute();
    return c.body(null, 204);
  });
}

/** Registers the orders and contracts routes. */
export function register(api: Hono<AppEnv>): void {
  // 001 §2.6, §7 "read-confirmation": a supplier opening an order marks it read.
  api.post('/orders/:id/read-confirmation', async (c) => {
    const scope = c.var.scope;
    const id = pathId(c.req.param('id'), ORDER_NOT_FOUND());
    const visible = visibleOrders(scope);
    await findVisible(c, orderSchema, id, visible, ORDER_NOT_FOUND());
    if (scope.roleType !== 'SPL') {
      throw new GatewayError(403, 'FORBIDDEN', operationsMessages.readConfirmationSupplierOnly);
    }
    requirePermission(scope, 'SPL_OPR_ORDERS');
    const { db, now } = c.var.deps;
    await db
      .updateTable('orders')
      .set({ is_read: true, read_at: now() } as never)
      .where('id', '=', id)
      .where('is_read', '=', false)
      .execute();
    const row = await findVisible(c, orderSchema, id, visible, ORDER_NOT_FOUND(), DETAIL_INCLUDE);
    return c.json(rowsBody([presentOrder(scope)(row)], 1));
  });
  registerFamily(api, 'orders');
  registerFamily(api, 'contracts');
}
