/**
 * The USR unread correspondence (001 §2.7 "Unread correspondence (USR)"; 001 §7 Communications:
 * type "corrispondenza", status SENT, not yet opened, 36 a page by offset_key), for the selected
 * building when one is selected. 'Carica altri' loads the next page.
 */
import { getUsrUnreadCorrespondenceInfiniteQueryOptions } from '@portineria/api-client';
import {
  dashboardItemHref,
  dashboardWidgetHref,
  commonMessage,
  type DashboardWidget,
} from '@portineria/domain';
import { Button, DateTime, ListCard, WidgetListItem } from '@portineria/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/apiClient.ts';
import { webMessage } from '../../../messages/startMessages.ts';
import { useLoadErrorSnack, type DashboardSession } from '../dashboardContext.ts';
import * as styles from '../dashboard.css.ts';

export function UnreadCorrespondenceWidget({
  widget,
  session,
  buildingId = null,
}: {
  widget: DashboardWidget;
  session: DashboardSession;
  buildingId?: string | number | null;
}) {
  const query = useInfiniteQuery(
    getUsrUnreadCorrespondenceInfiniteQueryOptions(apiClient, {
      product: session.profile.product,
      buildingId,
    }),
  );
  useLoadErrorSnack(query.error);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const state = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  return (
    <div className={styles.fill} data-widget-state={state}>
      <ListCard
        title={widget.name}
        headingLevel={3}
        items={items}
        maxItems={items.length}
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        getItemKey={(item) => String(item.id)}
        renderItem={(item) => (
          <WidgetListItem
            title={item.object}
            meta={<DateTime value={item.sendingDate} />}
            href={dashboardItemHref(item.reference, 'USR') ?? undefined}
          />
        )}
        labels={{ empty: commonMessage('common.empty') }}
        showAllHref={dashboardWidgetHref(widget.id) ?? undefined}
        footer={
          query.hasNextPage ? (
            <Button
              variant="text"
              size="small"
              pending={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {webMessage('dashboard.correspondence.more')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
