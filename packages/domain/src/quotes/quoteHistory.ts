/**
 * The words of a quote request's history (DECISIONS.md "Quote lifecycle" 6): the offers' steps
 * and the order an acceptance created are told on the request's timeline.
 */
import { quotesMessage } from '../messages/it-IT/quotes.ts';
import type { QuotesMessageKey } from '../messages/it-IT/quotes.ts';

const FIELD_KEYS: Readonly<Record<string, QuotesMessageKey>> = {
  status: 'quotes.history.field.status',
  amount: 'quotes.history.field.amount',
  note: 'quotes.history.field.note',
  submittedAt: 'quotes.history.field.submittedAt',
  _supplier: 'quotes.history.field._supplier',
  _order: 'quotes.history.field._order',
  _quote: 'quotes.history.field._quote',
  object: 'quotes.history.field.object',
  dueDate: 'quotes.history.field.dueDate',
  requests: 'quotes.history.field.requests',
  file: 'quotes.history.field.file',
};

/** The Italian label of a field on a quote request's history; an unknown field keeps its name. */
export function quoteHistoryFieldLabel(field: string): string {
  const key = Object.hasOwn(FIELD_KEYS, field) ? FIELD_KEYS[field] : undefined;
  return key === undefined ? field : quotesMessage(key);
}
