import type { RowData } from '@tanstack/react-table';
import { LoaderCircle } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { useId } from 'react';
import { DataCheckbox } from '../private/dataCheckbox.tsx';
import { vars } from '../theme/vars.css.ts';
import * as styles from './DataTable.css.ts';
import { DataTableBodyRow } from './DataTableBodyRow.tsx';
import { DataTableCard, columnLabel } from './DataTableCard.tsx';
import type { DataTableRow } from './dataTableColumns.ts';
import { DataTableColumnMenu } from './DataTableColumnMenu.tsx';
import { DataTableHeader } from './DataTableHeader.tsx';
import type { DataTableLabels } from './dataTableLabels.ts';
import { dataTableDefaultLabels } from './dataTableLabels.ts';
import { DataTablePagination } from './DataTablePagination.tsx';
import type { DataTableProps } from './dataTableProps.ts';
import { DataTableEmpty, DataTableError } from './DataTableStates.tsx';
import { useDataTableRowFocus } from './useDataTableRowFocus.ts';
import { useDataTableScroll } from './useDataTableScroll.ts';
import { useDataTableState } from './useDataTableState.ts';

export type { DataTableCardState, DataTableProps } from './dataTableProps.ts';

const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50];
/** The least width of a column without a set width before the table scrolls sideways. */
const FLEXIBLE_COLUMN_MIN_WIDTH = '12rem';
/** A virtualised or infinitely loaded table scrolls inside this height unless told otherwise. */
const DEFAULT_SCROLL_HEIGHT = '70vh';
/** The widths of the skeleton bars, in turn, so that the loading rows look like text. */
const SKELETON_WIDTHS = [70, 55, 85, 40, 65];

/**
 * The data table of Portineria, on TanStack Table v9 and TanStack Virtual: typed columns, sorting
 * (`aria-sort`), column visibility ('Colonne'), row selection, client or server pagination, infinite
 * loading, row virtualisation (semantic table with `aria-rowcount` / `aria-rowindex`), skeleton,
 * empty, no-results and error states, row activation and a card view. The header sticks while the
 * rows scroll; narrow screens scroll it horizontally.
 */
export function DataTable<Row extends RowData>({
  data,
  columns,
  getRowId,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  sorting,
  defaultSorting,
  onSortingChange,
  manualSorting,
  selectable = false,
  rowSelection,
  defaultRowSelection,
  onRowSelectionChange,
  columnVisibility: columnVisibilityProp,
  defaultColumnVisibility,
  onColumnVisibilityChange,
  columnMenu = false,
  pagination: paginationProp,
  defaultPagination,
  onPaginationChange,
  rowCount,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  onLoadMore,
  hasMore = false,
  loadingMore = false,
  virtualized,
  maxHeight,
  minWidth,
  loading = false,
  skeletonRows,
  error = false,
  errorMessage,
  onRetry,
  filtered = false,
  onRowActivate,
  view = 'table',
  renderCard,
  toolbar,
  labels,
}: DataTableProps<Row>) {
  const text: DataTableLabels = { ...dataTableDefaultLabels(), ...labels };
  const baseId = useId();
  const infinite = onLoadMore !== undefined;
  const state = useDataTableState({
    data,
    columns,
    getRowId,
    sorting,
    defaultSorting,
    onSortingChange,
    manualSorting,
    selectable,
    rowSelection,
    defaultRowSelection,
    onRowSelectionChange,
    columnVisibility: columnVisibilityProp,
    defaultColumnVisibility,
    onColumnVisibilityChange,
    pagination: paginationProp,
    defaultPagination,
    onPaginationChange,
    rowCount,
    pageSizeOptions,
    infinite,
  });
  const { table, rows, headerGroups, visibleColumns, totalRowCount, paginated, pagination } = state;
  const isVirtual = (virtualized ?? !paginated) && view === 'table';
  const scrollHeight = maxHeight ?? (isVirtual || infinite ? DEFAULT_SCROLL_HEIGHT : undefined);
  const headerRowCount = headerGroups.length;
  const pageOffset = paginated ? pagination.pageIndex * pagination.pageSize : 0;
  const tableState = loading ? 'loading' : error ? 'error' : rows.length === 0 ? 'empty' : 'ready';
  const showRows = tableState === 'ready';

  const {
    scrollerRef,
    setThead,
    headerHeight,
    measureRow,
    renderedIndexes,
    paddingTop,
    paddingBottom,
    setSentinel,
    scrollToRow,
  } = useDataTableScroll({
    rowIds: rows.map((row) => row.id),
    showRows,
    isVirtual,
    scrollHeight,
    page: pagination,
    ...(onLoadMore
      ? {
          loadMore: {
            canLoadMore: hasMore && !loadingMore && !loading && !error,
            onLoadMore,
          },
        }
      : {}),
  });
  const focus = useDataTableRowFocus({
    rowCount: rows.length,
    renderedIndexes,
    scrollerRef,
    headerHeight,
    scrollToRow,
    view,
    selectable,
    isVirtual,
    onRowActivate,
  });

  const selectionCheckbox = (row: DataTableRow<Row>, describedBy: string, inRow: boolean) => (
    <DataCheckbox
      // In a table the rows are the tab stops (Space selects the focused row): a checkbox per row
      // would add thousands of them.
      tabIndex={inRow ? -1 : undefined}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      label={text.selectRow}
      describedBy={describedBy}
      onCheckedChange={(checked, withShift) =>
        row.getToggleSelectedHandler()({ target: { checked }, shiftKey: withShift })
      }
    />
  );
  const rowHeaderId = (index: number) => `${baseId}-row-${index}`;

  // Below this width the table scrolls sideways: the set widths, and 12rem for every other column.
  const defaultMinWidth = `calc(${[
    ...(selectable ? [vars.space.xxxl] : []),
    ...visibleColumns.map((column) => column.columnDef.meta?.width ?? FLEXIBLE_COLUMN_MIN_WIDTH),
  ].join(' + ')})`;
  const skeletonCount = skeletonRows ?? (paginated ? Math.min(pagination.pageSize, 10) : 5);
  const columnCount = visibleColumns.length + (selectable ? 1 : 0);
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden data-spacer="">
        <td className={styles.spacerCell} colSpan={columnCount} style={{ height }} />
      </tr>
    ) : null;

  const statePanel =
    tableState === 'error' ? (
      <DataTableError message={errorMessage} onRetry={onRetry} labels={text} />
    ) : tableState === 'empty' ? (
      <DataTableEmpty filtered={filtered} labels={text} />
    ) : null;

  const tableView = (
    <table
      className={styles.table}
      style={{ minWidth: minWidth ?? defaultMinWidth }}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-rowcount={
        showRows ? (infinite && hasMore ? -1 : totalRowCount + headerRowCount) : undefined
      }
      aria-busy={loading || loadingMore || undefined}
    >
      <colgroup>
        {selectable ? <col className={styles.selectionColumn} /> : null}
        {visibleColumns.map((column) => (
          <col key={column.id} style={{ width: column.columnDef.meta?.width }} />
        ))}
      </colgroup>
      <DataTableHeader
        headerGroups={headerGroups}
        theadRef={setThead}
        {...(selectable
          ? {
              selectAll: {
                checked: table.getIsAllRowsSelected()
                  ? true
                  : table.getIsSomeRowsSelected()
                    ? 'indeterminate'
                    : false,
                disabled: !showRows,
                label: text.selectAll,
                onCheckedChange: (checked: boolean) => table.toggleAllRowsSelected(checked),
              },
            }
          : {})}
      />
      <tbody>
        {tableState === 'loading'
          ? Array.from({ length: skeletonCount }, (_, index) => (
              <tr key={index} aria-hidden className={styles.row} data-skeleton="">
                {Array.from({ length: columnCount }, (_, cellIndex) => (
                  <td key={cellIndex} className={styles.skeletonCell}>
                    <span
                      className={styles.skeleton}
                      style={{
                        width: `${SKELETON_WIDTHS[(index + cellIndex) % SKELETON_WIDTHS.length]}%`,
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))
          : null}
        {spacer(paddingTop)}
        {renderedIndexes.map((index) => {
          const row = rows[index];
          if (!row) return null;
          return (
            <DataTableBodyRow
              key={row.id}
              row={row}
              index={index}
              ariaRowIndex={headerRowCount + pageOffset + index + 1}
              rowHeaderColumnId={state.rowHeaderColumnId}
              rowHeaderId={rowHeaderId(index)}
              {...(selectable
                ? { selectionCell: selectionCheckbox(row, rowHeaderId(index), true) }
                : {})}
              clickable={Boolean(onRowActivate)}
              tabIndex={focus.rowsFocusable ? (index === focus.tabbableIndex ? 0 : -1) : undefined}
              {...(measureRow ? { measure: measureRow } : {})}
              onFocus={() => focus.setFocusIndex(index)}
              {...(focus.rowsFocusable
                ? { onKeyDown: (event) => focus.onRowKeyDown(event, index, row) }
                : {})}
              {...(onRowActivate ? { onClick: (event) => focus.onRowClick(event, row) } : {})}
            />
          );
        })}
        {spacer(paddingBottom)}
      </tbody>
    </table>
  );

  const gridView = (
    <ul
      className={styles.cardGrid}
      aria-label={ariaLabel ?? text.cards}
      aria-busy={loading || loadingMore || undefined}
    >
      {tableState === 'loading'
        ? Array.from({ length: skeletonCount }, (_, index) => (
            <li
              key={index}
              aria-hidden
              className={styles.card({ selectable: false })}
              data-skeleton=""
            >
              <span className={styles.skeleton} style={{ width: '60%' }} />
              <br />
              <span className={styles.skeleton} style={{ width: '85%' }} />
            </li>
          ))
        : null}
      {renderedIndexes.map((index) => {
        const row = rows[index];
        if (!row) return null;
        const cardId = `${baseId}-card-${index}`;
        return (
          <DataTableCard
            key={row.id}
            row={row}
            index={index}
            id={cardId}
            {...(selectable ? { selectionControl: selectionCheckbox(row, cardId, false) } : {})}
            {...(renderCard
              ? { content: renderCard(row.original, { selected: row.getIsSelected(), index }) }
              : {})}
            {...(onRowActivate
              ? {
                  onKeyDown: (event) => focus.onRowKeyDown(event, index, row),
                  onClick: (event) => focus.onRowClick(event, row),
                }
              : {})}
          />
        );
      })}
    </ul>
  );

  const hideableColumns = table
    .getAllLeafColumns()
    .filter((column) => column.getCanHide())
    .map((column) => ({
      id: column.id,
      label: columnLabel(column),
      visible: column.getIsVisible(),
    }));
  const readOnlyScroller = view === 'table' && !focus.rowsFocusable;

  return (
    <div className={styles.root} data-state={tableState} data-view={view}>
      {toolbar || (columnMenu && view === 'table') ? (
        <div className={styles.toolbar}>
          {toolbar ? <div className={styles.toolbarSlot}>{toolbar}</div> : null}
          {columnMenu && view === 'table' ? (
            <DataTableColumnMenu
              columns={hideableColumns}
              label={text.columns}
              onVisibilityChange={(id, visible) =>
                state.setColumnVisibility({ ...state.columnVisibility, [id]: visible })
              }
            />
          ) : null}
        </div>
      ) : null}
      <div
        ref={scrollerRef}
        data-scroller=""
        className={view === 'table' ? styles.scroller : styles.cardScroller}
        style={{ maxHeight: scrollHeight, scrollPaddingTop: headerHeight }}
        // A read-only table still scrolls with the keyboard: the box takes focus when no row can.
        tabIndex={readOnlyScroller ? 0 : undefined}
        role={readOnlyScroller && (ariaLabel || ariaLabelledBy) ? 'region' : undefined}
        aria-label={readOnlyScroller ? ariaLabel : undefined}
        aria-labelledby={readOnlyScroller ? ariaLabelledBy : undefined}
      >
        {view === 'table' ? tableView : gridView}
        {statePanel}
        {infinite && hasMore && !isVirtual && tableState === 'ready' ? (
          <div ref={setSentinel} className={styles.sentinel} aria-hidden />
        ) : null}
        {infinite ? (
          <div className={loadingMore ? styles.loadingMore : undefined} role="status">
            {loadingMore ? (
              <>
                <LoaderCircle size={18} aria-hidden className={styles.spinner} />
                {text.loadingMore}
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      <VisuallyHidden.Root role="status">{loading ? text.loading : null}</VisuallyHidden.Root>
      {paginated && totalRowCount > 0 ? (
        <DataTablePagination
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          pageCount={table.getPageCount()}
          rowCount={totalRowCount}
          pageSizeOptions={pageSizeOptions}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPageIndexChange={(pageIndex) => table.setPageIndex(pageIndex)}
          onPageSizeChange={(pageSize) => table.setPageSize(pageSize)}
          labels={text}
        />
      ) : null}
    </div>
  );
}
