/**
 * The rules of the lifecycle action bar every record kind shares (orders, tickets, and the
 * claims, quotes, tokens and folders to come), as plain functions: which of domain's actions the
 * bar shows and how, what pressing one does, which button shows the running event, and what a
 * refused event says. `RecordLifecycleActions.tsx` wires them to ui's ActionBar and the api-client.
 */
import { isStaleRecordError, type EntityId } from '@portineria/api-client';
import type { RecordVersion, TransitionAction } from '@portineria/domain';
import type { ActionBarAction } from '@portineria/ui';
import { visibleBarActions } from '../lib/actionBar.ts';
import { saveErrorMessage } from './NoteEditor.tsx';

/** The variables of every transition mutation of the api-client: the record, event and version. */
export interface RecordTransitionVariables<Event> {
  id: EntityId;
  event: Event;
  /** The version (`updatedAt`) of the record as the user read it (409 STALE_RECORD otherwise). */
  version: RecordVersion;
}

/** How the bar draws a record kind's actions. */
export interface LifecycleBarKinds<Id extends string> {
  /** Drawn in the error tone, and their confirmation too. */
  destructive: ReadonlySet<Id>;
  /** The state's main steps: contained while enabled. */
  main?: ReadonlySet<Id>;
  /** Served elsewhere on the screen (the order's activities section): not on the bar. */
  elsewhere?: ReadonlySet<Id>;
}

/**
 * The bar's actions: domain's visible actions (less those served elsewhere), a refused one
 * disabled with domain's reason, with their tone.
 */
export function lifecycleBarActions<Id extends string, EventType extends string>(
  actions: readonly TransitionAction<Id, EventType>[],
  kinds: LifecycleBarKinds<Id>,
): ActionBarAction[] {
  return visibleBarActions(
    actions.filter((action) => !kinds.elsewhere?.has(action.id)),
    kinds,
  );
}

/** What pressing an action does. */
export type LifecyclePress<Action> =
  | { kind: 'nothing' }
  | { kind: 'feature'; action: Action }
  | { kind: 'confirm'; action: Action }
  | { kind: 'send'; action: Action };

/**
 * What pressing the action `id` does: nothing when domain refuses it (or it is unknown), the
 * feature's own handling when it serves the action (a payload dialog, a navigation), domain's
 * confirmation when it names one, else the event is sent at once.
 */
export function lifecyclePress<Action extends TransitionAction<string, string>>(
  actions: readonly Action[],
  id: string,
  servedByFeature: (action: Action) => boolean,
): LifecyclePress<Action> {
  const action = actions.find((each) => each.id === id);
  if (!action?.enabled) return { kind: 'nothing' };
  if (servedByFeature(action)) return { kind: 'feature', action };
  if (action.confirmation) return { kind: 'confirm', action };
  return { kind: 'send', action };
}

/** The action whose event is being sent, for the bar's pending button. */
export function pendingLifecycleActionId(
  actions: readonly TransitionAction<string, string>[],
  eventType: string | undefined,
): string | undefined {
  return eventType === undefined
    ? undefined
    : actions.find((action) => action.event === eventType)?.id;
}

/** What a refused event says, and whether the record is read again. */
export interface LifecycleFailure {
  message: string;
  /** The record changed meanwhile (409 STALE_RECORD): the screen reads it again. */
  refetch: boolean;
}

/**
 * A refused event: stale (409 STALE_RECORD) says the record kind's `staleMessage` and reads the
 * record again so the user decides on what it is now; any other refusal (409 CONFLICT, 403
 * FORBIDDEN, 400) says the gateway's message, or the generic one when nothing answered.
 */
export function lifecycleFailure(error: unknown, staleMessage: string): LifecycleFailure {
  return isStaleRecordError(error)
    ? { message: staleMessage, refetch: true }
    : { message: saveErrorMessage(error), refetch: false };
}
