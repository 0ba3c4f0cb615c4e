/**
 * The activities section of an order's detail (001 §4.2): each activity with its status (the
 * organisation's rejection reads 'Annullata dall'amministratore'), its dates and note, and the
 * actions domain's `activityActionList` gives the active profile — enabled, or disabled with the
 * reason. Delete, reject and quick completion ask domain's confirmation first; registering a
 * task opens the task form. Every event carries the activity's version as read.
 */
import {
  activityTransitionMutationOptions,
  getOrderActivitiesQueryOptions,
  isStaleRecordError,
  type ActivityTransitionRequest,
} from '@portineria/api-client';
import {
  activityActionList,
  activityStatusLabel,
  hrefFor,
  orderActions,
  roleTypeOf,
  type Activity,
  type ActivityActionItem,
  type ActivityLifecycleRecord,
  type OrderLifecycleRecord,
  type TransitionActor,
} from '@portineria/domain';
import {
  ActionBar,
  ActivityList,
  Button,
  ConfirmDialog,
  useSnackbar,
  type ActionBarAction,
  type ActivityListItem,
} from '@portineria/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import { ActivityCreateDialog } from './ActivityCreateDialog.tsx';
import * as styles from './activities.css.ts';

/** An activity of the order as the order's activities read answers it, with its version. */
export type OrderActivityRow = Activity & { updatedAt?: string | null };

type ActivityEvent = ActivityTransitionRequest['event'];

const DESTRUCTIVE = new Set(['delete', 'reject']);

/** The actions of one activity as ui's bar shows them (the hidden ones left out). */
export function activityBarActions(actions: readonly ActivityActionItem[]): ActionBarAction[] {
  return actions
    .filter((action) => !action.hidden)
    .map((action) => ({
      id: action.id,
      label: action.label,
      enabled: action.enabled,
      ...(action.reason ? { reason: action.reason } : {}),
      ...(DESTRUCTIVE.has(action.id) ? { tone: 'error' as const } : {}),
    }));
}

/** Props of {@link OrderActivities}. */
export interface OrderActivitiesProps {
  orderId: string;
  order: OrderLifecycleRecord;
  actor: TransitionActor;
}

/** The activities of an order, with what the active profile may do on each. */
export function OrderActivities({ orderId, order, actor }: OrderActivitiesProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const queryClient = useQueryClient();
  const query = useQuery(getOrderActivitiesQueryOptions(apiClient, orderId));
  const mutation = useMutation(activityTransitionMutationOptions(apiClient));
  const [confirming, setConfirming] = useState<
    { activity: OrderActivityRow; action: ActivityActionItem } | undefined
  >(undefined);
  const [creating, setCreating] = useState(false);
  const now = useMemo(() => new Date(), []);
  const rows = (query.data ?? []) as OrderActivityRow[];
  const siblings = rows.map((row) => ({ id: row.id, status: row.status, validTo: row.validTo }));
  const isSupplier = roleTypeOf(actor.role) === 'SPL';
  // Adding activities is the order's ADD_ACTIVITIES: its rule says whether and why not.
  const add = orderActions(order, actor, now, siblings).find(
    (action) => action.id === 'addActivities' && !action.hidden,
  );
  const actionsOf = (row: OrderActivityRow) =>
    activityActionList(row as ActivityLifecycleRecord, order, actor, now, siblings);

  const send = (activity: OrderActivityRow, event: ActivityEvent) =>
    mutation.mutateAsync(
      { id: activity.id, event, version: activity.updatedAt ?? null },
      {
        onSuccess: () => show({ message: webMessage('order.action.done'), tone: 'success' }),
        onError: (error) => {
          if (isStaleRecordError(error)) void queryClient.invalidateQueries();
          show({
            message: isStaleRecordError(error)
              ? webMessage('order.action.stale')
              : saveErrorMessage(error),
            tone: 'error',
          });
        },
      },
    );

  const run = (activityId: string, actionId: string) => {
    const activity = rows.find((row) => String(row.id) === activityId);
    const action = activity && actionsOf(activity).find((each) => each.id === actionId);
    if (!activity || !action?.enabled) return;
    if (action.id === 'registerTask') {
      navigate(hrefFor('splTasksNew', { idElement: String(activity.id) }));
      return;
    }
    if (action.confirmation) {
      setConfirming({ activity, action });
      return;
    }
    void send(activity, { type: action.event } as ActivityEvent).catch(() => undefined);
  };

  const items: ActivityListItem[] = rows.map((row) => ({
    id: String(row.id),
    code: row.code ?? String(row.id),
    ...(isSupplier ? { href: hrefFor('splActivityMod', { idElement: String(row.id) }) } : {}),
    statusLabel: activityStatusLabel(row) ?? String(row.status),
    statusTone: row.status === 'REJECTED' ? 'error' : row.status === 'DONE' ? 'success' : 'default',
    validFrom: row.validFrom,
    validTo: row.validTo,
    note: row.note ?? null,
    actions: activityBarActions(actionsOf(row)),
  }));
  const pending =
    mutation.isPending && mutation.variables
      ? `${String(mutation.variables.id)}:${eventActionId(mutation.variables.event.type)}`
      : undefined;

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
        onAction={run}
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
      {confirming?.action.confirmation ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(undefined))}
          message={confirming.action.confirmation.message}
          confirmLabel={confirming.action.confirmation.confirmLabel}
          cancelLabel={confirming.action.confirmation.cancelLabel}
          tone={DESTRUCTIVE.has(confirming.action.id) ? 'destructive' : 'default'}
          onConfirm={() =>
            send(confirming.activity, { type: confirming.action.event } as ActivityEvent)
          }
          onConfirmError={() => undefined}
        />
      ) : null}
    </section>
  );
}

const EVENT_ACTIONS: Readonly<Record<string, string>> = {
  EDIT: 'edit',
  DELETE: 'delete',
  REJECT: 'reject',
  REGISTER_TASK: 'registerTask',
  COMPLETE_QUICKLY: 'completeQuickly',
};

function eventActionId(type: string): string {
  return EVENT_ACTIONS[type] ?? type;
}
