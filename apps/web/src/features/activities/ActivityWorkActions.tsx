/**
 * The supplier's work on an activity, on its own screen (001 §4.2): register a task (the task
 * form) or complete it quickly ('Chiudendo l'attività decidi di registrare un intervento come
 * eseguito.' CONTINUA / ANNULLA). Both are disabled with the reason when the activity is rejected
 * or done or the order suspended — domain's `activityActionList` decides, on the activity's
 * order and its sibling activities.
 */
import { getOrderActivitiesQueryOptions, getOrderQueryOptions } from '@portineria/api-client';
import type { OrderLifecycleRecord, TransitionActor } from '@portineria/domain';
import { ActionBar, Skeleton } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import {
  activityBarActions,
  useActivityActions,
  type ActivityRowWithVersion,
} from './useActivityActions.tsx';

/** Props of {@link ActivityWorkActions}. */
export interface ActivityWorkActionsProps {
  activity: ActivityRowWithVersion;
  actor: TransitionActor;
}

/** The action bar of an activity's screen. */
export function ActivityWorkActions({ activity, actor }: ActivityWorkActionsProps) {
  const orderId = activity._order ?? '';
  const order = useQuery({
    ...getOrderQueryOptions(apiClient, orderId),
    enabled: orderId !== '',
  });
  const siblings = useQuery({
    ...getOrderActivitiesQueryOptions(apiClient, orderId),
    enabled: orderId !== '',
  });
  const rows = (siblings.data ?? [activity]) as ActivityRowWithVersion[];
  const current = rows.find((row) => String(row.id) === String(activity.id)) ?? activity;
  const { actionsOf, run, pending, dialogs } = useActivityActions(
    order.data as OrderLifecycleRecord | undefined,
    actor,
    rows,
  );
  if (order.isPending || siblings.isPending) return <Skeleton lines={1} />;
  const [, pendingId] = pending?.split(':') ?? [];
  return (
    <>
      <ActionBar
        label={webMessage('activity.detail.actions')}
        actions={activityBarActions(actionsOf(current))}
        onAction={(actionId) => run(current, actionId)}
        {...(pendingId ? { pendingId } : {})}
      />
      {dialogs}
    </>
  );
}
