/**
 * The outcome of an import, per row, as an .xlsx (002 §2.7 step 4; the 'outcome per row
 * downloadable as .xlsx'): every row the gateway answered — inserted, updated, ignored or refused,
 * with every reason — then the rows never sent after a stop, in sheet order. SheetJS is imported
 * by {@link importOutcomeWorkbook} only, so its chunk loads on the first download.
 */
import {
  importRowStatusLabel,
  importUnsentPlanRows,
  type ImportBatchMachineContext,
} from '@portineria/domain';
import { webMessage } from '../../../messages/it-IT.ts';

/** The outcome sheet's rows: the headers, then one row per sheet row, in sheet order. */
export function importOutcomeSheetRows(
  context: Pick<ImportBatchMachineContext, 'outcomes' | 'plan' | 'sentRows'>,
): string[][] {
  const written = context.outcomes.map((outcome) => ({
    row: outcome.row,
    key: outcome.key,
    status: importRowStatusLabel(outcome.status),
    reasons: outcome.reasons,
  }));
  const unsent = importUnsentPlanRows(context.plan, context.sentRows).map((row) => ({
    row: row.row,
    key: row.key,
    status: importRowStatusLabel('cancelled'),
    reasons: [webMessage('registry.import.outcome.unsentReason')],
  }));
  return [
    [
      webMessage('registry.import.table.row'),
      webMessage('registry.import.table.key'),
      webMessage('registry.import.table.status'),
      webMessage('registry.import.table.reason'),
    ],
    ...[...written, ...unsent]
      .sort((first, second) => first.row - second.row)
      .map((row) => [String(row.row), row.key, row.status, row.reasons.join('; ')]),
  ];
}

/** The outcome workbook, one sheet 'Esito'. */
export async function importOutcomeWorkbook(
  context: Pick<ImportBatchMachineContext, 'outcomes' | 'plan' | 'sentRows'>,
): Promise<Blob> {
  const { workbookBytes, XLSX_MIME_TYPE } = await import('../../../lib/spreadsheet.ts');
  const bytes = workbookBytes([
    {
      name: webMessage('registry.import.outcome.sheet'),
      rows: importOutcomeSheetRows(context),
    },
  ]);
  return new Blob([bytes], { type: XLSX_MIME_TYPE });
}
