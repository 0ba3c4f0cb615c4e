/**
 * A dashboard list (000 §2, §9 "lists show at most 5 items"; 000 §8 'Nessun elemento da
 * visualizzare'): ui's ListCard with one WidgetListItem per row, fed by one query of the
 * api-client. Loading shows skeleton rows, a failure the error state with 'Riprova' and the HTTP
 * error snack, an empty answer the widget's empty message.
 */
import { commonMessage, dashboardMessage, type DashboardWidget } from '@portineria/domain';
import { ListCard, WidgetListItem } from '@portineria/ui';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLoadErrorSnack } from '../dashboardContext.ts';
import * as styles from '../dashboard.css.ts';

/** One row of a dashboard list, ready for ui's WidgetListItem. */
export interface DashboardListRow {
  key: string;
  title: string;
  subtitle?: ReactNode;
  meta?: ReactNode;
  accessory?: ReactNode;
  leading?: ReactNode;
  href?: string;
}

/** A list widget: its card and the query whose rows it shows. */
export function ListWidget<Data>({
  widget,
  title = widget.name,
  query: options,
  rows,
  headerActions,
  showAllHref,
}: {
  widget: DashboardWidget;
  /** The card title; the widget's name unless the widget presents itself otherwise. */
  title?: string;
  // The options of any api-client query; the rows are derived from its data.
  query: UseQueryOptions<Data, Error, Data, readonly unknown[]>;
  rows: (data: Data) => DashboardListRow[];
  headerActions?: ReactNode;
  showAllHref?: string;
}) {
  const query = useQuery(options);
  useLoadErrorSnack(query.error);
  const items = query.data === undefined ? [] : rows(query.data);
  const state = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  const emptyKey = widget.emptyMessageKey ?? 'common.empty';
  return (
    <div className={styles.fill} data-widget-state={state}>
      <ListCard
        title={title}
        headingLevel={3}
        items={items}
        maxItems={widget.listLimit ?? undefined}
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        getItemKey={(row) => row.key}
        renderItem={(row) => (
          <WidgetListItem
            title={row.title}
            subtitle={row.subtitle}
            meta={row.meta}
            accessory={row.accessory}
            leading={row.leading}
            href={row.href}
          />
        )}
        headerActions={headerActions}
        showAllHref={showAllHref}
        labels={{
          empty: emptyKey === 'common.empty' ? commonMessage(emptyKey) : dashboardMessage(emptyKey),
        }}
      />
    </div>
  );
}
