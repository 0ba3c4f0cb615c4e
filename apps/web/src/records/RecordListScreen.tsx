/**
 * The list screen of a feature's records (001 §2.2–2.4; 002 §2.8): the route's Italian title,
 * ui's RecordList bound to the feature's page query (the api-client's, with the related records
 * of the columns included in the same request), server paging, free-text search where the
 * feature allows it, the column sort where the feature declares its sortable columns (the server
 * sorts; a viewer is offered only the columns it sees), and rows that open the record's /mod
 * screen. The view, search, sort, page size and page live in the address (./listAddress.ts), so
 * a list can be bookmarked, survives a reload and the back button restores it. A feature with a
 * creation form passes its NUOVO as the list's action. A feature may give its list its own views
 * (001 §4.7: the folders' filters by state), buttons with their counts kept in `?view=` as well,
 * the server filtering by their criteria. Every list offers 'Esporta': the rows matching its
 * search, view and sort, in the columns the viewer sees, as an .xlsx workbook.
 */
import type { ListQuery } from '@portineria/api-client';
import {
  listOrder,
  listStateSearch,
  readListState,
  type Criteria,
  type ListStateOptions,
} from '@portineria/domain';
import { RecordList, type DataTableSortingState, type RecordListColumn } from '@portineria/ui';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Key } from 'lucide-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { webMessage } from '../messages/it-IT.ts';
import type { ListViewsDefinition, RecordDefinition, RecordRow } from './definition.ts';
import { ListViewButtons } from './ListViewButtons.tsx';
import { ListExportAction } from './ListExportAction.tsx';
import { ListViewChip } from './ListViewChip.tsx';
import { listViewOf } from './listView.ts';
import { fieldsShownTo, includesOf, recordId, type FieldMarker } from './fields.ts';
import {
  pagingChange,
  sortOfTable,
  useListAddressState,
  useSearchText,
  useSortingState,
} from './listAddress.ts';
import { presentationText, type PresentationContext } from './presenters.ts';
import { routeHref, siblingRoute } from './routeLinks.ts';
import { useRecordRoute } from './useRecordRoute.ts';
import * as styles from './records.css.ts';

const MARKER_ICONS = { licenceKey: Key } as const satisfies Record<FieldMarker['icon'], unknown>;

/** A list cell's text with the field's marker icon beside it, named for screen readers. */
function MarkedValue({ text, marker }: { text: string; marker: FieldMarker | undefined }) {
  const Icon = marker ? MARKER_ICONS[marker.icon] : undefined;
  return (
    <span className={styles.markedValue}>
      {text}
      {marker && Icon ? (
        <span
          className={styles.marker}
          role="img"
          aria-label={webMessage(marker.label)}
          title={webMessage(marker.label)}
          data-marker={marker.icon}
        >
          <Icon aria-hidden size={16} />
        </span>
      ) : null}
    </span>
  );
}

/** A list shows status names, not the role's order chips: the context has no role. */
function listContext(context: PresentationContext): PresentationContext {
  return { now: context.now, product: context.product, buildings: context.buildings };
}

/**
 * The list's own view the address names (`?view=`) among the definition's, with each view's
 * count once known; none when the definition has no views.
 */
function useOwnViews(views: ListViewsDefinition | undefined, selectedId: string | null) {
  const count = views?.count;
  const counts = useQueries({
    queries: count ? (views?.options ?? []).map((option) => count(option.criteria)) : [],
  });
  if (!views) return null;
  return {
    label: webMessage(views.label),
    defaultId: views.selectedOf(null),
    selected: views.options.find((option) => option.id === selectedId),
    options: views.options.map((option, index) => ({
      id: option.id,
      label: option.label,
      count: counts[index]?.data,
    })),
  };
}

/** The list's own criteria and the view's, both applied. */
function withView(query: ListQuery, criteria: Criteria | undefined): ListQuery {
  return criteria ? { ...query, where: { ...query.where, ...criteria } } : query;
}

/** Props of {@link RecordListScreen}. */
export interface RecordListScreenProps<Row extends RecordRow> {
  definition: RecordDefinition<Row>;
  /** The list's own actions (a feature's NUOVO, once it has a creation form). */
  actions?: ReactNode;
}

/** The page sizes a list offers (ui DataTable's); the definition's own size is the default. */
const PAGE_SIZES = [10, 25, 50] as const;

/**
 * What the list allows in its address: its page sizes (the definition's first) and the columns
 * the viewer may sort by — those the definition sorts on among those it sees.
 */
function useListOptions<Row extends RecordRow>(
  definition: RecordDefinition<Row>,
  shownColumnIds: readonly string[],
): ListStateOptions {
  const defaultSize = definition.pageSize ?? 25;
  const sortFields = definition.sortFields;
  const shownKey = shownColumnIds.join(',');
  return useMemo(
    () => ({
      pageSizes: [defaultSize, ...PAGE_SIZES.filter((size) => size !== defaultSize)],
      sortColumns: sortFields
        ? shownKey.split(',').filter((id) => Object.hasOwn(sortFields, id))
        : [],
    }),
    [defaultSize, sortFields, shownKey],
  );
}

export function RecordListScreen<Row extends RecordRow>({
  definition,
  actions,
}: RecordListScreenProps<Row>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { route, params, title, viewer, context } = useRecordRoute();
  const shown = useMemo(
    () => (viewer ? fieldsShownTo(definition.columns, viewer) : []),
    [definition, viewer],
  );
  const options = useListOptions(
    definition,
    shown.map((field) => field.id),
  );
  const read = useCallback(
    (address: Readonly<Record<string, string>>) => readListState(address, options),
    [options],
  );
  const write = useCallback(
    (next: Parameters<typeof listStateSearch>[0]) => listStateSearch(next, options),
    [options],
  );
  const [state, update] = useListAddressState(read, write);
  const commitSearch = useCallback(
    (text: string) => update({ search: text }, { replace: true }),
    [update],
  );
  const [search, setSearch] = useSearchText(state.search, commitSearch);
  // The address holds one view: a dashboard view (the folders' 'Scadute') stands for the list's
  // own views, none of which is then chosen or applied (./listView.ts).
  const chosen = listViewOf(route?.name, params, state.view, definition.views);
  const view = chosen.dashboard;
  const ownViews = useOwnViews(definition.views, chosen.ownId);
  const ownView = ownViews?.selected;
  const sorting = useSortingState(state.sort);

  const columns = useMemo<RecordListColumn<Row>[]>(() => {
    const cellContext = listContext(context);
    const sortable: readonly string[] = options.sortColumns;
    return shown.map((field) => {
      const value = (row: Row) => {
        const presentation = field.present(row, cellContext);
        return presentation.kind === 'empty'
          ? undefined
          : presentationText(presentation, cellContext);
      };
      const marker = field.marker;
      return {
        id: field.id,
        header: webMessage(field.label),
        value,
        sortable: sortable.includes(field.id),
        ...(marker
          ? {
              render: (row: Row) => (
                <MarkedValue text={value(row) ?? webMessage('detail.empty')} marker={marker(row)} />
              ),
            }
          : {}),
      };
    });
  }, [shown, context, options]);
  const include = viewer ? includesOf(definition.columns, viewer) : [];
  const order =
    state.sort && definition.sortFields
      ? listOrder(state.sort, definition.sortFields, [])
      : definition.order;
  const fullText = state.search.trim();
  /** The list's query for a page: its search, view, sort and includes, at `offset`. */
  const pageQuery = (paging: { limit: number; offset: number }) =>
    definition.page(
      withView(
        {
          ...paging,
          ...(order ? { order } : {}),
          ...(include.length > 0 ? { include } : {}),
          ...(fullText ? { full_text: fullText } : {}),
        },
        chosen.criteria,
      ),
      params,
    );
  const page = useQuery({
    ...pageQuery({ limit: state.pageSize, offset: state.pageIndex * state.pageSize }),
    enabled: viewer !== undefined,
    placeholderData: keepPreviousData,
  });
  const sortedColumn = state.sort
    ? columns.find((column) => column.id === state.sort?.column)
    : undefined;
  const sortLabel =
    sortedColumn && state.sort
      ? webMessage(
          state.sort.desc
            ? 'list.export.filters.sortDescending'
            : 'list.export.filters.sortAscending',
          { column: sortedColumn.header },
        )
      : definition.defaultSortLabel
        ? webMessage(definition.defaultSortLabel)
        : null;
  const exportAction = (
    <ListExportAction<Row>
      title={title}
      columns={columns}
      fetchPage={(paging) => queryClient.fetchQuery(pageQuery(paging))}
      filters={{
        search: fullText,
        view: view?.label ?? (ownView && ownView.id !== ownViews?.defaultId ? ownView.label : null),
        sort: sortLabel,
      }}
    />
  );

  const sortDefault =
    options.sortColumns.length > 0 && definition.defaultSortLabel
      ? { sortDefault: webMessage(definition.defaultSortLabel) }
      : {};
  const empty = definition.emptyLabel ? { empty: webMessage(definition.emptyLabel) } : {};
  const labels =
    Object.keys(sortDefault).length + Object.keys(empty).length > 0
      ? { ...sortDefault, ...empty }
      : undefined;

  const modRoute = route ? siblingRoute(route, 'mod') : undefined;
  if (!route || !viewer) return null;
  return (
    <RecordList<Row>
      title={title}
      rows={page.data?.rows ?? []}
      rowCount={page.data?.total ?? 0}
      columns={columns}
      getRowId={(row, index) => recordId(row) ?? String(index)}
      pagination={{ pageIndex: state.pageIndex, pageSize: state.pageSize }}
      onPaginationChange={(next) => update(pagingChange(state, next))}
      pageSizeOptions={[...options.pageSizes].sort((left, right) => left - right)}
      loading={page.isPending}
      error={page.isError}
      onRetry={() => void page.refetch()}
      {...(definition.searchable ? { search: { value: search, onChange: setSearch } } : {})}
      {...(options.sortColumns.length > 0
        ? {
            sorting,
            onSortingChange: (next: DataTableSortingState) =>
              update({ sort: sortOfTable(next, options.sortColumns) }),
          }
        : {})}
      {...(labels ? { labels } : {})}
      actions={
        <>
          {ownViews ? (
            <ListViewButtons
              label={ownViews.label}
              views={ownViews.options}
              selected={ownView?.id ?? null}
              // The default view is the bare address; pressing the chosen view keeps it.
              onSelect={(id) => update({ view: id === ownViews.defaultId ? null : id })}
              data-list-views
            />
          ) : null}
          {view ? (
            <ListViewChip label={view.label} onRemove={() => update({ view: null })} />
          ) : null}
          {exportAction}
          {actions}
        </>
      }
      {...(modRoute
        ? {
            onRowActivate: (row: Row) => {
              const id = recordId(row);
              const href = id ? routeHref(modRoute, { ...params, idElement: id, id }) : undefined;
              if (href) navigate(href);
            },
          }
        : {})}
    />
  );
}
