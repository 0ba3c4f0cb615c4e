import type { DashboardCellSize } from '@portineria/domain';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHover } from 'react-aria/useHover';
import { Button } from '../Button/Button.tsx';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import { formatLabel } from '../private/formatLabel.ts';
import * as styles from './DashboardEditCell.css.ts';

/** The labels of the cell, all overridable. `{size}` is '2x1', `{name}` the component's name. */
export interface DashboardEditCellLabels {
  /** The visible text of the add button: 'Aggiungi'. */
  add: string;
  /** The accessible name of the add button: 'Aggiungi un componente {size}'. */
  addLabel: string;
  /** The visible text of the remove button: 'Rimuovi'. */
  remove: string;
  /** The accessible name of the remove button: 'Rimuovi {name}'. */
  removeLabel: string;
  /** The accessible name of an empty cell: 'Cella vuota {size}'. */
  emptyCell: string;
  /** The accessible name of a filled cell: '{name}, {size}'. */
  filledCell: string;
  /** How a size is written: '{width}x{height}'. */
  size: string;
}

export interface DashboardEditCellProps {
  /** The name of the placed component ('Ordini aperti'), or null for an empty cell. */
  componentName: string | null;
  /** The size of the cell (domain's `DashboardCellPlacement.size`). */
  size: DashboardCellSize;
  /** Opens the component picker for this cell (the add button of an empty cell). */
  onAdd: () => void;
  /** Empties the cell (the remove button of a filled cell). */
  onRemove: () => void;
  /** The look of the placed component (a preview); its name is shown when absent. Not operable here. */
  children?: ReactNode;
  /** Overrides of the labels. */
  labels?: Partial<DashboardEditCellLabels>;
}

/**
 * A cell of the dashboard settings grid (000 §2: "In edit mode an empty cell shows an add overlay
 * on hover; a filled cell shows a remove overlay"). An empty cell shows its size ('2x1'); a filled
 * one shows the component, inert. The overlay appears on hover and whenever its button holds the
 * keyboard focus, and the button is always in the Tab order; its accessible name says which cell
 * or component it acts on. The state is `data-state` (`empty` or `filled`), `data-size` and
 * `data-hovered`.
 */
export function DashboardEditCell({
  componentName,
  size,
  onAdd,
  onRemove,
  children,
  labels,
}: DashboardEditCellProps) {
  const text: DashboardEditCellLabels = {
    add: dashboardMessage('dashboardEditCell.add'),
    addLabel: dashboardMessage('dashboardEditCell.addLabel'),
    remove: dashboardMessage('dashboardEditCell.remove'),
    removeLabel: dashboardMessage('dashboardEditCell.removeLabel'),
    emptyCell: dashboardMessage('dashboardEditCell.emptyCell'),
    filledCell: dashboardMessage('dashboardEditCell.filledCell'),
    size: dashboardMessage('dashboardEditCell.size'),
    ...labels,
  };
  const sizeText = formatLabel(text.size, { width: size.width, height: size.height });
  const filled = componentName !== null;
  // Hover as state (react-aria ignores the emulated mouse events of a touch), exposed as data-hovered.
  const { hoverProps, isHovered } = useHover({});
  return (
    <div
      {...hoverProps}
      role="group"
      aria-label={
        filled
          ? formatLabel(text.filledCell, { name: componentName, size: sizeText })
          : formatLabel(text.emptyCell, { size: sizeText })
      }
      className={styles.cell}
      data-state={filled ? 'filled' : 'empty'}
      data-size={sizeText}
      data-hovered={isHovered || undefined}
    >
      {/* The overlay comes first in the DOM: its button is the cell's first and only Tab stop. */}
      <div className={styles.overlay}>
        {filled ? (
          <Button
            variant="contained"
            tone="error"
            size="small"
            icon={<Trash2 size={16} aria-hidden />}
            aria-label={formatLabel(text.removeLabel, { name: componentName, size: sizeText })}
            onClick={onRemove}
          >
            {text.remove}
          </Button>
        ) : (
          <Button
            variant="contained"
            tone="primary"
            size="small"
            icon={<Plus size={16} aria-hidden />}
            aria-label={formatLabel(text.addLabel, { size: sizeText })}
            onClick={onAdd}
          >
            {text.add}
          </Button>
        )}
      </div>
      {filled ? (
        <div className={styles.content} inert>
          {children ?? <span className={styles.name}>{componentName}</span>}
        </div>
      ) : (
        <div className={styles.placeholder} aria-hidden>
          {sizeText}
        </div>
      )}
    </div>
  );
}
