/**
 * Activities (H5): the work items of an order (001 §3, §4.2, §5, §7; 002 §7.1, §7.6).
 *
 * - `POST proxy/activities` with `{ query_sequelize, count? }` → `{ rows: { results, counter } }`
 *   (the dashboard's today's and expired activities, the pickers);
 * - `GET proxy/activities/{id}`;
 * - create `POST activities` (and `POST proxy/activities` without `query_sequelize`) with
 *   `{ _order, type, options }`: the server plans the dates with domain's `planActivityDates`;
 * - `PATCH activities/{id}`, `DELETE activities/{id}`, `PATCH activities/{id}/reject`, also under
 *   `proxy/activities/…` (the api-client's proxy family).
 *
 * Who may act is domain's `activityActions` (ORG deletes while the order is a draft, rejects a
 * TODO activity of an open order, edits dates and notes of a TODO activity of a draft or open
 * order; SPL works only on open, not suspended orders) plus the permission engine.
 */
import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_CREATION_TYPES,
  activityActions,
  activityNotesAccess,
  activityRejection,
  canSupplierWorkOnActivity,
  planActivityDates,
  validateActivityCreation,
  validateActivityDates,
} from '@portineria/domain';
import type {
  ActivityCreationInput,
  ActivityCreationType,
  ActivityStatus,
  ActivityWeekday,
  OrderStatus,
} from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import {
  assertValid,
  columnEquals,
  forbidden,
  isAllowed,
  isPlainObject,
  jsonObject,
  pathId,
  requirePermission,
  requireRole,
} from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import { findVisible, listBody, localDay, rowsBody, writableValues } from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import { activitySchema, orderSchema } from '../operations/schemas.ts';
import { publishChatMessage } from '../realtime/index.ts';
import { presentOrder, visibleOrders } from './orders.ts';

const NOT_FOUND = operationsMessages.activityNotFound;

/**
 * The activities a profile may see: ORG its organisation's; SPL and USR those of the orders they
 * see (assigned to the supplier, or on the user's buildings; drafts excluded); SYS all.
 */
export function visibleActivities(scope: RequestScope): Visible {
  return (alias) => {
    if (scope.roleType === 'ORG') return columnEquals(alias, 'organization_id', scope.companyId);
    if (scope.roleType === 'SYS') return true;
    const orderRule = visibleOrders(scope)('o');
    if (orderRule === false) return false;
    const condition = orderRule === true ? sql<SqlBool>`true` : orderRule;
    return sql<SqlBool>`exists (select 1 from orders as o where o.id = ${sql.ref(`${alias}.order_id`)} and ${condition})`;
  };
}

/** An activity as a profile sees it: the notes of its side only (domain `activityNotesAccess`). */
export function presentActivity(
  scope: RequestScope,
): (row: Record<string, unknown>) => Record<string, unknown> {
  // Visibility of the notes depends on the role only; the statuses here do not change it.
  const access = activityNotesAccess({ status: 'TODO' }, { status: 'OPEN' }, scope.roleType);
  const order = presentOrder(scope);
  return (row) => {
    const result = { ...row };
    if (!access.note.visible) delete result.note;
    if (!access.noteOrg.visible) delete result.noteOrg;
    if (!access.noteSpl.visible) delete result.noteSpl;
    if (isPlainObject(result.org_orders)) result.org_orders = order(result.org_orders);
    return result;
  };
}

/** The list of a proxy body: `{ query_sequelize, count?, rows? }` (brief: proxy endpoints). */
export async function proxyList(
  c: Context<AppEnv>,
  body: Record<string, unknown>,
  schema: typeof activitySchema,
  visible: Visible,
  present: (row: Record<string, unknown>) => Record<string, unknown>,
): Promise<Response> {
  const query = body.query_sequelize ?? {};
  if (!isPlainObject(query)) {
    throw new GatewayError(
      400,
      'INVALID_QUERY',
      operationsMessages.fieldInvalid('query_sequelize'),
    );
  }
  const countOnly = (body.count === true && query.limit === 0) || body.rows === false;
  const { rows, total } = await listBody(c, schema, query, visible, present);
  return c.json(rowsBody(countOnly ? [] : rows, total));
}

/** Whether a proxy POST is a list (it carries `query_sequelize` or `count`) rather than a create. */
export function isProxyList(body: Record<string, unknown>): boolean {
  return Object.hasOwn(body, 'query_sequelize') || Object.hasOwn(body, 'count');
}

interface ActivityContext {
  activity: {
    id: number;
    status: ActivityStatus;
    code: string | null;
    _token: number | null;
    validFrom: string | null;
    validTo: string | null;
  };
  order: { id: number; status: OrderStatus; isSuspended: boolean; validTo: string | null };
}

async function loadActivity(c: Context<AppEnv>, id: number): Promise<ActivityContext> {
  const scope = c.var.scope;
  const row = await findVisible(c, activitySchema, id, visibleActivities(scope), NOT_FOUND, [
    { association: 'org_orders' },
  ]);
  const order = row.org_orders as Record<string, unknown> | null;
  if (!order) throw new GatewayError(404, 'NOT_FOUND', NOT_FOUND);
  return {
    activity: {
      id,
      status: row.status as ActivityStatus,
      code: (row.code as string | null) ?? null,
      _token: (row._token as number | null) ?? null,
      validFrom: (row.validFrom as string | null) ?? null,
      validTo: (row.validTo as string | null) ?? null,
    },
    order: {
      id: order.id as number,
      status: order.status as OrderStatus,
      isSuspended: order.isSuspended === true,
      validTo: (order.validTo as string | null) ?? null,
    },
  };
}

function actionsFor(scope: RequestScope, context: ActivityContext) {
  return activityActions(context.activity, context.order, scope.roleType, {
    hasTokenPermission: isAllowed(
      scope,
      scope.roleType === 'SPL' ? 'SPL_OPR_TOKENS' : 'ORG_OPR_TOKENS',
    ),
  });
}

function refused(): GatewayError {
  return new GatewayError(409, 'CONFLICT', operationsMessages.activityActionRefused);
}

const CREATION_OPTION_KEYS = [
  'startDate',
  'endDate',
  'numberOfActivities',
  'weekdays',
  'frequency',
  'includeSaturday',
  'includeSunday',
  'includeHolidays',
  'note',
] as const;

function creationInput(
  body: Record<string, unknown>,
  errors: FieldError[],
): ActivityCreationInput & { note?: string } {
  const type = body.type;
  if (typeof type !== 'string' || !(ACTIVITY_CREATION_TYPES as readonly string[]).includes(type)) {
    errors.push({ field: 'type', message: operationsMessages.fieldInvalid('Tipo') });
  }
  const options = isPlainObject(body.options) ? body.options : {};
  for (const key of Object.keys(options)) {
    if (!(CREATION_OPTION_KEYS as readonly string[]).includes(key)) {
      errors.push({ field: `options.${key}`, message: operationsMessages.fieldInvalid(key) });
    }
  }
  const text = (value: unknown): string | null =>
    typeof value === 'string' && value !== '' ? value : null;
  const weekdays = Array.isArray(options.weekdays)
    ? options.weekdays.filter(
        (day): day is ActivityWeekday =>
          Number.isInteger(day) && (day as number) >= 0 && (day as number) <= 6,
      )
    : [];
  const result: ActivityCreationInput & { note?: string } = {
    type: (typeof type === 'string' ? type : 'SINGLE') as ActivityCreationType,
    startDate: text(options.startDate),
    endDate: text(options.endDate),
    numberOfActivities:
      typeof options.numberOfActivities === 'number' ? options.numberOfActivities : null,
    weekdays,
    frequency: typeof options.frequency === 'number' ? options.frequency : null,
    includeSaturday: options.includeSaturday === true,
    includeSunday: options.includeSunday === true,
    includeHolidays: options.includeHolidays === true,
  };
  if (typeof options.note === 'string') result.note = options.note;
  return result;
}

async function createActivities(
  c: Context<AppEnv>,
  body: Record<string, unknown>,
): Promise<Response> {
  const scope = c.var.scope;
  requireRole(scope, 'ORG');
  requirePermission(scope, 'ORG_OPR_ACTIVITIES', 'APP_NEW');
  const errors: FieldError[] = [];
  for (const key of Object.keys(body)) {
    if (!['_order', 'type', 'options'].includes(key)) {
      errors.push({ field: key, message: operationsMessages.fieldInvalid(key) });
    }
  }
  const orderId = Number(body._order);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) {
    errors.push({ field: '_order', message: operationsMessages.orderRequired });
    assertValid(errors);
  }
  const order = await findVisible(
    c,
    orderSchema,
    orderId,
    visibleOrders(scope),
    operationsMessages.orderRequired,
  );
  const input = creationInput(body, errors);
  const validation = validateActivityCreation(input);
  for (const [field, text] of Object.entries(validation.errors)) {
    errors.push({ field: field === 'plan' ? 'options' : `options.${field}`, message: text });
  }
  assertValid(errors);
  // 001 §4.2: activities are planned on a draft or open order.
  if (order.status !== 'DRAFT' && order.status !== 'OPEN') throw refused();
  const planned = planActivityDates(input);
  const { db } = c.var.deps;
  const stored = await db
    .selectFrom('orders')
    .select(['organization_id', 'supplier_id', 'building_id', 'code'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const existing = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const first = Number(existing.count) + 1;
  const ids: number[] = [];
  for (const [index, plan] of planned.entries()) {
    const inserted = await db
      .insertInto('activities')
      .values({
        organization_id: stored.organization_id,
        order_id: orderId,
        supplier_id: stored.supplier_id,
        building_id: stored.building_id,
        code: `${stored.code ?? `ORD-${orderId}`}-A${String(first + index).padStart(3, '0')}`,
        valid_from: localDay(plan.validFrom),
        valid_to: localDay(plan.validTo),
        note: input.note ?? null,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(inserted.id);
  }
  const { rows } = await listBody(
    c,
    activitySchema,
    {
      where: { id: { $in: ids } },
      order: [['validFrom', 'ASC']],
      limit: Math.min(Math.max(ids.length, 1), 1000),
    },
    visibleActivities(scope),
    presentActivity(scope),
  );
  return c.json(rowsBody(rows, rows.length), 201);
}

const ORG_EDIT_FIELDS = ['validFrom', 'validTo', 'note', 'noteOrg'] as const;
const SPL_EDIT_FIELDS = ['noteSpl', 'status', 'isPending'] as const;

async function updateActivity(c: Context<AppEnv>): Promise<Response> {
  const scope = c.var.scope;
  if (scope.roleType !== 'ORG' && scope.roleType !== 'SPL') throw forbidden();
  const id = pathId(c.req.param('id'), NOT_FOUND);
  const context = await loadActivity(c, id);
  const input = await jsonObject(c.req);
  const errors: FieldError[] = [];
  const actions = actionsFor(scope, context);
  let allowed: readonly string[];
  if (scope.roleType === 'ORG') {
    requirePermission(scope, 'ORG_OPR_ACTIVITIES_MOD', 'APP_UPDATE');
    if (!actions.canEditDatesAndNotes) throw refused();
    allowed = ORG_EDIT_FIELDS;
    if (input.validFrom !== undefined || input.validTo !== undefined) {
      const dates = validateActivityDates({
        start: (input.validFrom ?? context.activity.validFrom) as string | null,
        end: (input.validTo ?? context.activity.validTo) as string | null,
        orderEnd: context.order.validTo,
        now: c.var.deps.now(),
        saved: { start: context.activity.validFrom, end: context.activity.validTo },
      });
      if (dates.errors.start) errors.push({ field: 'validFrom', message: dates.errors.start });
      if (dates.errors.end) errors.push({ field: 'validTo', message: dates.errors.end });
    }
  } else {
    requirePermission(scope, 'SPL_OPR_ACTIVITIES_MOD', 'APP_UPDATE');
    allowed = SPL_EDIT_FIELDS;
    const onlyNote = Object.keys(input).every((key) => key === 'noteSpl');
    // The supplier's own note has no condition (domain activityNotesAccess); the work does.
    if (!onlyNote && !canSupplierWorkOnActivity(context.activity, context.order)) throw refused();
    if (input.status !== undefined && input.status !== 'WORKING' && input.status !== 'TODO') {
      errors.push({ field: 'status', message: operationsMessages.fieldInvalid('Stato') });
    }
  }
  const { values, errors: typeErrors } = writableValues(activitySchema, input, allowed);
  errors.push(...typeErrors);
  assertValid(errors);
  if (Object.keys(values).length > 0) {
    await c.var.deps.db
      .updateTable('activities')
      .set({ ...values, updated_at: c.var.deps.now() } as never)
      .where('id', '=', id)
      .execute();
  }
  const row = await findVisible(c, activitySchema, id, visibleActivities(scope), NOT_FOUND, [
    { association: 'org_orders' },
  ]);
  return c.json(rowsBody([presentActivity(scope)(row)], 1));
}

async function deleteActivity(c: Context<AppEnv>): Promise<Response> {
  const scope = c.var.scope;
  if (scope.roleType !== 'ORG') throw forbidden();
  const id = pathId(c.req.param('id'), NOT_FOUND);
  const context = await loadActivity(c, id);
  requirePermission(scope, 'ORG_OPR_ACTIVITIES_MOD', 'APP_DELETE');
  if (!actionsFor(scope, context).canDelete) throw refused();
  await c.var.deps.db.deleteFrom('activities').where('id', '=', id).execute();
  return c.body(null, 204);
}

/** Posts the rejection message in the order's chat, when the order has one (001 §4.2). */
async function postRejectionMessage(
  c: Context<AppEnv>,
  orderId: number,
  text: string,
): Promise<void> {
  const { db, bus, now } = c.var.deps;
  const chat = await db
    .selectFrom('chats')
    .select('id')
    .where('category', '=', 'ORDER')
    .where('entity_id', '=', orderId)
    .executeTakeFirst();
  if (!chat) return;
  const at = now();
  const inserted = await db
    .insertInto('chat_messages')
    .values({
      chat_id: chat.id,
      user_id: c.var.scope.user.id,
      id_message: randomUUID(),
      message: text,
      timestamp_ms: at.getTime(),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('chats')
    .set({ last_message_at: at, updated_at: at } as never)
    .where('id', '=', chat.id)
    .execute();
  await publishChatMessage(bus, chat.id, inserted.id);
}

async function rejectActivity(c: Context<AppEnv>): Promise<Response> {
  const scope = c.var.scope;
  if (scope.roleType !== 'ORG') throw forbidden();
  const id = pathId(c.req.param('id'), NOT_FOUND);
  const context = await loadActivity(c, id);
  requirePermission(scope, 'ORG_OPR_ACTIVITIES_MOD', 'APP_UPDATE');
  if (!actionsFor(scope, context).canReject) throw refused();
  const rejection = activityRejection({ code: context.activity.code });
  await c.var.deps.db
    .updateTable('activities')
    .set({
      status: rejection.changes.status,
      managed_from_org: rejection.changes.managedFromOrg,
      updated_at: c.var.deps.now(),
    } as never)
    .where('id', '=', id)
    .execute();
  await postRejectionMessage(c, context.order.id, rejection.chatMessage);
  const row = await findVisible(c, activitySchema, id, visibleActivities(scope), NOT_FOUND, [
    { association: 'org_orders' },
  ]);
  return c.json(rowsBody([presentActivity(scope)(row)], 1));
}

/** Registers the activities routes. */
export function register(api: Hono<AppEnv>): void {
  api.post('/proxy/activities', async (c) => {
    const scope = c.var.scope;
    const body = await jsonObject(c.req);
    if (isProxyList(body)) {
      return proxyList(c, body, activitySchema, visibleActivities(scope), presentActivity(scope));
    }
    return createActivities(c, body);
  });
  api.post('/activities', async (c) => createActivities(c, await jsonObject(c.req)));
  api.get('/proxy/activities/:id', async (c) => {
    const scope = c.var.scope;
    const id = pathId(c.req.param('id'), NOT_FOUND);
    const row = await findVisible(c, activitySchema, id, visibleActivities(scope), NOT_FOUND, [
      {
        association: 'org_orders',
        include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
      },
    ]);
    return c.json(rowsBody([presentActivity(scope)(row)], 1));
  });
  for (const base of ['/activities', '/proxy/activities']) {
    api.patch(`${base}/:id/reject`, rejectActivity);
    api.patch(`${base}/:id`, updateActivity);
    api.put(`${base}/:id`, updateActivity);
    api.delete(`${base}/:id`, deleteActivity);
  }
}
