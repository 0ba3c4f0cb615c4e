/**
 * Calendar events, reminders and the colleague list (H5; 002 §2.1, §3.1–3.3, §4.2, §5.1, §6).
 * The spec does not show these calls (002 §7.1); the paths are the api-client's: `calendar`
 * (events), `reminders`, `calendar-employees`, each with `POST {path}/search`,
 * `POST {path}/search/count`, `GET {path}/{id}`, `POST {path}`, `PATCH|PUT {path}/{id}` (the
 * status toggle is a PATCH with `{ status }`) and `DELETE {path}/{id}`. Answers are `{ data }`.
 *
 * The calendar belongs to the caller's employee record (ORG: of its organisation, SPL: of its
 * company); a profile without one (USR, SYS, an unregistered account) has no calendar: its lists
 * are empty and its writes are refused.
 *
 * Who sees what: one's own items (owner or creator-for-someone-else), the global events of the
 * company, and the public (visibility 0) items of the colleagues one added; a supplier's
 * reminders shared with an organisation are visible to that organisation. Private items (1) are
 * the owner's only. Only the owner edits, deletes or toggles an item (domain `canEditEvent`);
 * base roles cannot choose an owner nor add colleagues (domain `calendarCapabilities`). ORG
 * profiles need ORG_OTHER_CALENDAR (APP_NEW / APP_UPDATE / APP_DELETE for writes); the SPL
 * calendar has no application code (domain DECISIONS Routing: "the SPL calendar").
 */
import {
  COLLEAGUE_COLORS,
  DEFAULT_EVENT_COLOR,
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  calendarCapabilities,
  canEditEvent,
  fromEvent,
  message,
  validateColleague,
  validateEventForm,
} from '@portineria/domain';
import type { EventFormField } from '@portineria/domain';
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
  isPlainObject,
  jsonObject,
  pathId,
  requirePermission,
} from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import {
  counterOf,
  findVisible,
  foreignReferences,
  listBody,
  mapCriteriaValues,
} from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import {
  calendarColleagueSchema,
  calendarEventSchema,
  reminderSchema,
} from '../operations/schemas.ts';
import type { ResourceSchema } from '../query/index.ts';
import { presentActivity } from './activities.ts';
import { presentOrder } from './orders.ts';

type CalendarTable = 'calendar_events' | 'reminders';

interface CalendarKind {
  path: 'calendar' | 'reminders';
  table: CalendarTable;
  schema: ResourceSchema;
  notFound: string;
}

const EVENTS: CalendarKind = {
  path: 'calendar',
  table: 'calendar_events',
  schema: calendarEventSchema,
  notFound: operationsMessages.eventNotFound,
};
const REMINDERS: CalendarKind = {
  path: 'reminders',
  table: 'reminders',
  schema: reminderSchema,
  notFound: operationsMessages.reminderNotFound,
};

/** The caller's employee in its company, the owner of its calendar. */
interface CalendarOwner {
  employeeId: number;
  company: { column: 'organization_id' | 'supplier_id'; id: number };
}

async function calendarOwner(c: Context<AppEnv>): Promise<CalendarOwner | undefined> {
  const scope = c.var.scope;
  if (scope.roleType !== 'ORG' && scope.roleType !== 'SPL') return undefined;
  const column = scope.roleType === 'ORG' ? 'organization_id' : 'supplier_id';
  const employee = await c.var.deps.db
    .selectFrom('employees')
    .select('id')
    .where('user_id', '=', scope.user.id)
    .where(column, '=', scope.companyId)
    .orderBy('id')
    .executeTakeFirst();
  return employee
    ? { employeeId: employee.id, company: { column, id: scope.companyId } }
    : undefined;
}

/** ORG needs the calendar application; SPL has no code for its calendar. */
function checkAccess(
  scope: RequestScope,
  functionality?: 'APP_NEW' | 'APP_UPDATE' | 'APP_DELETE',
): void {
  if (scope.roleType === 'ORG') requirePermission(scope, 'ORG_OTHER_CALENDAR', functionality);
  else if (scope.roleType !== 'SPL') throw forbidden();
}

async function requireOwner(c: Context<AppEnv>): Promise<CalendarOwner> {
  const owner = await calendarOwner(c);
  if (!owner) throw forbidden(operationsMessages.noEmployee);
  return owner;
}

/** The items of a calendar kind the caller sees (see the module comment). */
function visibleItems(
  scope: RequestScope,
  kind: CalendarKind,
  owner: CalendarOwner | undefined,
): Visible {
  return (alias) => {
    if (!owner) return false;
    const ref = (column: string) => sql.ref(`${alias}.${column}`);
    const colleagues = sql`(select cc.employee_id from calendar_colleagues as cc where cc.owner_employee_id = ${owner.employeeId} and cc.enabled)`;
    const mine = sql`(${ref('employee_id')} = ${owner.employeeId} or ${ref('assignee_employee_id')} = ${owner.employeeId})`;
    const shared = sql`(${ref('visibility')} = 'global' or (${ref('visibility')} = '0' and ${ref('employee_id')} in ${colleagues}))`;
    const company = sql`${ref(owner.company.column)} = ${owner.company.id}`;
    // Colleagues' reminders (external_todos) are hidden from base roles (002 §6).
    const seesShared =
      kind.table === 'calendar_events' ||
      calendarCapabilities(scope.profile.role).seesColleaguesReminders;
    const own = seesShared ? sql`(${mine} or ${shared})` : mine;
    if (kind.table === 'reminders' && scope.roleType === 'ORG') {
      return sql<SqlBool>`((${company} and ${own}) or (${ref('share_with_org')} and ${ref('shared_organization_id')} = ${scope.companyId}))`;
    }
    return sql<SqlBool>`(${company} and ${own})`;
  };
}

/**
 * Wire visibility: 0 public, 1 private, 'global' (002 §3.1), stored as text; included orders and
 * activities show the notes of the caller's side only.
 */
function presentItemFor(
  scope: RequestScope,
): (row: Record<string, unknown>) => Record<string, unknown> {
  const order = presentOrder(scope);
  const activity = presentActivity(scope);
  return (row) => {
    const visibility = row.visibility === '0' ? 0 : row.visibility === '1' ? 1 : row.visibility;
    const result: Record<string, unknown> = { ...row, visibility };
    if (isPlainObject(result.org_orders)) result.org_orders = order(result.org_orders);
    if (isPlainObject(result.org_activities))
      result.org_activities = activity(result.org_activities);
    return result;
  };
}

const VISIBILITY_MAPPER = {
  visibility: (value: unknown) => (value === 0 || value === 1 ? String(value) : value),
};

const LINK_FIELDS = ['_building', '_supplier', '_ticket', '_claim', '_order', '_activity'] as const;
const ITEM_FIELDS = [
  'object',
  'description',
  'startTime',
  'endTime',
  'isAllDay',
  'isMobileAllDay',
  'mobileStartTime',
  'mobileEndTime',
  'visibility',
  'status',
  'color',
  '_employee',
  // The creator-for-someone-else is server-set (002 §4.3); the form sends the field, it is ignored.
  '_assignee',
  'shareWithOrg',
  ...LINK_FIELDS,
];

/** An instant from 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD' (local day) or ISO 8601 (002 §3.1). */
function readInstant(value: unknown, endOfDay: boolean): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    if (endOfDay) date.setHours(23, 59, 59, 999);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return undefined;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

interface ItemValues {
  values: Record<string, unknown>;
  errors: FieldError[];
}

const COLUMNS: Record<string, string> = {
  object: 'object',
  description: 'description',
  isAllDay: 'is_all_day',
  isMobileAllDay: 'is_mobile_all_day',
  mobileStartTime: 'mobile_start_time',
  mobileEndTime: 'mobile_end_time',
  color: 'color',
  status: 'status',
  shareWithOrg: 'share_with_org',
  _building: 'link_building_id',
  _supplier: 'link_supplier_id',
  _ticket: 'link_ticket_id',
  _claim: 'link_claim_id',
  _order: 'link_order_id',
  _activity: 'link_activity_id',
};

/** The checked columns of a create or update (002 §5.1 title, description, dates, times). */
function itemValues(
  kind: CalendarKind,
  input: Record<string, unknown>,
  current: Record<string, unknown> | undefined,
): ItemValues {
  const errors: FieldError[] = [];
  const values: Record<string, unknown> = {};
  const creating = current === undefined;
  for (const key of Object.keys(input)) {
    const known = (ITEM_FIELDS as readonly string[]).includes(key);
    const eventOnly = ['isMobileAllDay', 'mobileStartTime', 'mobileEndTime'].includes(key);
    if (
      !known ||
      (eventOnly && kind.table === 'reminders') ||
      (key === 'shareWithOrg' && kind.table !== 'reminders')
    ) {
      errors.push({ field: key, message: operationsMessages.fieldInvalid(key) });
    }
  }
  if (creating || input.object !== undefined) {
    const object = typeof input.object === 'string' ? input.object.trim() : '';
    if (object === '')
      errors.push({ field: 'object', message: message('calendar.form.titleRequired') });
    else if (object.length > TITLE_MAX_LENGTH) {
      errors.push({
        field: 'object',
        message: message('calendar.form.titleTooLong', { max: TITLE_MAX_LENGTH }),
      });
    } else values.object = object;
  }
  if (input.description !== undefined) {
    if (input.description !== null && typeof input.description !== 'string') {
      errors.push({
        field: 'description',
        message: operationsMessages.fieldInvalid('Descrizione'),
      });
    } else if (
      typeof input.description === 'string' &&
      input.description.length > DESCRIPTION_MAX_LENGTH
    ) {
      errors.push({
        field: 'description',
        message: message('calendar.form.descriptionTooLong', { max: DESCRIPTION_MAX_LENGTH }),
      });
    } else values.description = input.description;
  }
  const isAllDay = input.isAllDay ?? current?.isAllDay ?? false;
  if (input.startTime !== undefined || creating) {
    const start = readInstant(input.startTime, false);
    if (!start)
      errors.push({ field: 'startTime', message: message('calendar.form.startDateRequired') });
    else values.start_time = start;
  }
  if (input.endTime !== undefined || creating) {
    const end = readInstant(input.endTime, isAllDay === true);
    if (!end) errors.push({ field: 'endTime', message: message('calendar.form.endDateRequired') });
    else values.end_time = end;
  }
  const start = (values.start_time as Date | undefined) ?? readInstant(current?.startTime, false);
  const end = (values.end_time as Date | undefined) ?? readInstant(current?.endTime, false);
  if (start && end && end.getTime() < start.getTime()) {
    errors.push({ field: 'endTime', message: message('calendar.form.endTimeBeforeStart') });
  }
  if (input.visibility !== undefined) {
    if (input.visibility === 0 || input.visibility === 1 || input.visibility === 'global') {
      values.visibility = String(input.visibility);
    } else
      errors.push({ field: 'visibility', message: operationsMessages.fieldInvalid('Visibilità') });
  }
  if (input.status !== undefined && input.status !== 0 && input.status !== 1) {
    errors.push({ field: 'status', message: operationsMessages.fieldInvalid('Stato') });
  }
  if (
    input.color !== undefined &&
    input.color !== null &&
    !(typeof input.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(input.color))
  ) {
    errors.push({ field: 'color', message: operationsMessages.fieldInvalid('Colore') });
  }
  for (const key of ['isAllDay', 'isMobileAllDay', 'shareWithOrg']) {
    if (input[key] !== undefined && typeof input[key] !== 'boolean') {
      errors.push({ field: key, message: operationsMessages.fieldInvalid(key) });
    }
  }
  for (const key of ['mobileStartTime', 'mobileEndTime']) {
    if (input[key] !== undefined && input[key] !== null && typeof input[key] !== 'string') {
      errors.push({ field: key, message: operationsMessages.fieldInvalid(key) });
    }
  }
  for (const key of Object.keys(COLUMNS)) {
    if (key === 'object' || key === 'description') continue;
    if (input[key] !== undefined && !errors.some((error) => error.field === key)) {
      values[COLUMNS[key] as string] = input[key];
    }
  }
  if (isAllDay !== undefined && input.isAllDay !== undefined) values.is_all_day = isAllDay;
  errors.push(...domainFormErrors(kind, input, current, errors));
  const links = LINK_FIELDS.filter((field) => input[field] !== undefined && input[field] !== null);
  if (links.length > 1) {
    for (const field of links)
      errors.push({ field, message: operationsMessages.fieldInvalid(field) });
  }
  for (const field of links) {
    if (!Number.isSafeInteger(input[field]))
      errors.push({ field, message: operationsMessages.fieldInvalid(field) });
  }
  return { values, errors };
}

const FORM_FIELDS: Record<EventFormField, string> = {
  object: 'object',
  description: 'description',
  startDate: 'startTime',
  startTempTime: 'startTime',
  endDate: 'endTime',
  endTempTime: 'endTime',
};

/**
 * Domain's form rules (002 §5.1: title, description, dates, times on the 15-minute step, start
 * not after end) over the item as it will be saved, for the fields not already in error.
 */
function domainFormErrors(
  kind: CalendarKind,
  input: Record<string, unknown>,
  current: Record<string, unknown> | undefined,
  found: readonly FieldError[],
): FieldError[] {
  const text = (key: string): string => {
    const value = input[key] !== undefined ? input[key] : current?.[key];
    return typeof value === 'string' ? value : '';
  };
  const touched = ['object', 'description', 'startTime', 'endTime', 'isAllDay'].some(
    (key) => input[key] !== undefined,
  );
  if (current !== undefined && !touched) return [];
  const form = fromEvent({
    object: text('object').trim(),
    description: text('description'),
    startTime: text('startTime').replace(' ', 'T'),
    endTime: text('endTime').replace(' ', 'T'),
    isAllDay: (input.isAllDay ?? current?.isAllDay) === true,
  });
  const mode =
    kind.table === 'reminders' ? 'reminder' : current === undefined ? 'create' : 'update';
  const errors: FieldError[] = [];
  for (const [field, error] of Object.entries(validateEventForm(form, { mode }))) {
    const wire = FORM_FIELDS[field as EventFormField];
    if (error === undefined || wire === undefined) continue;
    if (found.some((item) => item.field === wire) || errors.some((item) => item.field === wire))
      continue;
    errors.push({ field: wire, message: error.message });
  }
  return errors;
}

/** A link must name a record of the caller's tenant (002 §5.1 link types per mode). */
async function linkErrors(
  c: Context<AppEnv>,
  input: Record<string, unknown>,
): Promise<FieldError[]> {
  const scope = c.var.scope;
  const deps = c.var.deps;
  if (scope.roleType === 'ORG') {
    return foreignReferences(
      deps,
      scope.companyId,
      input,
      {
        _building: 'buildings',
        _ticket: 'tickets',
        _claim: 'claims',
        _order: 'orders',
        _activity: 'activities',
      },
      ['_supplier'],
    );
  }
  const errors: FieldError[] = [];
  const check = async (field: string, found: () => Promise<unknown>) => {
    const value = input[field];
    if (value === undefined || value === null || !Number.isSafeInteger(value)) return;
    if ((await found()) === undefined)
      errors.push({ field, message: operationsMessages.fieldInvalid(field) });
  };
  const id = (field: string) => input[field] as number;
  await check('_order', () =>
    deps.db
      .selectFrom('orders')
      .select('id')
      .where('id', '=', id('_order'))
      .where('supplier_id', '=', scope.companyId)
      .executeTakeFirst(),
  );
  await check('_activity', () =>
    deps.db
      .selectFrom('activities')
      .select('id')
      .where('id', '=', id('_activity'))
      .where('supplier_id', '=', scope.companyId)
      .executeTakeFirst(),
  );
  await check('_claim', () =>
    deps.db
      .selectFrom('claims')
      .select('id')
      .where('id', '=', id('_claim'))
      .where((eb) =>
        eb.or([
          eb('supplier_icmp_id', '=', scope.companyId),
          eb('supplier_iexp_id', '=', scope.companyId),
        ]),
      )
      .executeTakeFirst(),
  );
  // A supplier links only activities, claims and orders (002 §5.1 "For SPL the link options").
  for (const field of ['_building', '_ticket', '_supplier']) {
    if (input[field] !== undefined && input[field] !== null) {
      errors.push({ field, message: operationsMessages.fieldInvalid(field) });
    }
  }
  return errors;
}

/** The organisation a supplier's reminder is shared with: that of its linked record. */
async function sharedOrganization(
  c: Context<AppEnv>,
  input: Record<string, unknown>,
): Promise<number | null> {
  const { db } = c.var.deps;
  for (const [field, table] of [
    ['_order', 'orders'],
    ['_activity', 'activities'],
    ['_claim', 'claims'],
  ] as const) {
    const value = input[field];
    if (typeof value !== 'number') continue;
    const row = await db
      .selectFrom(table)
      .select('organization_id')
      .where('id', '=', value)
      .executeTakeFirst();
    if (row) return row.organization_id;
  }
  return null;
}

async function ownerValues(
  c: Context<AppEnv>,
  owner: CalendarOwner,
  input: Record<string, unknown>,
  errors: FieldError[],
): Promise<Record<string, unknown>> {
  const scope = c.var.scope;
  const chosen = input._employee;
  // Choosing oneself counts as no choice (domain DECISIONS Calendar 12).
  if (chosen === undefined || chosen === null || chosen === owner.employeeId) {
    return { employee_id: owner.employeeId, assignee_employee_id: null };
  }
  if (!calendarCapabilities(scope.profile.role).canChooseOwner) {
    throw forbidden(operationsMessages.baseRoleOwner);
  }
  if (!Number.isSafeInteger(chosen)) {
    errors.push({ field: '_employee', message: operationsMessages.fieldInvalid('_employee') });
    return {};
  }
  const employee = await c.var.deps.db
    .selectFrom('employees')
    .select('id')
    .where('id', '=', chosen as number)
    .where(owner.company.column, '=', owner.company.id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!employee) {
    errors.push({ field: '_employee', message: operationsMessages.employeeNotVisible });
    return {};
  }
  // When a colleague is the owner, the assignee is the current profile (002 §4.3).
  return { employee_id: employee.id, assignee_employee_id: owner.employeeId };
}

function registerItems(api: Hono<AppEnv>, kind: CalendarKind): void {
  const base = `/${kind.path}`;
  const criteriaOf = (body: Record<string, unknown>) => ({
    ...body,
    ...(body.where !== undefined
      ? { where: mapCriteriaValues(body.where, VISIBILITY_MAPPER) }
      : {}),
    ...(body.criteria !== undefined
      ? { criteria: mapCriteriaValues(body.criteria, VISIBILITY_MAPPER) }
      : {}),
  });

  api.post(`${base}/search`, async (c) => {
    const scope = c.var.scope;
    checkAccess(scope);
    const owner = await calendarOwner(c);
    const body = criteriaOf(await jsonObject(c.req));
    const { rows } = await listBody(
      c,
      kind.schema,
      body,
      visibleItems(scope, kind, owner),
      presentItemFor(scope),
    );
    return c.json({ data: rows });
  });

  api.post(`${base}/search/count`, async (c) => {
    const scope = c.var.scope;
    checkAccess(scope);
    const owner = await calendarOwner(c);
    const body = await jsonObject(c.req);
    const counter = await counterOf(
      c,
      kind.schema,
      body,
      visibleItems(scope, kind, owner),
      (criteria) => ({
        criteria: mapCriteriaValues(criteria, VISIBILITY_MAPPER),
      }),
    );
    return c.json({ counter });
  });

  api.get(`${base}/:id{[0-9]+}`, async (c) => {
    const scope = c.var.scope;
    checkAccess(scope);
    const owner = await calendarOwner(c);
    const id = pathId(c.req.param('id'), kind.notFound);
    const row = await findVisible(
      c,
      kind.schema,
      id,
      visibleItems(scope, kind, owner),
      kind.notFound,
      [{ association: 'org_employees' }, { association: 'org_assignee' }],
    );
    return c.json({ data: presentItemFor(scope)(row) });
  });

  api.post(base, async (c) => {
    const scope = c.var.scope;
    checkAccess(scope, 'APP_NEW');
    const owner = await requireOwner(c);
    const input = await jsonObject(c.req);
    const { values, errors } = itemValues(kind, input, undefined);
    if (kind.table === 'reminders' && input.shareWithOrg === true && scope.roleType !== 'SPL') {
      errors.push({
        field: 'shareWithOrg',
        message: operationsMessages.fieldInvalid('shareWithOrg'),
      });
    }
    const ownership = await ownerValues(c, owner, input, errors);
    errors.push(...(await linkErrors(c, input)));
    assertValid(errors);
    const shared =
      kind.table === 'reminders' && input.shareWithOrg === true
        ? await sharedOrganization(c, input)
        : null;
    const at = c.var.deps.now();
    const inserted = await c.var.deps.db
      .insertInto(kind.table)
      .values({
        color: DEFAULT_EVENT_COLOR,
        ...values,
        ...ownership,
        [owner.company.column]: owner.company.id,
        ...(kind.table === 'reminders' ? { shared_organization_id: shared } : {}),
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await findVisible(
      c,
      kind.schema,
      inserted.id,
      visibleItems(scope, kind, owner),
      kind.notFound,
    );
    return c.json({ data: presentItemFor(scope)(row) }, 201);
  });

  const update = async (c: Context<AppEnv>) => {
    const scope = c.var.scope;
    checkAccess(scope, 'APP_UPDATE');
    const owner = await requireOwner(c);
    const id = pathId(c.req.param('id'), kind.notFound);
    const current = await findVisible(
      c,
      kind.schema,
      id,
      visibleItems(scope, kind, owner),
      kind.notFound,
    );
    // Only the owner edits or toggles an item (002 §6, domain canEditEvent).
    if (!canEditEvent({ _employee: current._employee as number | null }, owner.employeeId)) {
      throw forbidden(operationsMessages.ownerOnly);
    }
    const input = await jsonObject(c.req);
    const { values, errors } = itemValues(kind, input, current);
    // The link cannot be changed after creation (002 §5.1).
    for (const field of LINK_FIELDS) {
      if (input[field] !== undefined && input[field] !== current[field]) {
        errors.push({ field, message: operationsMessages.fieldInvalid(field) });
      }
    }
    const ownership =
      input._employee === undefined ? {} : await ownerValues(c, owner, input, errors);
    assertValid(errors);
    for (const field of LINK_FIELDS) delete values[COLUMNS[field] as string];
    await c.var.deps.db
      .updateTable(kind.table)
      .set({ ...values, ...ownership, updated_at: c.var.deps.now() } as never)
      .where('id', '=', id)
      .execute();
    const row = await findVisible(
      c,
      kind.schema,
      id,
      visibleItems(scope, kind, owner),
      kind.notFound,
    );
    return c.json({ data: presentItemFor(scope)(row) });
  };
  api.patch(`${base}/:id{[0-9]+}`, update);
  api.put(`${base}/:id{[0-9]+}`, update);

  api.delete(`${base}/:id{[0-9]+}`, async (c) => {
    const scope = c.var.scope;
    checkAccess(scope, 'APP_DELETE');
    const owner = await requireOwner(c);
    const id = pathId(c.req.param('id'), kind.notFound);
    const current = await findVisible(
      c,
      kind.schema,
      id,
      visibleItems(scope, kind, owner),
      kind.notFound,
    );
    if (!canEditEvent({ _employee: current._employee as number | null }, owner.employeeId)) {
      throw forbidden(operationsMessages.ownerOnly);
    }
    await c.var.deps.db.deleteFrom(kind.table).where('id', '=', id).execute();
    return c.json({ data: presentItemFor(scope)(current) });
  });
}

/** A colleague entry in the wire shape of 002 §3.3: id, _employee, color, enabled, fullName. */
function presentColleague(row: Record<string, unknown>): Record<string, unknown> {
  const employee = isPlainObject(row.org_employees) ? row.org_employees : {};
  return {
    id: row.id,
    _employee: row._employee,
    color: row.color,
    enabled: row.enabled,
    fullName: employee.fullname ?? null,
  };
}

function visibleColleagues(owner: CalendarOwner | undefined): Visible {
  return (alias) => (owner ? columnEquals(alias, 'owner_employee_id', owner.employeeId) : false);
}

function registerColleagues(api: Hono<AppEnv>): void {
  const base = '/calendar-employees';
  const include = [{ association: 'org_employees' }];
  const NOT_FOUND = operationsMessages.colleagueNotFound;

  api.post(`${base}/search`, async (c) => {
    checkAccess(c.var.scope);
    const owner = await calendarOwner(c);
    const body = await jsonObject(c.req);
    const { rows } = await listBody(
      c,
      calendarColleagueSchema,
      { ...body, include },
      visibleColleagues(owner),
      presentColleague,
    );
    return c.json({ data: rows });
  });
  api.post(`${base}/search/count`, async (c) => {
    checkAccess(c.var.scope);
    const owner = await calendarOwner(c);
    const counter = await counterOf(
      c,
      calendarColleagueSchema,
      await jsonObject(c.req),
      visibleColleagues(owner),
    );
    return c.json({ counter });
  });
  api.get(`${base}/:id{[0-9]+}`, async (c) => {
    checkAccess(c.var.scope);
    const owner = await calendarOwner(c);
    const id = pathId(c.req.param('id'), NOT_FOUND);
    const row = await findVisible(
      c,
      calendarColleagueSchema,
      id,
      visibleColleagues(owner),
      NOT_FOUND,
      include,
    );
    return c.json({ data: presentColleague(row) });
  });
  api.post(base, async (c) => {
    const scope = c.var.scope;
    checkAccess(scope, 'APP_NEW');
    const owner = await requireOwner(c);
    if (!calendarCapabilities(scope.profile.role).canAddColleagues) {
      throw forbidden(operationsMessages.baseRoleColleagues);
    }
    const input = await jsonObject(c.req);
    const errors: FieldError[] = [];
    for (const key of Object.keys(input)) {
      if (key !== '_employee' && key !== 'color')
        errors.push({ field: key, message: operationsMessages.fieldInvalid(key) });
    }
    const choice = validateColleague({
      employeeId: input._employee as number | null | undefined,
      color: typeof input.color === 'string' ? input.color : null,
    });
    if (choice.employee) errors.push({ field: '_employee', message: choice.employee.message });
    if (choice.color) errors.push({ field: 'color', message: choice.color.message });
    const employeeId = input._employee;
    if (!choice.employee) {
      const employee =
        Number.isSafeInteger(employeeId) && employeeId !== owner.employeeId
          ? await c.var.deps.db
              .selectFrom('employees')
              .select('id')
              .where('id', '=', employeeId as number)
              .where(owner.company.column, '=', owner.company.id)
              .executeTakeFirst()
          : undefined;
      if (!employee)
        errors.push({ field: '_employee', message: operationsMessages.employeeNotVisible });
    }
    assertValid(errors);
    const exists = await c.var.deps.db
      .selectFrom('calendar_colleagues')
      .select('id')
      .where('owner_employee_id', '=', owner.employeeId)
      .where('employee_id', '=', employeeId as number)
      .executeTakeFirst();
    if (exists)
      throw new GatewayError(409, 'CONFLICT', operationsMessages.fieldInvalid('Collaboratore'));
    const color = COLLEAGUE_COLORS.find(
      (candidate) => candidate.toLowerCase() === String(input.color).toLowerCase(),
    );
    const inserted = await c.var.deps.db
      .insertInto('calendar_colleagues')
      .values({
        [owner.company.column]: owner.company.id,
        owner_employee_id: owner.employeeId,
        employee_id: employeeId as number,
        color: color ?? String(input.color),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await findVisible(
      c,
      calendarColleagueSchema,
      inserted.id,
      visibleColleagues(owner),
      NOT_FOUND,
      include,
    );
    return c.json({ data: presentColleague(row) }, 201);
  });
  const update = async (c: Context<AppEnv>) => {
    checkAccess(c.var.scope, 'APP_UPDATE');
    const owner = await requireOwner(c);
    const id = pathId(c.req.param('id'), NOT_FOUND);
    await findVisible(c, calendarColleagueSchema, id, visibleColleagues(owner), NOT_FOUND);
    const input = await jsonObject(c.req);
    const errors: FieldError[] = [];
    const values: Record<string, unknown> = {};
    for (const key of Object.keys(input)) {
      if (key === 'color') {
        const choice = validateColleague({
          employeeId: owner.employeeId,
          color: typeof input.color === 'string' ? input.color : null,
        });
        if (choice.color) errors.push({ field: 'color', message: choice.color.message });
        else values.color = input.color;
      } else if (key === 'enabled' && typeof input.enabled === 'boolean')
        values.enabled = input.enabled;
      else errors.push({ field: key, message: operationsMessages.fieldInvalid(key) });
    }
    assertValid(errors);
    if (Object.keys(values).length > 0) {
      await c.var.deps.db
        .updateTable('calendar_colleagues')
        .set({ ...values, updated_at: c.var.deps.now() } as never)
        .where('id', '=', id)
        .execute();
    }
    const row = await findVisible(
      c,
      calendarColleagueSchema,
      id,
      visibleColleagues(owner),
      NOT_FOUND,
      include,
    );
    return c.json({ data: presentColleague(row) });
  };
  api.patch(`${base}/:id{[0-9]+}`, update);
  api.put(`${base}/:id{[0-9]+}`, update);
  api.delete(`${base}/:id{[0-9]+}`, async (c) => {
    checkAccess(c.var.scope, 'APP_DELETE');
    const owner = await requireOwner(c);
    const id = pathId(c.req.param('id'), NOT_FOUND);
    const row = await findVisible(
      c,
      calendarColleagueSchema,
      id,
      visibleColleagues(owner),
      NOT_FOUND,
      include,
    );
    await c.var.deps.db.deleteFrom('calendar_colleagues').where('id', '=', id).execute();
    return c.json({ data: presentColleague(row) });
  });
}

/** Registers the calendar routes. */
export function register(api: Hono<AppEnv>): void {
  registerItems(api, EVENTS);
  registerItems(api, REMINDERS);
  registerColleagues(api);
}
