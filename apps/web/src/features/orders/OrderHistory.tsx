/** The order's history timeline (who, profile, when, from → to), newest first. */
import { getOrderHistoryQueryOptions } from '@portineria/api-client';
import { Button, HistoryTimeline } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { historyTimelineEntry } from './orderHistory.ts';
import * as styles from './orderDetail.css.ts';

/** Props of {@link OrderHistory}. */
export interface OrderHistoryProps {
  orderId: string;
}

/** The history section of an order's detail. */
export function OrderHistory({ orderId }: OrderHistoryProps) {
  const titleId = useId();
  const query = useQuery(getOrderHistoryQueryOptions(apiClient, orderId));
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-section="history">
      <h3 id={titleId} className={styles.panelTitle}>
        {webMessage('order.detail.history')}
      </h3>
      <HistoryTimeline
        entries={(query.data ?? []).map(historyTimelineEntry)}
        loading={query.isPending}
        error={
          query.isError ? (
            <>
              <p className={styles.muted}>{webMessage('order.detail.historyError')}</p>
              <Button variant="outlined" size="small" onClick={() => void query.refetch()}>
                {webMessage('order.detail.retry')}
              </Button>
            </>
          ) : undefined
        }
      />
    </section>
  );
}
