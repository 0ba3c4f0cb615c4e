import { DASHBOARD_GRID_COLUMNS } from '@portineria/domain';
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/**
 * The width of the grid from which the cells sit on the 4-column grid (000 §3); below it they
 * stack in one column in configuration order. It is the grid's own width (a container query), not
 * the window's, because the navigation drawer takes 90 or 256 px of the window (000 §2): a grid
 * of 720 px keeps a 2x1 counter about 350 px wide, the narrowest that still reads well. With the
 * full drawer this is a window of about 1030 px, with the mini drawer about 860 px.
 */
export const WIDE_GRID_MIN_WIDTH = '720px';

/**
 * One full grid row (a row a 4x2 list covers; 000 §9 "lists 4x2"). Two rows and the gap hold a 4x2 list
 * of 5 items with a subtitle line each, its header and its 'Mostra tutti' footer (000 §9 "lists
 * show at most 5 items") without scrolling: 172 px. On the 4-column grid rows do not grow, so a
 * longer list ('Assegnati a me', up to 50) scrolls inside its cell.
 */
export const ROW_HEIGHT = `calc(${vars.space.xxxl} * 3 + ${vars.space.xl} + ${vars.space.xs})`;

/**
 * A row of counters only (domain's `gridRowHeights`): title, number and the link's arrow, so a
 * 1366×768 laptop shows the counters and the next row without scrolling. 96 px.
 */
export const COMPACT_ROW_HEIGHT = `calc(${vars.space.xxxl} * 2)`;

/** The rows of the 4-column grid, one height per row (set inline from the placements). */
export const templateRows = createVar();

/** A cell's least height when the cells stack: a compact or full row per row it spans. */
export const stackedMinHeight = createVar();

/** The space between cells. */
export const GAP = vars.space.lg;

/** The cell's grid lines (domain's `gridPlacement`), set inline per cell. */
export const rowStart = createVar();
export const columnStart = createVar();
export const rowSpan = createVar();
export const columnSpan = createVar();

export const container = style({
  containerType: 'inline-size',
  width: '100%',
  minWidth: 0,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Stacked in one column, a row grows rather than cut content a narrow cell cannot fit; each
  // cell says how tall it is at least (a counter compact, a list its full rows).
  gridAutoRows: 'auto',
  gap: GAP,
  margin: 0,
  padding: 0,
  '@container': {
    [`(min-width: ${WIDE_GRID_MIN_WIDTH})`]: {
      gridTemplateColumns: `repeat(${DASHBOARD_GRID_COLUMNS}, minmax(0, 1fr))`,
      // On the 4-column grid every row is one unit, so the layout is the variant's (000 §3): a
      // list with more rows than fit scrolls inside its cell instead of stretching the grid.
      gridTemplateRows: templateRows,
      gridAutoRows: ROW_HEIGHT,
    },
  },
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  // Stacked, a cell keeps its height (a 4x2 list stays two rows tall) in configuration order.
  gridRow: `span ${rowSpan}`,
  minHeight: stackedMinHeight,
  '@container': {
    [`(min-width: ${WIDE_GRID_MIN_WIDTH})`]: {
      minHeight: 0,
      gridRow: `${rowStart} / span ${rowSpan}`,
      gridColumn: `${columnStart} / span ${columnSpan}`,
    },
  },
});

/** A loading cell: one column of the 4-column grid, so that the 12 cells make three rows. */
export const skeletonCell = style({ display: 'flex', minWidth: 0, minHeight: ROW_HEIGHT });

// The widget (and a skeleton) fills its cell.
globalStyle(`${cell} > *`, { flex: '1 1 auto', minHeight: 0 });
globalStyle(`${skeletonCell} > *`, { flex: '1 1 auto', height: 'auto' });
