import { FlexRender } from '@tanstack/react-table';
import type { RowData } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import * as styles from './DataTable.css.ts';
import type { DataTableRow } from './dataTableColumns.ts';

/** Props of {@link DataTableBodyRow}. */
export interface DataTableBodyRowProps<Row extends RowData> {
  row: DataTableRow<Row>;
  /** The position of the row on the page (0-based). */
  index: number;
  /** Its 1-based position among every row of the table, headers included (`aria-rowindex`). */
  ariaRowIndex: number;
  /** The column whose cell names the row (`<th scope="row">`). */
  rowHeaderColumnId: string | undefined;
  /** The id of that cell, which the row's checkbox is described by. */
  rowHeaderId: string;
  /** The leading checkbox cell, when rows are selectable. */
  selectionCell?: ReactNode;
  /** The row opens a detail on click or Enter. */
  clickable: boolean;
  /** The roving tabindex: 0 for the row that takes focus, -1 for the others; none when rows are not focusable. */
  tabIndex: 0 | -1 | undefined;
  /** Measures the row (virtualised tables). */
  measure?: (element: HTMLTableRowElement | null) => void;
  onFocus: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** One body row of the DataTable: its cells, the first (or `rowHeader`) one naming the row. */
export function DataTableBodyRow<Row extends RowData>({
  row,
  index,
  ariaRowIndex,
  rowHeaderColumnId,
  rowHeaderId,
  selectionCell,
  clickable,
  tabIndex,
  measure,
  onFocus,
  onKeyDown,
  onClick,
}: DataTableBodyRowProps<Row>) {
  const selectable = selectionCell !== undefined;
  return (
    <tr
      ref={measure}
      data-index={index}
      data-row-index={index}
      aria-rowindex={ariaRowIndex}
      className={styles.row}
      data-selected={row.getIsSelected() || undefined}
      data-selectable={selectable || undefined}
      data-clickable={clickable ? '' : undefined}
      tabIndex={tabIndex}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {selectable ? (
        <td className={`${styles.cell} ${styles.selectionCell}`} data-selection-cell="">
          {selectionCell}
        </td>
      ) : null}
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return cell.column.id === rowHeaderColumnId ? (
          <th
            key={cell.id}
            id={rowHeaderId}
            scope="row"
            className={styles.cell}
            data-align={meta?.align}
          >
            <FlexRender cell={cell} />
          </th>
        ) : (
          <td key={cell.id} className={styles.cell} data-align={meta?.align}>
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
}
