/**
 * How a billing token's history entries read (`GET tokens/{id}/history`, shown by
 * records/RecordHistory.tsx): titled with domain's token history words ('Segnato come
 * fatturato', 'Riportato a da fatturare'), the invoicing flag as 'Fatturato' / 'Da fatturare'.
 */
import { tokenHistoryActionLabel, tokenInvoicingLabel } from '@portineria/domain';
import type { RecordHistoryFormat } from '../../records/recordHistory.ts';

/** A token's recorded value by its Italian name, when the field has one. */
function tokenHistoryValue(field: string, value: unknown): string | undefined {
  if (field === 'isInvoiced' && typeof value === 'boolean') return tokenInvoicingLabel(value);
  return undefined;
}

/** The token's history as records/RecordHistory.tsx shows it. */
export const TOKEN_HISTORY_FORMAT: RecordHistoryFormat = {
  title: (entry) => tokenHistoryActionLabel(entry.action),
  value: tokenHistoryValue,
};
