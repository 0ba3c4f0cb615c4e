/**
 * How a ticket's history entries read (`GET tickets/{id}/history`, shown by
 * records/RecordHistory.tsx): titled with domain's ticket history words ('Preso in carico',
 * 'Messo in lavorazione'…), the status, priority and visibility by their Italian names.
 */
import {
  TICKET_PRIORITY_OPTIONS,
  TICKET_STATUSES,
  TICKET_VISIBILITY_OPTIONS,
  ticketHistoryActionLabel,
  ticketStatusName,
  type TicketStatus,
} from '@portineria/domain';
import type { RecordHistoryFormat } from '../../records/recordHistory.ts';

const isTicketStatus = (value: unknown): value is TicketStatus =>
  (TICKET_STATUSES as readonly unknown[]).includes(value);

/** A ticket's recorded value by its Italian name, when the field has one. */
function ticketHistoryValue(field: string, value: unknown): string | undefined {
  if (field === 'status' && isTicketStatus(value)) return ticketStatusName(value);
  if (field === 'priority') {
    return TICKET_PRIORITY_OPTIONS.find((option) => option.value === value)?.label;
  }
  if (field === 'visibility') {
    return TICKET_VISIBILITY_OPTIONS.find((option) => option.value === value)?.label;
  }
  return undefined;
}

/** The ticket's history as records/RecordHistory.tsx shows it. */
export const TICKET_HISTORY_FORMAT: RecordHistoryFormat = {
  title: (entry) => ticketHistoryActionLabel(entry.action),
  value: ticketHistoryValue,
};
