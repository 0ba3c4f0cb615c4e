/**
 * Calendar items: events (`calendar`) and reminders (`reminders`), the same shape and rules
 * (002 §3.1, §3.2, §4.2, §5.1, §6). The spec does not show these calls (002 §7.1); the paths are
 * the api-client's, each with `POST {path}/search`, `POST {path}/search/count`, `GET {path}/{id}`,
 * `POST {path}`, `PATCH|PUT {path}/{id}` (the status toggle is a PATCH with `{ status }`) and
 * `DELETE {path}/{id}`. Answers are `{ data }`; `visibility` is 0 (public), 1 (private) or
 * 'global' on the wire.
 *
 * Who sees what: one's own items (owner or creator-for-someone-else), the global events of the
 * company, and the public items of the colleagues one added (./owner.ts); a reminder's own
 * additions are in ./reminders.ts. Private items are the owner's only. Only the owner edits,
 * deletes or toggles an item (domain `canEditEvent`); base roles cannot choose an owner (domain
 * `calendarCapabilities`). An item links at most one record, which the caller must be able to
 * read (the same answer whether it is missing or hidden); a supplier links only activities,
 * claims and orders (002 §5.1 "For SPL the link options"); the link cannot change afterwards.
 */
import {
  CALENDAR_LINK_FIELD,
  CALENDAR_STATUS,
  DEFAULT_EVENT_COLOR,
  DESCRIPTION_MAX_LENGTH,
  ROLE_TYPE,
  TITLE_MAX_LENGTH,
  calendarCapabilities,
  calendarToICalendar,
  canEditEvent,
  fromEvent,
  isStaleWrite,
  linkTypesOffered,
  message,
  modulesOfApplication,
  staleWriteMessage,
  validateEventForm,
} from '@portineria/domain';
import type { CalendarEvent, EventFormField, RecordVersion } from '@portineria/domain';
import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isAllowed, missingModules } from '../../authz/requirements.ts';
import type { RequestScope } from '../../authz/scope.ts';
import { changes, newRow } from '../../db/tables/rows.ts';
import { assertValid, forbidden, staleRecord } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import { mapCriteriaValues } from '../../layer/criteria.ts';
import { fieldInvalid } from '../../layer/fieldMessages.ts';
import { ref } from '../../layer/predicates.ts';
import type { Visible } from '../../layer/predicates.ts';
import { runWrite } from '../../layer/resource.ts';
import type {
  ExtraRoutes,
  ResourceDefinition,
  ResourceRequest,
  Row,
} from '../../layer/resource.ts';
import { isPlainObject } from '../../query/index.ts';
import type { ResourceSchema } from '../../query/index.ts';
import { nextVersion } from '../lifecycle.ts';
import { resourceMessages } from '../messages.ts';
import { CALENDAR_LINK_FIELDS } from '../schemas/calendar.ts';
import { registryErrors } from '../supplierRegistry.ts';
import { calendarCallers, calendarWriters, ownerEmployeeSql, requireOwner } from './owner.ts';
import type { CalendarOwner } from './owner.ts';
import { asDomainRecord } from '../../db/domainRecords.ts';

/** What differs between events and reminders. */
export interface CalendarKind {
  path: 'calendar' | 'reminders';
  table: 'calendar_events' | 'reminders';
  schema: ResourceSchema;
  notFound: string;
  /** Wire fields only this kind has. */
  ownFields: readonly string[];
  /** Whether base roles see their colleagues' shared items of this kind (002 §6). */
  colleaguesShared(scope: RequestScope): boolean;
  /** Items of this kind the scope sees besides its calendar's (reminders shared with an ORG). */
  alsoVisible?(scope: RequestScope): Visible;
  /** Checks and server-set columns of this kind's own fields on create. */
  createColumns?(
    request: ResourceRequest,
    input: Record<string, unknown>,
    errors: FieldError[],
  ): Promise<Record<string, unknown>>;
}

const LINK_FIELDS = Object.keys(CALENDAR_LINK_FIELDS) as (keyof typeof CALENDAR_LINK_FIELDS)[];

/**
 * The link fields the caller may write: those of the link types the event form offers it, the
 * same domain rule (002 §5.1: ORG supplier, ticket, building, claim and order; SPL activity,
 * claim and order; each but the supplier filtered by the permission check of its application).
 */
function allowedLinkFields(scope: RequestScope): ReadonlySet<string> {
  const offered = linkTypesOffered({
    roleType: scope.roleType,
    companyType: scope.profile.company_type,
    // The application's grant and its modules, as a read of its records needs them.
    check: (application) =>
      isAllowed(scope, application) &&
      missingModules(scope, modulesOfApplication(application)).length === 0
        ? 'allowed'
        : 'hidden',
  });
  return new Set(offered.map((option) => CALENDAR_LINK_FIELD[option.type]));
}

const COMMON_FIELDS = [
  'object',
  'description',
  'startTime',
  'endTime',
  'isAllDay',
  'visibility',
  'status',
  'color',
  '_employee',
  // The creator-for-someone-else is server-set (002 §4.3); the form sends the field, it is ignored.
  '_assignee',
  ...LINK_FIELDS,
];

/** Wire fields copied to their column as they are, once checked. */
const PLAIN_COLUMNS: Readonly<Record<string, string>> = {
  isAllDay: 'is_all_day',
  isMobileAllDay: 'is_mobile_all_day',
  mobileStartTime: 'mobile_start_time',
  mobileEndTime: 'mobile_end_time',
  color: 'color',
  status: 'status',
  shareWithOrg: 'share_with_org',
  ...CALENDAR_LINK_FIELDS,
};

/** The items of a kind the caller sees (see the module comment). */
export function visibleItems(kind: CalendarKind): (scope: RequestScope) => Visible {
  return (scope) => {
    const column = scope.roleType === ROLE_TYPE.ORG ? 'organization_id' : 'supplier_id';
    if (scope.roleType !== ROLE_TYPE.ORG && scope.roleType !== ROLE_TYPE.SPL) return () => false;
    const owner = ownerEmployeeSql(scope);
    return (alias) => {
      const colleagues = sql`(select v_colleagues.employee_id from calendar_colleagues as v_colleagues
        where v_colleagues.owner_employee_id = ${owner} and v_colleagues.enabled)`;
      const mine = sql`(${ref(alias, 'employee_id')} = ${owner} or ${ref(alias, 'assignee_employee_id')} = ${owner})`;
      const shared = sql`(${ref(alias, 'visibility')} = 'global' or (${ref(alias, 'visibility')} = '0' and ${ref(alias, 'employee_id')} in ${colleagues}))`;
      const own = kind.colleaguesShared(scope) ? sql`(${mine} or ${shared})` : mine;
      const calendar = sql<SqlBool>`(${ref(alias, column)} = ${scope.companyId} and ${own})`;
      const also = kind.alsoVisible?.(scope)(alias);
      if (also === undefined || also === false) return calendar;
      if (also === true) return true;
      return sql<SqlBool>`(${calendar} or ${also})`;
    };
  };
}

/** An instant of a range bound, or undefined when the value is not one. */
function rangeBound(value: unknown): Date | undefined {
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/**
 * The range read of a view (002 §2.1: `startTime ≤ to and endTime ≥ from`), also written as an
 * overlap of the item's span with the range, so that the span index of migration 0710 serves it.
 * The where stays as it is: the overlap only lets the planner find the candidates.
 */
function spanNarrow(where: unknown): { narrow?: Visible } {
  if (!isPlainObject(where)) return {};
  const start = where.startTime;
  const end = where.endTime;
  const to = isPlainObject(start) ? rangeBound(start.$lte ?? start.$lt) : undefined;
  const from = isPlainObject(end) ? rangeBound(end.$gte ?? end.$gt) : undefined;
  if (to === undefined || from === undefined || from.getTime() > to.getTime()) return {};
  return {
    narrow: (alias) =>
      sql<SqlBool>`tstzrange(least(${ref(alias, 'start_time')}, ${ref(alias, 'end_time')}), greatest(${ref(alias, 'start_time')}, ${ref(alias, 'end_time')}), '[]') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[]')`,
  };
}

/**
 * The linked order of each listed event, embedded for the agenda's labels (002 §4.6 "Orders in
 * the agenda: only status OPEN. Priority 2 shows 'Urgente', suspended shows 'Sospeso'"): only
 * the fields the labels read. The orders' own rule filters it, as every include: an order the
 * caller may not read is not embedded (the event keeps its link id, which it may read).
 */
const ORDER_AGENDA_INCLUDE = {
  association: 'org_orders',
  attributes: ['id', 'category', 'status', 'priority', 'isSuspended'],
};

/** Wire visibility: 0 public, 1 private, 'global' (002 §3.1), stored as text. */
function presentItems(rows: Row[]): Row[] {
  return rows.map((row) => ({
    ...row,
    visibility: row.visibility === '0' ? 0 : row.visibility === '1' ? 1 : row.visibility,
  }));
}

const VISIBILITY_MAPPER = {
  visibility: (value: unknown) => (value === 0 || value === 1 ? String(value) : value),
};

/** An instant from 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD' (local day) or ISO 8601 (002 §3.1). */
export function readInstant(value: unknown, endOfDay: boolean): Date | undefined {
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
  current: Row | undefined,
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

/** The checked columns of a create or update (002 §5.1 title, description, dates, times). */
function itemValues(
  kind: CalendarKind,
  input: Record<string, unknown>,
  current: Row | undefined,
): { values: Record<string, unknown>; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const values: Record<string, unknown> = {};
  const creating = current === undefined;
  for (const key of Object.keys(input)) {
    if (!COMMON_FIELDS.includes(key) && !kind.ownFields.includes(key)) {
      errors.push({ field: key, message: fieldInvalid(key) });
    }
  }
  if (creating || input.object !== undefined) {
    const object = typeof input.object === 'string' ? input.object.trim() : '';
    if (object === '') {
      errors.push({ field: 'object', message: message('calendar.form.titleRequired') });
    } else if ([...object].length > TITLE_MAX_LENGTH) {
      errors.push({
        field: 'object',
        message: message('calendar.form.titleTooLong', { max: TITLE_MAX_LENGTH }),
      });
    } else values.object = object;
  }
  if (input.description !== undefined) {
    if (input.description !== null && typeof input.description !== 'string') {
      errors.push({ field: 'description', message: fieldInvalid('description') });
    } else if (
      typeof input.description === 'string' &&
      [...input.description].length > DESCRIPTION_MAX_LENGTH
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
    if (!start) {
      errors.push({ field: 'startTime', message: message('calendar.form.startDateRequired') });
    } else values.start_time = start;
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
    } else errors.push({ field: 'visibility', message: fieldInvalid('visibility') });
  }
  if (
    input.status !== undefined &&
    input.status !== CALENDAR_STATUS.todo &&
    input.status !== CALENDAR_STATUS.done
  ) {
    errors.push({ field: 'status', message: fieldInvalid('status') });
  }
  if (
    input.color !== undefined &&
    input.color !== null &&
    !(typeof input.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(input.color))
  ) {
    errors.push({ field: 'color', message: fieldInvalid('color') });
  }
  for (const key of ['isAllDay', 'isMobileAllDay', 'shareWithOrg']) {
    if (input[key] !== undefined && typeof input[key] !== 'boolean') {
      errors.push({ field: key, message: fieldInvalid(key) });
    }
  }
  for (const key of ['mobileStartTime', 'mobileEndTime']) {
    if (input[key] !== undefined && input[key] !== null && typeof input[key] !== 'string') {
      errors.push({ field: key, message: fieldInvalid(key) });
    }
  }
  for (const [key, column] of Object.entries(PLAIN_COLUMNS)) {
    if (input[key] !== undefined && !errors.some((error) => error.field === key)) {
      values[column] = input[key];
    }
  }
  errors.push(...domainFormErrors(kind, input, current, errors));
  const links = LINK_FIELDS.filter((field) => input[field] !== undefined && input[field] !== null);
  if (links.length > 1) {
    for (const field of links) errors.push({ field, message: fieldInvalid(field) });
  }
  for (const field of links) {
    if (!Number.isSafeInteger(input[field])) errors.push({ field, message: fieldInvalid(field) });
  }
  return { values, errors };
}

/** The link of a new item: a record the caller reads, of a type its role may link (002 §5.1). */
async function linkErrors(
  request: ResourceRequest,
  input: Record<string, unknown>,
): Promise<FieldError[]> {
  const links = Object.fromEntries(
    LINK_FIELDS.filter((field) => Number.isSafeInteger(input[field])).map((field) => [
      field,
      input[field],
    ]),
  );
  const errors = await request.linkErrors(links);
  const allowed = allowedLinkFields(request.scope);
  for (const field of Object.keys(links)) {
    if (!allowed.has(field) && !errors.some((error) => error.field === field)) {
      errors.push({ field, message: fieldInvalid(field) });
    }
  }
  if (request.scope.roleType === ROLE_TYPE.ORG) {
    errors.push(...(await registryErrors(request, links, ['_supplier'])));
  }
  return errors;
}

/** The owner columns of a write: oneself, or a colleague chosen by a role that may (002 §4.3). */
async function ownerValues(
  request: ResourceRequest,
  owner: CalendarOwner,
  input: Record<string, unknown>,
  errors: FieldError[],
): Promise<Record<string, unknown>> {
  const chosen = input._employee;
  // Choosing oneself counts as no choice (domain DECISIONS Calendar 12).
  if (chosen === undefined || chosen === null || chosen === owner.employeeId) {
    return { employee_id: owner.employeeId, assignee_employee_id: null };
  }
  if (!calendarCapabilities(request.scope.profile.role).canChooseOwner) {
    throw forbidden(resourceMessages.baseRoleOwner);
  }
  if (typeof chosen !== 'number' || !Number.isSafeInteger(chosen)) {
    errors.push({ field: '_employee', message: fieldInvalid('_employee') });
    return {};
  }
  const employee = await request.deps.db
    .selectFrom('employees')
    .select('id')
    .where('id', '=', chosen)
    .where(owner.company.column, '=', owner.company.id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!employee) {
    errors.push({ field: '_employee', message: fieldInvalid('_employee') });
    return {};
  }
  // When a colleague is the owner, the assignee is the current profile (002 §4.3).
  return { employee_id: employee.id, assignee_employee_id: owner.employeeId };
}

/** Only the owner edits, deletes or toggles an item (002 §6, domain canEditEvent). */
async function ownerOnly(current: Row, request: ResourceRequest): Promise<void> {
  const owner = await requireOwner(request);
  if (!canEditEvent({ _employee: current._employee as number | null }, owner.employeeId)) {
    throw forbidden(resourceMessages.ownerOnly);
  }
}

/**
 * The checked row of a new item and the errors found: its fields, its kind's own columns, its
 * owner (`ownership`, or the owner's choice read from the input) and its link.
 */
export async function newItem(
  kind: CalendarKind,
  request: ResourceRequest,
  owner: CalendarOwner,
  input: Record<string, unknown>,
  ownership?: Record<string, unknown>,
): Promise<{ row: Record<string, unknown>; errors: FieldError[] }> {
  const { values, errors } = itemValues(kind, input, undefined);
  const own = (await kind.createColumns?.(request, input, errors)) ?? {};
  const owned = ownership ?? (await ownerValues(request, owner, input, errors));
  for (const error of await linkErrors(request, input)) {
    if (!errors.some((found) => found.field === error.field)) errors.push(error);
  }
  const at = request.deps.now();
  const row = {
    color: DEFAULT_EVENT_COLOR,
    ...values,
    ...own,
    ...owned,
    [owner.company.column]: owner.company.id,
    created_at: at,
    updated_at: at,
  };
  return { row, errors };
}

/** Inserts a checked item row through `db` (a transaction's, or the gateway's); answers its id. */
export async function insertItem(
  kind: CalendarKind,
  db: Kysely<Database>,
  row: Record<string, unknown>,
): Promise<number> {
  const inserted = await db
    .insertInto(kind.table)
    .values(newRow(kind.table, row))
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

async function createItem(kind: CalendarKind, request: ResourceRequest): Promise<Response> {
  const owner = await requireOwner(request);
  const { row, errors } = await newItem(kind, request, owner, await request.body());
  assertValid(errors);
  const id = await runWrite(kind.schema, () => insertItem(kind, request.deps.db, row));
  return request.one(await request.find(id), 201);
}

async function updateItem(
  kind: CalendarKind,
  request: ResourceRequest,
  current: Row,
): Promise<Response> {
  const owner = await requireOwner(request);
  const { version, ...input } = await request.body();
  // A save based on another version than the stored one would overwrite someone else's change
  // (or one's own from another tab): 409, and the dialog keeps what was typed.
  if (isStaleWrite(version as RecordVersion, current.updatedAt as RecordVersion)) {
    throw staleRecord(staleWriteMessage());
  }
  const { values, errors } = itemValues(kind, input, current);
  // The link cannot be changed after creation (002 §5.1).
  for (const field of LINK_FIELDS) {
    if (input[field] !== undefined && input[field] !== current[field]) {
      errors.push({ field, message: resourceMessages.linkUnchangeable });
    }
    delete values[CALENDAR_LINK_FIELDS[field]];
  }
  const ownership =
    input._employee === undefined ? {} : await ownerValues(request, owner, input, errors);
  assertValid(errors);
  const id = request.id();
  await runWrite(kind.schema, () =>
    request.deps.db
      .updateTable(kind.table)
      .set(
        changes(kind.table, {
          ...values,
          ...ownership,
          updated_at: nextVersion(new Date(String(current.updatedAt)), request.deps.now()),
        }),
      )
      .where('id', '=', id)
      .execute(),
  );
  return request.one(await request.find(id));
}

/** The resource of a calendar kind. */
export function calendarItemsResource(kind: CalendarKind): ResourceDefinition {
  return {
    name: kind.path,
    schema: kind.schema,
    shape: 'data',
    routes: { [kind.path]: ['search', 'count', 'getOne', 'create', 'update', 'remove'] },
    notFound: kind.notFound,
    visible: visibleItems(kind),
    callers: calendarCallers,
    writers: calendarWriters,
    rewrite: (body) => ({
      ...spanNarrow(body.where),
      body: {
        ...body,
        ...(kind.path === 'calendar' && body.include === undefined
          ? { include: [ORDER_AGENDA_INCLUDE] }
          : {}),
        ...(body.where !== undefined
          ? { where: mapCriteriaValues(body.where, VISIBILITY_MAPPER) }
          : {}),
        ...(body.criteria !== undefined
          ? { criteria: mapCriteriaValues(body.criteria, VISIBILITY_MAPPER) }
          : {}),
      },
    }),
    present: presentItems,
    detailInclude: [{ association: 'org_employees' }, { association: 'org_assignee' }],
    beforeChange: ownerOnly,
    handlers: {
      create: (request) => createItem(kind, request),
      update: (request, current) => updateItem(kind, request, current),
    },
    ...(kind.path === 'calendar' ? { extend: exportRoutes } : {}),
  };
}

/** The most events one export holds: the server's page limit. */
const EXPORT_LIMIT = 1000;

/** An iCalendar answer, downloaded as `name`. */
function icsResponse(request: ResourceRequest, rows: Row[], name: string): Response {
  const text = calendarToICalendar(
    presentItems(rows).map((item) => asDomainRecord<CalendarEvent>(item)),
    {
      name: message('calendar.title'),
      stamp: request.deps.now(),
      uidDomain: new URL(request.c.req.url).hostname,
    },
  );
  return request.c.body(text, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
  });
}

/**
 * The iCalendar export (.ics) that Google Calendar and Outlook import: `GET calendar-export?from&to`
 * for the events a view shows (the same range read and visibility as the list) and
 * `GET calendar-export/{id}` for one event. Our paths: the spec has no export.
 */
function exportRoutes(routes: ExtraRoutes): void {
  routes.read('GET', '/calendar-export', async (request) => {
    const from = request.c.req.query('from');
    const to = request.c.req.query('to');
    const range = spanNarrow({ startTime: { $lte: to }, endTime: { $gte: from } });
    if (range.narrow === undefined) {
      assertValid([{ field: 'from', message: fieldInvalid('from') }]);
    }
    const { rows } = await request.list(
      {
        where: { startTime: { $lte: to }, endTime: { $gte: from } },
        order: [['startTime', 'ASC']],
        limit: EXPORT_LIMIT,
      },
      range,
    );
    return icsResponse(request, rows, 'calendario.ics');
  });
  routes.read('GET', '/calendar-export/:id', async (request) => {
    const row = await request.find(request.id());
    return icsResponse(request, [row], `evento-${row.id}.ics`);
  });
}
