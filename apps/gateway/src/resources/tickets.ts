/**
 * Tickets: search and count (`{ data }`, default limit 50, offset 0, createdAt descending,
 * 001 §7; the widget sends dateTicket then priority descending, 002 §7.6), getOne, create and
 * update.
 *
 * Tenant rule: ORG its organisation's tickets; USR only the tickets it opened (a resident sees
 * its own tickets); SPL none; SYS all, read only. A resident opens tickets on its own buildings
 * (USR_GEN_TICKETS, APP_NEW), and its organisation is told (TICKET_NEW); the organisation opens
 * them (ORG_GEN_TICKETS, APP_NEW, the route /ORG/GEN/tickets/new) and edits them (APP_UPDATE)
 * with the version it read (another version: 409 STALE_RECORD). Both go through domain's
 * `validateTicketForm`. The building and the requester must be records the writer reads.
 *
 * Status and assignee change only through `POST tickets/{id}/transitions` `{ event, version }`,
 * which asks domain's ticket lifecycle machine (DECISIONS.md "Ticket lifecycle"): 403 for a
 * role that takes no step, 409 STALE_RECORD for another version, 409 CONFLICT with the machine's
 * Italian reason for a step the ticket's state refuses, 400 for an assignee that is not an
 * ENABLED employee of the ticket's organisation. A refused step writes nothing. The route is
 * ./transitions.ts's, shared by every record kind with a lifecycle.
 *
 * Every edit and step appends a row to the ticket's history (record_history, ./recordHistory.ts),
 * served at `GET tickets/{id}/history` to whoever reads the ticket.
 *
 * A ticket's photos and files are uploaded with `POST attachments` (entity 'tickets',
 * ./attachments.ts); its detail lists them (`attachments: [{ id, name, size, mimeType }]`, the
 * computed include 'attachments') to whoever reads the ticket.
 */
import {
  EMPLOYEE_STATUS,
  NOTIFICATION_TYPES,
  ROLE_TYPE,
  TICKET_STATUS,
  applyTicketTransition,
  message,
  requesterTicketNotice,
  ticketCode,
  ticketOpenedNotificationTitle,
  validateTicketForm,
} from '@portineria/domain';
import type {
  TicketFormValues,
  TicketLifecycleRecord,
  TicketTransitionEvent,
} from '@portineria/domain';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/schema.ts';
import type { FieldError } from '../http/errors.ts';
import { byRole, equals, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { filesInclude } from './attachmentStore.ts';
import { resourceMessages } from './messages.ts';
import { notifyOrganization, notifyUserInOrganization } from './notifications.ts';
import { registerHistoryRoute } from './recordHistory.ts';
import { ticketSchema } from './schemas/operations.ts';
import { transitionRoute, versionedUpdateRoute } from './transitions.ts';
import type { RecordTransition } from './transitions.ts';
import { asDomainRecord } from '../db/domainRecords.ts';

const DETAIL_INCLUDE = [
  { association: 'org_employees' },
  { association: 'org_contacts' },
  { association: 'org_buildings' },
  // The orders made from it, each where the caller reads it (./ticketOrders.ts).
  { association: 'orders' },
  'attachments',
];

/** The tickets a profile may see: a resident those it opened. */
export const visibleTickets = byRole({
  ORG: ownOrganization,
  USR: (scope) => (alias) => equals(alias, 'created_by_user_id', scope.user.id),
});

const USR_CREATE_FIELDS = ['object', 'description', '_building', 'priority', 'visibility'];
const ORG_CREATE_FIELDS = [...USR_CREATE_FIELDS, '_contact', 'dateTicket'];
/** What an edit writes: the form's fields; status and assignee are the lifecycle's. */
const ORG_UPDATE_FIELDS = [
  'object',
  'description',
  'priority',
  'visibility',
  '_contact',
  '_building',
  'dateTicket',
];

/** The fields each event carries besides its type. */
const TICKET_EVENT_PAYLOADS = {
  TAKE_CHARGE: [],
  ASSIGN: ['assignee'],
  START_WORK: [],
  CLOSE: [],
  REOPEN: [],
} as const satisfies Record<TicketTransitionEvent['type'], readonly string[]>;

/**
 * domain's new-ticket rules on a create, or on the fields an edit sends (the building, once a
 * ticket has one, cannot be emptied).
 */
function validateTicket(input: Record<string, unknown>, creating: boolean): FieldError[] {
  const { errors } = validateTicketForm(input as TicketFormValues);
  return Object.entries(errors)
    .filter(([field]) => creating || Object.hasOwn(input, field))
    .map(([field, text]) => ({ field, message: text }));
}

/** The acting user's enabled employee record in an organisation, or null. */
async function actorEmployeeOf(
  db: Kysely<Database>,
  scope: RequestScope,
  organizationId: number,
): Promise<number | null> {
  const employee = await db
    .selectFrom('employees')
    .select('id')
    .where('user_id', '=', scope.user.id)
    .where('organization_id', '=', organizationId)
    .where('status', '=', EMPLOYEE_STATUS.ENABLED)
    .executeTakeFirst();
  return employee?.id ?? null;
}

/** The field error of an assignee that is not an ENABLED employee of the organisation. */
async function assigneeErrors(
  db: Kysely<Database>,
  assignee: unknown,
  organizationId: number,
): Promise<FieldError[]> {
  if (assignee === undefined || assignee === null || assignee === '') return [];
  const id = Number(assignee);
  const found = Number.isSafeInteger(id)
    ? await db
        .selectFrom('employees')
        .select('id')
        .where('id', '=', id)
        .where('organization_id', '=', organizationId)
        .where('status', '=', EMPLOYEE_STATUS.ENABLED)
        .executeTakeFirst()
    : undefined;
  return found
    ? []
    : [{ field: 'event.assignee', message: message('tickets.refusal.assigneeNotEnabled') }];
}

/** `closedAt` follows the status: stamped when a ticket closes, cleared when it reopens. */
function closingColumns(changes: Readonly<Record<string, unknown>>, now: Date) {
  if (changes.status === TICKET_STATUS.CLOSED) return { closed_at: now };
  if (changes.status !== undefined) return { closed_at: null };
  return {};
}

/**
 * `POST tickets/{id}/transitions` `{ event, version }`: one step of the ticket's lifecycle, through
 * the one transition route of every record kind (./transitions.ts).
 */
const TICKET_TRANSITION: RecordTransition<TicketTransitionEvent['type'], TicketLifecycleRecord> = {
  schema: ticketSchema,
  recordKind: 'ticket',
  payloads: TICKET_EVENT_PAYLOADS,
  include: DETAIL_INCLUDE,
  async apply({ stored, event, scope, trx }) {
    const organizationId = stored.organization_id as number;
    const domainEvent =
      event.type === 'ASSIGN'
        ? ({
            type: 'ASSIGN',
            assignee: (event.assignee ?? null) as number | string | null,
          } as TicketTransitionEvent)
        : asDomainRecord<TicketTransitionEvent>(event);
    const fieldErrors =
      event.type === 'ASSIGN' ? await assigneeErrors(trx, event.assignee, organizationId) : [];
    const result = applyTicketTransition(
      asDomainRecord<TicketLifecycleRecord>(stored),
      domainEvent,
      scope.profile,
      await actorEmployeeOf(trx, scope, organizationId),
    );
    if (!result.ok || result.changes._assignTo === undefined) return { result, fieldErrors };
    // The assignee is stored as the employee's id, whatever the event carried.
    return {
      result: {
        ...result,
        changes: { ...result.changes, _assignTo: Number(result.changes._assignTo) },
      },
      fieldErrors,
    };
  },
  extraColumns: (changes, _stored, now) => closingColumns(changes, now),
  afterCommit: ({ stored, changes, request }) => notifyRequester(stored, changes, request),
};

/**
 * Tells the ticket's requester of a step that changed its status or assignee, in the bell and in
 * real time (DECISIONS.md 'Ticket lifecycle' 11: domain's `requesterTicketNotice`).
 */
async function notifyRequester(
  stored: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
  request: ResourceRequest,
): Promise<void> {
  const { db } = request.deps;
  const ticket = await db
    .selectFrom('tickets')
    .select(['object', 'created_by_user_id', 'organization_id'])
    .where('id', '=', Number(stored.id))
    .executeTakeFirst();
  if (!ticket || ticket.created_by_user_id === null) return;
  const assignee =
    changes._assignTo === undefined || changes._assignTo === null
      ? undefined
      : await db
          .selectFrom('employees')
          .select('fullname')
          .where('id', '=', Number(changes._assignTo))
          .executeTakeFirst();
  const notice = requesterTicketNotice(
    { object: ticket.object },
    asDomainRecord(changes),
    { requesterUserId: ticket.created_by_user_id, actorUserId: request.scope.user.id },
    assignee?.fullname ?? undefined,
  );
  if (!notice) return;
  await notifyUserInOrganization(
    request.deps,
    { userId: ticket.created_by_user_id, organizationId: ticket.organization_id },
    {
      notificationType: NOTIFICATION_TYPES.TICKET_UPDATE,
      entityIDs: [{ entityName: 'ticket', id: Number(stored.id) }],
      title: notice.title,
      body: notice.body,
    },
  );
}

/**
 * `PATCH|PUT tickets/{id}` `{ version, ...fields }`: the form's fields with the version the form
 * was loaded at. Status and assignee are refused here: they are lifecycle steps.
 */
function updateTicket(request: ResourceRequest): Promise<Response> {
  return versionedUpdateRoute(request, {
    schema: ticketSchema,
    recordKind: 'ticket',
    fields: ORG_UPDATE_FIELDS,
    validate: (input) => validateTicket(input, false),
    include: DETAIL_INCLUDE,
  });
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
      ORG: { application: 'ORG_GEN_TICKETS', actions: ['create', 'update', 'transition'] },
      USR: { application: 'USR_GEN_TICKETS', actions: ['create'] },
    },
    detailInclude: DETAIL_INCLUDE,
    // The ticket's photos and files, for the rows the caller already reads.
    computedIncludes: { attachments: filesInclude('tickets') },
    writable: {
      create: (scope) => (scope.roleType === ROLE_TYPE.USR ? USR_CREATE_FIELDS : ORG_CREATE_FIELDS),
      update: ORG_UPDATE_FIELDS,
    },
    validate: (input, _request, current) => validateTicket(input, current === undefined),
    handlers: { update: updateTicket },
    extend(routes) {
      routes.write('POST', '/tickets/:id/transitions', 'transition', 'APP_UPDATE', (request) =>
        transitionRoute(request, TICKET_TRANSITION),
      );
      // The ticket's timeline: whoever reads the ticket (DECISIONS.md "Record history").
      registerHistoryRoute(routes, '/tickets/:id/history', 'ticket');
    },
    async onCreate(input, request) {
      const { scope, deps } = request;
      const now = deps.now();
      const common = {
        created_by_user_id: scope.user.id,
        // The code needs the id: it is written once the ticket exists.
        code: 'TCK',
        ...(input.dateTicket === undefined ? { dateTicket: now } : {}),
      };
      if (scope.roleType !== ROLE_TYPE.USR) return { ...common, organization_id: scope.companyId };
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
        .set({ code: ticketCode(year, id) })
        .where('id', '=', id)
        .execute();
    },
    async afterWrite(write, request) {
      if (write.action !== 'create' || request.scope.roleType !== ROLE_TYPE.USR) return;
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
