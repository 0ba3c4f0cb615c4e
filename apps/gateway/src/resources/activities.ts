/**
 * Activities: the work items of an order (001 §3, §4.2, §5, §7; 002 §7.1, §7.6).
 *
 * - `POST proxy/activities` with `{ query_sequelize, count? }` → `{ rows: { results, counter } }`
 *   (the dashboard's today's and expired activities, the pickers);
 * - `GET proxy/activities/{id}` (with its order, the order's building and supplier);
 * - create `POST activities` (and `POST proxy/activities` without `query_sequelize`) with
 *   `{ _order, type, options }`: the server plans the dates with domain's `planActivityDates`
 *   and answers the new activities;
 * - `PATCH|PUT activities/{id}`, `DELETE activities/{id}`, `PATCH activities/{id}/reject`, also
 *   under `proxy/activities/…` (the api-client's proxy family).
 *
 * Tenant rule: ORG its organisation's activities; SPL and USR those of the orders they see
 * (assigned to the supplier, or on the user's buildings; drafts excluded); SYS all, read only.
 * Who may act is domain's `activityActions` (ORG deletes while the order is a draft, rejects a
 * TODO activity of an open order, edits dates and notes of a TODO activity of a draft or open
 * order; SPL works only on open, not suspended orders, and sets only TODO or WORKING) plus the
 * permission engine.
 */
import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_CREATION_TYPES,
  activityActions,
  activityRejection,
  canSupplierWorkOnActivity,
  isSupplierSetActivityStatus,
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
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { isAllowed } from '../authz/requirements.ts';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { assertValid, conflict } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid, fieldRequired } from '../layer/fieldMessages.ts';
import { equals, existsIn, ref } from '../layer/predicates.ts';
import type { Visible } from '../layer/predicates.ts';
import { mountResource, runWrite } from '../layer/resource.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import { isPlainObject } from '../query/index.ts';
import { publishChatMessage } from '../realtime/channels.ts';
import { localDay } from './days.ts';
import { resourceMessages } from './messages.ts';
import { visibleOrders } from './orders.ts';
import { activitySchema } from './schemas/operations.ts';

/**
 * The activities a profile may see: ORG its organisation's; SPL and USR those of the orders they
 * see (assigned to the supplier, or on the user's buildings; drafts excluded); SYS all.
 */
export function visibleActivities(scope: RequestScope): Visible {
  if (scope.roleType === 'ORG') return (alias) => equals(alias, 'organization_id', scope.companyId);
  if (scope.roleType === 'SYS') return () => true;
  const orders = visibleOrders(scope);
  return (alias) =>
    existsIn(
      'orders',
      'v_activity_orders',
      (inner) => sql<SqlBool>`${ref(inner, 'id')} = ${ref(alias, 'order_id')}`,
      orders('v_activity_orders'),
    );
}

/** The order an activity belongs to, as read with it. */
interface OrderState {
  id: number;
  status: OrderStatus;
  isSuspended: boolean;
  validTo: string | null;
}

/** The activity's order (read with it through `changeInclude`). */
function orderOf(activity: Row): OrderState {
  const order = activity.org_orders;
  if (!isPlainObject(order)) throw conflict(resourceMessages.activityActionRefused);
  return {
    id: order.id as number,
    status: order.status as OrderStatus,
    isSuspended: order.isSuspended === true,
    validTo: (order.validTo as string | null) ?? null,
  };
}

function actionsFor(scope: RequestScope, activity: Row) {
  return activityActions(
    {
      status: activity.status as ActivityStatus,
      _token: (activity._token as number | null) ?? null,
    },
    orderOf(activity),
    scope.roleType,
    {
      hasTokenPermission: isAllowed(
        scope,
        scope.roleType === 'SPL' ? 'SPL_OPR_TOKENS' : 'ORG_OPR_TOKENS',
      ),
    },
  );
}

function refused(): never {
  throw conflict(resourceMessages.activityActionRefused);
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
    errors.push({ field: 'type', message: fieldInvalid('type') });
  }
  const options = isPlainObject(body.options) ? body.options : {};
  for (const key of Object.keys(options)) {
    if (!(CREATION_OPTION_KEYS as readonly string[]).includes(key)) {
      errors.push({ field: `options.${key}`, message: fieldInvalid(key) });
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

/** Creates the activities a creation request plans on an order (001 §4.2, §5, §9). */
async function createActivities(request: ResourceRequest): Promise<Response> {
  const body = await request.body();
  const errors: FieldError[] = [];
  for (const key of Object.keys(body)) {
    if (!['_order', 'type', 'options'].includes(key)) {
      errors.push({ field: key, message: fieldInvalid(key) });
    }
  }
  const orderId = body._order;
  if (typeof orderId !== 'number' || !Number.isSafeInteger(orderId) || orderId <= 0) {
    errors.push({ field: '_order', message: fieldRequired('_order') });
    assertValid(errors);
    return refused();
  }
  // The order must be one the caller reads: a missing and a hidden order answer alike.
  errors.push(...(await request.linkErrors({ _order: orderId })));
  const input = creationInput(body, errors);
  const validation = validateActivityCreation(input);
  for (const [field, text] of Object.entries(validation.errors)) {
    errors.push({ field: field === 'plan' ? 'options' : `options.${field}`, message: text });
  }
  assertValid(errors);
  const { db } = request.deps;
  const order = await db
    .selectFrom('orders')
    .select(['organization_id', 'supplier_id', 'building_id', 'code', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  // 001 §4.2: activities are planned on a draft or open order.
  if (order.status !== 'DRAFT' && order.status !== 'OPEN') refused();
  const planned = planActivityDates(input);
  const ids = await runWrite(activitySchema, () =>
    db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      const first = Number(existing.count) + 1;
      const inserted = await trx
        .insertInto('activities')
        .values(
          planned.map((plan, index) => ({
            organization_id: order.organization_id,
            order_id: orderId,
            supplier_id: order.supplier_id,
            building_id: order.building_id,
            code: `${order.code ?? `ORD-${orderId}`}-A${String(first + index).padStart(3, '0')}`,
            valid_from: localDay(plan.validFrom),
            valid_to: localDay(plan.validTo),
            note: input.note ?? null,
          })),
        )
        .returning('id')
        .execute();
      return inserted.map((row) => row.id);
    }),
  );
  const { rows } = await request.list({
    where: { id: { $in: ids } },
    order: [['validFrom', 'ASC']],
    limit: Math.min(Math.max(ids.length, 1), 1000),
  });
  return request.many(rows, rows.length, 201);
}

/** Posts the rejection message in the order's chat, when the order has one (001 §4.2). */
async function postRejectionMessage(
  request: ResourceRequest,
  orderId: number,
  text: string,
): Promise<void> {
  const { db, bus, now } = request.deps;
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
      user_id: request.scope.user.id,
      id_message: randomUUID(),
      message: text,
      timestamp_ms: at.getTime(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('chats')
    .set({ last_message_at: at, updated_at: at })
    .where('id', '=', chat.id)
    .execute();
  await publishChatMessage(bus, chat.id, inserted.id);
}

const DETAIL_INCLUDE = [
  {
    association: 'org_orders',
    include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
  },
];
const WITH_ORDER = [{ association: 'org_orders' }];

const ORG_EDIT_FIELDS = ['validFrom', 'validTo', 'note', 'noteOrg'] as const;
const SPL_EDIT_FIELDS = ['noteSpl', 'status', 'isPending'] as const;

/** Registers the activities routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'activities',
    schema: activitySchema,
    shape: 'rows',
    routes: {
      activities: ['create', 'update', 'remove'],
      'proxy/activities': ['proxyList', 'getOne', 'create', 'update', 'remove'],
    },
    notFound: resourceMessages.activityNotFound,
    visible: visibleActivities,
    writers: {
      ORG: {
        application: 'ORG_OPR_ACTIVITIES_MOD',
        actions: ['create', 'update', 'remove', 'reject'],
        applicationFor: { create: 'ORG_OPR_ACTIVITIES' },
      },
      SPL: { application: 'SPL_OPR_ACTIVITIES_MOD', actions: ['update'] },
    },
    detailInclude: DETAIL_INCLUDE,
    changeInclude: WITH_ORDER,
    writable: {
      update: (scope) => (scope.roleType === 'SPL' ? SPL_EDIT_FIELDS : ORG_EDIT_FIELDS),
    },
    async beforeChange(current, request, action) {
      const scope = request.scope;
      if (scope.roleType === 'SPL') {
        // The supplier's own note has no condition (domain activityNotesAccess); the work does.
        const onlyNote = Object.keys(await request.body()).every((key) => key === 'noteSpl');
        const activity = { status: current.status as ActivityStatus };
        if (!onlyNote && !canSupplierWorkOnActivity(activity, orderOf(current))) refused();
        return;
      }
      const actions = actionsFor(scope, current);
      if (action === 'remove' && !actions.canDelete) refused();
      if (action === 'update' && !actions.canEditDatesAndNotes) refused();
    },
    validate(input, request, current) {
      const errors: FieldError[] = [];
      if (request.scope.roleType === 'SPL') {
        if (input.status !== undefined && !isSupplierSetActivityStatus(input.status)) {
          errors.push({ field: 'status', message: fieldInvalid('status') });
        }
        return errors;
      }
      if (current && (input.validFrom !== undefined || input.validTo !== undefined)) {
        const saved = {
          start: (current.validFrom as string | null) ?? null,
          end: (current.validTo as string | null) ?? null,
        };
        const dates = validateActivityDates({
          start: (input.validFrom as string | null | undefined) ?? saved.start,
          end: (input.validTo as string | null | undefined) ?? saved.end,
          orderEnd: orderOf(current).validTo,
          now: request.deps.now(),
          saved,
        });
        if (dates.errors.start) errors.push({ field: 'validFrom', message: dates.errors.start });
        if (dates.errors.end) errors.push({ field: 'validTo', message: dates.errors.end });
      }
      return errors;
    },
    onUpdate: (_input, request) => ({ updatedAt: request.deps.now() }),
    handlers: { create: createActivities },
    extend(routes) {
      for (const base of ['/activities', '/proxy/activities']) {
        routes.write('PATCH', `${base}/:id/reject`, 'reject', 'APP_UPDATE', async (request) => {
          const id = request.id();
          const current = await request.find(id, { include: WITH_ORDER });
          if (!actionsFor(request.scope, current).canReject) refused();
          const rejection = activityRejection({ code: (current.code as string | null) ?? null });
          await request.deps.db
            .updateTable('activities')
            .set({
              status: rejection.changes.status,
              managed_from_org: rejection.changes.managedFromOrg,
              updated_at: request.deps.now(),
            })
            .where('id', '=', id)
            .execute();
          await postRejectionMessage(request, orderOf(current).id, rejection.chatMessage);
          return request.one(await request.find(id, { include: DETAIL_INCLUDE }));
        });
      }
    },
  });
}
