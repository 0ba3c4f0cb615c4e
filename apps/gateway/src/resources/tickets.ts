/**
 * Tickets: search and count (`{ data }`, default limit 50, offset 0, createdAt descending,
 * 001 §7; the widget sends dateTicket then priority descending, 002 §7.6), getOne, create and
 * update.
 *
 * Tenant rule: ORG its organisation's tickets; USR only the tickets it opened (a resident sees
 * its own tickets); SPL none; SYS all, read only. A resident opens tickets on its own buildings
 * (USR_GEN_TICKETS, APP_NEW), and its organisation is told (TICKET_NEW); the organisation opens
 * (ORG_GEN_TICKETS, APP_NEW) and updates them (ORG_GEN_TICKETS, APP_UPDATE): status, priority,
 * assignee. The building, the requester and the assignee must be records the writer reads.
 */
import {
  NOTIFICATION_TYPES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketOpenedNotificationTitle,
} from '@portineria/domain';
import type { Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid, fieldRequired, fieldTooLong } from '../layer/fieldMessages.ts';
import { byRole, equals, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { notifyOrganization } from './notifications.ts';
import { ticketSchema } from './schemas/operations.ts';

/** The longest ticket object. */
const OBJECT_MAX_LENGTH = 255;

const DETAIL_INCLUDE = [
  { association: 'org_employees' },
  { association: 'org_contacts' },
  { association: 'org_buildings' },
];

/** The tickets a profile may see: a resident those it opened. */
export const visibleTickets = byRole({
  ORG: ownOrganization,
  USR: (scope) => (alias) => equals(alias, 'created_by_user_id', scope.user.id),
});

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

function validateTicket(
  input: Record<string, unknown>,
  scope: RequestScope,
  creating: boolean,
): FieldError[] {
  const errors: FieldError[] = [];
  if (creating || input.object !== undefined) {
    if (typeof input.object !== 'string' || input.object.trim() === '') {
      errors.push({ field: 'object', message: fieldRequired('object') });
    } else if ([...input.object].length > OBJECT_MAX_LENGTH) {
      errors.push({ field: 'object', message: fieldTooLong('object', OBJECT_MAX_LENGTH) });
    }
  }
  if (
    input.status !== undefined &&
    !(TICKET_STATUSES as readonly unknown[]).includes(input.status)
  ) {
    errors.push({ field: 'status', message: fieldInvalid('status') });
  }
  if (
    input.priority !== undefined &&
    !(TICKET_PRIORITIES as readonly unknown[]).includes(input.priority)
  ) {
    errors.push({ field: 'priority', message: fieldInvalid('priority') });
  }
  // A resident's ticket is about one of its buildings.
  if (creating && scope.roleType === 'USR' && typeof input._building !== 'number') {
    errors.push({ field: '_building', message: resourceMessages.buildingNotVisible });
  }
  return errors;
}

/** Registers the tickets routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'tickets',
    schema: ticketSchema,
    shape: 'data',
    routes: { tickets: ['search', 'count', 'getOne', 'create', 'update'] },
    notFound: resourceMessages.ticketNotFound,
    visible: visibleTickets,
    writers: {
      ORG: 'ORG_GEN_TICKETS',
      USR: { application: 'USR_GEN_TICKETS', actions: ['create'] },
    },
    detailInclude: DETAIL_INCLUDE,
    writable: {
      create: (scope) => (scope.roleType === 'USR' ? USR_CREATE_FIELDS : ORG_CREATE_FIELDS),
      update: ORG_UPDATE_FIELDS,
    },
    validate: (input, request, current) =>
      validateTicket(input, request.scope, current === undefined),
    async onCreate(input, request) {
      const { scope, deps } = request;
      const now = deps.now();
      const common = {
        created_by_user_id: scope.user.id,
        // The code needs the id: it is written once the ticket exists.
        code: 'TCK',
        ...(input.dateTicket === undefined ? { dateTicket: now } : {}),
      };
      if (scope.roleType !== 'USR') return { ...common, organization_id: scope.companyId };
      const building = await deps.db
        .selectFrom('buildings')
        .select('organization_id')
        .where('id', '=', input._building as number)
        .executeTakeFirstOrThrow();
      const profile = await deps.db
        .selectFrom('profiles')
        .select('contact_id')
        .where('uid', '=', scope.profile.uid)
        .executeTakeFirst();
      return {
        ...common,
        organization_id: building.organization_id,
        _contact: profile?.contact_id ?? null,
      };
    },
    async onInserted(id, db, request) {
      const year = request.deps.now().getFullYear();
      await db
        .updateTable('tickets')
        .set({ code: `TCK-${year}-${String(id).padStart(5, '0')}` })
        .where('id', '=', id)
        .execute();
    },
    onUpdate(input, request) {
      const now = request.deps.now();
      const closing =
        input.status === 'CLOSED'
          ? { closedAt: now }
          : input.status !== undefined
            ? { closedAt: null }
            : {};
      return { ...closing, updatedAt: now };
    },
    async afterWrite(write, request) {
      if (write.action !== 'create' || request.scope.roleType !== 'USR') return;
      const stored = await request.deps.db
        .selectFrom('tickets')
        .select('organization_id')
        .where('id', '=', write.id)
        .executeTakeFirstOrThrow();
      await notifyOrganization(request.deps, stored.organization_id, {
        notificationType: NOTIFICATION_TYPES.TICKET_NEW,
        entityIDs: [{ entityName: 'ticket', id: write.id }],
        title: ticketOpenedNotificationTitle(String(write.row.object)),
      });
    },
  });
}
