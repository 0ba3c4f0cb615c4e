import { useTable } from '@tanstack/react-table';
import type {
  ColumnVisibilityState,
  PaginationState,
  RowData,
  RowSelectionState,
  SortingState,
  Updater,
} from '@tanstack/react-table';
import { useControlledState } from 'react-stately/useControlledState';
import type { DataTableColumn } from './dataTableColumns.ts';
import { dataTableFeatures } from './dataTableColumns.ts';

const EMPTY_SORTING: SortingState = [];
const EMPTY_SELECTION: RowSelectionState = {};
const EMPTY_VISIBILITY: ColumnVisibilityState = {};

function resolveUpdater<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/** What {@link useDataTableState} reads: the DataTable's data, columns and state props. */
export interface DataTableStateOptions<Row extends RowData> {
  data: readonly Row[];
  columns: ReadonlyArray<DataTableColumn<Row>>;
  getRowId: (row: Row, index: number) => string;
  sorting?: SortingState;
  defaultSorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  manualSorting?: boolean;
  selectable: boolean;
  rowSelection?: RowSelectionState;
  defaultRowSelection?: RowSelectionState;
  onRowSelectionChange?: (rowSelection: RowSelectionState) => void;
  columnVisibility?: ColumnVisibilityState;
  defaultColumnVisibility?: ColumnVisibilityState;
  onColumnVisibilityChange?: (columnVisibility: ColumnVisibilityState) => void;
  pagination?: PaginationState;
  defaultPagination?: PaginationState;
  onPaginationChange?: (pagination: PaginationState) => void;
  rowCount?: number;
  pageSizeOptions: readonly number[];
  /** Rows load page after page (`onLoadMore` given). */
  infinite: boolean;
}

/**
 * The state of a DataTable, controlled or not (react-stately's `useControlledState`): sort order,
 * selection, column visibility and page, and the TanStack table built on them — client or server
 * sorting and pagination, by the props given. What the parts read is derived once here.
 */
export function useDataTableState<Row extends RowData>({
  data,
  columns,
  getRowId,
  sorting: sortingProp,
  defaultSorting = EMPTY_SORTING,
  onSortingChange,
  manualSorting,
  selectable,
  rowSelection: rowSelectionProp,
  defaultRowSelection = EMPTY_SELECTION,
  onRowSelectionChange,
  columnVisibility: columnVisibilityProp,
  defaultColumnVisibility = EMPTY_VISIBILITY,
  onColumnVisibilityChange,
  pagination: paginationProp,
  defaultPagination,
  onPaginationChange,
  rowCount,
  pageSizeOptions,
  infinite,
}: DataTableStateOptions<Row>) {
  const serverPaginated = rowCount !== undefined;
  const paginated =
    paginationProp !== undefined || defaultPagination !== undefined || serverPaginated;

  const [sorting, setSorting] = useControlledState<SortingState>(
    sortingProp,
    defaultSorting,
    onSortingChange,
  );
  const [rowSelection, setRowSelection] = useControlledState<RowSelectionState>(
    rowSelectionProp,
    defaultRowSelection,
    onRowSelectionChange,
  );
  const [columnVisibility, setColumnVisibility] = useControlledState<ColumnVisibilityState>(
    columnVisibilityProp,
    defaultColumnVisibility,
    onColumnVisibilityChange,
  );
  const [pagination, setPagination] = useControlledState<PaginationState>(
    paginationProp,
    defaultPagination ?? { pageIndex: 0, pageSize: pageSizeOptions[0] ?? 10 },
    onPaginationChange,
  );

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    state: { sorting, rowSelection, columnVisibility, pagination },
    onSortingChange: (updater) => setSorting(resolveUpdater(updater, sorting)),
    onRowSelectionChange: (updater) => setRowSelection(resolveUpdater(updater, rowSelection)),
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility(resolveUpdater(updater, columnVisibility)),
    onPaginationChange: (updater) => setPagination(resolveUpdater(updater, pagination)),
    manualSorting: manualSorting ?? (serverPaginated || infinite),
    // Without pagination every row is one "page"; with a server the data is the page already.
    manualPagination: !paginated || serverPaginated,
    rowCount: serverPaginated ? rowCount : undefined,
    autoResetPageIndex: paginated && !serverPaginated,
    enableRowSelection: selectable,
    isRowRangeSelectionEvent: (event) => (event as { shiftKey?: boolean }).shiftKey === true,
  });

  const rows = table.getRowModel().rows;
  const headerGroups = table.getHeaderGroups();
  const visibleColumns = table.getVisibleLeafColumns();
  const totalRowCount = serverPaginated
    ? rowCount
    : paginated
      ? table.getPrePaginatedRowModel().rows.length
      : rows.length;
  const rowHeaderColumnId = (
    visibleColumns.find((column) => column.columnDef.meta?.rowHeader) ?? visibleColumns[0]
  )?.id;

  return {
    table,
    rows,
    headerGroups,
    visibleColumns,
    totalRowCount,
    rowHeaderColumnId,
    paginated,
    pagination,
    columnVisibility,
    setColumnVisibility,
  };
}
