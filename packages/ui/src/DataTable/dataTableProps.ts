import type {
  ColumnVisibilityState,
  PaginationState,
  RowData,
  RowSelectionState,
  SortingState,
} from '@tanstack/react-table';
import type { CSSProperties, ReactNode } from 'react';
import type { DataTableColumn } from './dataTableColumns.ts';
import type { DataTableLabels } from './dataTableLabels.ts';

/** What {@link DataTableProps.renderCard} receives beside the row. */
export interface DataTableCardState {
  /** The row is selected. */
  selected: boolean;
  /** The position of the row on the page (0-based). */
  index: number;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row extends RowData> {
  /** The rows: all of them (client side), the current page (`rowCount` given) or those loaded so far (`onLoadMore`). Keep the array stable between renders. */
  data: readonly Row[];
  /** The columns, built with `createDataTableColumnHelper<Row>()` at module scope (or memoised). */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** A stable id per row (the entity id): selection and focus follow it across sorting and pages. */
  getRowId: (row: Row, index: number) => string;
  /** The accessible name of the table. */
  'aria-label'?: string;
  /** The id of the element naming the table (a page or card title). */
  'aria-labelledby'?: string;

  /** The sort order (controlled): `[{ id: 'dueDate', desc: false }]`. */
  sorting?: SortingState;
  /** The initial sort order (uncontrolled). */
  defaultSorting?: SortingState;
  /** Called with the new sort order when a header is clicked or activated with Enter or Space. */
  onSortingChange?: (sorting: SortingState) => void;
  /** The rows arrive sorted (server side): the table does not reorder them. True by default with `rowCount` or `onLoadMore`. */
  manualSorting?: boolean;

  /** Adds the checkbox column: 'Seleziona tutte le righe' in the header, 'Seleziona la riga' per row; Space on a focused row toggles it, Shift+click selects a range. */
  selectable?: boolean;
  /** The selected row ids (controlled): `{ [rowId]: true }`. */
  rowSelection?: RowSelectionState;
  /** The initially selected row ids (uncontrolled). */
  defaultRowSelection?: RowSelectionState;
  /** Called with the new selection. */
  onRowSelectionChange?: (rowSelection: RowSelectionState) => void;

  /** Which columns show (controlled): `{ [columnId]: false }` hides one. */
  columnVisibility?: ColumnVisibilityState;
  /** The initial column visibility (uncontrolled). */
  defaultColumnVisibility?: ColumnVisibilityState;
  /** Called with the new column visibility. */
  onColumnVisibilityChange?: (columnVisibility: ColumnVisibilityState) => void;
  /** Shows the 'Colonne' menu above the table to hide and show columns. */
  columnMenu?: boolean;

  /** The page (controlled). Giving it, `defaultPagination` or `rowCount` turns pagination on. */
  pagination?: PaginationState;
  /** The initial page (uncontrolled); turns client-side pagination on. */
  defaultPagination?: PaginationState;
  /** Called with the new page or page size. */
  onPaginationChange?: (pagination: PaginationState) => void;
  /** The total number of rows on the server: `data` is then the current page (server-side pagination). */
  rowCount?: number;
  /** The choices of 'Righe per pagina'; 10, 25 and 50 by default. */
  pageSizeOptions?: readonly number[];

  /** Infinite loading: called when the last rows come into view while `hasMore` is true. */
  onLoadMore?: () => void;
  /** More rows can be loaded. */
  hasMore?: boolean;
  /** More rows are loading: shows 'Caricamento di altri elementi…' and stops further calls. */
  loadingMore?: boolean;

  /** Only the visible rows are in the DOM (10 000 rows scroll smoothly). True by default without pagination. */
  virtualized?: boolean;
  /** The height the table scrolls within (sticky header); '70vh' by default when virtualised or infinite. */
  maxHeight?: CSSProperties['maxHeight'];
  /** The minimum width of the table before it scrolls horizontally; the set column widths plus 12rem per other column by default. */
  minWidth?: CSSProperties['minWidth'];

  /** Shows skeleton rows (the first load, or a server page loading). */
  loading?: boolean;
  /** How many skeleton rows; the page size (at most 10) or 5 by default. */
  skeletonRows?: number;
  /** Loading failed: shows 'Impossibile caricare gli elementi' and, with `onRetry`, 'Riprova'. */
  error?: boolean;
  /** Replaces the error message (e.g. the server's). */
  errorMessage?: string;
  /** Called by 'Riprova'. */
  onRetry?: () => void;
  /** A search or filter is active: an empty table says 'Nessun risultato trovato'. */
  filtered?: boolean;

  /** Opens a row's detail: a click on the row or Enter on the focused row (arrows move between rows). */
  onRowActivate?: (row: Row) => void;
  /** 'table' or 'grid' (cards), for the grid/table toggle of the toolbar (002 §2.11). */
  view?: 'table' | 'grid';
  /** Renders one card of the grid view; by default a card lists the visible columns. */
  renderCard?: (row: Row, state: DataTableCardState) => ReactNode;
  /** Controls shown above the table, left of the 'Colonne' menu (search, filters…). */
  toolbar?: ReactNode;
  /** Replacement texts. */
  labels?: Partial<DataTableLabels>;
}
