/**
 * Orders: service orders (ODS) and contracts (ODP), one table (001 §3, §7; 002 §3.4, §7.1).
 *
 * - `POST orders/search`, `POST orders/search/count`, `GET orders/{id}`, `POST orders`,
 *   `PATCH|PUT orders/{id}`, `DELETE orders/{id}`, `POST orders/{id}/read-confirmation`;
 * - `include: ['relations']` on any read adds the names of the order's relation chips, also of
 *   records the role may not read (./orderRelations.ts, 002 §2.2);
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
 * organisation's, the supplier one of its registry. An order with `_ticket` converts the ticket
 * ('Crea ordine', ./ticketOrders.ts): another organisation's ticket is 404, one domain refuses
 * (closed) 409; the ticket's files are copied to the order and both histories are written in the
 * creation's transaction. `include: ['attachments']` adds the order's files (./attachments.ts,
 * entity 'orders'), as a ticket's detail lists its own.
 *
 * Criteria may use the dashboard's numeric codes (000 §3: category 1/2, status 2/3): they are
 * mapped to the names the table stores with domain's code rules before the query engine sees
 * them, so every ORDER_DASHBOARD_VIEWS / CONTRACT_DASHBOARD_VIEWS criteria counts as written.
 */
import {
  NOTIFICATION_TYPES,
  ORDER_EDITABLE_FIELDS,
  ORDER_STATUS,
  ROLE_TYPE,
  applyOrderTransition,
  message,
  orderCategoryFromCode,
  orderNotesAccess,
  orderSentNotificationTitle,
  orderStatusFromCode,
  parseOrderStatus,
  validateOrderForm,
} from '@portineria/domain';
import type {
  ActivityCreationInput,
  OrderEventType,
  OrderFormValues,
  OrderLifecycleRecord,
  OrderTransitionEvent,
  RecordVersion,
} from '@portineria/domain';
import type { Hono } from 'hono';
import { requireWriteAccess } from '../authz/requirements.ts';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { assertValid, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid } from '../layer/fieldMessages.ts';
import { liftAssociationConditions, mapCriteriaValues } from '../layer/criteria.ts';
import { mountResource, runWrite } from '../layer/resource.ts';
import type { ListRewrite, ResourceDefinition, ResourceRequest, Row } from '../layer/resource.ts';
import { writeValues } from '../layer/writes.ts';
import { isPlainObject, queryMessages } from '../query/index.ts';
import {
  applyOrderEvent,
  applyOwnFields,
  mergeFieldErrors,
  parseTransitionBody,
  readStoredRecord,
  refusalError,
} from './lifecycle.ts';
import type { BasedOn, OrderEventOutcome } from './lifecycle.ts';
import { filesInclude } from './attachmentStore.ts';
import { notifySupplier } from './notifications.ts';
import { appendHistory, creationChanges, registerHistoryRoute } from './recordHistory.ts';
import { withRelationNames } from './orderRelations.ts';
import { orderSchema } from './schemas/operations.ts';
import { registryErrors } from './supplierRegistry.ts';
import { visibleOrders } from './orderVisibility.ts';
import type { OrderVisibilityKind } from './orderVisibility.ts';
import {
  checkTicketConversion,
  recordTicketConversion,
  recordTicketFilesOnOrder,
} from './ticketOrders.ts';
import { asDomainRecord } from '../db/domainRecords.ts';

type OrderKind = OrderVisibilityKind;

/** The orders a profile may see (the tenant rule above, ./orderVisibility.ts). */
export { visibleOrders };

/** The relations a single order is read with (002 §3.4 relations). */
const DETAIL_INCLUDE = [
  { association: 'org_buildings' },
  { association: 'org_suppliers' },
  { association: 'org_employees' },
];

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

/** What the organisation writes on creation; the status only through `send` (the SEND event). */
const ORG_CREATE_FIELDS = [
  'category',
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

/** The most activity plans one wizard creation carries. */
const MAX_WIZARD_PLANS = 50;

/** Codes or names of the category, as the names the table stores; the wizard's keys apart. */
function normaliseOrder(
  body: Record<string, unknown>,
  kind: OrderKind,
  creating: boolean,
): Record<string, unknown> {
  const result = { ...body };
  if (creating) {
    delete result.send;
    delete result.activities;
    if (kind === 'contracts' && result.category === undefined) result.category = 'ODP';
  }
  if (result.category !== undefined)
    result.category = ORDER_VALUE_MAPPERS.category(result.category);
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

/** The wizard's part of a creation body: `send` and the activity plans, checked for shape. */
function wizardOf(
  body: Record<string, unknown>,
  errors: FieldError[],
): { send: boolean; plans: ActivityCreationInput[] } {
  const send = body.send;
  if (send !== undefined && typeof send !== 'boolean') {
    errors.push({ field: 'send', message: fieldInvalid('send') });
  }
  const activities = body.activities;
  let plans: ActivityCreationInput[] = [];
  if (activities !== undefined) {
    if (
      !Array.isArray(activities) ||
      activities.length > MAX_WIZARD_PLANS ||
      !activities.every((plan) => isPlainObject(plan))
    ) {
      errors.push({ field: 'activities', message: fieldInvalid('activities') });
    } else {
      plans = activities.map((plan) => asDomainRecord<ActivityCreationInput>(plan));
    }
  }
  return { send: send === true, plans };
}

/**
 * A new order is checked by domain: the order form (draft rules, or send rules with `send`), and
 * for the wizard each activity plan as ADD_ACTIVITIES and the sending as SEND, asked of the
 * machine on the draft about to be created — so every field error comes at once, before
 * anything is written. The links are the layer's; the supplier must be in the registry.
 */
async function validateNewOrder(
  kind: OrderKind,
  input: Record<string, unknown>,
  request: ResourceRequest,
): Promise<FieldError[]> {
  checkNotePermission(input, request.scope);
  // An order made from a ticket converts it ('Crea ordine'): 404 / 409 / 403 before any field.
  await checkTicketConversion(input, request);
  const errors: FieldError[] = [];
  const { send, plans } = wizardOf(await request.body(), errors);
  if (kind === 'contracts' && input.category !== undefined && input.category !== 'ODP') {
    errors.push({ field: 'category', message: fieldInvalid('category') });
  }
  const now = request.deps.now();
  const form = validateOrderForm(input as OrderFormValues, 'draft', now);
  for (const [field, text] of Object.entries(form.errors)) errors.push({ field, message: text });
  errors.push(...(await registryErrors(request, input, ['_supplier'])));
  const draft = asDomainRecord<OrderLifecycleRecord>({ ...input, status: 'DRAFT' });
  const ask = (event: OrderTransitionEvent, prefix: string) => {
    const result = applyOrderTransition(draft, event, request.scope.profile, now, []);
    if (result.ok) return;
    if (result.code === 'FORBIDDEN') throw refusalError(result);
    const fields = Object.entries(result.fieldErrors ?? {});
    if (fields.length === 0) errors.push({ field: prefix || 'send', message: result.message });
    for (const [field, text] of fields) {
      errors.push({ field: prefix ? `${prefix}.${field}` : field, message: text });
    }
  };
  plans.forEach((plan, index) => {
    ask({ type: 'ADD_ACTIVITIES', request: plan }, `activities.${String(index)}`);
  });
  if (send) ask({ type: 'SEND' }, '');
  return mergeFieldErrors(errors);
}

/**
 * Inside the creation's transaction: the code, the creation's history, then the wizard's
 * activities (ADD_ACTIVITIES) and the sending (SEND), each through the machine, so a refusal
 * rolls the whole creation back.
 */
export async function completeNewOrder(
  id: number,
  db: Parameters<NonNullable<ResourceDefinition['onInserted']>>[1],
  request: ResourceRequest,
): Promise<void> {
  const inserted = await db
    .selectFrom('orders')
    .select(['code', 'category', 'organization_id', 'ticket_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  let code = inserted.code;
  if (code === null) {
    const year = request.deps.now().getFullYear();
    code = `${inserted.category}-${String(year)}-${String(id).padStart(5, '0')}`;
    await db.updateTable('orders').set({ code }).where('id', '=', id).execute();
  }
  const stored = await readStoredRecord(db, orderSchema, id);
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = stored ?? {};
  // The fields it was created with; a flag still false and a server column tell nothing.
  const created = Object.fromEntries(
    Object.entries(fields).filter(
      ([field, value]) => Object.hasOwn(orderSchema.fields, field) && value !== false,
    ),
  );
  // Made from a ticket: its files are copied, the ticket's history says so, and the order's
  // names the ticket's code (then, after the 'create' row, the files it brought).
  const conversion =
    inserted.ticket_id === null
      ? undefined
      : await recordTicketConversion(
          db,
          { id, code, organizationId: inserted.organization_id, ticketId: inserted.ticket_id },
          request,
        );
  if (conversion) created._ticket = conversion.ticketCode;
  await appendHistory(
    db,
    {
      organizationId: inserted.organization_id,
      recordKind: 'order',
      recordId: id,
      entity: 'order',
      entityId: id,
      action: 'create',
      changes: creationChanges(created),
    },
    request,
    request.deps.now(),
  );
  if (conversion) {
    await recordTicketFilesOnOrder(
      db,
      { id, organizationId: inserted.organization_id },
      conversion,
      request,
    );
  }
  const { send, plans } = wizardOf(await request.body(), []);
  for (const plan of plans) {
    await applyOrderEvent(
      db,
      request,
      id,
      { type: 'ADD_ACTIVITIES', request: plan },
      {
        basedOn: 'unchecked',
      },
    );
  }
  if (send) await applyOrderEvent(db, request, id, { type: 'SEND' }, { basedOn: 'unchecked' });
}

/**
 * An order reaches its supplier when it is open with a supplier: the supplier's profiles get an
 * ORDER_NEW notification (domain NOTIFICATION_TYPES; entity `order` for ODS, `contract` for ODP).
 */
async function notifyOrderSent(request: ResourceRequest, order: Row): Promise<void> {
  const supplier = order._supplier;
  if (order.status !== ORDER_STATUS.OPEN || typeof supplier !== 'number') return;
  try {
    await notifySupplier(request.deps, supplier, {
      notificationType: NOTIFICATION_TYPES.ORDER_NEW,
      entityIDs: [
        { entityName: order.category === 'ODP' ? 'contract' : 'order', id: order.id as number },
      ],
      title: orderSentNotificationTitle(String(order.object)),
    });
  } catch (error) {
    // The write is committed: a failed notification is logged, never answered as a failure.
    request.deps.log.error('order notification failed', {
      id: order.id,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}

/** The order events the wire accepts, and the payload keys of each (DECISIONS.md T1–T15). */
const ORDER_EVENT_PAYLOADS: Readonly<
  Record<Exclude<OrderEventType, 'MARK_READ' | 'CLOSE_AFTER_LAST_ACTIVITY'>, readonly string[]>
> = {
  SEND: [],
  EDIT: ['changes', 'basedOn'],
  DELETE: [],
  ADD_ACTIVITIES: ['request'],
  ACCEPT: [],
  REJECT: [],
  PLAN: ['estimatedJobEndDate'],
  ASK_PRICE: ['askedPrice'],
  SUSPEND: [],
  RESUME: [],
  CLOSE: ['askedPrice'],
  FORCE_CLOSE: [],
  VALIDATE: [],
  SEND_BACK: [],
};

/**
 * The EDIT event of a set of form fields: each field type-checked against the table (its errors
 * kept for the 400, after the machine's 403 / 409), the links the caller may read, the supplier
 * in the organisation's registry.
 */
async function editEvent(
  kind: OrderKind,
  changes: Record<string, unknown>,
  version: RecordVersion,
  request: ResourceRequest,
): Promise<{ event: OrderTransitionEvent; fieldErrors: FieldError[] }> {
  const values = writeValues(orderSchema, normaliseOrder(changes, kind, false), [
    ...ORDER_EDITABLE_FIELDS,
    'category',
  ]);
  const fieldErrors = mergeFieldErrors(
    values.errors,
    await request.linkErrors(values.input),
    request.scope.roleType === ROLE_TYPE.ORG
      ? await registryErrors(request, values.input, ['_supplier'])
      : [],
  );
  return {
    event: { type: 'EDIT', changes: values.input as OrderFormValues, basedOn: version },
    fieldErrors,
  };
}

/** Runs an order event in its own transaction; notifies the supplier after the commit. */
async function runOrderEvent(
  request: ResourceRequest,
  id: number,
  event: OrderTransitionEvent,
  options: Parameters<typeof applyOrderEvent>[4],
): Promise<OrderEventOutcome> {
  const outcome = await runWrite(orderSchema, () =>
    request.deps.db
      .transaction()
      .execute((trx) => applyOrderEvent(trx, request, id, event, options)),
  );
  if (outcome.notifySupplier) await notifyOrderSent(request, await request.find(id));
  return outcome;
}

/** `POST {orders|contracts}/{id}/transitions` (ORDERS_CONTRACT; DECISIONS.md T1–T15). */
async function transitionOrder(kind: OrderKind, request: ResourceRequest): Promise<Response> {
  const id = request.id();
  const before = await request.find(id, { include: DETAIL_INCLUDE });
  const { event, version } = parseTransitionBody(await request.body(), ORDER_EVENT_PAYLOADS);
  let domainEvent = asDomainRecord<OrderTransitionEvent>(event);
  let fieldErrors: FieldError[] = [];
  if (event.type === 'EDIT') {
    const changes = isPlainObject(event.changes) ? event.changes : {};
    if (!isPlainObject(event.changes)) {
      fieldErrors.push({ field: 'event.changes', message: fieldInvalid('changes') });
    }
    const edit = await editEvent(kind, changes, version, request);
    domainEvent = edit.event;
    fieldErrors = mergeFieldErrors(fieldErrors, edit.fieldErrors);
  } else if (event.type === 'ADD_ACTIVITIES' && !isPlainObject(event.request)) {
    fieldErrors.push({ field: 'event.request', message: fieldInvalid('request') });
    domainEvent = { type: 'ADD_ACTIVITIES', request: {} as ActivityCreationInput };
  }
  const outcome = await runOrderEvent(request, id, domainEvent, {
    basedOn: { version },
    fieldErrors,
  });
  if (outcome.deleted) return request.one(before);
  return request.one(await request.find(id, { include: DETAIL_INCLUDE }));
}

/**
 * `PATCH|PUT {orders|contracts}/{id}` is the EDIT event (the order form's fields) plus the
 * caller's own internal note, with the version the form was loaded at. Status and flags are not
 * fields here: they change only through the transitions.
 */
async function updateOrder(kind: OrderKind, request: ResourceRequest): Promise<Response> {
  const id = request.id();
  const { version, ...fields } = await request.body();
  const note = orderNotesAccess(request.scope.roleType).field;
  const editable: readonly string[] =
    request.scope.roleType === ROLE_TYPE.ORG ? [...ORDER_EDITABLE_FIELDS, 'category'] : [];
  // A field that is not written here (the status, a flag, the other side's note) is refused first.
  const outside = Object.keys(fields).filter(
    (field) => field !== note && !editable.includes(field),
  );
  if (outside.length > 0) {
    throw validationFailed(
      outside.map((field) => ({ field, message: queryMessages.fieldNotWritable })),
    );
  }
  const own = note !== null && Object.hasOwn(fields, note) ? { [note]: fields[note] } : {};
  const ownValues = writeValues(orderSchema, own, note === null ? [] : [note]);
  assertValid(ownValues.errors);
  checkNotePermission(ownValues.input, request.scope);
  const basedOn: BasedOn = { version: (version ?? null) as RecordVersion };
  const formFields = Object.fromEntries(Object.entries(fields).filter(([field]) => field !== note));
  if (Object.keys(formFields).length === 0 && Object.keys(own).length > 0) {
    // Only the caller's own note: no lifecycle event, but the version is checked all the same.
    await runWrite(orderSchema, () =>
      request.deps.db
        .transaction()
        .execute((trx) => applyOwnFields(trx, request, orderSchema, id, own, basedOn)),
    );
  } else {
    const edit = await editEvent(kind, formFields, basedOn.version, request);
    await runOrderEvent(request, id, edit.event, {
      basedOn,
      fieldErrors: edit.fieldErrors,
      ownFields: own,
    });
  }
  return request.one(await request.find(id, { include: DETAIL_INCLUDE }));
}

/** `DELETE {orders|contracts}/{id}` is the DELETE event (a draft only); `?version=` checked when given. */
async function removeOrder(request: ResourceRequest, current: Row): Promise<Response> {
  const version = request.c.req.query('version');
  await runOrderEvent(
    request,
    request.id(),
    { type: 'DELETE' },
    {
      basedOn: version === undefined ? 'unchecked' : { version },
    },
  );
  return request.one(current);
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
      ORG: {
        application: 'ORG_OPR_ORDERS',
        actions: ['create', 'update', 'remove', 'transition'],
      },
      SPL: {
        application: 'SPL_OPR_ORDERS',
        actions: ['update', 'readConfirmation', 'transition'],
      },
    },
    rewrite: (body): ListRewrite => ({ body: orderListBody(body) }),
    present: presentOrders,
    detailInclude: DETAIL_INCLUDE,
    // 002 §2.2: the relation chips' names, also of the records the caller's role may not read.
    computedIncludes: {
      relations: (rows, request, db) =>
        withRelationNames(rows, request, visibleOrders(request.scope, kind), db),
      // The order's files (DECISIONS.md "Order files"), for the rows the caller already reads.
      attachments: filesInclude('orders'),
    },
    writable: { create: ORG_CREATE_FIELDS },
    normalize: (body, _request, current) => normaliseOrder(body, kind, current === undefined),
    validate: (input, request) => validateNewOrder(kind, input, request),
    onCreate: (input, request) => ({
      organization_id: request.scope.companyId,
      created_by_user_id: request.scope.user.id,
      dateOrder: input.dateOrder ?? request.deps.now().toISOString().slice(0, 10),
    }),
    onInserted: completeNewOrder,
    handlers: {
      update: (request) => updateOrder(kind, request),
      remove: removeOrder,
    },
    async afterWrite(write, request) {
      if (write.action === 'create') await notifyOrderSent(request, write.row);
    },
    extend(routes) {
      routes.write('POST', `/${kind}/:id/transitions`, 'transition', undefined, (request) =>
        transitionOrder(kind, request),
      );
      // The timeline of the order, its activities and tasks: whoever reads the order.
      registerHistoryRoute(routes, `/${kind}/:id/history`, 'order');
      if (kind !== 'orders') return;
      // 001 §2.6, §7 "read-confirmation": a supplier opening an order marks it read (MARK_READ).
      // Reading is not an edit: it keeps the version, so the supplier's first action on the
      // order it just opened is not refused as stale.
      routes.write(
        'POST',
        '/orders/:id/read-confirmation',
        'readConfirmation',
        undefined,
        async (request) => {
          const id = request.id();
          await request.find(id);
          await runOrderEvent(
            request,
            id,
            { type: 'MARK_READ' },
            {
              basedOn: 'unchecked',
              keepVersion: true,
              serverColumns: { read_at: request.deps.now() },
            },
          );
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
