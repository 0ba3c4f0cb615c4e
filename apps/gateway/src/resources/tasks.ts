/**
 * Tasks (interventi): `POST proxy/tasks` lists with `{ query_sequelize, count? }` and creates
 * with `{ status, isSigned, _activity }` (001 §3, §4.2, §7); `GET proxy/tasks/{id}`.
 *
 * Tenant rule: ORG its organisation's tasks; SPL its company's; SYS all; USR none (no task
 * screens). Creating a task is the activity's REGISTER_TASK event (DECISIONS.md "Order
 * lifecycle" A4, A5): domain's activity machine decides whether the supplier may still work on
 * the activity and what the task does to it — a signed task with status 2 completes it (and
 * closes the order when it is its only activity), another puts it under way. The task form's
 * other fields (description, executedAt, the employee, one of the supplier's) are stored with it.
 */
import { taskErrors } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { assertValid } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldRequired } from '../layer/fieldMessages.ts';
import { byRole, ownOrganization, ownSupplier } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { writeValues } from '../layer/writes.ts';
import { runActivityEvent } from './activities.ts';
import { resourceMessages } from './messages.ts';
import { taskSchema } from './schemas/operations.ts';

/** ORG its organisation's tasks; SPL its company's; SYS all; USR none. */
export const visibleTasks = byRole({ ORG: ownOrganization, SPL: ownSupplier });

const DETAIL_INCLUDE = [{ association: 'org_activities' }];

const CREATE_FIELDS = ['status', 'isSigned', '_activity', 'description', 'executedAt', '_employee'];

/** A numeric status sent as text ('2') is the number. */
function normaliseTask(body: Record<string, unknown>): Record<string, unknown> {
  return typeof body.status === 'string' && /^\d$/.test(body.status)
    ? { ...body, status: Number(body.status) }
    : body;
}

/**
 * `POST proxy/tasks` (001 §7): the fields checked (types, domain's `taskErrors`, the activity and
 * the employee readable by the supplier), then REGISTER_TASK on the activity, which creates the
 * task in the same transaction.
 */
async function createTask(request: ResourceRequest): Promise<Response> {
  const values = writeValues(taskSchema, normaliseTask(await request.body()), CREATE_FIELDS);
  const input = values.input;
  const errors: FieldError[] = [...values.errors];
  if (input._activity === undefined || input._activity === null) {
    if (!errors.some((error) => error.field === '_activity')) {
      errors.push({ field: '_activity', message: fieldRequired('_activity') });
    }
  }
  // 001 §3, §7: status 0, 1 or 2, isSigned yes or no (domain taskErrors).
  const task = { status: input.status as number, isSigned: input.isSigned as boolean };
  for (const [field, message] of Object.entries(taskErrors(task))) {
    if (!errors.some((error) => error.field === field)) errors.push({ field, message });
  }
  assertValid(errors);
  // The activity (and the employee) must be one the supplier reads: a missing and a hidden one
  // answer alike.
  assertValid(await request.linkErrors(input));
  const outcome = await runActivityEvent(
    request,
    input._activity as number,
    { type: 'REGISTER_TASK', task },
    {
      basedOn: 'unchecked',
      task: {
        description: (input.description as string | null | undefined) ?? null,
        executedAt: (input.executedAt as string | null | undefined) ?? null,
        employeeId: (input._employee as number | null | undefined) ?? null,
      },
    },
  );
  if (outcome.taskId === undefined) throw new Error('REGISTER_TASK created no task');
  return request.one(await request.find(outcome.taskId, { include: DETAIL_INCLUDE }), 201);
}

/** Registers the tasks routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'tasks',
    schema: taskSchema,
    shape: 'rows',
    routes: { 'proxy/tasks': ['proxyList', 'getOne', 'create'] },
    notFound: resourceMessages.taskNotFound,
    visible: visibleTasks,
    writers: { SPL: { application: 'SPL_OPR_TASKS', actions: ['create'] } },
    detailInclude: DETAIL_INCLUDE,
    handlers: { create: createTask },
  });
}
