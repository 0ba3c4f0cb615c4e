/**
 * Tickets (H5): list and count through the resource kit (`{ data }`, default limit 50, offset 0,
 * createdAt descending, 001 §7; the widget sends dateTicket then priority descending, 002 §7.6),
 * getOne, create and update.
 *
 * Tenant rule: ORG its organisation's tickets; USR only the tickets it opened (brief: "USR sees
 * its own tickets"); SPL none; SYS all, read only. A resident opens tickets on its own buildings
 * (USR_GEN_TICKETS, APP_NEW); the organisation opens (ORG_GEN_TICKETS, APP_NEW) and updates them
 * (ORG_GEN_TICKETS, APP_UPDATE): status, priority, assignee.
 */
import { NOTIFICATION_TYPES } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import {
  assertValid,
  columnEquals,
  forbidden,
  jsonObject,
  pathId,
  requirePermission,
} from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import { findVisible, writableValues } from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import { ticketSchema } from '../operations/schemas.ts';
import { mountResource } from './kit.ts';
import { notifyOrganization } from './notifications.ts';

const NOT_FOUND = operationsMessages.ticketNotFound;
const STATUSES = ['OPEN', 'WORKING', 'CLOSED'];
const PRIORITIES = ['NORMAL', 'URGENT'];
const DETAIL_INCLUDE = [
  { association: 'org_employees' },
  { association: 'org_contacts' },
  { association: 'org_buildings' },
];

/** The tickets a profile may see. */
export function visibleTickets(scope: RequestScope): Visible {
  return (alias) => {
    switch (scope.roleType) {
      case 'ORG':
        return columnEquals(alias, 'organization_id', scope.companyId);
      case 'USR':
        return columnEquals(alias, 'created_by_user_id', scope.user.id);
      case 'SPL':
        return false;
      case 'SYS':
        return true;
      default:
        return scope.roleType satisfies never;
    }
  };
}

const USR_CREATE_FIELDS = ['object', 'description', '_building', 'priority', 'visibility'];
const ORG_CREATE_FIELDS = [...USR_CREATE_FIELDS, '_contact', '_assignTo', 'status', 'dateTicket'];
const ORG_UPDATE_FIELDS = [
  'object',
  'description',
  'status',
  'priority',
  'visibility',
  '_assignTo',
  '_contact',
  '_building',
  'dateTicket',
];

function checkValues(
  input: Record<string, unknown>,
  errors: FieldError[],
  creating: boolean,
): void {
  if (creating || input.object !== undefined) {
    if (typeof input.object !== 'string' || input.object.trim() === '') {
      errors.push({ field: 'object', message: operationsMessages.fieldRequired('Oggetto') });
    } else if (input.object.length > 255) {
      errors.push({ field: 'object', message: operationsMessages.fieldTooLong('Oggetto', 255) });
    }
  }
  if (input.status !== undefined && !STATUSES.includes(input.status as string)) {
    errors.push({ field: 'status', message: operationsMessages.fieldInvalid('Stato') });
  }
  if (input.priority !== undefined && !PRIORITIES.includes(input.priority as string)) {
    errors.push({ field: 'priority', message: operationsMessages.fieldInvalid('Priorità') });
  }
}

/** The references of a ticket must belong to the organisation (never another tenant's ids). */
async function checkReferences(
  c: Context<AppEnv>,
  organizationId: number,
  input: Record<string, unknown>,
  errors: FieldError[],
): Promise<void> {
  const { db } = c.var.deps;
  const refs: [string, 'buildings' | 'contacts' | 'employees'][] = [
    ['_building', 'buildings'],
    ['_contact', 'contacts'],
    ['_assignTo', 'employees'],
  ];
  for (const [field, table] of refs) {
    const value = input[field];
    if (value === undefined || value === null || !Number.isSafeInteger(value)) continue;
    const found = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', value as number)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    if (!found) errors.push({ field, message: operationsMessages.fieldInvalid(field) });
  }
}

async function createTicket(c: Context<AppEnv>): Promise<Response> {
  const scope = c.var.scope;
  const input = await jsonObject(c.req);
  const errors: FieldError[] = [];
  const { db, now } = c.var.deps;
  let organizationId: number;
  let server: Record<string, unknown>;
  let allowed: string[];
  if (scope.roleType === 'USR') {
    requirePermission(scope, 'USR_GEN_TICKETS', 'APP_NEW');
    allowed = USR_CREATE_FIELDS;
    const buildingId = input._building;
    if (typeof buildingId !== 'number' || !scope.buildingIds.includes(buildingId)) {
      errors.push({ field: '_building', message: operationsMessages.buildingNotVisible });
      assertValid(errors);
    }
    const building = await db
      .selectFrom('buildings')
      .select('organization_id')
      .where('id', '=', buildingId as number)
      .executeTakeFirstOrThrow();
    organizationId = building.organization_id;
    const contact = await db
      .selectFrom('profiles')
      .select('contact_id')
      .where('uid', '=', scope.profile.uid)
      .executeTakeFirst();
    server = { contact_id: contact?.contact_id ?? null };
  } else if (scope.roleType === 'ORG') {
    requirePermission(scope, 'ORG_GEN_TICKETS', 'APP_NEW');
    allowed = ORG_CREATE_FIELDS;
    organizationId = scope.companyId;
    server = {};
  } else {
    throw forbidden();
  }
  checkValues(input, errors, true);
  const { values, errors: typeErrors } = writableValues(ticketSchema, input, allowed);
  errors.push(...typeErrors);
  await checkReferences(c, organizationId, input, errors);
  assertValid(errors);
  const at = now();
  const inserted = await db
    .insertInto('tickets')
    .values({
      date_ticket: at,
      ...values,
      ...server,
      organization_id: organizationId,
      created_by_user_id: scope.user.id,
      code: 'TCK',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = `TCK-${at.getFullYear()}-${String(inserted.id).padStart(5, '0')}`;
  await db.updateTable('tickets').set({ code }).where('id', '=', inserted.id).execute();
  const row = await findVisible(
    c,
    ticketSchema,
    inserted.id,
    visibleTickets(scope),
    NOT_FOUND,
    DETAIL_INCLUDE,
  );
  if (scope.roleType === 'USR') {
    await notifyOrganization(c.var.deps, organizationId, {
      notificationType: NOTIFICATION_TYPES.TICKET_NEW,
      entityIDs: [{ entityName: 'ticket', id: inserted.id }],
      title: `Nuovo ticket: ${String(row.object)}`,
    });
  }
  return c.json({ data: row }, 201);
}

async function updateTicket(c: Context<AppEnv>): Promise<Response> {
  const scope = c.var.scope;
  const id = pathId(c.req.param('id'), NOT_FOUND);
  await findVisible(c, ticketSchema, id, visibleTickets(scope), NOT_FOUND);
  if (scope.roleType !== 'ORG') throw forbidden();
  requirePermission(scope, 'ORG_GEN_TICKETS', 'APP_UPDATE');
  const input = await jsonObject(c.req);
  const errors: FieldError[] = [];
  checkValues(input, errors, false);
  const { values, errors: typeErrors } = writableValues(ticketSchema, input, ORG_UPDATE_FIELDS);
  errors.push(...typeErrors);
  await checkReferences(c, scope.companyId, input, errors);
  assertValid(errors);
  const at = c.var.deps.now();
  const closing =
    values.status === 'CLOSED' ? { closed_at: at } : values.status ? { closed_at: null } : {};
  await c.var.deps.db
    .updateTable('tickets')
    .set({ ...values, ...closing, updated_at: at } as never)
    .where('id', '=', id)
    .execute();
  const row = await findVisible(
    c,
    ticketSchema,
    id,
    visibleTickets(scope),
    NOT_FOUND,
    DETAIL_INCLUDE,
  );
  return c.json({ data: row });
}

/** Registers the tickets routes. */
export function register(api: Hono<AppEnv>): void {
  api.post('/tickets', createTicket);
  api.patch('/tickets/:id{[0-9]+}', updateTicket);
  api.put('/tickets/:id{[0-9]+}', updateTicket);
  mountResource(api, {
    path: 'tickets',
    schema: ticketSchema,
    shape: 'data',
    application: 'ORG_GEN_TICKETS',
    visible: visibleTickets,
    getOneInclude: DETAIL_INCLUDE,
    routes: { create: false, update: false, remove: false },
  });
}
