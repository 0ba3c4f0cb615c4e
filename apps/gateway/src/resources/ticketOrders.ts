/**
 * A ticket becomes an order (domain DECISIONS.md "Ticket lifecycle" 9, 'Crea ordine'): creating
 * an order with `_ticket` (001 §3 Order) converts the ticket.
 *
 * - Before anything is written ({@link checkTicketConversion}): the ticket must be one the
 *   caller reads in its own organisation (another organisation's, or none: 404, as reading it
 *   would be), and domain's `ticketOrderRefusal` must let the caller convert it (a closed ticket:
 *   409 CONFLICT with the Italian reason; no order-create permission: 403).
 * - In the creation's transaction ({@link recordTicketConversion}): the same rule is asked again
 *   on the ticket as stored then (a ticket closed meanwhile rolls the order back), and the
 *   ticket's history gets its 'CREATE_ORDER' row naming the order's code. The ticket keeps its
 *   status and its version: the conversion is not an edit of the ticket.
 *
 * Not done yet: the ticket's files (uploads with entity 'tickets', ./attachments.ts) are not
 * copied to the order, because orders have no upload entity of their own in this gateway; the
 * issue asks that the order carry them, so this is the next step of the conversion.
 */
import { TICKET_CREATE_ORDER_EVENT, ticketOrderRefusal } from '@portineria/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { refusalError } from './lifecycle.ts';
import { resourceMessages } from './messages.ts';
import { appendHistory } from './recordHistory.ts';

/** The ticket an order is created from, as the conversion reads it. */
interface ConvertedTicket {
  id: number;
  code: string;
}

async function convertibleTicket(
  db: Kysely<Database>,
  ticketId: unknown,
  request: ResourceRequest,
): Promise<ConvertedTicket> {
  const id = Number(ticketId);
  const ticket = Number.isSafeInteger(id)
    ? await db
        .selectFrom('tickets')
        .select(['id', 'code', 'status', 'organization_id'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  // Only the organisation creates orders, and it reads its own organisation's tickets.
  if (!ticket || ticket.organization_id !== request.scope.companyId) {
    throw notFound(resourceMessages.ticketNotFound);
  }
  const refused = ticketOrderRefusal({ status: ticket.status }, request.scope.profile);
  if (refused) throw refusalError(refused);
  return { id: ticket.id, code: ticket.code };
}

/**
 * Refuses, before the order is written, a `_ticket` the caller may not convert: 404 for a ticket
 * it does not read, domain's refusal (409 closed, 403 no permission) otherwise.
 */
export async function checkTicketConversion(
  input: Readonly<Record<string, unknown>>,
  request: ResourceRequest,
): Promise<void> {
  if (input._ticket === undefined || input._ticket === null) return;
  await convertibleTicket(request.deps.db, input._ticket, request);
}

/**
 * Inside the order's creation transaction: checks the ticket again as stored now and appends its
 * 'CREATE_ORDER' history row (field `order`, to the order's code). Returns the ticket's code, for
 * the order's own 'create' row to name it.
 */
export async function recordTicketConversion(
  db: Kysely<Database>,
  order: { id: number; code: string; organizationId: number; ticketId: unknown },
  request: ResourceRequest,
): Promise<string> {
  const ticket = await convertibleTicket(db, order.ticketId, request);
  await appendHistory(
    db,
    {
      organizationId: order.organizationId,
      recordKind: 'ticket',
      recordId: ticket.id,
      action: TICKET_CREATE_ORDER_EVENT,
      changes: [{ field: 'order', from: null, to: order.code }],
    },
    request,
    request.deps.now(),
  );
  return ticket.code;
}
