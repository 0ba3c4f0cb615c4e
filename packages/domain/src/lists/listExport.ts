/**
 * Exporting a records list to a spreadsheet (issue brief of 001 §2.2–2.4 registries: 'export any
 * list to .xlsx with the columns and filters shown'). The spec gives no limit and no file name:
 * both are ours (DECISIONS.md "Exporting a list").
 */

/** Rows asked per request while an export reads every matching row (the gateway allows 1000). */
export const LIST_EXPORT_PAGE_SIZE = 200;

/**
 * The most rows one export writes: an office list of thousands of contacts fits, and a runaway
 * request (a list of every history row) stays bounded. A list with more says so in the file.
 */
export const LIST_EXPORT_ROW_LIMIT = 10_000;

/** The longest sheet name a workbook accepts (Excel and LibreOffice: 31 characters). */
export const SPREADSHEET_SHEET_NAME_MAX_LENGTH = 31;

/** One request of an export: where it starts and how many rows it asks for. */
export interface ListExportPage {
  readonly offset: number;
  readonly limit: number;
}

/**
 * The requests that read every row matching a list's filters, in order: pages of
 * {@link LIST_EXPORT_PAGE_SIZE} from offset 0, the last one asking only for what is left, never
 * beyond {@link LIST_EXPORT_ROW_LIMIT}. The first page is read before the total is known, so it
 * is always the first request, even for an empty list.
 */
export function listExportPages(total: number): ListExportPage[] {
  const rows = Math.min(Math.max(0, Math.floor(total)), LIST_EXPORT_ROW_LIMIT);
  const pages: ListExportPage[] = [{ offset: 0, limit: LIST_EXPORT_PAGE_SIZE }];
  for (let offset = LIST_EXPORT_PAGE_SIZE; offset < rows; offset += LIST_EXPORT_PAGE_SIZE) {
    pages.push({ offset, limit: Math.min(LIST_EXPORT_PAGE_SIZE, rows - offset) });
  }
  return pages;
}

/** Whether a list has more matching rows than one export writes. */
export function isListExportTruncated(total: number): boolean {
  return total > LIST_EXPORT_ROW_LIMIT;
}

/** Characters no sheet name may hold (Excel and LibreOffice refuse the workbook otherwise). */
const SHEET_NAME_FORBIDDEN = /[\\/?*[\]:]/g;
/** Characters no file name may hold on Windows, macOS or Linux, and control characters. */
const FILE_NAME_FORBIDDEN = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * A list title as a sheet name: the characters a workbook forbids (\ / ? * [ ] :) become
 * spaces, runs of spaces one, at most 31 characters; `fallback` when nothing is left.
 */
export function spreadsheetSheetName(title: string, fallback: string): string {
  const name = title.replace(SHEET_NAME_FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
  return (name || fallback).slice(0, SPREADSHEET_SHEET_NAME_MAX_LENGTH).trim();
}

/**
 * The file an export downloads: the list title and the day ('Condomini 2026-12-07.xlsx'), so
 * that two exports of the same list sort by day; characters file systems refuse become spaces.
 */
export function listExportFileName(title: string, isoDay: string, fallback: string): string {
  const name = title.replace(FILE_NAME_FORBIDDEN, ' ').replace(/\s+/g, ' ').trim() || fallback;
  return `${name} ${isoDay}.xlsx`;
}
