import {
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_datetime,
  tableFeatures,
} from '@tanstack/react-table';
import type {
  ColumnDef,
  ColumnHelper,
  ColumnVisibilityState,
  PaginationState,
  Row as TableRow,
  RowData,
  RowSelectionState,
  SortFn,
  SortingState,
} from '@tanstack/react-table';

/** What a DataTable column may say about itself beyond TanStack's column definition. */
export interface DataTableColumnMeta {
  /** The name shown in the 'Colonne' menu when `header` is not a plain string. */
  label?: string;
  /** The CSS width of the column (`'12rem'`, `'20%'`); columns without one share the rest. */
  width?: string;
  /** `'end'` for amounts, numbers and dates read in columns; `'start'` by default. */
  align?: 'start' | 'end';
  /** The cell names its row (`<th scope="row">`); by default the first visible data column does. */
  rowHeader?: boolean;
  /**
   * The accessible name of a sortable column's header button for the order it shows (`false`: not
   * sorted by it), e.g. 'Codice, in ordine crescente, …'; by default the header's text.
   */
  sortLabel?: (sorted: false | 'asc' | 'desc') => string;
}

// Italian order for text ('Ò' beside 'O', case ignored) and natural order for codes ('ODS-9' < 'ODS-10').
const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

/** Text in Italian alphabetical order; missing values sort as empty text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry entry serves every table's rows.
const sortFnItalian: SortFn<any, any> = (rowA, rowB, columnId) =>
  collator.compare(String(rowA.getValue(columnId) ?? ''), String(rowB.getValue(columnId) ?? ''));

/**
 * The TanStack Table v9 features every DataTable registers: sorting (with Italian text order),
 * column visibility, row selection and pagination. Columns are typed against it:
 * `createColumnHelper<DataTableFeatures, Order>()` or {@link createDataTableColumnHelper}.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    text: sortFnItalian,
    alphanumeric: sortFnItalian,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnVisibilityFeature,
  rowSelectionFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

/** The feature registry of the DataTable, for typing columns and rows. */
export type DataTableFeatures = typeof dataTableFeatures;

/** One column of a DataTable of `Row`s (what the column helper returns). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type, as TanStack's `columns()` does.
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>;

/** A row of a DataTable as TanStack Table models it (for custom cells). */
export type DataTableRow<Row extends RowData> = TableRow<DataTableFeatures, Row>;

/**
 * The typed column helper of a DataTable: `const column = createDataTableColumnHelper<Order>()`,
 * then `column.columns([column.accessor('code', { header: 'Ordine' }), …])` at module scope.
 */
export function createDataTableColumnHelper<Row extends RowData>(): ColumnHelper<
  DataTableFeatures,
  Row
> {
  return createColumnHelper<DataTableFeatures, Row>();
}

/** The sort order: `[{ id: 'dueDate', desc: false }]` (the first entry sorts first). */
export type DataTableSortingState = SortingState;
/** The page shown: `{ pageIndex: 0, pageSize: 25 }` (`pageIndex` from 0). */
export type DataTablePaginationState = PaginationState;
/** The selected row ids: `{ [rowId]: true }`. */
export type DataTableRowSelectionState = RowSelectionState;
/** The hidden columns: `{ [columnId]: false }` (a missing id is visible). */
export type DataTableColumnVisibilityState = ColumnVisibilityState;
