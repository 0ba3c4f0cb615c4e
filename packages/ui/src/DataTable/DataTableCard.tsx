import { FlexRender } from '@tanstack/react-table';
import type { RowData } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import * as styles from './DataTable.css.ts';
import type { DataTableRow } from './dataTableColumns.ts';

/** Props of {@link DataTableCard}. */
export interface DataTableCardProps<Row extends RowData> {
  row: DataTableRow<Row>;
  index: number;
  /** The id of the card, which its checkbox is described by. */
  id: string;
  /** The card's checkbox, when rows are selectable. */
  selectionControl?: ReactNode;
  /** The card's own content (`renderCard`); by default it lists the visible columns. */
  content?: ReactNode;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** The name of a column where a card or a menu shows it. */
export function columnLabel(column: {
  id: string;
  columnDef: { header?: unknown; meta?: { label?: string } };
}): string {
  return typeof column.columnDef.header === 'string'
    ? column.columnDef.header
    : (column.columnDef.meta?.label ?? column.id);
}

/** One card of the DataTable's grid view: the whole card opens the row like a table row does. */
export function DataTableCard<Row extends RowData>({
  row,
  index,
  id,
  selectionControl,
  content,
  onKeyDown,
  onClick,
}: DataTableCardProps<Row>) {
  const selectable = selectionControl !== undefined;
  const clickable = onClick !== undefined;
  return (
    // The card's content may hold its own buttons and links, so it cannot itself be a button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      id={id}
      data-row-index={index}
      className={styles.card({ selectable })}
      data-selected={row.getIsSelected() || undefined}
      data-clickable={clickable ? '' : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: Enter opens the card.
      tabIndex={clickable ? 0 : undefined}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {selectable ? (
        <span className={styles.cardCheckbox} data-selection-cell="">
          {selectionControl}
        </span>
      ) : null}
      {content ?? (
        <dl className={styles.cardFields}>
          {row.getVisibleCells().map((cell) => (
            <div key={cell.id} className={styles.cardField}>
              <dt className={styles.cardFieldLabel}>{columnLabel(cell.column)}</dt>
              <dd className={styles.cardFieldValue}>
                <FlexRender cell={cell} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
