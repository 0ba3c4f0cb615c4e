/**
 * The activities section of an order's detail (001 §4.2): each activity with its status (the
 * organisation's rejection reads 'Annullata dall'amministratore'), its dates and note, and the
 * actions domain's `activityActionList` gives the active profile — enabled, or disabled with the
 * reason. NUOVA ATTIVITÀ is the order's ADD_ACTIVITIES, enabled by the order's own rule.
 */
import { getOrderActivitiesQueryOptions } from '@portineria/api-client';
import {
  ACTIVITY_STATUS,
  activityStatusLabel,
  hrefFor,
  orderActions,
  roleTypeOf,
  type OrderLifecycleRecord,
  type TransitionActor,
} from '@portineria/domain';
import { ActionBar, ActivityList, Button, type ActivityListItem } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { ActivityCreateDialog } from './ActivityCreateDialog.tsx';
import {
  activityBarActions,
  useActivityActions,
  type ActivityRowWithVersion,
} from './useActivityActions.tsx';
import * as styles from './activities.css.ts';

/** Props of {@link OrderActivities}. */
export interface OrderActivitiesProps {
  orderId: string;
  order: OrderLifecycleRecord;
  actor: TransitionActor;
}

/** The activities of an order, with what the active profile may do on each. */
export function OrderActivities({ orderId, order, actor }: OrderActivitiesProps) {
  const titleId = useId();
  const query = useQuery(getOrderActivitiesQueryOptions(apiClient, orderId));
  const [creating, setCreating] = useState(false);
  const now = useMemo(() => new Date(), []);
  const rows = (query.data ?? []) as ActivityRowWithVersion[];
  const { actionsOf, run, pending, dialogs } = useActivityActions(order, actor, rows);
  const isSupplier = roleTypeOf(actor.role) === 'SPL';
  // Adding activities is the order's ADD_ACTIVITIES: its rule says whether and why not.
  const add = orderActions(order, actor, now, rows).find(
    (action) => action.id === 'addActivities' && !action.hidden,
  );

  const items: ActivityListItem[] = rows.map((row) => ({
    id: String(row.id),
    code: row.code ?? String(row.id),
    ...(isSupplier ? { href: hrefFor('splActivityMod', { idElement: String(row.id) }) } : {}),
    statusLabel: activityStatusLabel(row) ?? String(row.status),
    statusTone:
      row.status === ACTIVITY_STATUS.REJECTED
        ? 'error'
        : row.status === ACTIVITY_STATUS.DONE
          ? 'success'
          : 'default',
    validFrom: row.validFrom,
    validTo: row.validTo,
    note: row.note ?? null,
    actions: activityBarActions(actionsOf(row)),
  }));

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-section="activities">
      <div className={styles.panelHeader}>
        <h3 id={titleId} className={styles.panelTitle}>
          {webMessage('order.detail.activities')}
        </h3>
        {add ? (
          <ActionBar
            size="small"
            label={webMessage('order.detail.activities')}
            actions={[
              {
                id: add.id,
                label: webMessage('activity.create.open'),
                enabled: add.enabled,
                ...(add.reason ? { reason: add.reason } : {}),
              },
            ]}
            onAction={() => setCreating(true)}
          />
        ) : null}
      </div>
      <ActivityList
        items={items}
        onAction={(activityId, actionId) => {
          const activity = rows.find((row) => String(row.id) === activityId);
          if (activity) run(activity, actionId);
        }}
        loading={query.isPending}
        {...(pending ? { pendingAction: pending } : {})}
        {...(query.isError
          ? {
              error: (
                <>
                  <p>{webMessage('order.detail.activitiesError')}</p>
                  <Button variant="outlined" size="small" onClick={() => void query.refetch()}>
                    {webMessage('order.detail.retry')}
                  </Button>
                </>
              ),
            }
          : {})}
      />
      {creating ? (
        <ActivityCreateDialog orderId={orderId} order={order} onClose={() => setCreating(false)} />
      ) : null}
      {dialogs}
    </section>
  );
}
