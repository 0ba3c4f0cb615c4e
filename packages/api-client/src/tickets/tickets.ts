import type { Ticket } from '@portineria/domain';
import type { HttpClient } from '../http/client.ts';
import { dataFamily, type DataFamily, type ListQuery } from '../http/resource.ts';

/** Tickets: `{ data }` lists and counts (001 §7 "Tickets: list and count"). */
export type TicketsApi = DataFamily<Ticket>;

/** The default list body of 001 §7: limit 50, offset 0, createdAt descending. */
export function ticketListQuery(query: ListQuery = {}): ListQuery {
  return { limit: 50, offset: 0, order: [['createdAt', 'DESC']], ...query };
}

export function createTicketsApi(http: HttpClient): TicketsApi {
  return dataFamily<Ticket>(http, 'tickets');
}
