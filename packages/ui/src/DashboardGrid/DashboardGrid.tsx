import { DASHBOARD_SKELETON_CELLS } from '@portineria/domain';
import type { DashboardCellPlacement } from '@portineria/domain';
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
  return { [reference.replace(/^var\((--[^,)]+).*\)$/, '$1')]: String(value) };
}

function placementStyle(placement: DashboardCellPlacement): CSSProperties {
  return {
    ...inlineVar(styles.rowStart, placement.row),
    ...inlineVar(styles.columnStart, placement.column),
    ...inlineVar(styles.rowSpan, placement.rowSpan),
    ...inlineVar(styles.columnSpan, placement.columnSpan),
  } as CSSProperties;
}

/**
 * The read-only dashboard (000 §2 "/ORG/dashboard: read-only grid in one of three layouts"): a
 * 4-column grid whose cells sit on the explicit lines of domain's `gridPlacement`. One row is a
 * counter's height and a 4x2 list shows its 5 items. While loading it shows 12 skeleton cells
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
        <div className={styles.grid} data-cells={placements.length}>
          {placements.map((placement) => (
            <div
              key={placement.cell}
              className={styles.cell}
              style={placementStyle(placement)}
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
