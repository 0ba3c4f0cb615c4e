/**
 * The list screen of a feature's records (001 §2.2–2.4; 002 §2.8): the route's Italian title,
 * ui's RecordList bound to the feature's page query (the api-client's, with the related records
 * of the columns included in the same request), server paging, free-text search where the
 * feature allows it, and rows that open the record's /mod screen. A feature with a creation form
 * passes its NUOVO as the list's action.
 */
import { dashboardViewCount, type ListQuery } from '@portineria/api-client';
import {
  dashboardViewLabel,
  dashboardViewOfList,
  SEARCH_DEBOUNCE_MS,
  type Criteria,
} from '@portineria/domain';
import {
  Button,
  Chip,
  RecordList,
  type DataTablePaginationState,
  type RecordListColumn,
} from '@portineria/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Key } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { webMessage } from '../messages/it-IT.ts';
import type { RecordDefinition, RecordRow } from './definition.ts';
import { fieldsShownTo, includesOf, recordId, type FieldMarker } from './fields.ts';
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

function useDebounced<Value>(value: Value, delay: number): Value {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** A list shows status names, not the role's order chips: the context has no role. */
function listContext(context: PresentationContext): PresentationContext {
  return { now: context.now, product: context.product, buildings: context.buildings };
}

/**
 * The dashboard view the address names (`?view=`, 000 §2: a counter or a chip opens its list
 * filtered to its view): its label and the criteria the counter counted, or null.
 */
function useListView(
  routeName: string | undefined,
  params: Readonly<Record<string, string | undefined>>,
) {
  const [searchParams] = useSearchParams();
  const reference = routeName
    ? dashboardViewOfList(routeName, params, searchParams.get('view'))
    : null;
  const count = reference ? dashboardViewCount(reference) : null;
  if (!reference || !count || count.kind === 'folders') return null;
  const label = dashboardViewLabel(reference);
  return label ? { label, criteria: count.criteria } : null;
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

export function RecordListScreen<Row extends RecordRow>({
  definition,
  actions,
}: RecordListScreenProps<Row>) {
  const navigate = useNavigate();
  const { route, params, title, viewer, context } = useRecordRoute();
  const view = useListView(route?.name, params);
  const [pagination, setPagination] = useState<DataTablePaginationState>({
    pageIndex: 0,
    pageSize: definition.pageSize ?? 25,
  });
  const [search, setSearch] = useState('');
  const fullText = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);

  const columns = useMemo<RecordListColumn<Row>[]>(() => {
    if (!viewer) return [];
    const cellContext = listContext(context);
    return fieldsShownTo(definition.columns, viewer).map((field) => {
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
        ...(marker
          ? {
              render: (row: Row) => (
                <MarkedValue text={value(row) ?? webMessage('detail.empty')} marker={marker(row)} />
              ),
            }
          : {}),
      };
    });
  }, [definition, viewer, context]);
  const include = viewer ? includesOf(definition.columns, viewer) : [];
  const page = useQuery({
    ...definition.page(
      withView(
        {
          limit: pagination.pageSize,
          offset: pagination.pageIndex * pagination.pageSize,
          ...(definition.order ? { order: definition.order } : {}),
          ...(include.length > 0 ? { include } : {}),
          ...(fullText ? { full_text: fullText } : {}),
        },
        view?.criteria,
      ),
      params,
    ),
    enabled: viewer !== undefined,
    placeholderData: keepPreviousData,
  });

  const modRoute = route ? siblingRoute(route, 'mod') : undefined;
  if (!route || !viewer) return null;
  return (
    <RecordList<Row>
      title={title}
      rows={page.data?.rows ?? []}
      rowCount={page.data?.total ?? 0}
      columns={columns}
      getRowId={(row, index) => recordId(row) ?? String(index)}
      pagination={pagination}
      onPaginationChange={setPagination}
      loading={page.isPending}
      error={page.isError}
      onRetry={() => void page.refetch()}
      {...(definition.searchable ? { search: { value: search, onChange: setSearch } } : {})}
      {...(view || actions
        ? {
            actions: (
              <>
                {view ? (
                  <>
                    <Chip label={webMessage('list.view', { view: view.label })} tone="primary" />
                    <Button
                      variant="text"
                      size="small"
                      onClick={() => navigate({ search: '' }, { replace: true })}
                    >
                      {webMessage('list.view.remove')}
                    </Button>
                  </>
                ) : null}
                {actions}
              </>
            ),
          }
        : {})}
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
