/**
 * How a qualification folder's history entries read (`GET folders/{id}/history`, shown by
 * records/RecordHistory.tsx): titled with domain's folder history words ('Cartella inviata in
 * revisione', 'Cartella approvata', 'Cartella rimandata al fornitore'), a status by its label.
 */
import {
  FOLDER_FORM_FIELDS,
  FOLDER_STATUS,
  folderHistoryActionLabel,
  type FolderFormValues,
} from '@portineria/domain';
import { webMessage } from '../../messages/it-IT.ts';
import type { RecordHistoryFormat } from '../../records/recordHistory.ts';

const STATUS_NAMES = Object.keys(FOLDER_STATUS) as (keyof typeof FOLDER_STATUS)[];

/** A folder's recorded value by its Italian name, when the field has one. */
function folderHistoryValue(field: string, value: unknown): string | undefined {
  // A FORM folder's form (DECISIONS.md "Qualification folder forms"): its filled fields by label.
  if (field === 'formData' && value !== null && typeof value === 'object') {
    const form = value as FolderFormValues;
    return FOLDER_FORM_FIELDS.filter((each) => {
      const filled = form[each.name];
      return filled !== null && filled !== undefined && filled !== '' && filled !== false;
    })
      .map((each) =>
        each.kind === 'confirmation' ? each.label : `${each.label}: ${String(form[each.name])}`,
      )
      .join('; ');
  }
  if (field !== 'status') return undefined;
  const name = STATUS_NAMES.find((candidate) => FOLDER_STATUS[candidate] === value);
  return name === undefined ? undefined : webMessage(`value.folder.status.${name}`);
}

/** The folder's history as records/RecordHistory.tsx shows it. */
export const FOLDER_HISTORY_FORMAT: RecordHistoryFormat = {
  title: (entry) => folderHistoryActionLabel(entry.action),
  value: folderHistoryValue,
};
