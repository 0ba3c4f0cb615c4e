/**
 * Writing and reading workbooks with SheetJS (`@e965/xlsx`, the registry's 0.20.3 build: the
 * `xlsx` 0.18.5 package carries CVE-2023-30533 and CVE-2024-22363). This module is the only one
 * that imports it, and is itself only ever imported with `import()` (see ../records/listExport.ts)
 * or by the import's worker (./importSheet.worker.ts), so SheetJS is a chunk of its own that the
 * sign-in path and the lists never load until the user exports or chooses a file to import.
 */
import { read, utils, write } from '@e965/xlsx';
import {
  IMPORT_BATCH_MAX_ROWS,
  importBatchSizeRefusal,
  importFileSizeRefusal,
  importHeaderRefusal,
  message,
  type RawImportRow,
} from '@portineria/domain';

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

/** A sheet read for an import: its rows (header → cell), or why it was refused. */
export type ImportSheet =
  | { readonly ok: true; readonly headers: readonly string[]; readonly rows: RawImportRow[] }
  | { readonly ok: false; readonly refusal: string };

const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
/** The end-of-directory record is at most its 22 bytes and a 65,535-byte comment from the end. */
const ZIP_END_SEARCH_BYTES = 22 + 0xffff;
/** The first bytes of an .xls (an OLE compound file). */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The uncompressed bytes a zip (an .xlsx) declares in its central directory, read without
 * inflating anything; null when the bytes are not a readable zip. A ZIP64 size (0xFFFFFFFF)
 * counts as infinite: no registry sheet needs it.
 */
export function zipDeclaredUncompressedBytes(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - ZIP_END_SEARCH_BYTES);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= lowest; offset -= 1) {
    if (view.getUint32(offset, true) === ZIP_END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== ZIP_DIRECTORY_ENTRY) {
      return null;
    }
    const size = view.getUint32(offset + 24, true);
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  return total;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The first sheet of an .xlsx or .xls for an import (002 §5.4 'The first sheet is read'), read
 * defensively — every refusal an Italian message, nothing else read after it:
 * - a file that is neither a zip (.xlsx) nor an OLE file (.xls) — a PDF renamed .xlsx — or that
 *   SheetJS cannot read: 'Impossibile leggere il file';
 * - an .xlsx declaring more than domain's uncompressed limit: refused before it is inflated;
 * - more data rows than domain's limit: SheetJS stops reading past the limit, and the refusal
 *   gives the sheet's own count;
 * - a '__proto__', 'constructor' or 'prototype' header;
 * - no data row: 'Il file non contiene righe da importare'.
 * Formulas are never evaluated: a cell holds the value the spreadsheet program cached.
 * Rows keep their sheet positions (blank ones included) so row numbers match the sheet.
 */
export function readImportSheet(bytes: Uint8Array): ImportSheet {
  const unreadable = { ok: false, refusal: message('import.file.unreadable') } as const;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const declared = zipDeclaredUncompressedBytes(bytes);
    if (declared === null) return unreadable;
    const refusal = importFileSizeRefusal(declared);
    if (refusal !== null) return { ok: false, refusal };
  } else if (!startsWith(bytes, OLE_SIGNATURE)) {
    return unreadable;
  }
  let workbook;
  try {
    workbook = read(bytes, {
      type: 'array',
      sheets: 0,
      sheetRows: IMPORT_BATCH_MAX_ROWS + 2,
      cellFormula: false,
      cellHTML: false,
      cellDates: true,
    });
  } catch {
    return unreadable;
  }
  const firstName = workbook.SheetNames[0];
  const sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  if (sheet === undefined) return { ok: false, refusal: message('import.file.empty') };
  const fullRange = sheet['!fullref'] ?? sheet['!ref'];
  if (fullRange !== undefined) {
    const range = utils.decode_range(fullRange);
    const refusal = importBatchSizeRefusal(range.e.r - range.s.r);
    if (refusal !== null) return { ok: false, refusal };
  }
  const lines = utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  const headers = (lines[0] ?? []).map((cell) => (cell === null ? '' : String(cell).trim()));
  for (const header of headers) {
    const refusal = importHeaderRefusal(header);
    if (refusal !== null) return { ok: false, refusal };
  }
  const rows = lines.slice(1).map((line) => {
    const row: Record<string, RawImportRow[string]> = {};
    headers.forEach((header, column) => {
      const cell = line[column];
      if (header === '' || cell === undefined) return;
      if (
        cell === null ||
        typeof cell === 'string' ||
        typeof cell === 'number' ||
        typeof cell === 'boolean' ||
        cell instanceof Date
      ) {
        row[header] = cell;
      }
    });
    return row;
  });
  const hasData = rows.some((row) =>
    Object.values(row).some((cell) => cell !== null && String(cell).trim() !== ''),
  );
  if (!hasData) return { ok: false, refusal: message('import.file.empty') };
  return { ok: true, headers: headers.filter((header) => header !== ''), rows };
}
