/**
 * Cell normalisation (002 §5.4 'Empty cells become null. Boolean columns are true for S or SI.
 * Number columns are converted.'). The spreadsheet itself is parsed by the app (SheetJS); here
 * each cell value is turned into what the payload carries.
 */

/** A cell as the spreadsheet parser gives it (SheetJS: text, number, boolean, date or nothing). */
export type ImportCellValue = string | number | boolean | Date | null | undefined;

/** A value of an import payload. Dates travel as 'YYYY-MM-DD' text. */
export type ImportValue = string | number | boolean | null;

/** The type of an import column. */
export type ImportColumnType = 'string' | 'number' | 'boolean' | 'date';

/** A normalised cell: the value for the payload, and whether the cell could be converted. */
export interface NormalizedCell {
  /** The converted value; when `valid` is false, the raw cell kept as it was (as text). */
  readonly value: ImportValue;
  /** False when a number or date column holds something that is not a number or a date. */
  readonly valid: boolean;
}

/** The answers read as true in a boolean column (002 §5.4 'true for S or SI'; 'SÌ' is 'SI' spelt right). */
const TRUE_ANSWERS = ['S', 'SI'];

/** Milliseconds in a day, for spreadsheet serial dates. */
const DAY_MS = 86_400_000;
/** Day 0 of spreadsheet serial dates: 1899-12-30, which also absorbs the 1900 leap-year bug. */
const SERIAL_DATE_EPOCH_MS = Date.UTC(1899, 11, 30);
/** The last serial date a spreadsheet can hold (9999-12-31). */
const SERIAL_DATE_MAX = 2_958_465;

function isBlank(value: ImportCellValue): value is null | undefined | '' {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** 'YYYY-MM-DD' of a calendar day; null when the day does not exist (31/02). */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The day of a Date cell, read in local time: spreadsheet parsers build date cells at local
 * midnight. Plain Date arithmetic, so the shared dayjs instance is not extended with plugins.
 */
function localDay(date: Date): string | null {
  return isoDay(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** The cell as text, for a string column or for a raw value kept after a failed conversion. */
function cellText(value: string | number | boolean | Date): string {
  if (value instanceof Date) return localDay(value) ?? String(value);
  return typeof value === 'string' ? value.trim() : String(value);
}

/**
 * A number written in a cell (002 §5.4 'Number columns are converted'):
 * - '1234', '-12' — integers;
 * - '1234,5', '1.234,5', '1.234.567,89' — Italian: decimal comma, dots between groups of three;
 * - '1234.5', '1.234' — a single dot is a decimal point ('1.234' is 1.234, as a spreadsheet
 *   exports a number, not 1234);
 * - '1.234.567' — several dots between groups of three are thousands separators.
 * Anything else (English '1,234.5', letters, currency signs) is not a number.
 */
function parseCellNumber(text: string): number | null {
  if (/^[+-]?\d+$/.test(text)) return Number(text);
  if (/^[+-]?(\d{1,3}(\.\d{3})+|\d+),\d+$/.test(text)) {
    return Number(text.replaceAll('.', '').replace(',', '.'));
  }
  if (/^[+-]?\d+\.\d+$/.test(text)) return Number(text);
  if (/^[+-]?\d{1,3}(\.\d{3}){2,}$/.test(text)) return Number(text.replaceAll('.', ''));
  return null;
}

/**
 * A date cell as 'YYYY-MM-DD': a Date, a spreadsheet serial number, or text written as
 * 'DD/MM/YYYY' (000 §9, single-digit day and month accepted) or 'YYYY-MM-DD'.
 */
function parseCellDate(value: string | number | boolean | Date): string | null {
  if (value instanceof Date) return localDay(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 1 || value > SERIAL_DATE_MAX) return null;
    return new Date(SERIAL_DATE_EPOCH_MS + Math.floor(value) * DAY_MS).toISOString().slice(0, 10);
  }
  if (typeof value === 'string') {
    const italian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
    if (italian) return isoDay(Number(italian[3]), Number(italian[2]), Number(italian[1]));
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  }
  return null;
}

/**
 * A cell converted for its column (002 §5.4):
 * - empty (nothing, '' or blanks) → null, in every column type;
 * - string → the trimmed text (a number or a date cell written out as text);
 * - boolean → true for 'S' or 'SI' (trimmed, any case, 'Sì' too) and for a TRUE cell; anything
 *   else, 'N' and 'NO' included, is false. An empty boolean cell stays null (the empty rule comes
 *   first), so that a default such as the entitlement's owner flag can apply;
 * - number → the number, Italian or plain writing (see parseCellNumber); a cell that is not a
 *   number keeps its raw text and is marked invalid, and the row reports it;
 * - date → 'YYYY-MM-DD'; an unreadable date keeps its raw text and is marked invalid.
 */
export function normalizeCell(
  value: ImportCellValue,
  columnType: ImportColumnType,
): NormalizedCell {
  if (isBlank(value)) return { value: null, valid: true };
  switch (columnType) {
    case 'string':
      return { value: cellText(value), valid: true };
    case 'boolean': {
      if (typeof value === 'boolean') return { value, valid: true };
      const answer = withoutAccents(cellText(value)).toUpperCase();
      return { value: TRUE_ANSWERS.includes(answer), valid: true };
    }
    case 'number': {
      if (typeof value === 'number') {
        return Number.isFinite(value)
          ? { value, valid: true }
          : { value: String(value), valid: false };
      }
      const text = cellText(value);
      const number = typeof value === 'string' ? parseCellNumber(text) : null;
      return number === null ? { value: text, valid: false } : { value: number, valid: true };
    }
    case 'date': {
      const date = parseCellDate(value);
      return date === null
        ? { value: cellText(value), valid: false }
        : { value: date, valid: true };
    }
    default:
      // Schemas built from untyped data (a JSON configuration) could carry an unknown type.
      columnType satisfies never;
      throw new Error(`normalizeCell: unknown column type ${String(columnType)}`);
  }
}
