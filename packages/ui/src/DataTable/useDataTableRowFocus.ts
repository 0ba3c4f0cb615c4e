import type { RowData } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { DataTableRow } from './dataTableColumns.ts';
import { ESTIMATED_ROW_HEIGHT } from './useDataTableScroll.ts';

/** Clicks on these, inside a row, are theirs and do not open the row. */
const OWN_CLICK_TARGETS =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="checkbox"], [role="menuitem"], [data-selection-cell]';

/** What {@link useDataTableRowFocus} reads. */
export interface DataTableRowFocusOptions<Row extends RowData> {
  /** The rows of the page (or every row loaded). */
  rowCount: number;
  /** The indexes of the rows in the DOM. */
  renderedIndexes: readonly number[];
  scrollerRef: RefObject<HTMLDivElement | null>;
  /** The sticky header's height, which the page keys' step leaves out. */
  headerHeight: number;
  /** Brings a row that is not rendered yet into view. */
  scrollToRow: (index: number) => void;
  view: 'table' | 'grid';
  selectable: boolean;
  isVirtual: boolean;
  onRowActivate?: (row: Row) => void;
}

/**
 * Keyboard and pointer use of a DataTable's rows: one row at a time takes focus (roving
 * tabindex) — arrows, Page Up/Down, Home and End move it, Enter opens the row, Space selects it —
 * and a click opens the row unless it lands on a control of its own.
 */
export function useDataTableRowFocus<Row extends RowData>({
  rowCount,
  renderedIndexes,
  scrollerRef,
  headerHeight,
  scrollToRow,
  view,
  selectable,
  isVirtual,
  onRowActivate,
}: DataTableRowFocusOptions<Row>) {
  const rowsFocusable = Boolean(onRowActivate) || selectable || isVirtual;
  const [focusIndex, setFocusIndex] = useState(0);
  const activeIndex = Math.max(0, Math.min(focusIndex, rowCount - 1));
  const tabbableIndex = renderedIndexes.includes(activeIndex) ? activeIndex : renderedIndexes[0];
  const pendingFocus = useRef<number | null>(null);
  const rowElement = (index: number) =>
    scrollerRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`) ?? null;
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = scrollerRef.current?.querySelector<HTMLElement>(
      `[data-row-index="${pendingFocus.current}"]`,
    );
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });
  const moveFocus = (index: number) => {
    if (rowCount === 0) return;
    const target = Math.max(0, Math.min(index, rowCount - 1));
    setFocusIndex(target);
    const element = rowElement(target);
    if (element) {
      element.focus();
      return;
    }
    pendingFocus.current = target;
    scrollToRow(target);
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
          moveFocus(rowCount - 1);
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

  return { rowsFocusable, tabbableIndex, setFocusIndex, onRowKeyDown, onRowClick };
}
