/**
 * Writing and reading workbooks with SheetJS (`@e965/xlsx`, the registry's 0.20.3 build: the
 * `xlsx` 0.18.5 package carries CVE-2023-30533 and CVE-2024-22363). This module is the only one
 * that imports it, and is itself only ever imported with `import()` (see ../records/listExport.ts),
 * so SheetJS is a chunk of its own that the sign-in path and the lists never load until the user
 * exports.
 */
import { read, utils, write } from '@e965/xlsx';

/** A sheet to write: its name and its rows of text cells, the first row the headers. */
export interface SheetContent {
  readonly name: string;
  readonly rows: readonly (readonly string[])[];
}

/** The MIME type of an .xlsx file. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An .xlsx workbook of the sheets, in order. Every cell is written as text (SheetJS type 's'):
 * a list's cells are the text the list shows ('12/03/2026', '1.250,00 €'), and a cell starting
 * with '=' stays text, never a formula a spreadsheet would run.
 */
export function workbookBytes(sheets: readonly SheetContent[]): Uint8Array<ArrayBuffer> {
  const workbook = utils.book_new();
  for (const sheet of sheets) {
    const worksheet = utils.aoa_to_sheet(sheet.rows.map((row) => [...row]));
    // Column widths from the longest cell, so the file opens readable; capped as a spreadsheet would.
    worksheet['!cols'] = (sheet.rows[0] ?? []).map((_, column) => ({
      wch: Math.min(60, Math.max(8, ...sheet.rows.map((row) => (row[column] ?? '').length))),
    }));
    utils.book_append_sheet(workbook, worksheet, sheet.name);
  }
  const bytes: ArrayBuffer = write(workbook, {
    type: 'array',
    bookType: 'xlsx',
    compression: true,
  });
  return new Uint8Array(bytes);
}

/** The text rows of every sheet of a workbook, by sheet name (what a test reads back). */
export function workbookSheets(bytes: Uint8Array): SheetContent[] {
  const workbook = read(bytes, { type: 'array' });
  return workbook.SheetNames.map((name) => ({
    name,
    rows: utils.sheet_to_json<string[]>(workbook.Sheets[name] ?? {}, {
      header: 1,
      raw: false,
      defval: '',
    }),
  }));
}
