/**
 * The counters of the dashboards (000 §2, §4, §9): a 2x1 counter counts one view, a 4x1 chip
 * counter one chip per view. Each view is one call of the api-client's counter (000 §7 "counter
 * endpoints/search/count … index 1 = criteria count", '@activeUser' replaced); a counter and a chip
 * of the same view share one request through the query cache. A failed count shows '-' and the
 * HTTP error snack (000 §8).
 */
import {
  dashboardViewHref,
  dashboardViewLabel,
  type DashboardViewReference,
  type DashboardWidget,
} from '@portineria/domain';
import { ChipCounterCard, CounterCard } from '@portineria/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { viewCountQuery } from '../widgetQueries.ts';
import { useLoadErrorSnack, type DashboardSession } from '../dashboardContext.ts';
import * as styles from '../dashboard.css.ts';

function viewHref(session: DashboardSession, reference: DashboardViewReference) {
  return session.role === 'USR'
    ? undefined
    : (dashboardViewHref(reference, session.role) ?? undefined);
}

/** The load state a cell reports for the benchmark and the tests (`data-widget-state`). */
export type WidgetLoadState = 'loading' | 'ready' | 'error';

/** A 2x1 counter of one view. */
export function CounterWidget({
  widget,
  session,
}: {
  widget: DashboardWidget;
  session: DashboardSession;
}) {
  const [reference] = widget.views;
  const query = useQuery({ ...viewCountQuery(session, reference!), enabled: Boolean(reference) });
  useLoadErrorSnack(query.error);
  return (
    <div
      className={styles.fill}
      data-widget-state={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
    >
      <CounterCard
        title={widget.name}
        value={query.isError ? null : (query.data ?? null)}
        loading={query.isPending}
        href={reference ? viewHref(session, reference) : undefined}
      />
    </div>
  );
}

/** A 4x1 chip counter: one chip per view of the widget, in the catalogue's order. */
export function ChipCounterWidget({
  widget,
  session,
}: {
  widget: DashboardWidget;
  session: DashboardSession;
}) {
  const queries = useQueries({
    queries: widget.views.map((reference) => viewCountQuery(session, reference)),
  });
  const failed = queries.find((query) => query.isError)?.error;
  useLoadErrorSnack(failed);
  const state: WidgetLoadState = queries.some((query) => query.isPending)
    ? 'loading'
    : failed
      ? 'error'
      : 'ready';
  return (
    <div className={styles.fill} data-widget-state={state}>
      <ChipCounterCard
        title={widget.name}
        items={widget.views.map((reference, index) => {
          const query = queries[index];
          return {
            id: `${reference.entity}:${reference.view ?? ''}`,
            label: dashboardViewLabel(reference) ?? widget.name,
            value: query?.isError ? null : (query?.data ?? null),
            loading: query?.isPending ?? true,
            href: viewHref(session, reference),
          };
        })}
      />
    </div>
  );
}
