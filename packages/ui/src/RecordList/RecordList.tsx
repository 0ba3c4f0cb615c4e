import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useId, useMemo, useSyncExternalStore } from 'react';
import { DataTable } from '../DataTable/DataTable.tsx';
import type {
  DataTableColumn,
  DataTablePaginationState,
  DataTableSortingState,
} from '../DataTable/dataTableColumns.ts';
import { createDataTableColumnHelper } from '../DataTable/dataTableColumns.ts';
import type { DataTableLabels } from '../DataTable/dataTableLabels.ts';
import { fillLabel } from '../DataTable/dataTableLabels.ts';
import { uiMessage } from '../messages/it-IT.ts';
import { Select } from '../Select/Select.tsx';
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
  /**
   * The list may be sorted by this column (with `onSortingChange`): its header becomes a button.
   * Mark only columns the server can sort on for the viewer.
   */
  sortable?: boolean;
}

/** Every visible text of the RecordList besides the DataTable's, each replaceable. */
export interface RecordListLabels {
  /** 'Cerca in {title}': the search field's accessible name. */
  searchLabel: string;
  /** 'Cerca...' (002 §2.11): the search field's placeholder. */
  searchPlaceholder: string;
  /** '-': an empty cell. */
  emptyValue: string;
  /** After a sortable column's name, when the list is not sorted by it (and what activating does). */
  sortNone: string;
  /** After a sortable column's name, when the list is sorted by it in ascending order. */
  sortAscending: string;
  /** After a sortable column's name, when the list is sorted by it in descending order. */
  sortDescending: string;
  /** 'Ordina per': the sort choice of the card view. */
  sortLabel: string;
  /** 'Ordine predefinito': the card view's choice of the server's default order. */
  sortDefault: string;
  /** '{column}, crescente': a card view choice. */
  sortOptionAscending: string;
  /** '{column}, decrescente': a card view choice. */
  sortOptionDescending: string;
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
   * The order shown (controlled, sorted by the server): `[{ id: 'validTo', desc: false }]`, or
   * `[]` for the server's default order. At most one column.
   */
  sorting?: DataTableSortingState;
  /**
   * Called with the new order when a `sortable` column's header is activated (click, Enter or
   * Space: none → ascending → descending → `[]`), or a choice of the card view's 'Ordina per'.
   * The owner asks the server for it and usually goes back to the first page.
   */
  onSortingChange?: (sorting: DataTableSortingState) => void;
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

/** A sortable column's button name: its name, the order it shows and what activating it does. */
function sortLabel(header: string, text: RecordListLabels) {
  return (sorted: false | 'asc' | 'desc') => {
    const state =
      sorted === 'asc'
        ? text.sortAscending
        : sorted === 'desc'
          ? text.sortDescending
          : text.sortNone;
    return `${header}, ${state}`;
  };
}

function dataTableColumns<Row extends RowData>(
  columns: readonly RecordListColumn<Row>[],
  text: RecordListLabels,
  sortingEnabled: boolean,
): DataTableColumn<Row>[] {
  const column = createDataTableColumnHelper<Row>();
  return columns.map(({ id, header, value, render, width, align, sortable }) => {
    const sorts = sortingEnabled && sortable === true;
    return column.accessor((row) => (isEmpty(value(row)) ? '' : String(value(row))), {
      id,
      header,
      enableSorting: sorts,
      // One column at a time, ascending first, whatever the values look like.
      enableMultiSort: false,
      sortDescFirst: false,
      meta: {
        ...(sorts ? { sortLabel: sortLabel(header, text) } : {}),
        ...(width ? { width } : {}),
        ...(align ? { align } : {}),
      },
      cell: (info) => {
        if (render) return render(info.row.original);
        const cellText = info.getValue();
        return cellText === '' ? (
          <span className={styles.emptyValue}>{text.emptyValue}</span>
        ) : (
          cellText
        );
      },
    });
  });
}

const DEFAULT_SORT = 'default';

/** The card view's choice of a sort: `code:asc`, or the default order. */
function sortValue(sorting: DataTableSortingState): string {
  const [first] = sorting;
  return first ? `${first.id}:${first.desc ? 'desc' : 'asc'}` : DEFAULT_SORT;
}

/** The card view's 'Ordina per': what the column headers do in the table. */
function CardsSort<Row extends RowData>({
  columns,
  sorting,
  onSortingChange,
  text,
}: {
  columns: readonly RecordListColumn<Row>[];
  sorting: DataTableSortingState;
  onSortingChange: (sorting: DataTableSortingState) => void;
  text: RecordListLabels;
}) {
  const options = [
    { value: DEFAULT_SORT, label: text.sortDefault },
    ...columns.flatMap(({ id, header }) => [
      { value: `${id}:asc`, label: fillLabel(text.sortOptionAscending, { column: header }) },
      { value: `${id}:desc`, label: fillLabel(text.sortOptionDescending, { column: header }) },
    ]),
  ];
  return (
    <Select
      label={text.sortLabel}
      options={options}
      value={sortValue(sorting)}
      onChange={(value) => {
        if (!value || value === DEFAULT_SORT) return onSortingChange([]);
        const separator = value.lastIndexOf(':');
        onSortingChange([
          { id: value.slice(0, separator), desc: value.slice(separator + 1) === 'desc' },
        ]);
      }}
    />
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
  sorting,
  onSortingChange,
  view = 'auto',
  labels,
}: RecordListProps<Row>) {
  const titleId = useId();
  const text: RecordListLabels = {
    searchLabel: uiMessage('recordList.searchLabel'),
    searchPlaceholder: uiMessage('toolbar.search'),
    emptyValue: uiMessage('recordList.emptyValue'),
    sortNone: uiMessage('recordList.sort.none'),
    sortAscending: uiMessage('recordList.sort.ascending'),
    sortDescending: uiMessage('recordList.sort.descending'),
    sortLabel: uiMessage('recordList.sort.label'),
    sortDefault: uiMessage('recordList.sort.default'),
    sortOptionAscending: uiMessage('recordList.sort.optionAscending'),
    sortOptionDescending: uiMessage('recordList.sort.optionDescending'),
    ...labels,
  };
  const sortingEnabled = onSortingChange !== undefined;
  // The texts are read when the headers render: the columns change only with their inputs.
  const labelsKey = JSON.stringify(text);
  const tableColumns = useMemo(
    () => dataTableColumns(columns, JSON.parse(labelsKey) as RecordListLabels, sortingEnabled),
    [columns, labelsKey, sortingEnabled],
  );
  const narrow = useNarrowScreen(view === 'auto');
  const cards = view === 'cards' || narrow;
  const sortableColumns = sortingEnabled ? columns.filter((column) => column.sortable) : [];
  const cardsSort =
    cards && onSortingChange && sortableColumns.length > 0 ? (
      <CardsSort
        columns={sortableColumns}
        sorting={sorting ?? []}
        onSortingChange={onSortingChange}
        text={text}
      />
    ) : null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const filtered = search !== undefined && search.value.trim() !== '';

  return (
    <section className={styles.root} data-record-list="">
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {search || actions || cardsSort ? (
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
            {cardsSort}
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
        {...(onSortingChange
          ? { sorting: sorting ?? [], onSortingChange, manualSorting: true }
          : {})}
        view={cards ? 'grid' : 'table'}
        labels={{ cards: title, ...labels }}
      />
    </section>
  );
}
