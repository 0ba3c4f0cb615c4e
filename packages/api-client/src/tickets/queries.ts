import type { Criteria } from '@portineria/domain';
import type { ApiClient } from '../http/createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  dataInfiniteQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
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
