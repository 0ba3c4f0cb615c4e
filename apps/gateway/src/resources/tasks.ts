/**
 * Tasks (interventi, H5): `POST proxy/tasks` lists with `{ query_sequelize, count? }` and creates
 * with `{ status, isSigned, _activity }` (001 §3, §4.2, §7); `GET proxy/tasks/{id}`.
 *
 * A supplier registers a task on an activity it may still work on (domain
 * `canSupplierWorkOnActivity`: TODO or WORKING activity of an open, not suspended order). Quick
 * completion (domain `quickCompletionTask`: status 2, signed) completes the activity, and closes
 * the order when it is its only activity (domain `quickCompletionClosesOrder`).
 */
import {
  QUICK_COMPLETION_TASK_STATUS,
  canSupplierWorkOnActivity,
  quickCompletionClosesOrder,
} from '@portineria/domain';
import type { ActivityStatus, OrderStatus } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import {
  assertValid,
  columnEquals,
  isPlainObject,
  jsonObject,
  pathId,
  requirePermission,
  requireRole,
} from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import { findVisible, localDay, rowsBody, writableValues } from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import { activitySchema, taskSchema } from '../operations/schemas.ts';
import { isProxyList, presentActivity, proxyList, visibleActivities } from './activities.ts';

const NOT_FOUND = operationsMessages.taskNotFound;

/** ORG its organisation's tasks; SPL its company's; SYS all; USR none (no task screens). */
export function visibleTasks(scope: RequestScope): Visible {
  return (alias) => {
    switch (scope.roleType) {
      case 'ORG':
        return columnEquals(alias, 'organization_id', scope.companyId);
      case 'SPL':
        return columnEquals(alias, 'supplier_id', scope.companyId);
      case 'SYS':
        return true;
      case 'USR':
        return false;
      default:
        return scope.roleType satisfies never;
    }
  };
}

/** A task as a profile sees it: an included activity shows the notes of the caller's side only. */
function presentTask(
  scope: RequestScope,
): (row: Record<string, unknown>) => Record<string, unknown> {
  const activity = presentActivity(scope);
  return (row) =>
    isPlainObject(row.org_activities)
      ? { ...row, org_activities: activity(row.org_activities) }
      : row;
}

const CREATE_FIELDS = [
  'status',
  'isSigned',
  '_activity',
  'description',
  'executedAt',
  '_employee',
] as const;

async function createTask(c: Context<AppEnv>, input: Record<string, unknown>): Promise<Response> {
  const scope = c.var.scope;
  requireRole(scope, 'SPL');
  requirePermission(scope, 'SPL_OPR_TASKS', 'APP_NEW');
  const errors: FieldError[] = [];
  const status = typeof input.status === 'string' ? Number(input.status) : input.status;
  const normalised = { ...input, status };
  const activityId = Number(input._activity);
  if (!Number.isSafeInteger(activityId) || activityId <= 0) {
    errors.push({ field: '_activity', message: operationsMessages.activityRequired });
  }
  if (!Number.isInteger(status) || (status as number) < 0 || (status as number) > 2) {
    errors.push({ field: 'status', message: operationsMessages.fieldInvalid('Stato') });
  }
  if (typeof input.isSigned !== 'boolean') {
    errors.push({ field: 'isSigned', message: operationsMessages.fieldInvalid('Firmato') });
  }
  const { values, errors: typeErrors } = writableValues(taskSchema, normalised, CREATE_FIELDS);
  errors.push(...typeErrors);
  assertValid(errors);

  const activity = await findVisible(
    c,
    activitySchema,
    activityId,
    visibleActivities(scope),
    operationsMessages.activityNotFound,
    [{ association: 'org_orders' }],
  );
  const order = activity.org_orders as {
    id: number;
    status: OrderStatus;
    isSuspended?: boolean;
  } | null;
  if (
    !order ||
    !canSupplierWorkOnActivity(
      { status: activity.status as ActivityStatus },
      {
        status: order.status,
        isSuspended: order.isSuspended === true,
      },
    )
  ) {
    throw new GatewayError(409, 'CONFLICT', operationsMessages.activityActionRefused);
  }
  if (values.employee_id !== undefined && values.employee_id !== null) {
    const employee = await c.var.deps.db
      .selectFrom('employees')
      .select('id')
      .where('id', '=', values.employee_id as number)
      .where('supplier_id', '=', scope.companyId)
      .executeTakeFirst();
    if (!employee)
      assertValid([{ field: '_employee', message: operationsMessages.employeeNotVisible }]);
  }

  const { db, now } = c.var.deps;
  const at = now();
  const completes = status === QUICK_COMPLETION_TASK_STATUS && input.isSigned === true;
  const stored = await db
    .selectFrom('activities')
    .select(['organization_id'])
    .where('id', '=', activityId)
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('tasks')
    .values({
      ...values,
      organization_id: stored.organization_id,
      supplier_id: scope.companyId,
      executed_at: values.executed_at ?? (completes ? at : null),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (completes) {
    // 001 §4.2 quick completion: the activity is done, and the order closes with its only activity.
    await db
      .updateTable('activities')
      .set({
        status: 'DONE',
        closing_date: localDay(at),
        is_pending: false,
        updated_at: at,
      } as never)
      .where('id', '=', activityId)
      .execute();
    const siblings = await db
      .selectFrom('activities')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    if (quickCompletionClosesOrder(siblings)) {
      await db
        .updateTable('orders')
        .set({ status: 'CLOSE', closed_at: at, updated_at: at } as never)
        .where('id', '=', order.id)
        .execute();
    }
  } else if (activity.status === 'TODO') {
    await db
      .updateTable('activities')
      .set({ status: 'WORKING', updated_at: at } as never)
      .where('id', '=', activityId)
      .execute();
  }
  const row = await findVisible(c, taskSchema, inserted.id, visibleTasks(scope), NOT_FOUND);
  return c.json(rowsBody([row], 1), 201);
}

/** Registers the tasks routes. */
export function register(api: Hono<AppEnv>): void {
  api.post('/proxy/tasks', async (c) => {
    const scope = c.var.scope;
    const body = await jsonObject(c.req);
    if (isProxyList(body))
      return proxyList(c, body, taskSchema, visibleTasks(scope), presentTask(scope));
    return createTask(c, body);
  });
  api.get('/proxy/tasks/:id', async (c) => {
    const id = pathId(c.req.param('id'), NOT_FOUND);
    const scope = c.var.scope;
    const row = await findVisible(c, taskSchema, id, visibleTasks(scope), NOT_FOUND, [
      { association: 'org_activities' },
    ]);
    return c.json(rowsBody([presentTask(scope)(row)], 1));
  });
}
