/**
 * The quote request form's values and how they meet domain's rules and the wire (DECISIONS.md
 * "Quote lifecycle" 1 and 9): the building and the suppliers asked are held as the picked
 * records (their names shown), the rest as typed; domain's `validateQuoteRequest` is the one
 * rule book, the gateway applying the same on `POST proxy/orders/quotes`.
 */
import type { QuoteRequestCreateInput } from '@portineria/api-client';
import { validateQuoteRequest, type QuoteRequestField } from '@portineria/domain';
import type { BuildingPickerItem, SupplierPickerItem } from '@portineria/ui';

/** The form's values. */
export interface QuoteFormState {
  object: string;
  building: BuildingPickerItem | null;
  description: string;
  dueDate: string | null;
  suppliers: SupplierPickerItem[];
}

/** Where each wire field is on the form. */
export const QUOTE_FORM_FIELD: Readonly<Record<QuoteRequestField, keyof QuoteFormState>> = {
  object: 'object',
  _building: 'building',
  description: 'description',
  dueDate: 'dueDate',
  suppliers: 'suppliers',
};

/** An empty request: nothing asked yet. */
export function emptyQuoteForm(): QuoteFormState {
  return { object: '', building: null, description: '', dueDate: null, suppliers: [] };
}

function blankToNull(text: string | null): string | null {
  return text === null || text.trim() === '' ? null : text;
}

/** The request the gateway reads of the form's values (ids as numbers, blanks as null). */
export function quoteFormValues(state: QuoteFormState): QuoteRequestCreateInput {
  return {
    object: blankToNull(state.object),
    _building: state.building ? Number(state.building.id) : null,
    description: blankToNull(state.description),
    dueDate: blankToNull(state.dueDate),
    suppliers: state.suppliers.map((supplier) => Number(supplier.id)),
  };
}

/** domain's `validateQuoteRequest` on the form's values, as of `now`. */
export function validateQuoteFormState(state: QuoteFormState, now: Date = new Date()) {
  return validateQuoteRequest(quoteFormValues(state), now);
}
