/**
 * How the supplier company's history entries read (`GET suppliers/{id}/history` of its own
 * profile, shown by records/RecordHistory.tsx in the company editor): a save of the supplier's own
 * data, or a new cover image; the values as the shared timeline writes them.
 */
import type { RecordHistoryEntry } from '@portineria/api-client';
import { webMessage } from '../../messages/it-IT.ts';
import type { RecordHistoryFormat } from '../../records/recordHistory.ts';

/** The title of an entry: what the company editor did. */
function supplierCompanyHistoryTitle(entry: RecordHistoryEntry): string {
  switch (entry.action) {
    case 'update':
      return webMessage('supplierCompany.history.update');
    case 'ATTACH':
      return webMessage('supplierCompany.history.cover');
    default:
      // An action this editor does not write (a back-office change): told as a change.
      return webMessage('supplierCompany.history.other');
  }
}

/** The supplier company's history as records/RecordHistory.tsx shows it. */
export const SUPPLIER_COMPANY_HISTORY_FORMAT: RecordHistoryFormat = {
  title: supplierCompanyHistoryTitle,
};
