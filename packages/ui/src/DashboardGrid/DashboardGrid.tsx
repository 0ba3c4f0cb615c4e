import { DASHBOARD_SKELETON_CELLS, gridRowHeights } from '@portineria/domain';
import type { DashboardCellPlacement, DashboardRowHeight } from '@portineria/domain';
import type { CSSProperties, ReactNode } from 'react';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.tsx';
import * as styles from './DashboardGrid.css.ts';

/** The labels of the grid, all overridable. */
export interface DashboardGridLabels {
  /** What screen readers hear while the 12 skeleton cells show: 'Caricamento della dashboard in corso'. */
  loading: string;
}

export interface DashboardGridProps {
  /** Where each cell sits: domain's `gridPlacement(variant)`, in configuration order. */
  placements: readonly DashboardCellPlacement[];
  /** Renders the widget of a cell (a counter, a list, the unknown-component message…); it fills the cell. */
  renderCell: (placement: DashboardCellPlacement) => ReactNode;
  /** Shows the 12 skeleton cells of 000 §2 instead of the cells, with a busy state. */
  loading?: boolean;
  /** The accessible name of the grid, a landmark region: 'Dashboard' by default. */
  label?: string;
  /** Overrides of the labels. */
  labels?: Partial<DashboardGridLabels>;
}

/** The value of a `createVar()` reference as an inline custom property (what `assignInlineVars` does). */
function inlineVar(reference: string, value: number): Record<string, string> {
  return { [varName(reference)]: String(value) };
}

/** The name of a `createVar()` reference, to set it inline (what `assignInlineVars` does). */
function varName(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*\)$/, '$1');
}

const ROW_HEIGHTS: Record<DashboardRowHeight, string> = {
  compact: styles.COMPACT_ROW_HEIGHT,
  full: styles.ROW_HEIGHT,
};

function placementStyle(
  placement: DashboardCellPlacement,
  heights: readonly DashboardRowHeight[],
): CSSProperties {
  const rows = heights.slice(placement.row - 1, placement.row - 1 + placement.rowSpan);
  const stacked = rows.map((height) => ROW_HEIGHTS[height]);
  return {
    ...inlineVar(styles.rowStart, placement.row),
    ...inlineVar(styles.columnStart, placement.column),
    ...inlineVar(styles.rowSpan, placement.rowSpan),
    ...inlineVar(styles.columnSpan, placement.columnSpan),
    // Stacked, the cell keeps the height of the rows it spans and the gaps between them.
    [varName(styles.stackedMinHeight)]:
      `calc(${stacked.join(' + ')} + ${styles.GAP} * ${Math.max(0, rows.length - 1)})`,
  } as CSSProperties;
}

/**
 * The read-only dashboard (000 §2 "/ORG/dashboard: read-only grid in one of three layouts"): a
 * 4-column grid whose cells sit on the explicit lines of domain's `gridPlacement`. One row is a
 * counter's height and a 4x2 list shows its 5 items; a row of counters only is compact (96 px). While loading it shows 12 skeleton cells
 * (000 §2) and is `aria-busy`. When the grid is narrower than 720 px the cells stack in one
 * column in configuration order. Each cell exposes `data-cell`, `data-size`, `data-row` and
 * `data-column`.
 */
export function DashboardGrid({
  placements,
  renderCell,
  loading = false,
  label = dashboardMessage('dashboardGrid.label'),
  labels,
}: DashboardGridProps) {
  const text: DashboardGridLabels = {
    loading: dashboardMessage('dashboardGrid.loading'),
    ...labels,
  };
  const heights = gridRowHeights(placements);
  const gridStyle = {
    [varName(styles.templateRows)]: heights.map((height) => ROW_HEIGHTS[height]).join(' '),
  } as CSSProperties;
  return (
    <section
      className={styles.container}
      aria-label={label}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'ready'}
    >
      {loading ? (
        <SkeletonGroup label={text.loading} className={styles.grid}>
          {Array.from({ length: DASHBOARD_SKELETON_CELLS }, (_, index) => (
            // Identical placeholders that never reorder: the index is their identity.
            <div key={`skeleton-${index}`} className={styles.skeletonCell} data-skeleton-cell="">
              <Skeleton shape="rect" height="auto" />
            </div>
          ))}
        </SkeletonGroup>
      ) : (
        <div className={styles.grid} style={gridStyle} data-cells={placements.length}>
          {placements.map((placement) => (
            <div
              key={placement.cell}
              className={styles.cell}
              style={placementStyle(placement, heights)}
              data-row-height={heights[placement.row - 1]}
              data-cell={placement.cell}
              data-size={`${placement.size.width}x${placement.size.height}`}
              data-row={placement.row}
              data-column={placement.column}
            >
              {renderCell(placement)}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
