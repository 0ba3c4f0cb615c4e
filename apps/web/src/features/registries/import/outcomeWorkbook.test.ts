import type { ImportBatchMachineContext } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { workbookSheets } from '../../../lib/spreadsheet.ts';
import { importOutcomeSheetRows, importOutcomeWorkbook } from './outcomeWorkbook.ts';

/** An import stopped after its first part: rows 2–4 answered, rows 5–6 never sent. */
const STOPPED: Pick<ImportBatchMachineContext, 'outcomes' | 'plan' | 'sentRows'> = {
  outcomes: [
    { row: 2, key: 'RSSMRA80A01H501U', status: 'inserted', id: 11, reasons: [] },
    {
      row: 3,
      key: 'BNCGPP75B02F205X',
      status: 'error',
      id: null,
      reasons: [
        'Il campo email deve essere un indirizzo email valido',
        'Il campo zip non è valido',
      ],
    },
    { row: 4, key: 'VRDLGU90C03L219Z', status: 'updated', id: 7, reasons: [] },
  ],
  plan: [
    { row: 2, key: 'RSSMRA80A01H501U', plan: 'wouldInsert', reasons: [] },
    { row: 3, key: 'BNCGPP75B02F205X', plan: 'invalid', reasons: [] },
    { row: 4, key: 'VRDLGU90C03L219Z', plan: 'wouldUpdate', reasons: [] },
    { row: 5, key: 'NRELCU85D04F205W', plan: 'wouldInsert', reasons: [] },
    { row: 6, key: 'GLLSRG70E05F205V', plan: 'wouldIgnore', reasons: [] },
  ],
  sentRows: 3,
};

describe('the outcome of an import per row, as an .xlsx (002 §2.7 step 4 outcome)', () => {
  it('lists every sheet row in order with its outcome and every reason; the rows never sent say so', () => {
    expect(importOutcomeSheetRows(STOPPED)).toEqual([
      ['Riga', 'Chiave', 'Esito', 'Motivo'],
      ['2', 'RSSMRA80A01H501U', 'Inserito', ''],
      [
        '3',
        'BNCGPP75B02F205X',
        'Errore',
        'Il campo email deve essere un indirizzo email valido; Il campo zip non è valido',
      ],
      ['4', 'VRDLGU90C03L219Z', 'Aggiornato', ''],
      ['5', 'NRELCU85D04F205W', 'Non elaborato', 'Riga non inviata: importazione interrotta'],
      ['6', 'GLLSRG70E05F205V', 'Non elaborato', 'Riga non inviata: importazione interrotta'],
    ]);
  });

  it("is a real workbook whose one sheet 'Esito' reads back as those rows", async () => {
    const blob = await importOutcomeWorkbook(STOPPED);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheets = workbookSheets(new Uint8Array(await blob.arrayBuffer()));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Esito']);
    expect(sheets[0]?.rows).toEqual(importOutcomeSheetRows(STOPPED));
  });
});
