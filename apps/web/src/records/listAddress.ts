/**
 * A records list's state kept in the address (domain's `readListState` / `listStateSearch`, and
 * the orders' `readOrderListState` on top of them): every change is an entry of the history, so
 * a list can be bookmarked, survives a reload and the back button restores it. Shared by the
 * lists built on RecordListScreen and by the orders lists.
 */
import { listSortOf, SEARCH_DEBOUNCE_MS, type ListSort, type ListState } from '@portineria/domain';
import type { DataTablePaginationState, DataTableSortingState } from '@portineria/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The list's state as the address names it (`read`), and a setter that writes it back (`write`)
 * as a new history entry, or in place with `replace`. Any change but paging starts again from
 * the first page.
 */
export function useListAddressState<State extends ListState>(
  read: (params: Readonly<Record<string, string>>) => State,
  write: (state: State) => Record<string, string>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => read(Object.fromEntries(searchParams)), [searchParams, read]);
  const update = useCallback(
    (change: Partial<State>, options: { replace?: boolean } = {}) => {
      const next = { ...state, ...('pageIndex' in change ? {} : { pageIndex: 0 }), ...change };
      setSearchParams(write(next), options);
    },
    [state, write, setSearchParams],
  );
  return [state, update] as const;
}

/** The search box's text, written to the address (`commit`) once the user pauses. */
export function useSearchText(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  const [prevValue, setPrevValue] = useState(value);
  // The address changed (back button, a chip): the box follows it.
  if (value !== prevValue) {
    setPrevValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, commit]);
  return [text, setText] as const;
}

/** The table's sorting state of a list's column sort (none: the default order). */
export function useSortingState(sort: ListSort | null): DataTableSortingState {
  return useMemo(() => (sort ? [{ id: sort.column, desc: sort.desc }] : []), [sort]);
}

/**
 * The column sort the table asks for (it sorts one column at a time), or null — the default
 * order, also for a column outside `sortColumns`.
 */
export function sortOfTable<Column extends string>(
  sorting: DataTableSortingState,
  sortColumns: readonly Column[],
): ListSort<Column> | null {
  const [first] = sorting;
  return first ? listSortOf(first.id, first.desc, sortColumns) : null;
}

/** The change of the table's paging: a new page, or a new size (from the first page). */
export function pagingChange(
  state: Pick<ListState, 'pageSize'>,
  next: DataTablePaginationState,
): Partial<Pick<ListState, 'pageIndex' | 'pageSize'>> {
  return next.pageSize === state.pageSize
    ? { pageIndex: next.pageIndex }
    : { pageSize: next.pageSize };
}
