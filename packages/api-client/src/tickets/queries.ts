import type { Criteria, Ticket } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  withRecordAttachments,
  type WithRecordAttachments,
} from '../records/recordAttachmentInclude.ts';
import type { TicketCreateInput, TicketTransitionRequest, TicketUpdateInput } from './tickets.ts';
import {
  countQueryOptions,
  dataInfiniteQueryOptions,
  dataPageQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  recordQueryOptions,
  writeMutationOptions,
} from '../http/queryOptions.ts';

/** The cached reads and the writes of tickets (001 §7, 002 §7.6). */
export const getTicketsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'tickets', client.tickets, query);
export const getTicketQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'tickets', client.tickets, id);
export const countTicketsQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.tickets, criteria);
export const getTicketsInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'tickets', client.tickets, query);
export const ticketMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'tickets', client.tickets, []);

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of tickets with the number that match (a list screen). */
export const getTicketsPageQueryOptions = <Row = Ticket>(client: ApiClient, query?: ListQuery) =>
  dataPageQueryOptions<Row>(client, 'tickets', client.tickets, query);
/**
 * One record of tickets by id, with the related records named in `include` embedded and its
 * photos and files (`attachments`, DECISIONS.md "Ticket lifecycle" 10), in the one read as an
 * order's.
 */
export const getTicketRecordQueryOptions = <Row = Ticket>(
  client: ApiClient,
  id: EntityId,
  include: ListQuery['include'] = [],
) =>
  recordQueryOptions<Row & WithRecordAttachments>(
    client,
    'tickets',
    client.tickets,
    id,
    withRecordAttachments(include),
  );

/**
 * The families a ticket write changes besides its own (its lists, records, counters and the
 * dashboard's ticket widgets, all keyed under `tickets`): the orders, whose relation chips name
 * the ticket they were opened for (002 §2.2).
 */
const TICKET_WRITE_FAMILIES = ['orders', 'contracts'] as const;

/** `POST tickets` with the new-ticket form's fields: every list, counter and widget of tickets. */
export const createTicketMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'tickets',
    'create',
    (input: TicketCreateInput) => client.tickets.create(input),
    TICKET_WRITE_FAMILIES,
  );

/** The variables of a ticket edit: the ticket's id and its changes with the version it read. */
export interface TicketUpdateVariables {
  id: EntityId;
  changes: TicketUpdateInput;
}

/** `PATCH tickets/{id}` with the version the form was loaded at (409 STALE_RECORD otherwise). */
export const updateTicketMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'tickets',
    'update',
    ({ id, changes }: TicketUpdateVariables) => client.tickets.update(id, changes),
    TICKET_WRITE_FAMILIES,
  );

/** The variables of a ticket transition: the ticket's id, the event and the version it read. */
export interface TicketTransitionVariables extends TicketTransitionRequest {
  id: EntityId;
}

/**
 * `POST tickets/{id}/transitions` (DECISIONS.md "Ticket lifecycle"): refreshes the ticket's
 * record, every list and counter of tickets (the 'Da assegnare', 'Presi in carico', 'In
 * lavorazione' views and watchers) and the dashboard's ticket widgets.
 */
export const ticketTransitionMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'tickets',
    'transition',
    ({ id, event, version }: TicketTransitionVariables) =>
      client.tickets.transition(id, { event, version }),
    TICKET_WRITE_FAMILIES,
  );
