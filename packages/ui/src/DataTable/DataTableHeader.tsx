import { FlexRender } from '@tanstack/react-table';
import type { HeaderGroup, RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { DataCheckbox } from '../private/dataCheckbox.tsx';
import * as styles from './DataTable.css.ts';
import type { DataTableFeatures } from './dataTableColumns.ts';

/** Props of {@link DataTableHeader}. */
export interface DataTableHeaderProps<Row extends RowData> {
  headerGroups: readonly HeaderGroup<DataTableFeatures, Row>[];
  /** Receives the `<thead>`, whose height the sticky rows scroll under. */
  theadRef: (element: HTMLTableSectionElement | null) => void;
  /** The 'Seleziona tutte le righe' checkbox in the last header row, when rows are selectable. */
  selectAll?: {
    checked: boolean | 'indeterminate';
    disabled: boolean;
    label: string;
    onCheckedChange: (checked: boolean) => void;
  };
}

/**
 * The header rows of the DataTable: one `<th scope="col">` per column, a sort button with
 * `aria-sort` on sortable ones, and the select-all checkbox when rows are selectable.
 */
export function DataTableHeader<Row extends RowData>({
  headerGroups,
  theadRef,
  selectAll,
}: DataTableHeaderProps<Row>) {
  return (
    <thead ref={theadRef}>
      {headerGroups.map((group, groupIndex) => (
        <tr key={group.id} aria-rowindex={groupIndex + 1}>
          {selectAll ? (
            <td className={`${styles.headerCell} ${styles.selectionCell}`} data-selection-cell="">
              {groupIndex === headerGroups.length - 1 ? (
                <DataCheckbox
                  checked={selectAll.checked}
                  disabled={selectAll.disabled}
                  label={selectAll.label}
                  onCheckedChange={(checked) => selectAll.onCheckedChange(checked)}
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
                    aria-label={meta?.sortLabel?.(sorted)}
                    onClick={column.getToggleSortingHandler()}
                  >
                    <span className={styles.sortLabel}>
                      <FlexRender header={header} />
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
                  <FlexRender header={header} />
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
