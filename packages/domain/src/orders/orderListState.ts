/**
 * The state of an orders list (001 §2.2–2.4 lists; 002 §2.8 search, advanced filters, page size)
 * as the address keeps it, so that a list can be bookmarked and the back button restores it:
 * the dashboard's watch view (`view`, 000 §2 counters), the search (`q`), the column sort, the
 * page size and page — every list's, read and written by ../lists/listState.ts — and the
 * advanced filters (priority, the end date's range). Pure: the web reads and writes it with
 * `readOrderListState` / `orderListSearch`, and asks `orderListCriteria` and `orderListOrder`
 * what to send.
 */
import {
  listOrder,
  listStateSearch,
  readListState,
  type ListParams,
  type ListRequestOrder,
  type ListSort,
  type ListState,
  type ListStateOptions,
} from '../lists/listState.ts';
import { orderLifecycleMessage } from '../messages/it-IT/orderLifecycle.ts';
import type { RoleType } from '../profiles/types.ts';
import type { Criteria } from './criteria.ts';
import { ORDER_PRIORITY_OPTIONS } from './orderForm.ts';
import { orderRelationsShown } from './orderSummary.ts';
import type { OrderType } from './types.ts';

/**
 * The list columns the server sorts on, and the request's field of each (001 §2.2 list columns;
 * the gateway's orders allow-list): the building and the supplier by their name. The status (a
 * set of chips) is not sortable. Without a column sort the list is the newest first.
 */
export const ORDER_LIST_SORT_FIELDS = {
  code: 'code',
  object: 'object',
  building: '$org_buildings.name$',
  supplier: '$org_suppliers.name1$',
  validTo: 'validTo',
} as const;

/** A column of {@link ORDER_LIST_SORT_FIELDS}. */
export type OrderListSortColumn = keyof typeof ORDER_LIST_SORT_FIELDS;

/** A column sort of an orders list. */
export type OrderListSort = ListSort<OrderListSortColumn>;

/** 'Più recenti': the name of the default order (no column sort). */
export const ORDER_LIST_DEFAULT_SORT_LABEL = orderLifecycleMessage('orders.list.sort.newest');

/**
 * The columns a role may sort its orders list by: those it sees (the supplier column is hidden
 * from suppliers, 002 §2.2).
 */
export function orderListSortColumns(roleType: RoleType | undefined): OrderListSortColumn[] {
  const columns = Object.keys(ORDER_LIST_SORT_FIELDS) as OrderListSortColumn[];
  if (roleType === undefined || orderRelationsShown(roleType).includes('supplier')) return columns;
  return columns.filter((column) => column !== 'supplier');
}

/** Sorts of addresses written before column sorting, still read. */
const EARLIER_SORTS: Readonly<Record<string, string>> = {
  validToAsc: 'validTo',
  validToDesc: '-validTo',
};

/** The page sizes an orders list offers (002 §2.8); the first is the default. */
export const ORDER_LIST_PAGE_SIZES = [25, 50, 100] as const;

/**
 * The dashboard's watch views each orders list offers as filter chips (000 §4 watch states, the
 * ids of `ORDER_DASHBOARD_VIEWS` / `CONTRACT_DASHBOARD_VIEWS`): service orders open, not
 * confirmed, expired, with opportunity; contracts open, to renew, with expired activities.
 */
export const ORDER_LIST_WATCH_VIEWS: Readonly<Record<OrderType, readonly string[]>> = {
  service: ['OPE', '2CONF', 'EXP', 'OPP'],
  contracts: ['OPE', '2REN', 'ACTEXP'],
};

/** The labels of the advanced filters. */
export const ORDER_LIST_FILTER_LABELS = {
  priority: orderLifecycleMessage('orders.list.filter.priority'),
  validToFrom: orderLifecycleMessage('orders.list.filter.validToFrom'),
  validToTo: orderLifecycleMessage('orders.list.filter.validToTo'),
} as const;

/** The advanced filters of an orders list; absent is no filter. */
export interface OrderListFilters {
  /** 1 normal, 2 urgent. */
  priority?: number;
  /** The end date from this day on ('YYYY-MM-DD'). */
  validToFrom?: string;
  /** The end date up to this day ('YYYY-MM-DD'). */
  validToTo?: string;
}

/** An orders list's state, as the address keeps it: every list's, and the advanced filters. */
export interface OrderListState extends ListState<OrderListSortColumn> {
  filters: OrderListFilters;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address's search parameters, by name (the first value of each). */
export type OrderListParams = ListParams;

function day(value: string | undefined): string | undefined {
  return value !== undefined && DAY.test(value) ? value : undefined;
}

/** What an orders list of a role allows in its address. */
function listOptions(roleType: RoleType | undefined): ListStateOptions<OrderListSortColumn> {
  return {
    sortColumns: orderListSortColumns(roleType),
    pageSizes: ORDER_LIST_PAGE_SIZES,
    earlierSorts: EARLIER_SORTS,
  };
}

/**
 * The state an address's search parameters name; anything unreadable is the default, and so is a
 * sort by a column the role does not see.
 */
export function readOrderListState(params: OrderListParams, roleType?: RoleType): OrderListState {
  const priority = Number(params.priority);
  const validToFrom = day(params.from);
  const validToTo = day(params.to);
  return {
    ...readListState(params, listOptions(roleType)),
    filters: {
      ...(ORDER_PRIORITY_OPTIONS.some((option) => option.value === priority) ? { priority } : {}),
      ...(validToFrom ? { validToFrom } : {}),
      ...(validToTo ? { validToTo } : {}),
    },
  };
}

/** The search parameters of a state: only what differs from the default, in a stable order. */
export function orderListSearch(state: OrderListState): Record<string, string> {
  const params = listStateSearch(state, { pageSizes: ORDER_LIST_PAGE_SIZES });
  if (state.filters.priority !== undefined) params.priority = String(state.filters.priority);
  if (state.filters.validToFrom) params.from = state.filters.validToFrom;
  if (state.filters.validToTo) params.to = state.filters.validToTo;
  return params;
}

/** How many advanced filters are active. */
export function activeOrderListFilters(filters: OrderListFilters): number {
  return Object.values(filters).filter((value) => value !== undefined).length;
}

/** The criteria of the advanced filters (the view's and the route's are added by the caller). */
export function orderListCriteria(filters: OrderListFilters): Criteria {
  const validTo = {
    ...(filters.validToFrom ? { $gte: filters.validToFrom } : {}),
    ...(filters.validToTo ? { $lte: filters.validToTo } : {}),
  };
  return {
    ...(filters.priority !== undefined ? { priority: filters.priority } : {}),
    ...(Object.keys(validTo).length > 0 ? { validTo } : {}),
  };
}

/** The order of the list's request for a sort: the column's, or the newest first. */
export function orderListOrder(sort: OrderListSort | null): ListRequestOrder {
  return listOrder(sort, ORDER_LIST_SORT_FIELDS, [['createdAt', 'DESC']]);
}
