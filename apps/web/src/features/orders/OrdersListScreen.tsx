/**
 * The orders lists (001 §2.2–2.4; 002 §2.8, §4.1): service orders and contracts for ORG, SPL and
 * USR, and the ORG report. Each row shows the order chips of the active role (usr_3's planned
 * with its date, accepted and read included), contracts their 'Attività scadute'. The dashboard's
 * watch views are filter chips with their counts (000 §2, §4: the same criteria and count as the
 * dashboard's counters, `?view=`); search, the column sort (the server sorts; the columns the
 * role sees and the server can sort on), page size, page and the advanced filters
 * (AdvancedFiltersDialog) are kept in the address (domain's `readOrderListState`), so a list can
 * be bookmarked and the back button restores it.
 */
import {
  countDashboardViewQueryOptions,
  dashboardViewCount,
  type ListQuery,
} from '@portineria/api-client';
import {
  activeOrderListFilters,
  dashboardViewLabel,
  dashboardViewOfList,
  ORDER_LIST_DEFAULT_SORT_LABEL,
  ORDER_LIST_FILTER_LABELS,
  ORDER_LIST_PAGE_SIZES,
  ORDER_LIST_WATCH_VIEWS,
  ORDER_PRIORITY_OPTIONS,
  orderChip,
  orderListCriteria,
  orderListOrder,
  orderListSearch,
  orderListSortColumns,
  readOrderListState,
  type Criteria,
  type DashboardViewReference,
  type OrderListFilters,
  type OrderType,
  type RoleType,
} from '@portineria/domain';
import {
  AdvancedFiltersDialog,
  Button,
  DateField,
  RecordList,
  Select,
  type RecordListColumn,
} from '@portineria/ui';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { fieldsShownTo, includesOf, recordId } from '../../records/fields.ts';
import { ListViewButtons } from '../../records/ListViewButtons.tsx';
import { ListViewChip } from '../../records/ListViewChip.tsx';
import {
  pagingChange,
  sortOfTable,
  useListAddressState,
  useSearchText,
  useSortingState,
} from '../../records/listAddress.ts';
import { presentationText } from '../../records/presenters.ts';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import { ORDERS, type OrderRow } from './orderRecords.ts';
import * as styles from './orderList.css.ts';

/**
 * The list's state from the address (a sort by a column the role does not see reads as the
 * default), and a setter that writes it back (a new history entry).
 */
function useOrderListState(roleType: RoleType | undefined) {
  const read = useCallback(
    (params: Readonly<Record<string, string>>) => readOrderListState(params, roleType),
    [roleType],
  );
  return useListAddressState(read, orderListSearch);
}

/** The criteria a dashboard view counts with (the orders' views are all counts). */
function viewCriteria(reference: DashboardViewReference): Criteria | undefined {
  const count = dashboardViewCount(reference);
  return count && count.kind !== 'folders' ? count.criteria : undefined;
}

/** The watch views of the list's route with their counts (000 §2 counters), or none. */
function useWatchViews(routeName: string | undefined, params: Record<string, string | undefined>) {
  const orderType = params.orderType as OrderType | undefined;
  const ids = routeName && orderType ? (ORDER_LIST_WATCH_VIEWS[orderType] ?? []) : [];
  const references = ids
    .map((id) => (routeName ? dashboardViewOfList(routeName, params, id) : null))
    .filter((reference) => reference !== null);
  const counts = useQueries({
    queries: references.map((reference) => countDashboardViewQueryOptions(apiClient, reference)),
  });
  return references.map((reference, index) => ({
    id: reference.view ?? '',
    label: dashboardViewLabel(reference) ?? reference.view ?? '',
    criteria: viewCriteria(reference),
    count: counts[index]?.data as number | undefined,
  }));
}

/** The ids, among `ids`, of the contracts with expired activities (the ACTEXP view's criteria). */
function useExpiredActivityContracts(
  params: Record<string, string | undefined>,
  ids: readonly string[],
) {
  const criteria = viewCriteria({ entity: 'repeat-orders', view: 'ACTEXP' });
  const query = useQuery({
    ...ORDERS.page(
      { where: { ...criteria, id: { $in: ids.map(Number) } }, limit: ids.length },
      params,
    ),
    enabled: params.orderType === 'contracts' && ids.length > 0 && criteria !== undefined,
  });
  const found = query.data?.rows;
  return useMemo(() => new Set((found ?? []).map((row) => String(row.id))), [found]);
}

/** A row of the list, with whether it is a contract with expired activities (001 §4.1). */
type OrderListRow = OrderRow & { hasExpiredActivities?: boolean };

/** Props of {@link OrdersListScreen}. */
export interface OrdersListScreenProps {
  /** The list's own actions (NUOVO where the profile may create). */
  actions?: ReactNode;
}

/** The orders of the route's type (service orders or contracts); also the ORG report. */
export function OrdersListScreen({ actions }: OrdersListScreenProps) {
  const navigate = useNavigate();
  const { route, params, title, viewer, context } = useRecordRoute();
  const [state, update] = useOrderListState(viewer?.roleType);
  const [search, setSearch] = useSearchText(state.search, (text) =>
    update({ search: text }, { replace: true }),
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [draft, setDraft] = useState<OrderListFilters>({});
  const views = useWatchViews(route?.name, params);
  // Any view of the dashboard opens its list (000 §2: CLO, 2VAL… too), not only the chips'.
  const viewReference = route ? dashboardViewOfList(route.name, params, state.view) : null;
  const activeView = viewReference
    ? {
        label: dashboardViewLabel(viewReference) ?? state.view ?? '',
        criteria: viewCriteria(viewReference),
      }
    : undefined;

  const include = viewer ? includesOf(ORDERS.columns, viewer) : [];
  const query: ListQuery = {
    limit: state.pageSize,
    offset: state.pageIndex * state.pageSize,
    order: orderListOrder(state.sort),
    ...(include.length > 0 ? { include } : {}),
    ...(state.search.trim() ? { full_text: state.search.trim() } : {}),
    where: { ...orderListCriteria(state.filters), ...activeView?.criteria },
  };
  const page = useQuery({
    ...ORDERS.page(query, params),
    enabled: viewer !== undefined,
    placeholderData: keepPreviousData,
  });
  const pageRows = page.data?.rows;
  const expired = useExpiredActivityContracts(
    params,
    (pageRows ?? []).map((row) => String(row.id)),
  );
  // New row objects when the flag arrives, so the table reads their cells again.
  const rows = useMemo<OrderListRow[]>(
    () =>
      (pageRows ?? []).map((row) =>
        expired.has(String(row.id)) ? { ...row, hasExpiredActivities: true } : row,
      ),
    [pageRows, expired],
  );

  const columns = useMemo<RecordListColumn<OrderListRow>[]>(() => {
    if (!viewer) return [];
    const sortable: readonly string[] = orderListSortColumns(viewer.roleType);
    return fieldsShownTo(ORDERS.columns, viewer).map((field) => ({
      id: field.id,
      header: webMessage(field.label),
      sortable: sortable.includes(field.id),
      value: (row: OrderListRow) => {
        const presentation = field.present(row, context);
        if (presentation.kind === 'empty') return undefined;
        const text = presentationText(presentation, context);
        // 001 §4.1: a contract with activities past their end still to do shows 'Attività scadute'.
        return field.id === 'status' && row.hasExpiredActivities
          ? `${text}, ${orderChip('expiredActivities').label}`
          : text;
      },
    }));
  }, [viewer, context]);

  const sorting = useSortingState(state.sort);

  const modRoute = route ? siblingRoute(route, 'mod') : undefined;
  if (!route || !viewer) return null;
  const filterCount = activeOrderListFilters(state.filters);

  return (
    <RecordList<OrderListRow>
      title={title}
      rows={rows}
      rowCount={page.data?.total ?? 0}
      columns={columns}
      getRowId={(row, index) => recordId(row) ?? String(index)}
      pagination={{ pageIndex: state.pageIndex, pageSize: state.pageSize }}
      onPaginationChange={(next) => update(pagingChange(state, next))}
      pageSizeOptions={ORDER_LIST_PAGE_SIZES}
      loading={page.isPending}
      error={page.isError}
      onRetry={() => void page.refetch()}
      search={{ value: search, onChange: setSearch }}
      sorting={sorting}
      onSortingChange={(next) =>
        update({ sort: sortOfTable(next, orderListSortColumns(viewer.roleType)) })
      }
      labels={{ sortDefault: ORDER_LIST_DEFAULT_SORT_LABEL }}
      actions={
        <div className={styles.toolbar}>
          {views.length > 0 ? (
            <ListViewButtons
              label={webMessage('list.views')}
              views={views}
              selected={state.view}
              onSelect={(id) => update({ view: id === state.view ? null : id })}
              data-order-views
            />
          ) : null}
          {activeView ? (
            <ListViewChip label={activeView.label} onRemove={() => update({ view: null })} />
          ) : null}
          <AdvancedFiltersDialog
            open={filtersOpen}
            onOpenChange={(open) => {
              // Opening starts from the filters applied now.
              if (open) setDraft(state.filters);
              setFiltersOpen(open);
            }}
            trigger={
              <Button variant="outlined" icon={<SlidersHorizontal size={16} aria-hidden />}>
                {filterCount > 0
                  ? webMessage('order.list.filtersActive', { count: filterCount })
                  : webMessage('order.list.filters')}
              </Button>
            }
            activeCount={activeOrderListFilters(draft)}
            onApply={() => update({ filters: draft })}
            onReset={() => setDraft({})}
          >
            <FiltersFields filters={draft} onChange={setDraft} />
          </AdvancedFiltersDialog>
          {actions}
        </div>
      }
      {...(modRoute
        ? {
            onRowActivate: (row: OrderListRow) => {
              const id = recordId(row);
              const href = id ? routeHref(modRoute, { ...params, idElement: id, id }) : undefined;
              if (href) navigate(href);
            },
          }
        : {})}
    />
  );
}

/** The advanced filters' fields, on the dialog's draft until Applica. */
function FiltersFields({
  filters,
  onChange,
}: {
  filters: OrderListFilters;
  onChange: (change: (filters: OrderListFilters) => OrderListFilters) => void;
}) {
  /** The filters with one field set, or left out when emptied. */
  const set =
    <Field extends keyof OrderListFilters>(field: Field) =>
    (value: OrderListFilters[Field] | undefined) =>
      onChange((current) => {
        const next = { ...current };
        if (value === undefined) delete next[field];
        else next[field] = value;
        return next;
      });
  return (
    <div className={styles.filters}>
      <Select
        label={ORDER_LIST_FILTER_LABELS.priority}
        options={ORDER_PRIORITY_OPTIONS.map((option) => ({
          value: String(option.value),
          label: option.label,
        }))}
        value={filters.priority === undefined ? null : String(filters.priority)}
        onChange={(value) => set('priority')(value ? Number(value) : undefined)}
      />
      <DateField
        label={ORDER_LIST_FILTER_LABELS.validToFrom}
        value={filters.validToFrom ?? null}
        onChange={(value) => set('validToFrom')(value ?? undefined)}
      />
      <DateField
        label={ORDER_LIST_FILTER_LABELS.validToTo}
        value={filters.validToTo ?? null}
        onChange={(value) => set('validToTo')(value ?? undefined)}
      />
    </div>
  );
}
