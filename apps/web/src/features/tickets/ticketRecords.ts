/**
 * The tickets as their list and detail show them (001 §3 Ticket; 002 §3.5 the requester,
 * §3.10 org_employees.fullname, §4.6 status chips), read through the api-client's ticket queries
 * with the building, the requester and the assignee included in the same request.
 */
import {
  getTicketRecordQueryOptions,
  getTicketsPageQueryOptions,
  type IncludedBuilding,
  type IncludedContact,
  type IncludedEmployee,
} from '@portineria/api-client';
import { TICKET_LIST_LIMIT, TICKET_LIST_ORDER, type Ticket } from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';
import { presentTicketPriority, presentTicketStatus } from '../../records/presenters.ts';

/** A ticket as the ticket reads answer it, its related records included. */
export interface TicketRow extends Omit<Ticket, 'org_employees' | 'org_contacts'> {
  description?: string | null;
  closedAt?: string | null;
  org_buildings?: IncludedBuilding | null;
  org_contacts?: IncludedContact | null;
  org_employees?: IncludedEmployee | null;
}

const field = fieldsOf<TicketRow>();

const code = field.text('code', 'field.code', (ticket) => ticket.code);
const object = field.text('object', 'field.object', (ticket) => ticket.object);
const status = field.custom('status', 'field.status', (ticket) => presentTicketStatus(ticket));
const priority = field.custom('priority', 'field.priority', (ticket) =>
  presentTicketPriority(ticket.priority),
);
const building = field.relation(
  'building',
  'field.building',
  'building',
  (ticket) => ({ id: ticket._building, record: ticket.org_buildings }),
  { include: 'org_buildings' },
);
const assignee = field.relation(
  'assignee',
  'field.assignee',
  'orgEmployee',
  (ticket) => ({ id: ticket._assignTo, record: ticket.org_employees }),
  // The status chips name the assignee (002 §4.6), in the list too.
  { include: 'org_employees' },
);

export const TICKETS = defineRecords<TicketRow>({
  columns: [
    code,
    object,
    building,
    status,
    priority,
    field.date('dateTicket', 'field.dateTicket', (ticket) => ticket.dateTicket),
  ],
  sections: [
    section('section.general', [
      code,
      object,
      field.multiline('description', 'field.description', (ticket) => ticket.description),
      // The status and the priority are the chips above the sections (TicketDetailScreen), not
      // a second time here.
      field.labelled('visibility', 'field.visibility', (ticket) => ticket.visibility, {
        owner: 'value.visibility.owner',
        tennant: 'value.visibility.tennant',
        councilor: 'value.visibility.councilor',
        doorkeeper: 'value.visibility.doorkeeper',
        org: 'value.visibility.org',
        spl: 'value.visibility.spl',
        usr: 'value.visibility.usr',
        sys: 'value.visibility.sys',
      }),
    ]),
    section('section.relations', [
      building,
      field.relation(
        'requester',
        'field.requester',
        'contact',
        (ticket) => ({ id: ticket._contact, record: ticket.org_contacts }),
        { include: 'org_contacts', empty: 'noRequester' },
      ),
      assignee,
    ]),
    section('section.dates', [
      field.dateTime('dateTicket', 'field.dateTicket', (ticket) => ticket.dateTicket),
      field.dateTime('createdAt', 'field.createdAt', (ticket) => ticket.createdAt),
      field.dateTime('closedAt', 'field.closedAt', (ticket) => ticket.closedAt),
    ]),
  ],
  searchable: true,
  // 001 §7 "Tickets: … limit (50), offset (0) and order by createdAt descending".
  pageSize: TICKET_LIST_LIMIT,
  order: TICKET_LIST_ORDER,
  page: (query) => getTicketsPageQueryOptions<TicketRow>(apiClient, query),
  record: (id, include) => getTicketRecordQueryOptions<TicketRow>(apiClient, id, include),
});
