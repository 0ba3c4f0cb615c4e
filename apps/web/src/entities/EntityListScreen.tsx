/**
 * The generic list screen of every entity route (001 §2.2–2.4; 002 §2.8): the Italian title of
 * domain's route table, a ui DataTable bound to the entity's api-client list call with server
 * paging, free-text search, loading, empty and error states, and NUOVO only when the permission
 * check allows APP_NEW on the creation route.
 */
import {
  hrefFor,
  matchRoute,
  message,
  ROUTES,
  routeTitleKey,
  SEARCH_DEBOUNCE_MS,
  type RouteDefinition,
  type RouteName,
} from '@portineria/domain';
import {
  Button,
  createDataTableColumnHelper,
  DataTable,
  PermissionGate,
  TextField,
  type DataTablePaginationState,
} from '@portineria/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '../app/apiClient.ts';
import { usePathPermission } from '../app/permissions.ts';
import { webMessage } from '../messages/it-IT.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { PRODUCT } from '../session/sessionStorage.ts';
import { entityConfig, type EntityConfig } from './entityTable.ts';
import type { EntityRecord } from './entitySources.ts';
import { fieldText, type PresentationContext } from './fieldValue.ts';
import * as styles from './entityScreens.css.ts';

/** The sibling route of a list (its /new or /mod screen): same role tree, entity and kind. */
export function siblingRoute(
  route: RouteDefinition,
  kind: 'new' | 'mod' | 'list',
): RouteDefinition | undefined {
  return ROUTES.find(
    (candidate: RouteDefinition) =>
      candidate.kind === kind &&
      candidate.entity === route.entity &&
      candidate.roleType === route.roleType &&
      // orgOrdersNewWizard is a step of the wizard, not the creation screen.
      !candidate.path.includes('/wizard/'),
  );
}

/** The path of a route with parameters, through domain's hrefFor (the one URL builder). */
export function routeHref(
  route: RouteDefinition,
  params: Record<string, string | undefined>,
): string {
  const wanted = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
  return (hrefFor as (name: RouteName, params?: object) => string)(route.name as RouteName, wanted);
}

function useDebounced<Value>(value: Value, delay: number): Value {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const column = createDataTableColumnHelper<EntityRecord>();

const columnsCache = new WeakMap<EntityConfig, ReturnType<typeof buildColumns>>();

/** The DataTable columns of an entity, built once per configuration (stable between renders). */
function columnsOf(config: EntityConfig) {
  const cached = columnsCache.get(config);
  if (cached) return cached;
  const built = buildColumns(config);
  columnsCache.set(config, built);
  return built;
}

/**
 * What the list cells need to present a value: no role (the order chips of the detail depend on
 * it; a list shows the status name) and no user's buildings.
 */
const LIST_CONTEXT: PresentationContext = { now: new Date(), product: PRODUCT, buildings: [] };

function buildColumns(config: EntityConfig) {
  return config.columns.map((field) =>
    column.accessor((record) => fieldText(record, field, LIST_CONTEXT), {
      id: field.key,
      header: webMessage(field.labelKey),
      enableSorting: false,
    }),
  );
}

export function EntityListScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const match = matchRoute(location.pathname);
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const route: RouteDefinition | undefined = match?.route;
  const params = (match?.params ?? {}) as Record<string, string | undefined>;
  const config = entityConfig(route?.entity ?? route?.kind);
  const title = match ? message(routeTitleKey(match)) : '';
  const titleId = useId();

  const [pagination, setPagination] = useState<DataTablePaginationState>({
    pageIndex: 0,
    pageSize: 25,
  });
  const [search, setSearch] = useState('');
  const fullText = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const paramsKey = JSON.stringify(params);

  const list = useQuery({
    queryKey: [
      'entities',
      route?.entity,
      profile?.uid,
      paramsKey,
      pagination.pageIndex,
      pagination.pageSize,
      fullText,
    ],
    queryFn: ({ signal }) =>
      config!.source(apiClient, params).list(
        {
          limit: pagination.pageSize,
          offset: pagination.pageIndex * pagination.pageSize,
          ...(fullText ? { full_text: fullText } : {}),
        },
        signal,
      ),
    enabled: Boolean(config && profile),
    placeholderData: keepPreviousData,
  });

  const newRoute = route ? siblingRoute(route, 'new') : undefined;
  const modRoute = route ? siblingRoute(route, 'mod') : undefined;
  const newDecision = usePathPermission(profile, newRoute?.permissionPath, 'APP_NEW');
  const columns = config ? columnsOf(config) : [];

  if (!route || !config) return null;
  let newHref: string | undefined;
  try {
    newHref = newRoute ? routeHref(newRoute, params) : undefined;
  } catch {
    // A creation route that needs a record id (SPL tasks: /new/{activity id}) has no list button.
    newHref = undefined;
  }

  return (
    <section className={styles.screen}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.toolbar}>
          {config.searchable ? (
            <TextField
              label={webMessage('list.searchLabel', { title })}
              type="search"
              placeholder={webMessage('list.search')}
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPagination((current) => ({ ...current, pageIndex: 0 }));
              }}
            />
          ) : null}
          {newHref && newDecision && newDecision.state !== 'hidden' ? (
            <PermissionGate decision={newDecision} featureLabel={webMessage('list.new')}>
              <Button icon={<Plus size={16} aria-hidden />} onClick={() => navigate(newHref)}>
                {webMessage('list.new')}
              </Button>
            </PermissionGate>
          ) : null}
        </div>
      </header>
      <DataTable<EntityRecord>
        aria-labelledby={titleId}
        data={list.data?.rows ?? []}
        columns={columns}
        getRowId={(record, index) => String(record.id ?? index)}
        rowCount={list.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={list.isPending && Boolean(profile)}
        error={list.isError}
        onRetry={() => void list.refetch()}
        filtered={fullText !== ''}
        {...(modRoute
          ? {
              onRowActivate: (record: EntityRecord) => {
                if (record.id !== undefined) {
                  navigate(
                    routeHref(modRoute, {
                      ...params,
                      idElement: String(record.id),
                      id: String(record.id),
                    }),
                  );
                }
              },
            }
          : {})}
      />
    </section>
  );
}
