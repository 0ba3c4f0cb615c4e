/**
 * The three ORG dashboard layouts and how their cells sit on the 4-column grid (000 §3 "Grid
 * cell sizes", §9 "Dashboard layouts: 3 variants").
 */
import { DASHBOARD_GRID_COLUMNS } from '../constants/constants.ts';
import type { DashboardCellPlacement, DashboardCellSize, DashboardVariant } from './types.ts';

/** Every layout variant, in carousel order (000 §3). */
export const DASHBOARD_VARIANTS = [
  'variant1',
  'variant2',
  'variant3',
] as const satisfies readonly DashboardVariant[];

const SMALL: DashboardCellSize = { width: 2, height: 1 };
const WIDE: DashboardCellSize = { width: 4, height: 1 };
const LARGE: DashboardCellSize = { width: 4, height: 2 };

function repeat(size: DashboardCellSize, times: number): DashboardCellSize[] {
  return Array.from({ length: times }, () => size);
}

// A record rather than a switch: the type still requires every variant, and a lookup has no
// unreachable default.
const CELL_SIZES: Record<DashboardVariant, readonly DashboardCellSize[]> = {
  variant1: [...repeat(SMALL, 6), ...repeat(WIDE, 3), ...repeat(LARGE, 3)],
  variant2: [...repeat(WIDE, 3), ...repeat(LARGE, 3), ...repeat(SMALL, 6)],
  variant3: [...repeat(SMALL, 4), ...repeat(LARGE, 3), ...repeat(WIDE, 2)],
};

/**
 * The cell sizes of a variant, in configuration order (000 §3): variant1 = six 2x1, three 4x1,
 * three 4x2; variant2 = three 4x1, three 4x2, six 2x1; variant3 = four 2x1, three 4x2, two 4x1.
 * Each call returns fresh objects, so a caller cannot change the layout for another.
 */
export function cellSizesOf(variant: DashboardVariant): DashboardCellSize[] {
  return CELL_SIZES[variant].map((size) => ({ ...size }));
}

/** Whether a value is one of the three variants (000 §3). */
export function isDashboardVariant(value: unknown): value is DashboardVariant {
  return DASHBOARD_VARIANTS.some((variant) => variant === value);
}

/** Whether two cell sizes are the same (000 §4: "its size equals the cell size"). */
export function isSameCellSize(first: DashboardCellSize, second: DashboardCellSize): boolean {
  return first.width === second.width && first.height === second.height;
}

/**
 * Where each cell of a variant sits on the 4-column grid (000 §3), so the ui can lay it out with
 * explicit grid lines. Cells flow in configuration order, left to right and top to bottom, and
 * the cursor never moves back (the sparse auto-placement of CSS grid): two 2x1 cells share a
 * row, a 4x1 fills one, a 4x2 fills two.
 */
export function gridPlacement(variant: DashboardVariant): DashboardCellPlacement[] {
  const occupied = new Set<string>();
  const isFree = (row: number, column: number, size: DashboardCellSize): boolean => {
    if (column + size.width - 1 > DASHBOARD_GRID_COLUMNS) return false;
    for (let rowOffset = 0; rowOffset < size.height; rowOffset += 1) {
      for (let columnOffset = 0; columnOffset < size.width; columnOffset += 1) {
        if (occupied.has(`${row + rowOffset}:${column + columnOffset}`)) return false;
      }
    }
    return true;
  };

  let cursorRow = 1;
  let cursorColumn = 1;
  return cellSizesOf(variant).map((size, cell) => {
    while (!isFree(cursorRow, cursorColumn, size)) {
      cursorColumn += 1;
      if (cursorColumn > DASHBOARD_GRID_COLUMNS) {
        cursorColumn = 1;
        cursorRow += 1;
      }
    }
    for (let rowOffset = 0; rowOffset < size.height; rowOffset += 1) {
      for (let columnOffset = 0; columnOffset < size.width; columnOffset += 1) {
        occupied.add(`${cursorRow + rowOffset}:${cursorColumn + columnOffset}`);
      }
    }
    const placement: DashboardCellPlacement = {
      cell,
      size,
      row: cursorRow,
      column: cursorColumn,
      rowSpan: size.height,
      columnSpan: size.width,
    };
    cursorColumn += size.width;
    return placement;
  });
}

/** How tall a grid row is drawn: a row of counters only is compact, any other a full row. */
export type DashboardRowHeight = 'compact' | 'full';

/**
 * The height of each row of the grid, row 1 first: 'compact' when only 2x1 counters sit in it
 * (000 §9 "counters 2x1": a title and a number), so a laptop shows the counters and the next row
 * without scrolling; 'full' otherwise — a 4x1 chip counter wraps its chips onto a second line, a
 * 4x2 list keeps its 5 items (000 §9 "lists show at most 5 items").
 */
export function gridRowHeights(
  placements: readonly DashboardCellPlacement[],
): DashboardRowHeight[] {
  const rows = Math.max(0, ...placements.map(({ row, rowSpan }) => row + rowSpan - 1));
  return Array.from({ length: rows }, (_, index) => {
    const row = index + 1;
    const inRow = placements.filter(
      (placement) => placement.row <= row && row < placement.row + placement.rowSpan,
    );
    return inRow.length > 0 && inRow.every(({ size }) => isSameCellSize(size, SMALL))
      ? 'compact'
      : 'full';
  });
}

/** A configuration of the variant with every cell empty. */
export function emptyDashboardConfiguration(variant: DashboardVariant): null[] {
  return cellSizesOf(variant).map(() => null);
}
