/**
 * The quote request form (DECISIONS.md "Quote lifecycle" 1; 002 §3.10 "Quote summary: order
 * with category, object, dateOrder, org_buildings"): what the organisation asks its suppliers —
 * the object, the building, the description, the deadline and the suppliers asked. The web's
 * create form and the gateway's create apply the same rules.
 */
import { DESCRIPTION_MAX_LENGTH } from '../constants/constants.ts';
import { quotesMessage } from '../messages/it-IT/quotes.ts';
import { isPastEndDate } from '../orders/dates.ts';
import type { DateValue } from '../orders/types.ts';

/** The fields of the quote request form, by wire name. */
export type QuoteRequestField = 'object' | '_building' | 'description' | 'dueDate' | 'suppliers';

/** The values of the form as the gateway reads them. */
export interface QuoteRequestValues {
  object?: string | null;
  _building?: number | string | null;
  description?: string | null;
  dueDate?: DateValue | null;
  /** The suppliers asked for a quote (ids of the organisation's registry). */
  suppliers?: readonly (number | string)[] | null;
}

/** Every field of the form, in the order the form shows them. */
export const QUOTE_REQUEST_FIELDS = [
  'object',
  '_building',
  'description',
  'dueDate',
  'suppliers',
] as const satisfies readonly QuoteRequestField[];

/** The fields marked '(*)': the description is the only optional one. */
export const QUOTE_REQUEST_REQUIRED_FIELDS = [
  'object',
  '_building',
  'dueDate',
  'suppliers',
] as const satisfies readonly QuoteRequestField[];

/** The Italian label of each field (ours). */
export const QUOTE_REQUEST_LABELS: Readonly<Record<QuoteRequestField, string>> = {
  object: quotesMessage('quotes.form.label.object'),
  _building: quotesMessage('quotes.form.label.building'),
  description: quotesMessage('quotes.form.label.description'),
  dueDate: quotesMessage('quotes.form.label.dueDate'),
  suppliers: quotesMessage('quotes.form.label.suppliers'),
};

/** The form's field errors, in Italian; empty when the request may be sent. */
export type QuoteRequestErrors = Partial<Record<QuoteRequestField, string>>;

function isBlank(value: unknown): boolean {
  return value == null || String(value).trim() === '';
}

/**
 * The rules of a quote request: object, building, deadline and at least one supplier required;
 * the deadline not already past (a supplier must be able to answer); no supplier asked twice; the
 * object and the description within the description limit.
 */
export function validateQuoteRequest(values: QuoteRequestValues, now: Date): QuoteRequestErrors {
  const errors: QuoteRequestErrors = {};
  const required = quotesMessage('quotes.form.required');
  const tooLong = (text: string | null | undefined) => (text ?? '').length > DESCRIPTION_MAX_LENGTH;
  if (isBlank(values.object)) errors.object = required;
  else if (tooLong(values.object)) errors.object = quotesMessage('quotes.form.tooLong');
  if (isBlank(values._building)) errors._building = required;
  if (tooLong(values.description)) errors.description = quotesMessage('quotes.form.tooLong');
  if (isBlank(values.dueDate)) errors.dueDate = required;
  else if (isPastEndDate(values.dueDate, now))
    errors.dueDate = quotesMessage('quotes.form.dueDatePast');
  const suppliers = values.suppliers ?? [];
  if (suppliers.length === 0) errors.suppliers = quotesMessage('quotes.form.suppliersRequired');
  else if (new Set(suppliers.map(String)).size !== suppliers.length) {
    errors.suppliers = quotesMessage('quotes.form.suppliersDuplicate');
  }
  return errors;
}
