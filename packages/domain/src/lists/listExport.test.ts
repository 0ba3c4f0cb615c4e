import { describe, expect, it } from 'vitest';
import {
  isListExportTruncated,
  listExportFileName,
  listExportPages,
  spreadsheetSheetName,
} from './listExport.ts';

describe('listExportPages — an export reads every row matching the list, not only the page shown (001 §2.2–2.4 registries)', () => {
  it('an empty list still asks for its first page', () => {
    expect(listExportPages(0)).toEqual([{ offset: 0, limit: 200 }]);
  });

  it('450 rows are read in pages of 200, the last asking for the 50 left', () => {
    expect(listExportPages(450)).toEqual([
      { offset: 0, limit: 200 },
      { offset: 200, limit: 200 },
      { offset: 400, limit: 50 },
    ]);
  });

  it('a list of 25,000 rows is read up to 10,000 rows and says it was cut', () => {
    const pages = listExportPages(25_000);
    expect(pages).toHaveLength(50);
    expect(pages.at(-1)).toEqual({ offset: 9800, limit: 200 });
    expect(isListExportTruncated(25_000)).toBe(true);
    expect(isListExportTruncated(10_000)).toBe(false);
  });
});

describe('spreadsheetSheetName / listExportFileName — the workbook an export writes (001 §2.2–2.4 registries)', () => {
  it('a title with characters a workbook refuses becomes a valid sheet name of at most 31 characters', () => {
    expect(spreadsheetSheetName('Ordini: aperti/chiusi [2026]?', 'Elenco')).toBe(
      'Ordini aperti chiusi 2026',
    );
    expect(
      spreadsheetSheetName('Manutenzioni programmate degli immobili condominiali', 'Elenco'),
    ).toBe('Manutenzioni programmate degli');
    expect(spreadsheetSheetName(' :: ', 'Elenco')).toBe('Elenco');
  });

  it('the file is named by the list title and the day, without characters file systems refuse', () => {
    expect(listExportFileName('Condomini', '2026-12-07', 'Elenco')).toBe(
      'Condomini 2026-12-07.xlsx',
    );
    expect(listExportFileName('Fornitori / Categorie', '2026-12-07', 'Elenco')).toBe(
      'Fornitori Categorie 2026-12-07.xlsx',
    );
    expect(listExportFileName('  ', '2026-12-07', 'Elenco')).toBe('Elenco 2026-12-07.xlsx');
  });
});
