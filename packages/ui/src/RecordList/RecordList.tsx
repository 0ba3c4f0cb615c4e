import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useId, useMemo, useSyncExternalStore } from 'react';
import { DataTable } from '../DataTable/DataTable.tsx';
import type { DataTableColumn, DataTablePaginationState } from '../DataTable/dataTableColumns.ts';
import { createDataTableColumnHelper } from '../DataTable/dataTableColumns.ts';
import type { DataTableLabels } from '../DataTable/dataTableLabels.ts';
import { fillLabel } from '../DataTable/dataTableLabels.ts';
import { uiMessage } from '../messages/it-IT.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './RecordList.css.ts';

/** One column of a {@link RecordList}: a title and how a record fills its cell. */
export interface RecordListColumn<Row extends RowData> {
  /** A stable id: the column's key (`'code'`, `'building'`). */
  id: string;
  /** The column's title. */
  header: string;
  /**
   * The cell's text: what the cell shows, and what a card and a screen reader read when the cell
   * renders something richer. Empty (`null`, `undefined`, `''`) shows '-'.
   */
  value: (row: Row) => string | number | null | undefined;
  /** Renders the cell instead of its text (chips, badges); its text stays `value`. */
  render?: (row: Row) => ReactNode;
  /** The CSS width of the column (`'10rem'`); columns without one share the rest. */
  width?: string;
  /** `'end'` for amounts and numbers; `'start'` by default. */
  align?: 'start' | 'end';
}

/** Every visible text of the RecordList besides the DataTable's, each replaceable. */
export interface RecordListLabels {
  /** 'Cerca in {title}': the search field's accessible name. */
  searchLabel: string;
  /** 'Cerca...' (002 §2.11): the search field's placeholder. */
  searchPlaceholder: string;
  /** '-': an empty cell. */
  emptyValue: string;
}

/** Props of {@link RecordList}. */
export interface RecordListProps<Row extends RowData> {
  /** The list's title, a heading that also names the table. */
  title: string;
  /** The heading's level; 2 by default (the screen's title under the app's top bar). */
  headingLevel?: 2 | 3;
  /** The records of the page shown. Keep the array stable between renders. */
  rows: readonly Row[];
  /** How many records match on the server, across every page. */
  rowCount: number;
  /** The columns, in order; the first one names each row. Keep the array stable between renders. */
  columns: readonly RecordListColumn<Row>[];
  /** A stable id per record (its position on the page is given for records without one). */
  getRowId: (row: Row, index: number) => string;
  /** The page shown (server-side paging). */
  pagination: DataTablePaginationState;
  /** Called with the new page or page size; a new search goes back to the first page. */
  onPaginationChange: (pagination: DataTablePaginationState) => void;
  /** The choices of 'Righe per pagina'; 10, 25 and 50 by default. */
  pageSizeOptions?: readonly number[];
  /** The first load, or a new page loading without rows to keep on screen: skeleton rows. */
  loading?: boolean;
  /** Loading failed: 'Impossibile caricare gli elementi' and, with `onRetry`, 'Riprova'. */
  error?: boolean;
  /** Replaces the error message (e.g. the server's). */
  errorMessage?: string;
  /** Called by 'Riprova'. */
  onRetry?: () => void;
  /** Free-text search (the field shows only when given); an active search says 'Nessun risultato trovato' when nothing matches. */
  search?: { value: string; onChange: (value: string) => void };
  /** Actions beside the search: NUOVO, exports… */
  actions?: ReactNode;
  /** Opens a record: a click on its row or Enter on the focused row. */
  onRowActivate?: (row: Row) => void;
  /**
   * Rows as a table or as cards. `'auto'` (the default) shows cards on screens narrower than
   * 600 px, where a table of several columns would scroll sideways.
   */
  view?: 'auto' | 'table' | 'cards';
  /** Replacement texts, the DataTable's included. */
  labels?: Partial<RecordListLabels & DataTableLabels>;
}

/** Below this width `view: 'auto'` shows cards. */
const CARDS_QUERY = '(max-width: 599px)';

function subscribeCards(onChange: () => void) {
  const list = window.matchMedia(CARDS_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function useNarrowScreen(enabled: boolean): boolean {
  const narrow = useSyncExternalStore(
    subscribeCards,
    () => window.matchMedia(CARDS_QUERY).matches,
    () => false,
  );
  return enabled && narrow;
}

function isEmpty(value: string | number | null | undefined): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

function dataTableColumns<Row extends RowData>(
  columns: readonly RecordListColumn<Row>[],
  emptyValue: string,
): DataTableColumn<Row>[] {
  const column = createDataTableColumnHelper<Row>();
  return columns.map(({ id, header, value, render, width, align }) =>
    column.accessor((row) => (isEmpty(value(row)) ? '' : String(value(row))), {
      id,
      header,
      enableSorting: false,
      meta: { ...(width ? { width } : {}), ...(align ? { align } : {}) },
      cell: (info) => {
        if (render) return render(info.row.original);
        const text = info.getValue();
        return text === '' ? <span className={styles.emptyValue}>{emptyValue}</span> : text;
      },
    }),
  );
}

/**
 * A list of records of one kind, as the simple registries show them (001 §2.2–2.4 list routes):
 * a titled heading, an optional search ('Cerca...') and actions, and a server-paged DataTable
 * with typed columns, its loading, empty, no-results and error states, and rows that open their
 * record with a click or Enter. Cells with no value show '-'; on narrow screens the rows become
 * cards.
 */
export function RecordList<Row extends RowData>({
  title,
  headingLevel = 2,
  rows,
  rowCount,
  columns,
  getRowId,
  pagination,
  onPaginationChange,
  pageSizeOptions,
  loading = false,
  error = false,
  errorMessage,
  onRetry,
  search,
  actions,
  onRowActivate,
  view = 'auto',
  labels,
}: RecordListProps<Row>) {
  const titleId = useId();
  const text: RecordListLabels = {
    searchLabel: uiMessage('recordList.searchLabel'),
    searchPlaceholder: uiMessage('toolbar.search'),
    emptyValue: uiMessage('recordList.emptyValue'),
    ...labels,
  };
  const tableColumns = useMemo(
    () => dataTableColumns(columns, text.emptyValue),
    [columns, text.emptyValue],
  );
  const narrow = useNarrowScreen(view === 'auto');
  const cards = view === 'cards' || narrow;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const filtered = search !== undefined && search.value.trim() !== '';

  return (
    <section className={styles.root} data-record-list="">
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {search || actions ? (
          <div className={styles.toolbar}>
            {search ? (
              <TextField
                label={fillLabel(text.searchLabel, { title })}
                type="search"
                placeholder={text.searchPlaceholder}
                value={search.value}
                onChange={(value) => {
                  search.onChange(value);
                  if (pagination.pageIndex !== 0) {
                    onPaginationChange({ ...pagination, pageIndex: 0 });
                  }
                }}
              />
            ) : null}
            {actions}
          </div>
        ) : null}
      </header>
      <DataTable<Row>
        aria-labelledby={titleId}
        data={rows}
        columns={tableColumns}
        getRowId={getRowId}
        rowCount={rowCount}
        pagination={pagination}
        onPaginationChange={onPaginationChange}
        {...(pageSizeOptions ? { pageSizeOptions } : {})}
        loading={loading}
        error={error}
        {...(errorMessage ? { errorMessage } : {})}
        {...(onRetry ? { onRetry } : {})}
        filtered={filtered}
        {...(onRowActivate ? { onRowActivate } : {})}
        view={cards ? 'grid' : 'table'}
        labels={{ cards: title, ...labels }}
      />
    </section>
  );
}
