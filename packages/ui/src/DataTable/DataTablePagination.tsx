import {
  Check,
  ChevronDown,
  ChevronFirst,
  ChevronLast,
  ChevronLeft,
  ChevronRight,
} from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { useEffect, useId, useRef } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './DataTable.css.ts';
import type { DataTableLabels } from './dataTableLabels.ts';
import { fillLabel } from './dataTableLabels.ts';

const numberFormat = new Intl.NumberFormat('it-IT');

export interface DataTablePaginationProps {
  /** The zero-based page shown. */
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  /** All rows of all pages. */
  rowCount: number;
  pageSizeOptions: readonly number[];
  canPrevious: boolean;
  canNext: boolean;
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  labels: DataTableLabels;
}

/**
 * The pagination bar of the DataTable: 'Righe per pagina' (Radix Select), the rows shown, 'Pagina
 * {page} di {pages}' (announced politely when it changes) and first/previous/next/last buttons.
 */
export function DataTablePagination({
  pageIndex,
  pageSize,
  pageCount,
  rowCount,
  pageSizeOptions,
  canPrevious,
  canNext,
  onPageIndexChange,
  onPageSizeChange,
  labels,
}: DataTablePaginationProps) {
  const rowsPerPageId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // A button that disables itself (the last page reached) would drop the keyboard focus to the
  // page: the focus moves to the button going the other way instead.
  const focusAfterChange = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    const target = focusAfterChange.current;
    if (target === null) return;
    focusAfterChange.current = null;
    const focused = document.activeElement;
    if (focused instanceof HTMLButtonElement && !focused.disabled) return;
    (target === 'previous' ? previousRef : nextRef).current?.focus();
  }, [pageIndex]);
  const goTo = (target: number, fallback: 'previous' | 'next') => {
    focusAfterChange.current = fallback;
    onPageIndexChange(target);
  };
  const pages = Math.max(1, pageCount);
  const from = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(rowCount, (pageIndex + 1) * pageSize);
  const options = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize];
  return (
    <nav className={styles.footer} aria-label={labels.pagination}>
      <span className={styles.footerGroup}>
        <span id={rowsPerPageId}>{labels.rowsPerPage}</span>
        <RadixSelect.Root
          value={String(pageSize)}
          onValueChange={(value) => onPageSizeChange(Number(value))}
        >
          <RadixSelect.Trigger className={styles.selectTrigger} aria-labelledby={rowsPerPageId}>
            <RadixSelect.Value />
            <RadixSelect.Icon className={styles.footerGroup}>
              <ChevronDown size={16} aria-hidden />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={styles.popover} position="popper" sideOffset={4}>
              <RadixSelect.Viewport>
                {options.map((option) => (
                  <RadixSelect.Item key={option} value={String(option)} className={styles.menuItem}>
                    <RadixSelect.ItemIndicator className={styles.menuItemIndicator}>
                      <Check aria-hidden />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      </span>
      <span>
        {fillLabel(labels.range, {
          from: numberFormat.format(from),
          to: numberFormat.format(to),
          total: numberFormat.format(rowCount),
        })}
      </span>
      <span className={styles.footerGroup}>
        <IconButton
          size="small"
          label={labels.firstPage}
          icon={<ChevronFirst size={18} aria-hidden />}
          disabled={!canPrevious}
          onClick={() => goTo(0, 'next')}
        />
        <IconButton
          size="small"
          label={labels.previousPage}
          icon={<ChevronLeft size={18} aria-hidden />}
          ref={previousRef}
          disabled={!canPrevious}
          onClick={() => goTo(pageIndex - 1, 'next')}
        />
        <span className={styles.pageStatus} aria-live="polite" aria-atomic="true">
          {fillLabel(labels.page, {
            page: numberFormat.format(pageIndex + 1),
            pages: numberFormat.format(pages),
          })}
        </span>
        <IconButton
          size="small"
          label={labels.nextPage}
          icon={<ChevronRight size={18} aria-hidden />}
          ref={nextRef}
          disabled={!canNext}
          onClick={() => goTo(pageIndex + 1, 'previous')}
        />
        <IconButton
          size="small"
          label={labels.lastPage}
          icon={<ChevronLast size={18} aria-hidden />}
          disabled={!canNext}
          onClick={() => goTo(pages - 1, 'previous')}
        />
      </span>
    </nav>
  );
}
