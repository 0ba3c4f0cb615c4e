/**
 * The lifecycle action bar every record kind shares (orders, tickets, and the claims, quotes,
 * tokens and folders to come). Domain's actions list says what the active profile may do now
 * and why the rest is refused: the bar shows them all (disabled with domain's reason), asks the
 * confirmation domain names, and sends the event with the version of the record as read through
 * the api-client's transition mutation. A stale event (409 STALE_RECORD) says so and reads the
 * record again; another refusal (409 CONFLICT, 403) says the gateway's message. Events that carry
 * a payload are the feature's: it serves the action (`servedByFeature`), opens its dialog
 * (`children`) and sends the event with the transition's `send`.
 *
 * ```tsx
 * const transition = useRecordTransition({
 *   recordId: ticketId,
 *   version: ticket.updatedAt ?? null,
 *   mutation: ticketTransitionMutationOptions(apiClient),
 *   staleMessage: webMessage('ticket.action.stale'),
 * });
 * <RecordLifecycleActions label={…} actions={ticketActions(…)} kinds={…} transition={transition}
 *   servedByFeature={(action) => action.id === 'assign' && (setAssigning(true), true)}>
 *   {assigning ? <AssignDialog onSubmit={(assignee) => transition.send({ type: 'ASSIGN', assignee })} /> : null}
 * </RecordLifecycleActions>
 * ```
 */
import type { RecordVersion, TransitionAction } from '@portineria/domain';
import { ActionBar, ConfirmDialog, useSnackbar } from '@portineria/ui';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { webMessage } from '../messages/it-IT.ts';
import {
  lifecycleBarActions,
  lifecycleFailure,
  lifecyclePress,
  pendingLifecycleActionId,
  type LifecycleBarKinds,
  type RecordTransitionVariables,
} from './recordLifecycle.ts';

/** An event of a record's lifecycle, as the transition endpoints take it. */
export interface LifecycleEvent {
  type: string;
}

/** Options of {@link useRecordTransition}. */
export interface RecordTransitionOptions<Event extends LifecycleEvent, Data> {
  /** The record's id. */
  recordId: RecordTransitionVariables<Event>['id'];
  /** The record's version as read (`updatedAt`): a stale event is refused by the gateway. */
  version: RecordVersion;
  /** The api-client's transition mutation options (`ticketTransitionMutationOptions(apiClient)`). */
  mutation: UseMutationOptions<Data, Error, RecordTransitionVariables<Event>>;
  /** What a stale event says ("Il ticket è stato modificato da un altro utente…"). */
  staleMessage: string;
  /** What a sent event says; 'Operazione eseguita' by default. */
  doneMessage?: string;
  /** Called after an event was accepted (the order's DELETE goes back to the list). */
  onSent?: (event: Event) => void;
}

/** What {@link useRecordTransition} gives the bar and the feature's dialogs. */
export interface RecordTransition<Event extends LifecycleEvent> {
  /**
   * Sends an event with the record's version; says the outcome in the snackbar. Rejects when it
   * is refused, so a dialog stays open with its input.
   */
  send: (event: Event) => Promise<unknown>;
  /** The type of the event being sent, while one is. */
  pendingEventType: string | undefined;
}

/** The transitions of one record: see the module's comment. */
export function useRecordTransition<Event extends LifecycleEvent, Data>({
  recordId,
  version,
  mutation: mutationOptions,
  staleMessage,
  doneMessage = webMessage('record.action.done'),
  onSent,
}: RecordTransitionOptions<Event, Data>): RecordTransition<Event> {
  const { show } = useSnackbar();
  const queryClient = useQueryClient();
  const mutation = useMutation(mutationOptions);
  const send = (event: Event) =>
    mutation.mutateAsync(
      { id: recordId, event, version },
      {
        onSuccess: () => {
          show({ message: doneMessage, tone: 'success' });
          onSent?.(event);
        },
        onError: (error) => {
          const failure = lifecycleFailure(error, staleMessage);
          // The screen shows the record as it is now; the user decides again.
          if (failure.refetch) void queryClient.invalidateQueries();
          show({ message: failure.message, tone: 'error' });
        },
      },
    );
  return {
    send,
    pendingEventType: mutation.isPending ? mutation.variables?.event.type : undefined,
  };
}

/** Props of {@link RecordLifecycleActions}. */
export interface RecordLifecycleActionsProps<
  Id extends string,
  EventType extends string,
  Event extends LifecycleEvent,
> {
  /** The bar's accessible name ("Azioni sull'ordine"). */
  label: string;
  /** Domain's actions for the record and the active profile (`ticketActions(…)`). */
  actions: readonly TransitionAction<Id, EventType>[];
  /** How the actions are drawn: destructive, main, served elsewhere. */
  kinds: LifecycleBarKinds<Id>;
  /** The record's transitions ({@link useRecordTransition}). */
  transition: RecordTransition<Event>;
  /**
   * An enabled action the feature serves itself (a dialog asking the event's payload, a
   * navigation): it does so and answers true. Any other is confirmed when domain names a
   * confirmation, then sent as `{ type: action.event }`.
   */
  servedByFeature?: (action: TransitionAction<Id, EventType>) => boolean;
  /** The feature's dialogs (the payload of an event it serves). */
  children?: ReactNode;
}

/** A record's lifecycle action bar: see the module's comment. */
export function RecordLifecycleActions<
  Id extends string,
  EventType extends string,
  Event extends LifecycleEvent,
>({
  label,
  actions,
  kinds,
  transition,
  servedByFeature = () => false,
  children,
}: RecordLifecycleActionsProps<Id, EventType, Event>) {
  const [confirming, setConfirming] = useState<TransitionAction<Id, EventType> | undefined>(
    undefined,
  );
  // Domain's action names its event's type only: the event the bar sends itself is that type
  // alone, a member of every record kind's event union; the events with a payload are the
  // feature's (`servedByFeature`), so this is the one place the bare type is taken as an Event.
  const bareEvent = (action: TransitionAction<Id, EventType>) =>
    ({ type: action.event }) as LifecycleEvent as Event;

  const press = (id: string) => {
    const pressed = lifecyclePress(actions, id, servedByFeature);
    if (pressed.kind === 'confirm') setConfirming(pressed.action);
    if (pressed.kind === 'send')
      void transition.send(bareEvent(pressed.action)).catch(() => undefined);
  };
  const pendingId = pendingLifecycleActionId(actions, transition.pendingEventType);
  const barActions = lifecycleBarActions(actions, kinds);

  return (
    <>
      {/* A state with nothing left to do (a folder once the office has answered) shows no bar:
          an empty group of actions left a blank row and an unnamed stop for screen readers. */}
      {barActions.length > 0 ? (
        <ActionBar
          label={label}
          actions={barActions}
          onAction={press}
          {...(pendingId ? { pendingId } : {})}
        />
      ) : null}
      {confirming?.confirmation ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(undefined))}
          message={confirming.confirmation.message}
          confirmLabel={confirming.confirmation.confirmLabel}
          cancelLabel={confirming.confirmation.cancelLabel}
          tone={kinds.destructive.has(confirming.id) ? 'destructive' : 'default'}
          onConfirm={() => transition.send(bareEvent(confirming))}
          onConfirmError={() => undefined}
        />
      ) : null}
      {children}
    </>
  );
}
