/**
 * Tasks (interventi): `POST proxy/tasks` lists with `{ query_sequelize, count? }` and creates
 * with `{ status, isSigned, _activity }` (001 §3, §4.2, §7); `GET proxy/tasks/{id}`.
 *
 * Tenant rule: ORG its organisation's tasks; SPL its company's; SYS all; USR none (no task
 * screens). A supplier registers a task (SPL_OPR_TASKS) on an activity it may still work on
 * (domain `canSupplierWorkOnActivity`: TODO or WORKING activity of an open, not suspended order);
 * the employee, when named, is one of its company. What the task does to its activity is
 * domain's `activityTaskEffect`: quick completion (status 2, signed) completes the activity, and
 * closes the order when it is its only activity (domain `quickCompletionClosesOrder`); another
 * task puts a TODO activity under way.
 */
import {
  activityTaskEffect,
  canSupplierWorkOnActivity,
  quickCompletionClosesOrder,
  taskErrors,
} from '@portineria/domain';
import type { ActivityStatus, OrderStatus } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { conflict } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldRequired } from '../layer/fieldMessages.ts';
import { byRole, ownOrganization, ownSupplier } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { localDay } from './days.ts';
import { resourceMessages } from './messages.ts';
import { taskSchema } from './schemas/operations.ts';

/** ORG its organisation's tasks; SPL its company's; SYS all; USR none. */
export const visibleTasks = byRole({ ORG: ownOrganization, SPL: ownSupplier });

const CREATE_FIELDS = ['status', 'isSigned', '_activity', 'description', 'executedAt', '_employee'];

/** The activity a task is registered on, with its order (read within the supplier's rules). */
interface TaskActivity {
  id: number;
  organizationId: number;
  status: ActivityStatus;
  orderId: number;
  orderStatus: OrderStatus;
  orderSuspended: boolean;
}

/** Registers the tasks routes. */
export function register(api: Hono<AppEnv>): void {
  // The activity of the write being made, read once by validate and used by onCreate.
  const activities = new WeakMap<object, TaskActivity>();

  mountResource(api, {
    name: 'tasks',
    schema: taskSchema,
    shape: 'rows',
    routes: { 'proxy/tasks': ['proxyList', 'getOne', 'create'] },
    notFound: resourceMessages.taskNotFound,
    visible: visibleTasks,
    writers: { SPL: { application: 'SPL_OPR_TASKS', actions: ['create'] } },
    detailInclude: [{ association: 'org_activities' }],
    writable: { create: CREATE_FIELDS },
    normalize: (body) =>
      typeof body.status === 'string' && /^\d$/.test(body.status)
        ? { ...body, status: Number(body.status) }
        : body,
    async validate(input, request) {
      const errors: FieldError[] = [];
      if (input._activity === undefined || input._activity === null) {
        errors.push({ field: '_activity', message: fieldRequired('_activity') });
      }
      // 001 §3, §7: status 0, 1 or 2, isSigned yes or no (domain taskErrors).
      const task = { status: input.status as number, isSigned: input.isSigned as boolean };
      for (const [field, message] of Object.entries(taskErrors(task))) {
        errors.push({ field, message });
      }
      if (errors.length > 0 || typeof input._activity !== 'number') return errors;
      // The activity must be one the supplier reads (a link check), then one it may work on.
      const linked = await request.linkErrors({ _activity: input._activity });
      if (linked.length > 0) return linked;
      const row = await request.deps.db
        .selectFrom('activities as a')
        .innerJoin('orders as o', 'o.id', 'a.order_id')
        .select([
          'a.id',
          'a.organization_id',
          'a.status',
          'o.id as order_id',
          'o.status as order_status',
          'o.is_suspended',
        ])
        .where('a.id', '=', input._activity)
        .executeTakeFirstOrThrow();
      const activity: TaskActivity = {
        id: row.id,
        organizationId: row.organization_id,
        status: row.status,
        orderId: row.order_id,
        orderStatus: row.order_status,
        orderSuspended: row.is_suspended,
      };
      if (
        !canSupplierWorkOnActivity(
          { status: activity.status },
          { status: activity.orderStatus, isSuspended: activity.orderSuspended },
        )
      ) {
        throw conflict(resourceMessages.activityActionRefused);
      }
      activities.set(request, activity);
      return [];
    },
    onCreate(input, request) {
      const activity = activities.get(request);
      if (activity === undefined) throw new Error('tasks: the activity was not validated');
      const effect = activityTaskEffect(activity, {
        status: input.status as number,
        isSigned: input.isSigned === true,
      });
      return {
        organization_id: activity.organizationId,
        _supplier: request.scope.companyId,
        ...(input.executedAt === undefined && effect?.completes
          ? { executedAt: request.deps.now() }
          : {}),
      };
    },
    async onInserted(id, db, request) {
      const activity = activities.get(request);
      const task = await db
        .selectFrom('tasks')
        .select(['status', 'is_signed'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (activity === undefined) return;
      const effect = activityTaskEffect(activity, {
        status: task.status,
        isSigned: task.is_signed,
      });
      if (effect === undefined) return;
      const at = request.deps.now();
      await db
        .updateTable('activities')
        .set({
          status: effect.status,
          updated_at: at,
          ...(effect.completes ? { closing_date: localDay(at), is_pending: false } : {}),
        })
        .where('id', '=', activity.id)
        .execute();
      if (!effect.completes) return;
      // 001 §4.2 quick completion: the order closes with its only activity.
      const siblings = await db
        .selectFrom('activities')
        .select('id')
        .where('order_id', '=', activity.orderId)
        .execute();
      if (quickCompletionClosesOrder(siblings)) {
        await db
          .updateTable('orders')
          .set({ status: 'CLOSE', closed_at: at, updated_at: at })
          .where('id', '=', activity.orderId)
          .execute();
      }
    },
  });
}
