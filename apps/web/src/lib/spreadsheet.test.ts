import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSchemaFor, prepareImportRows } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { readImportSheet, workbookBytes, zipDeclaredUncompressedBytes } from './spreadsheet.ts';

/** A fixture LibreOffice made (scripts/make-import-fixtures.mjs). */
function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', name)));
}

describe('readImportSheet — the first sheet of a LibreOffice .xlsx or .xls, ready for the data check (002 §5.4)', () => {
  for (const file of ['contatti.xlsx', 'contatti.xls']) {
    it(`${file}: the headers, each row by header, blank rows kept so row numbers match the sheet`, () => {
      const sheet = readImportSheet(fixture(file));
      if (!sheet.ok) throw new Error(sheet.refusal);
      expect(sheet.headers).toEqual([
        'lastname',
        'firstname',
        'nin',
        'email',
        'zip',
        'city',
        'mobile',
      ]);
      expect(sheet.rows).toHaveLength(5);
      expect(sheet.rows[0]).toMatchObject({
        lastname: 'Rossi',
        firstname: 'Maria',
        nin: 'RSSMRA80A41H501U',
        city: 'Roma',
        mobile: '+39 333 1234567',
      });
      expect(sheet.rows[1]).toMatchObject({
        lastname: 'D’Amico'.replace('’', "'"),
        firstname: 'Luca',
      });
      expect(sheet.rows[2]).toMatchObject({ firstname: 'Àngela' });

      // Through domain's data check: row numbers as the sheet numbers them, the blank row skipped.
      // LibreOffice read the CSV's CAP 00184 as the number 184, as a user's sheet often holds it:
      // the check says so rather than guess the lost zeros.
      const prepared = prepareImportRows(
        sheet.rows,
        importSchemaFor('contacts', { category: 'person' }),
      );
      expect(prepared.map((row) => [row.row, row.key, row.errors.length > 0])).toEqual([
        [2, 'RSSMRA80A41H501U', true],
        [3, 'DMCLCU75B02F205X', false],
        [4, 'BNCNGL90C43L219Z', true],
        [6, 'SPSGNR68D04F839K', false],
      ]);
      expect(prepared[0]?.errors).toEqual(['Il campo CAP deve avere esattamente 5 caratteri']);
    });
  }
});

describe('readImportSheet — hostile files are refused with a clear Italian message (002 §5.4)', () => {
  it('a PDF renamed .xlsx is not read', () => {
    expect(readImportSheet(fixture('documento-pdf.xlsx'))).toEqual({
      ok: false,
      refusal: 'Impossibile leggere il file',
    });
  });

  it('a zip bomb — a file declaring gigabytes once uncompressed — is refused before anything is inflated', () => {
    const bytes = fixture('contatti.xlsx').slice();
    const view = new DataView(bytes.buffer);
    // The first central-directory entry now declares 4 GB less one byte of data.
    let offset = bytes.length - 22;
    while (view.getUint32(offset, true) !== 0x06054b50) offset -= 1;
    const directory = view.getUint32(offset + 16, true);
    view.setUint32(directory + 24, 0xfffffffe, true);
    expect(zipDeclaredUncompressedBytes(bytes)).toBeGreaterThan(4_000_000_000);
    expect(readImportSheet(bytes)).toEqual({
      ok: false,
      refusal: 'Il file è troppo grande: i suoi dati superano 50 MB una volta decompressi',
    });
  });

  it("a '__proto__' header is refused, and no row object gets a prototype from it", () => {
    const bytes = workbookBytes([
      {
        name: 'Foglio1',
        rows: [
          ['lastname', '__proto__'],
          ['Rossi', 'x'],
        ],
      },
    ]);
    expect(readImportSheet(bytes)).toEqual({
      ok: false,
      refusal: 'Intestazione di colonna non ammessa: __proto__',
    });
  });

  it('a sheet of 5,001 data rows is refused with its count and the limit', () => {
    const rows = [
      ['lastname'],
      ...Array.from({ length: 5001 }, (_, index) => [`R${String(index)}`]),
    ];
    expect(readImportSheet(workbookBytes([{ name: 'Foglio1', rows }]))).toEqual({
      ok: false,
      refusal: 'Il file contiene 5001 righe: se ne possono importare al massimo 5000 alla volta',
    });
  });

  it('a sheet with headers only is empty', () => {
    const bytes = workbookBytes([{ name: 'Foglio1', rows: [['lastname', 'nin']] }]);
    expect(readImportSheet(bytes)).toEqual({
      ok: false,
      refusal: 'Il file non contiene righe da importare',
    });
  });
});
