/**
 * The Italian words of a ticket's history (DECISIONS.md "Record history"): the title of each
 * entry by the action that wrote it, and the label of each recorded field — the new-ticket form's
 * labels for the form's fields, the lifecycle's own for the status, the assignee, the requester
 * and the dates. The gateway writes `{ field, label, from, to }` with these labels; the web's
 * timeline titles an entry with {@link ticketHistoryActionLabel}.
 */
import {
  ticketLifecycleMessage,
  type TicketLifecycleMessageKey,
} from '../messages/it-IT/ticketLifecycle.ts';
import { TICKET_FORM_LABELS } from './ticketForm.ts';
import type { TicketFormField } from './ticketForm.ts';

const ACTION_KEYS: Readonly<Record<string, TicketLifecycleMessageKey>> = {
  create: 'tickets.history.action.create',
  update: 'tickets.history.action.update',
  TAKE_CHARGE: 'tickets.history.action.TAKE_CHARGE',
  ASSIGN: 'tickets.history.action.ASSIGN',
  START_WORK: 'tickets.history.action.START_WORK',
  CLOSE: 'tickets.history.action.CLOSE',
  REOPEN: 'tickets.history.action.REOPEN',
  CREATE_ORDER: 'tickets.history.action.CREATE_ORDER',
  ATTACH: 'tickets.history.action.ATTACH',
};

const FIELD_KEYS: Readonly<Record<string, TicketLifecycleMessageKey>> = {
  status: 'tickets.history.field.status',
  _assignTo: 'tickets.history.field.assignTo',
  _contact: 'tickets.history.field.contact',
  dateTicket: 'tickets.history.field.dateTicket',
  closedAt: 'tickets.history.field.closedAt',
  order: 'tickets.history.field.order',
  file: 'tickets.history.field.file',
  files: 'tickets.history.field.files',
};

/**
 * The title of a ticket history entry: 'TAKE_CHARGE' → 'Preso in carico', 'update' → 'Ticket
 * modificato'. An action without a title is named as it was recorded, so an entry is never blank.
 */
export function ticketHistoryActionLabel(action: string): string {
  const key = ACTION_KEYS[action];
  return key === undefined ? action : ticketLifecycleMessage(key);
}

/**
 * The Italian label of a field a ticket's history records: 'object' → 'Oggetto', '_assignTo' →
 * 'Assegnato a'. A field without a label is named as it is on the wire.
 */
export function ticketHistoryFieldLabel(field: string): string {
  if (Object.hasOwn(TICKET_FORM_LABELS, field)) {
    return TICKET_FORM_LABELS[field as TicketFormField];
  }
  const key = FIELD_KEYS[field];
  return key === undefined ? field : ticketLifecycleMessage(key);
}
