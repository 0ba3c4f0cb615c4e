/**
 * What a profile may do on the activities of an order (001 §4.2), asked of domain's
 * `activityActionList`: the bar's actions of each activity (disabled with the reason), and what
 * pressing one does — the edit dialog, domain's confirmation then the event (delete, reject,
 * quick completion), or the task form. Every event carries the activity's version as read.
 */
import {
  activityTransitionMutationOptions,
  isStaleRecordError,
  type ActivityTransitionRequest,
} from '@portineria/api-client';
import {
  activityActionList,
  hrefFor,
  message,
  type Activity,
  type ActivityActionItem,
  type ActivityLifecycleRecord,
  type OrderLifecycleRecord,
  type TransitionActor,
} from '@portineria/domain';
import { ConfirmDialog, useSnackbar, type ActionBarAction } from '@portineria/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { visibleBarActions } from '../../lib/actionBar.ts';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import { ActivityEditDialog } from './ActivityEditDialog.tsx';

/** An activity as the reads answer it, with its version. */
export type ActivityRowWithVersion = Activity & { updatedAt?: string | null };

type ActivityEvent = ActivityTransitionRequest['event'];

const DESTRUCTIVE = new Set(['delete', 'reject']);

const EVENT_ACTIONS: Readonly<Record<string, string>> = {
  EDIT: 'edit',
  DELETE: 'delete',
  REJECT: 'reject',
  REGISTER_TASK: 'registerTask',
  COMPLETE_QUICKLY: 'completeQuickly',
};

/** The actions of one activity as ui's bar shows them (the hidden ones left out). */
export function activityBarActions(actions: readonly ActivityActionItem[]): ActionBarAction[] {
  return visibleBarActions(actions, { destructive: DESTRUCTIVE });
}

/** The actions of the activities of one order, and the dialogs they open. */
export function useActivityActions(
  order: OrderLifecycleRecord | undefined,
  actor: TransitionActor,
  activities: readonly ActivityRowWithVersion[],
) {
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const queryClient = useQueryClient();
  const mutation = useMutation(activityTransitionMutationOptions(apiClient));
  const [confirming, setConfirming] = useState<
    { activity: ActivityRowWithVersion; action: ActivityActionItem } | undefined
  >(undefined);
  const [editing, setEditing] = useState<ActivityRowWithVersion | undefined>(undefined);
  const now = useMemo(() => new Date(), []);
  const siblings = activities.map((row) => ({
    id: row.id,
    status: row.status,
    validTo: row.validTo,
  }));

  const actionsOf = (activity: ActivityRowWithVersion): ActivityActionItem[] =>
    order
      ? activityActionList(activity as ActivityLifecycleRecord, order, actor, now, siblings)
      : [];

  const send = (activity: ActivityRowWithVersion, event: ActivityEvent) =>
    mutation.mutateAsync(
      { id: activity.id, event, version: activity.updatedAt ?? null },
      {
        onSuccess: () => show({ message: webMessage('record.action.done'), tone: 'success' }),
        onError: (error) => {
          if (isStaleRecordError(error)) void queryClient.invalidateQueries();
          show({
            message: isStaleRecordError(error)
              ? message('records.staleWrite')
              : saveErrorMessage(error),
            tone: 'error',
          });
        },
      },
    );

  /** Presses an action of an activity. */
  const run = (activity: ActivityRowWithVersion, actionId: string) => {
    const action = actionsOf(activity).find((each) => each.id === actionId);
    if (!action?.enabled) return;
    if (action.id === 'edit') return setEditing(activity);
    if (action.id === 'registerTask')
      return navigate(hrefFor('splTasksNew', { idElement: String(activity.id) }));
    if (action.confirmation) return setConfirming({ activity, action });
    void send(activity, { type: action.event } as ActivityEvent).catch(() => undefined);
  };

  /** The running action, as `activityId:actionId`. */
  const pending =
    mutation.isPending && mutation.variables
      ? `${String(mutation.variables.id)}:${EVENT_ACTIONS[mutation.variables.event.type] ?? ''}`
      : undefined;

  const dialogs: ReactNode = (
    <>
      {editing && order ? (
        <ActivityEditDialog
          activity={editing as ActivityLifecycleRecord & { updatedAt?: string | null }}
          order={order}
          onClose={() => setEditing(undefined)}
        />
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
    </>
  );

  return { actionsOf, run, pending, dialogs };
}
