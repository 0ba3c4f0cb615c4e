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
import { ACTIVITY_CREATION_TYPES, ROLE_TYPE } from '@portineria/domain';
import type {
  ActivityCreationInput,
  ActivityCreationType,
  ActivityEventType,
  ActivityTransitionEvent,
  ActivityWeekday,
  RecordVersion,
} from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { assertValid, isGatewayError, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid, fieldRequired } from '../layer/fieldMessages.ts';
import { equals, existsIn, ref } from '../layer/predicates.ts';
import type { Visible } from '../layer/predicates.ts';
import { mountResource, runWrite } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { writeValues } from '../layer/writes.ts';
import { isPlainObject, queryMessages } from '../query/index.ts';
import {
  applyActivityEvent,
  applyOrderEvent,
  applyOwnFields,
  mergeFieldErrors,
  parseTransitionBody,
  publishPosted,
} from './lifecycle.ts';
import type { ActivityEventOptions, BasedOn } from './lifecycle.ts';
import { resourceMessages } from './messages.ts';
import { visibleOrders } from './orders.ts';
import { activitySchema } from './schemas/operations.ts';
import { asDomainRecord } from '../db/domainRecords.ts';

/**
 * The activities a profile may see: ORG its organisation's; SPL and USR those of the orders they
 * see (assigned to the supplier, or on the user's buildings; drafts excluded); SYS all.
 */
export function visibleActivities(scope: RequestScope): Visible {
  if (scope.roleType === ROLE_TYPE.ORG)
    return (alias) => equals(alias, 'organization_id', scope.companyId);
  if (scope.roleType === ROLE_TYPE.SYS) return () => true;
  const orders = visibleOrders(scope);
  return (alias) =>
    existsIn(
      'orders',
      'v_activity_orders',
      (inner) => sql<SqlBool>`${ref(inner, 'id')} = ${ref(alias, 'order_id')}`,
      orders('v_activity_orders'),
    );
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

/** A field error of the order's ADD_ACTIVITIES as the create body names it (`options.…`). */
function creationField(field: string): string {
  return field === 'plan' ? 'options' : `options.${field}`;
}

/**
 * `POST activities` (001 §7 create, with `{ _order, type, options }`) is the order's
 * ADD_ACTIVITIES event (DECISIONS.md T4): the machine checks who, the order's state and the
 * request (001 §5 rules and the order's bounds), and plans the activities.
 */
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
    throw validationFailed(errors);
  }
  // The order must be one the caller reads: a missing and a hidden order answer alike.
  errors.push(...(await request.linkErrors({ _order: orderId })));
  const input = creationInput(body, errors);
  assertValid(errors);
  const { note, ...plan } = input;
  let created: number[];
  try {
    const outcome = await runWrite(activitySchema, () =>
      request.deps.db.transaction().execute((trx) =>
        applyOrderEvent(
          trx,
          request,
          orderId,
          { type: 'ADD_ACTIVITIES', request: plan },
          {
            basedOn: 'unchecked',
            activityNote: note ?? null,
          },
        ),
      ),
    );
    created = outcome.createdActivities;
  } catch (error) {
    if (
      isGatewayError(error) &&
      error.code === 'VALIDATION_FAILED' &&
      Array.isArray(error.detail)
    ) {
      throw validationFailed(
        (error.detail as FieldError[]).map((item) => ({
          field: creationField(item.field),
          message: item.message,
        })),
        error.message,
      );
    }
    throw error;
  }
  const { rows } = await request.list({
    where: { id: { $in: created } },
    order: [['validFrom', 'ASC']],
    limit: Math.min(Math.max(created.length, 1), 1000),
  });
  return request.many(rows, rows.length, 201);
}

const DETAIL_INCLUDE = [
  {
    association: 'org_orders',
    include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
  },
];

/** The fields of the organisation's edit dialog (001 §5 dates, 001 §4.2 notes): the EDIT event. */
const ORG_EDIT_FIELDS = ['validFrom', 'validTo', 'note', 'noteOrg'] as const;

/** The activity events the wire accepts, and the payload keys of each (DECISIONS.md A1–A5). */
const ACTIVITY_EVENT_PAYLOADS: Readonly<Record<ActivityEventType, readonly string[]>> = {
  EDIT: ['changes', 'basedOn'],
  DELETE: [],
  REJECT: [],
  REGISTER_TASK: ['task'],
  COMPLETE_QUICKLY: [],
};

/**
 * Runs an activity event in its own transaction and answers the activity as `GET
 * proxy/activities/{id}` does (as it was, when deleted); a chat message is published after the
 * commit.
 */
export async function runActivityEvent(
  request: ResourceRequest,
  id: number,
  event: ActivityTransitionEvent,
  options: ActivityEventOptions,
) {
  const outcome = await runWrite(activitySchema, () =>
    request.deps.db
      .transaction()
      .execute((trx) => applyActivityEvent(trx, request, id, event, options)),
  );
  await publishPosted(request, outcome);
  return outcome;
}

/** The EDIT event of the edit dialog's fields, their type errors kept for the 400. */
function editEvent(
  fields: Record<string, unknown>,
  version: RecordVersion,
): { event: ActivityTransitionEvent; fieldErrors: FieldError[] } {
  const values = writeValues(activitySchema, fields, ORG_EDIT_FIELDS);
  return {
    event: { type: 'EDIT', changes: values.input, basedOn: version },
    fieldErrors: values.errors,
  };
}

/** `POST activities/{id}/transitions` (ORDERS_CONTRACT; DECISIONS.md A1–A5). */
async function transitionActivity(request: ResourceRequest): Promise<Response> {
  const id = request.id();
  const before = await request.find(id, { include: DETAIL_INCLUDE });
  const { event, version } = parseTransitionBody(await request.body(), ACTIVITY_EVENT_PAYLOADS);
  let domainEvent = asDomainRecord<ActivityTransitionEvent>(event);
  let fieldErrors: FieldError[] = [];
  if (event.type === 'EDIT') {
    if (!isPlainObject(event.changes)) {
      fieldErrors.push({ field: 'event.changes', message: fieldInvalid('changes') });
    }
    const edit = editEvent(isPlainObject(event.changes) ? event.changes : {}, version);
    domainEvent = edit.event;
    fieldErrors = mergeFieldErrors(fieldErrors, edit.fieldErrors);
  } else if (event.type === 'REGISTER_TASK' && !isPlainObject(event.task)) {
    fieldErrors.push({ field: 'event.task', message: fieldInvalid('task') });
    domainEvent = { type: 'REGISTER_TASK', task: { status: -1, isSigned: false } };
  }
  const outcome = await runActivityEvent(request, id, domainEvent, {
    basedOn: { version },
    fieldErrors,
  });
  if (outcome.deleted) return request.one(before);
  return request.one(await request.find(id, { include: DETAIL_INCLUDE }));
}

/**
 * `PATCH|PUT activities/{id}` (001 §7): the organisation's EDIT (dates and notes), the supplier's
 * own note; both with the version the dialog was opened at. The status changes only through the
 * transitions (a task, a rejection).
 */
async function updateActivity(request: ResourceRequest): Promise<Response> {
  const id = request.id();
  const { version, ...fields } = await request.body();
  const accepted: readonly string[] =
    request.scope.roleType === ROLE_TYPE.ORG ? ORG_EDIT_FIELDS : ['noteSpl'];
  const outside = Object.keys(fields).filter((field) => !accepted.includes(field));
  if (outside.length > 0) {
    throw validationFailed(
      outside.map((field) => ({ field, message: queryMessages.fieldNotWritable })),
    );
  }
  const basedOn: BasedOn = { version: (version ?? null) as RecordVersion };
  if (request.scope.roleType === ROLE_TYPE.ORG) {
    const edit = editEvent(fields, basedOn.version);
    await runActivityEvent(request, id, edit.event, { basedOn, fieldErrors: edit.fieldErrors });
  } else {
    // The supplier's own note has no lifecycle condition (domain activityNotesAccess).
    const values = writeValues(activitySchema, fields, accepted);
    assertValid(values.errors);
    await runWrite(activitySchema, () =>
      request.deps.db
        .transaction()
        .execute((trx) => applyOwnFields(trx, request, activitySchema, id, values.input, basedOn)),
    );
  }
  return request.one(await request.find(id, { include: DETAIL_INCLUDE }));
}

/** The version a route of 001 §7 may carry (`?version=` or the body's): checked when given. */
function optionalVersion(version: unknown): BasedOn {
  return version === undefined || version === null
    ? 'unchecked'
    : { version: version as RecordVersion };
}

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
        actions: ['create', 'update', 'remove', 'reject', 'transition'],
        applicationFor: { create: 'ORG_OPR_ACTIVITIES' },
      },
      SPL: {
        application: 'SPL_OPR_ACTIVITIES_MOD',
        actions: ['update', 'transition'],
        applicationFor: { transition: 'SPL_OPR_TASKS' },
      },
    },
    detailInclude: DETAIL_INCLUDE,
    handlers: {
      create: createActivities,
      update: updateActivity,
      async remove(request, current) {
        // DELETE activities/{id} is the DELETE event (an activity of a draft order, A2).
        await runActivityEvent(
          request,
          request.id(),
          { type: 'DELETE' },
          {
            basedOn: optionalVersion(request.c.req.query('version')),
          },
        );
        return request.one(current);
      },
    },
    extend(routes) {
      for (const base of ['/activities', '/proxy/activities']) {
        routes.write(
          'POST',
          `${base}/:id/transitions`,
          'transition',
          undefined,
          transitionActivity,
        );
        // 001 §7 "reject by id (PATCH)" is the REJECT event (A3).
        routes.write('PATCH', `${base}/:id/reject`, 'reject', 'APP_UPDATE', async (request) => {
          const id = request.id();
          await request.find(id);
          const body = await request.body();
          await runActivityEvent(
            request,
            id,
            { type: 'REJECT' },
            {
              basedOn: optionalVersion(body.version),
            },
          );
          return request.one(await request.find(id, { include: DETAIL_INCLUDE }));
        });
      }
    },
  });
}
