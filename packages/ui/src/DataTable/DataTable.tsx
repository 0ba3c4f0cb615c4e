import { useTable } from '@tanstack/react-table';
import type {
  ColumnVisibilityState,
  PaginationState,
  RowData,
  RowSelectionState,
  SortingState,
  Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, LoaderCircle } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { DataCheckbox } from '../private/dataCheckbox.tsx';
import { vars } from '../theme/vars.css.ts';
import * as styles from './DataTable.css.ts';
import type { DataTableColumn, DataTableRow } from './dataTableColumns.ts';
import { dataTableFeatures } from './dataTableColumns.ts';
import { DataTableColumnMenu } from './DataTableColumnMenu.tsx';
import type { DataTableLabels } from './dataTableLabels.ts';
import { dataTableDefaultLabels } from './dataTableLabels.ts';
import { DataTablePagination } from './DataTablePagination.tsx';
import { DataTableEmpty, DataTableError } from './DataTableStates.tsx';

const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50];
const EMPTY_SORTING: SortingState = [];
const EMPTY_SELECTION: RowSelectionState = {};
const EMPTY_VISIBILITY: ColumnVisibilityState = {};
/** The virtualiser's first guess of a row's height (px) until the rendered rows are measured. */
const ESTIMATED_ROW_HEIGHT = 38;
/** The least width of a column without a set width before the table scrolls sideways. */
const FLEXIBLE_COLUMN_MIN_WIDTH = '12rem';
/** A virtualised or infinitely loaded table scrolls inside this height unless told otherwise. */
const DEFAULT_SCROLL_HEIGHT = '70vh';
/** Clicks on these, inside a row, are theirs and do not open the row. */
const OWN_CLICK_TARGETS =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="checkbox"], [role="menuitem"], [data-selection-cell]';

function resolveUpdater<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

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

function useElementHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}

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
  sorting: sortingProp,
  defaultSorting = EMPTY_SORTING,
  onSortingChange,
  manualSorting,
  selectable = false,
  rowSelection: rowSelectionProp,
  defaultRowSelection = EMPTY_SELECTION,
  onRowSelectionChange,
  columnVisibility: columnVisibilityProp,
  defaultColumnVisibility = EMPTY_VISIBILITY,
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
  const serverPaginated = rowCount !== undefined;
  const paginated =
    paginationProp !== undefined || defaultPagination !== undefined || serverPaginated;
  const infinite = onLoadMore !== undefined;
  const isVirtual = (virtualized ?? !paginated) && view === 'table';
  const scrollHeight = maxHeight ?? (isVirtual || infinite ? DEFAULT_SCROLL_HEIGHT : undefined);

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
  const headerRowCount = headerGroups.length;
  const totalRowCount = serverPaginated
    ? rowCount
    : paginated
      ? table.getPrePaginatedRowModel().rows.length
      : rows.length;
  const pageOffset = paginated ? pagination.pageIndex * pagination.pageSize : 0;
  const rowHeaderColumnId = (
    visibleColumns.find((column) => column.columnDef.meta?.rowHeader) ?? visibleColumns[0]
  )?.id;
  const state = loading ? 'loading' : error ? 'error' : rows.length === 0 ? 'empty' : 'ready';
  const showRows = state === 'ready';

  // Scrolling and virtualisation
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [thead, setThead] = useState<HTMLTableSectionElement | null>(null);
  const headerHeight = useElementHeight(thead);
  // TanStack Virtual returns functions the React Compiler cannot memoise; nothing here is compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: showRows ? rows.length : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
    enabled: isVirtual,
    // The rows start below the sticky header, which also covers the top of the scrolling area.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
  });
  const virtualItems = isVirtual && showRows ? virtualizer.getVirtualItems() : [];
  const renderedIndexes = !showRows
    ? []
    : isVirtual
      ? virtualItems.map((item) => item.index)
      : rows.map((_, index) => index);
  const firstVirtual = virtualItems[0];
  const lastVirtual = virtualItems[virtualItems.length - 1];
  const paddingTop = firstVirtual ? firstVirtual.start - headerHeight : 0;
  const paddingBottom = lastVirtual
    ? virtualizer.getTotalSize() - (lastVirtual.end - headerHeight)
    : 0;

  useEffect(() => {
    scrollerRef.current?.scrollTo?.({ top: 0 });
  }, [pagination.pageIndex, pagination.pageSize]);

  // Infinite loading: the last rows rendered (virtualised) or the sentinel seen (otherwise).
  const canLoadMore = infinite && hasMore && !loadingMore && !loading && !error;
  const loadMore = useEffectEvent(() => onLoadMore?.());
  const lastRenderedIndex = lastVirtual?.index ?? -1;
  useEffect(() => {
    if (!canLoadMore || !isVirtual) return;
    if (rows.length === 0 || lastRenderedIndex >= rows.length - 1) loadMore();
  }, [canLoadMore, isVirtual, lastRenderedIndex, rows.length]);
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!canLoadMore || isVirtual || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { root: scrollHeight === undefined ? null : scrollerRef.current },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore, isVirtual, sentinel, scrollHeight]);

  // Rows take focus one at a time (roving tabindex): arrows, Home/End and Page keys move it.
  const rowsFocusable = Boolean(onRowActivate) || selectable || isVirtual;
  const [focusIndex, setFocusIndex] = useState(0);
  const activeIndex = Math.max(0, Math.min(focusIndex, rows.length - 1));
  const tabbableIndex = renderedIndexes.includes(activeIndex) ? activeIndex : renderedIndexes[0];
  const pendingFocus = useRef<number | null>(null);
  const rowElement = (index: number) =>
    scrollerRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`) ?? null;
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = rowElement(pendingFocus.current);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });
  const moveFocus = (index: number) => {
    if (rows.length === 0) return;
    const target = Math.max(0, Math.min(index, rows.length - 1));
    setFocusIndex(target);
    const element = rowElement(target);
    if (element) {
      element.focus();
      return;
    }
    pendingFocus.current = target;
    if (isVirtual) virtualizer.scrollToIndex(target, { align: 'auto' });
  };
  const pageStep = () => {
    const viewport = (scrollerRef.current?.clientHeight ?? 0) - headerHeight;
    return Math.max(1, Math.floor(viewport / ESTIMATED_ROW_HEIGHT) - 1);
  };

  const onRowKeyDown = (
    event: KeyboardEvent<HTMLElement>,
    index: number,
    row: DataTableRow<Row>,
  ) => {
    if (event.target !== event.currentTarget) return;
    // Cards flow in a grid: arrows keep scrolling the page there, only Home and End jump.
    const inTable = view === 'table';
    const handled = (() => {
      switch (event.key) {
        case 'ArrowDown':
          if (inTable) moveFocus(index + 1);
          return inTable;
        case 'ArrowUp':
          if (inTable) moveFocus(index - 1);
          return inTable;
        case 'PageDown':
          if (inTable) moveFocus(index + pageStep());
          return inTable;
        case 'PageUp':
          if (inTable) moveFocus(index - pageStep());
          return inTable;
        case 'Home':
          moveFocus(0);
          return true;
        case 'End':
          moveFocus(rows.length - 1);
          return true;
        case 'Enter':
          if (!onRowActivate) return false;
          onRowActivate(row.original);
          return true;
        case ' ':
          if (!selectable || !row.getCanSelect()) return false;
          row.toggleSelected();
          return true;
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };
  const onRowClick = (event: MouseEvent<HTMLElement>, row: DataTableRow<Row>) => {
    if (!onRowActivate) return;
    const ownTarget = (event.target as Element).closest(OWN_CLICK_TARGETS);
    if (ownTarget && ownTarget !== event.currentTarget && event.currentTarget.contains(ownTarget))
      return;
    onRowActivate(row.original);
  };

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
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();
  const rowHeaderId = (index: number) => `${baseId}-row-${index}`;

  // Below this width the table scrolls sideways: the set widths, and 12rem for every other column.
  const defaultMinWidth = `calc(${[
    ...(selectable ? [vars.space.xxxl] : []),
    ...visibleColumns.map((column) => column.columnDef.meta?.width ?? FLEXIBLE_COLUMN_MIN_WIDTH),
  ].join(' + ')})`;
  const skeletonCount = skeletonRows ?? (paginated ? Math.min(pagination.pageSize, 10) : 5);
  const columnCount = visibleColumns.length + (selectable ? 1 : 0);

  const renderTableRow = (index: number) => {
    const row = rows[index];
    if (!row) return null;
    const selected = row.getIsSelected();
    return (
      <tr
        key={row.id}
        ref={isVirtual ? virtualizer.measureElement : undefined}
        data-index={index}
        data-row-index={index}
        aria-rowindex={headerRowCount + pageOffset + index + 1}
        className={styles.row}
        data-selected={selected || undefined}
        data-selectable={selectable || undefined}
        data-clickable={onRowActivate ? '' : undefined}
        tabIndex={rowsFocusable ? (index === tabbableIndex ? 0 : -1) : undefined}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setFocusIndex(index);
        }}
        onKeyDown={rowsFocusable ? (event) => onRowKeyDown(event, index, row) : undefined}
        onClick={onRowActivate ? (event) => onRowClick(event, row) : undefined}
      >
        {selectable ? (
          <td className={`${styles.cell} ${styles.selectionCell}`} data-selection-cell="">
            {selectionCheckbox(row, rowHeaderId(index), true)}
          </td>
        ) : null}
        {row.getVisibleCells().map((cell) => {
          const meta = cell.column.columnDef.meta;
          return cell.column.id === rowHeaderColumnId ? (
            <th
              key={cell.id}
              id={rowHeaderId(index)}
              scope="row"
              className={styles.cell}
              data-align={meta?.align}
            >
              <table.FlexRender cell={cell} />
            </th>
          ) : (
            <td key={cell.id} className={styles.cell} data-align={meta?.align}>
              <table.FlexRender cell={cell} />
            </td>
          );
        })}
      </tr>
    );
  };

  const statePanel =
    state === 'error' ? (
      <DataTableError message={errorMessage} onRetry={onRetry} labels={text} />
    ) : state === 'empty' ? (
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
      <thead ref={setThead}>
        {headerGroups.map((group, groupIndex) => (
          <tr key={group.id} aria-rowindex={groupIndex + 1}>
            {selectable ? (
              <td className={`${styles.headerCell} ${styles.selectionCell}`} data-selection-cell="">
                {groupIndex === headerGroups.length - 1 ? (
                  <DataCheckbox
                    checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                    disabled={!showRows}
                    label={text.selectAll}
                    onCheckedChange={(checked) => table.toggleAllRowsSelected(checked)}
                  />
                ) : null}
              </td>
            ) : null}
            {group.headers.map((header) => {
              const column = header.column;
              const canSort = column.getCanSort();
              const sorted = column.getIsSorted();
              const meta = column.columnDef.meta;
              const ariaSort =
                sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
              return (
                <th
                  key={header.id}
                  scope="col"
                  colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                  className={styles.headerCell}
                  data-align={meta?.align}
                  data-sorted={sorted || undefined}
                  aria-sort={canSort && !header.isPlaceholder ? ariaSort : undefined}
                >
                  {header.isPlaceholder ? null : canSort ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={column.getToggleSortingHandler()}
                    >
                      <span className={styles.sortLabel}>
                        <table.FlexRender header={header} />
                      </span>
                      <span className={styles.sortIcon} aria-hidden>
                        {sorted === 'asc' ? (
                          <ArrowUp />
                        ) : sorted === 'desc' ? (
                          <ArrowDown />
                        ) : (
                          <ArrowUpDown />
                        )}
                      </span>
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {state === 'loading'
          ? Array.from({ length: skeletonCount }, (_, index) => (
              <tr key={index} aria-hidden className={styles.row} data-skeleton="">
                {Array.from({ length: columnCount }, (_, cellIndex) => (
                  <td key={cellIndex} className={styles.skeletonCell}>
                    <span
                      className={styles.skeleton}
                      style={{ width: `${[70, 55, 85, 40, 65][(index + cellIndex) % 5]}%` }}
                    />
                  </td>
                ))}
              </tr>
            ))
          : null}
        {paddingTop > 0 ? (
          <tr aria-hidden data-spacer="">
            <td
              className={styles.spacerCell}
              colSpan={columnCount}
              style={{ height: paddingTop }}
            />
          </tr>
        ) : null}
        {renderedIndexes.map(renderTableRow)}
        {paddingBottom > 0 ? (
          <tr aria-hidden data-spacer="">
            <td
              className={styles.spacerCell}
              colSpan={columnCount}
              style={{ height: paddingBottom }}
            />
          </tr>
        ) : null}
      </tbody>
    </table>
  );

  const gridView = (
    <ul
      className={styles.cardGrid}
      aria-label={ariaLabel ?? text.cards}
      aria-busy={loading || loadingMore || undefined}
    >
      {state === 'loading'
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
        const selected = row.getIsSelected();
        const cardId = `${baseId}-card-${index}`;
        return (
          // The whole card opens the row like a table row does; its content may hold its own
          // buttons and links, so it cannot itself be a button.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <li
            key={row.id}
            id={cardId}
            data-row-index={index}
            className={styles.card({ selectable })}
            data-selected={selected || undefined}
            data-clickable={onRowActivate ? '' : undefined}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: Enter opens the card.
            tabIndex={onRowActivate ? 0 : undefined}
            onKeyDown={onRowActivate ? (event) => onRowKeyDown(event, index, row) : undefined}
            onClick={onRowActivate ? (event) => onRowClick(event, row) : undefined}
          >
            {selectable ? (
              <span className={styles.cardCheckbox} data-selection-cell="">
                {selectionCheckbox(row, cardId, false)}
              </span>
            ) : null}
            {renderCard ? (
              renderCard(row.original, { selected, index })
            ) : (
              <dl className={styles.cardFields}>
                {row.getVisibleCells().map((cell) => (
                  <div key={cell.id} className={styles.cardField}>
                    <dt className={styles.cardFieldLabel}>
                      {typeof cell.column.columnDef.header === 'string'
                        ? cell.column.columnDef.header
                        : (cell.column.columnDef.meta?.label ?? cell.column.id)}
                    </dt>
                    <dd className={styles.cardFieldValue}>
                      <table.FlexRender cell={cell} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );

  const hideableColumns = table
    .getAllLeafColumns()
    .filter((column) => column.getCanHide())
    .map((column) => ({
      id: column.id,
      label:
        typeof column.columnDef.header === 'string'
          ? column.columnDef.header
          : (column.columnDef.meta?.label ?? column.id),
      visible: column.getIsVisible(),
    }));

  return (
    <div className={styles.root} data-state={state} data-view={view}>
      {toolbar || (columnMenu && view === 'table') ? (
        <div className={styles.toolbar}>
          {toolbar ? <div className={styles.toolbarSlot}>{toolbar}</div> : null}
          {columnMenu && view === 'table' ? (
            <DataTableColumnMenu
              columns={hideableColumns}
              label={text.columns}
              onVisibilityChange={(id, visible) =>
                setColumnVisibility({ ...columnVisibility, [id]: visible })
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
        tabIndex={view === 'table' && !rowsFocusable ? 0 : undefined}
        role={
          view === 'table' && !rowsFocusable && (ariaLabel || ariaLabelledBy) ? 'region' : undefined
        }
        aria-label={view === 'table' && !rowsFocusable ? ariaLabel : undefined}
        aria-labelledby={view === 'table' && !rowsFocusable ? ariaLabelledBy : undefined}
      >
        {view === 'table' ? tableView : gridView}
        {statePanel}
        {infinite && hasMore && !isVirtual && state === 'ready' ? (
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
