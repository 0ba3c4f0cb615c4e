/**
 * A ticket becomes an order (domain DECISIONS.md "Ticket lifecycle" 9, 'Crea ordine'): creating
 * an order with `_ticket` (001 §3 Order) converts the ticket.
 *
 * - Before anything is written ({@link checkTicketConversion}): the ticket must be one the
 *   caller reads in its own organisation (another organisation's, or none: 404, as reading it
 *   would be), and domain's `ticketOrderRefusal` must let the caller convert it (a closed ticket:
 *   409 CONFLICT with the Italian reason; no order-create permission: 403).
 * - In the creation's transaction ({@link recordTicketConversion}): the same rule is asked again
 *   on the ticket as stored then (a ticket closed meanwhile rolls the order back), every file of
 *   the ticket is copied to the order (./attachments.ts `copyAttachments`: new rows of entity
 *   'orders', the bytes copied, domain DECISIONS.md "Order files" 3), and the ticket's history
 *   gets its 'CREATE_ORDER' row naming the order's code and the files copied. The ticket keeps
 *   its status, its files and its version: the conversion is not an edit of the ticket.
 * - After the order's own 'create' row ({@link recordTicketFilesOnOrder}): the order's history
 *   says which files came from which ticket ('COPY_TICKET_FILES'), when there were any.
 * - A file added to the ticket later ({@link copyLaterTicketFile}, DECISIONS.md "Order files" 4):
 *   in the upload's transaction, copied to every order made from the ticket that still takes
 *   files (domain's `orderTakesLaterTicketFiles`), each order's history telling it.
 */
import {
  TICKET_CREATE_ORDER_EVENT,
  orderTakesLaterTicketFiles,
  ticketOrderRefusal,
  type OrderLifecycleRecord,
} from '@portineria/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { refusalError } from './lifecycle.ts';
import { resourceMessages } from './messages.ts';
import { copyAttachments } from './attachmentStore.ts';
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

/** What a conversion did: the ticket's code and the names of the files it copied, oldest first. */
export interface TicketConversion {
  ticketCode: string;
  files: string[];
}

/** The names of copied files as one history value ('foto.jpg, preventivo.pdf'). */
function fileList(files: readonly string[]): string {
  return files.join(', ');
}

/**
 * Inside the order's creation transaction: checks the ticket again as stored now, copies its
 * files to the order and appends its 'CREATE_ORDER' history row (field `order`, to the order's
 * code; field `files`, to the names copied, when there were any). Returns the ticket's code, for
 * the order's own 'create' row to name it, and the files copied.
 */
export async function recordTicketConversion(
  db: Kysely<Database>,
  order: { id: number; code: string; organizationId: number; ticketId: unknown },
  request: ResourceRequest,
): Promise<TicketConversion> {
  const ticket = await convertibleTicket(db, order.ticketId, request);
  const files = await copyAttachments(
    db,
    request.deps,
    { entity: 'tickets', entityId: ticket.id },
    { entity: 'orders', entityId: order.id },
  );
  await appendHistory(
    db,
    {
      organizationId: order.organizationId,
      recordKind: 'ticket',
      recordId: ticket.id,
      action: TICKET_CREATE_ORDER_EVENT,
      changes: [
        { field: 'order', from: null, to: order.code },
        ...(files.length > 0 ? [{ field: 'files', from: null, to: fileList(files) }] : []),
      ],
    },
    request,
    request.deps.now(),
  );
  return { ticketCode: ticket.code, files };
}

/** The order history's action of the files a conversion copied (DECISIONS.md "Order files" 3). */
export const ORDER_COPY_TICKET_FILES_ACTION = 'COPY_TICKET_FILES';

/**
 * After the order's 'create' row, in the same transaction: the order's 'COPY_TICKET_FILES' row
 * (field `_ticket`, to the ticket's code; field `files`, to the names copied). Nothing when the
 * ticket had no file.
 */
export async function recordTicketFilesOnOrder(
  db: Kysely<Database>,
  order: { id: number; organizationId: number },
  conversion: TicketConversion,
  request: ResourceRequest,
): Promise<void> {
  if (conversion.files.length === 0) return;
  await appendHistory(
    db,
    {
      organizationId: order.organizationId,
      recordKind: 'order',
      recordId: order.id,
      entity: 'order',
      entityId: order.id,
      action: ORDER_COPY_TICKET_FILES_ACTION,
      changes: [
        { field: '_ticket', from: null, to: conversion.ticketCode },
        { field: 'files', from: null, to: fileList(conversion.files) },
      ],
    },
    request,
    request.deps.now(),
  );
}

/**
 * A file just added to a ticket, inside its upload's transaction (DECISIONS.md "Order files" 4):
 * copied to every order made from the ticket that domain's `orderTakesLaterTicketFiles` says
 * still takes files (not a closed one), each copy told by a 'COPY_TICKET_FILES' row in that
 * order's history. Nothing when the ticket became no order.
 */
export async function copyLaterTicketFile(
  db: Kysely<Database>,
  ticketId: number,
  file: { publicId: string },
  request: ResourceRequest,
): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'code', 'status', 'asked_price', 'organization_id'])
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
  const reached = orders.filter((order) =>
    orderTakesLaterTicketFiles({
      status: order.status as OrderLifecycleRecord['status'],
      askedPrice: order.asked_price,
    }),
  );
  if (reached.length === 0) return;
  const ticket = await db
    .selectFrom('tickets')
    .select('code')
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  for (const order of reached) {
    const files = await copyAttachments(
      db,
      request.deps,
      { entity: 'tickets', entityId: ticketId },
      { entity: 'orders', entityId: order.id },
      file,
    );
    await recordTicketFilesOnOrder(
      db,
      { id: order.id, organizationId: order.organization_id },
      { ticketCode: ticket.code, files },
      request,
    );
  }
}
