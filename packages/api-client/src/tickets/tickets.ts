import type {
  OrderCategory,
  OrderStatus,
  RecordVersion,
  Ticket,
  TicketFormValues,
  TicketTransitionEvent,
} from '@portineria/domain';
import type { HttpClient } from '../http/client.ts';
import type { CallOptions } from '../http/client.ts';
import { unwrapDataOne } from '../http/shapes.ts';
import { dataFamily, type DataFamily, type EntityId } from '../http/resource.ts';

/** A new ticket (`POST tickets`): the form's fields (DECISIONS.md "Ticket lifecycle" 7). */
export type TicketCreateInput = TicketFormValues;

/**
 * An edit of a ticket (`PATCH tickets/{id}`): the form's fields and the version (`updatedAt`) the
 * form was loaded at; another stored version is refused (409 STALE_RECORD).
 */
export type TicketUpdateInput = TicketFormValues & { version: RecordVersion };

/**
 * A step of the ticket lifecycle sent to `POST tickets/{id}/transitions`: the event and the
 * version (`updatedAt`) of the ticket as the user last read it.
 */
export interface TicketTransitionRequest {
  event: TicketTransitionEvent;
  version: RecordVersion;
}

/**
 * An order made from the ticket ('Crea ordine', domain DECISIONS.md "Ticket lifecycle" 9), as the
 * ticket's detail lists it: what its relation chip shows and links to.
 */
export interface TicketOrderLink {
  id: EntityId;
  code: string | null;
  status: OrderStatus;
  category: OrderCategory;
}

/**
 * A ticket as `GET tickets/{id}` answers it: with the orders made from it that the reader may
 * read (`orders`, absent from lists).
 */
export interface TicketDetail extends Ticket {
  orders?: TicketOrderLink[];
}

/** Tickets: `{ data }` lists and counts (001 §7 "Tickets: list and count"), writes, transitions. */
export interface TicketsApi extends DataFamily<TicketDetail, TicketCreateInput, TicketUpdateInput> {
  /**
   * `POST tickets/{id}/transitions` `{ event, version }` → the ticket as `GET tickets/{id}`
   * answers it. Refusals: 409 CONFLICT (the lifecycle refuses it now), 409 STALE_RECORD
   * (someone changed the ticket since `version`), 403 FORBIDDEN, 400 VALIDATION_FAILED.
   */
  transition(
    id: EntityId,
    request: TicketTransitionRequest,
    options?: CallOptions,
  ): Promise<Ticket>;
}

export function createTicketsApi(http: HttpClient): TicketsApi {
  return {
    ...dataFamily<Ticket, TicketCreateInput, TicketUpdateInput>(http, 'tickets'),
    async transition(id, request, options) {
      const path = `tickets/${encodeURIComponent(String(id))}/transitions`;
      const body = await http.request({
        method: 'POST',
        path,
        body: request,
        ...(options?.signal ? { signal: options.signal } : {}),
      });
      return unwrapDataOne<Ticket>(body, { method: 'POST', path });
    },
  };
}
