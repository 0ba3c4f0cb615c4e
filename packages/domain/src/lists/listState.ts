/**
 * The state every records list keeps in the address (002 §2.8 search and page size; 001 §2.2–2.4
 * lists), so that a list can be bookmarked, survives a reload and the back button restores it:
 * the dashboard's view (`view`, 000 §2 counters), the search (`q`), the column sort (`sort`, the
 * column's id, descending with a leading minus: `sort=validTo`, `sort=-validTo`), the page size
 * (`size`) and the page (`page`, 1-based). Pure: a list reads it with `readListState`, writes it
 * with `listStateSearch`, and asks `listOrder` what order to send. A list with more in its
 * address (the orders' advanced filters) adds its own parameters beside these.
 */

/** A column sort of a list: the column's id and its direction. */
export interface ListSort<Column extends string = string> {
  column: Column;
  desc: boolean;
}

/** What a list keeps in the address. */
export interface ListState<Column extends string = string> {
  /** The dashboard view the list is filtered to (`?view=`), or null. */
  view: string | null;
  search: string;
  /** The column sort; null: the list's default order. */
  sort: ListSort<Column> | null;
  pageSize: number;
  /** 0-based (the address shows it 1-based). */
  pageIndex: number;
}

/** What a list allows in its address. */
export interface ListStateOptions<Column extends string = string> {
  /**
   * The columns the viewer may sort by: those the server sorts on among those the role sees. A
   * sort by any other column in the address reads as the default order.
   */
  sortColumns: readonly Column[];
  /** The page sizes the list offers; the first is the default. */
  pageSizes: readonly number[];
  /** Sort values of addresses written before column sorting, still read (`validToAsc` → `validTo`). */
  earlierSorts?: Readonly<Record<string, string>>;
}

/** The search parameters of an address, by name (the first value of each). */
export type ListParams = Readonly<Record<string, string | undefined>>;

/** The column sort of a column id and direction, or null when the list may not sort by it. */
export function listSortOf<Column extends string>(
  column: string,
  desc: boolean,
  sortColumns: readonly Column[],
): ListSort<Column> | null {
  return (sortColumns as readonly string[]).includes(column)
    ? { column: column as Column, desc }
    : null;
}

/** The sort of the address's `sort` value, or null for the default order. */
function readSort<Column extends string>(
  value: string | undefined,
  options: ListStateOptions<Column>,
): ListSort<Column> | null {
  if (!value) return null;
  const written = options.earlierSorts?.[value] ?? value;
  const desc = written.startsWith('-');
  return listSortOf(desc ? written.slice(1) : written, desc, options.sortColumns);
}

/** The address's `sort` value of a column sort. */
export function listSortParam(sort: ListSort): string {
  return `${sort.desc ? '-' : ''}${sort.column}`;
}

/**
 * The state an address's search parameters name; anything unreadable is the default, and so is
 * a sort by a column the viewer may not sort by.
 */
export function readListState<Column extends string>(
  params: ListParams,
  options: ListStateOptions<Column>,
): ListState<Column> {
  const size = Number(params.size);
  const page = Number(params.page);
  return {
    view: params.view || null,
    search: params.q ?? '',
    sort: readSort(params.sort, options),
    pageSize: options.pageSizes.includes(size) ? size : (options.pageSizes[0] ?? 25),
    pageIndex: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/**
 * The search parameters of a list's state: only what differs from the default, in a stable
 * order (view, q, sort, size, page).
 */
export function listStateSearch(
  state: ListState,
  options: Pick<ListStateOptions, 'pageSizes'>,
): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.view) params.view = state.view;
  if (state.search.trim() !== '') params.q = state.search;
  if (state.sort) params.sort = listSortParam(state.sort);
  if (state.pageSize !== options.pageSizes[0]) params.size = String(state.pageSize);
  if (state.pageIndex > 0) params.page = String(state.pageIndex + 1);
  return params;
}

/** An order of a list request: `[field, direction]` pairs. */
export type ListRequestOrder = [string, 'ASC' | 'DESC'][];

/**
 * The order of a list's request for a sort: the request field of the sorted column (`fields`
 * maps a column id to the field the server sorts on, `$org_buildings.name$` for a relation), or
 * the list's default order.
 */
export function listOrder<Column extends string>(
  sort: ListSort<Column> | null,
  fields: Readonly<Record<Column, string>>,
  defaultOrder: ListRequestOrder,
): ListRequestOrder {
  return sort ? [[fields[sort.column], sort.desc ? 'DESC' : 'ASC']] : defaultOrder;
}
