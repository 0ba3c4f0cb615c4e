import type { Criteria, Ticket } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  dataInfiniteQueryOptions,
  dataPageQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  recordQueryOptions,
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
/** One record of tickets by id, with the related records named in `include` embedded. */
export const getTicketRecordQueryOptions = <Row = Ticket>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'tickets', client.tickets, id, include);
