/**
 * A list's 'Esporta' (001 §2.2–2.4 registries: any list to .xlsx with the columns and filters
 * shown; DECISIONS.md "Exporting a list"): every row matching the list's search, view and sort,
 * read through the list's own page query, written with the cell text the list shows, and a
 * 'Filtri' sheet that says what the rows match. SheetJS is loaded here, on the click, never
 * before.
 */
import type { ListPage } from '@portineria/api-client';
import {
  isListExportTruncated,
  listExportPages,
  spreadsheetSheetName,
  type ListExportPage,
} from '@portineria/domain';
import { webMessage } from '../messages/it-IT.ts';

/** A column as the export writes it: the header the list shows and the cell text of a row. */
export interface ExportColumn<Row> {
  readonly header: string;
  /** The cell as the list shows it; nothing for an empty cell. */
  readonly value: (row: Row) => string | number | null | undefined;
}

/** What the exported rows match, as the list shows it; null where the list has none. */
export interface ListExportFilters {
  readonly search: string;
  readonly view: string | null;
  readonly sort: string | null;
  /** When the rows were read, as the user reads a date and time. */
  readonly exportedAt: string;
}

/** Every row matching the list, read page after page; `total` is the list's own count. */
export interface ListExportRows<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
}

/**
 * Reads every row of a list, page after page (domain's listExportPages), through `fetchPage` —
 * the list's page query with the page's offset and limit. The first page gives the total; a list
 * that shrinks while it is read ends at its last full page.
 */
export async function readListRows<Row>(
  fetchPage: (page: ListExportPage) => Promise<ListPage<Row>>,
): Promise<ListExportRows<Row>> {
  const [firstPage] = listExportPages(0);
  const first = await fetchPage(firstPage as ListExportPage);
  const rows = [...first.rows];
  for (const page of listExportPages(first.total).slice(1)) {
    const next = await fetchPage(page);
    rows.push(...next.rows);
    if (next.rows.length < page.limit) break;
  }
  return { rows, total: first.total };
}

/** The list sheet: the headers, then one line a row with the cell text the list shows. */
export function listSheetRows<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): string[][] {
  return [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => String(column.value(row) ?? ''))),
  ];
}

/** The 'Filtri' sheet: what the rows match, how many there are and when they were read. */
export function filterSheetRows(
  filters: ListExportFilters,
  written: number,
  total: number,
): string[][] {
  const none = webMessage('list.export.filters.none');
  return [
    [webMessage('list.export.filters.filter'), webMessage('list.export.filters.value')],
    [webMessage('list.export.filters.search'), filters.search || none],
    [webMessage('list.export.filters.view'), filters.view ?? none],
    [webMessage('list.export.filters.sort'), filters.sort ?? none],
    [webMessage('list.export.filters.rows'), String(written)],
    ...(isListExportTruncated(total)
      ? [
          [
            webMessage('list.export.filters.truncated'),
            webMessage('list.export.filters.truncatedValue', { written, total }),
          ],
        ]
      : []),
    [webMessage('list.export.filters.exportedAt'), filters.exportedAt],
  ];
}

/**
 * The .xlsx workbook of a list: its sheet named after the title, and 'Filtri'. SheetJS is
 * imported here, so its chunk loads on the first export only.
 */
export async function listWorkbook<Row>(
  title: string,
  columns: readonly ExportColumn<Row>[],
  read: ListExportRows<Row>,
  filters: ListExportFilters,
): Promise<Blob> {
  const { workbookBytes, XLSX_MIME_TYPE } = await import('../lib/spreadsheet.ts');
  const fallback = webMessage('list.export.sheet');
  const filtersSheet = webMessage('list.export.filters.sheet');
  const listName = spreadsheetSheetName(title, fallback);
  const bytes = workbookBytes([
    {
      // Two sheets may not share a name: a list called 'Filtri' keeps the fallback name.
      name: listName === filtersSheet ? fallback : listName,
      rows: listSheetRows(columns, read.rows),
    },
    { name: filtersSheet, rows: filterSheetRows(filters, read.rows.length, read.total) },
  ]);
  return new Blob([bytes], { type: XLSX_MIME_TYPE });
}
