/**
 * The two questions the web and the gateway ask the activity lifecycle machine (001 §4.2;
 * DECISIONS.md "Order lifecycle", activities): which actions may this actor take on this activity
 * now, and what does this event write — on the activity, and through its effects on the task, the
 * chat and the order.
 */
import { transition } from 'xstate';
import { orderLifecycleMessage } from '../messages/it-IT/orderLifecycle.ts';
import type { OrderLifecycleRecord } from '../orders/orderLifecycleGuards.ts';
import { firstRefusal, transitionSuccess, refusal } from '../orders/transitions.ts';
import type {
  TransitionAction,
  TransitionActor,
  TransitionRefusal,
  TransitionResult,
} from '../orders/transitions.ts';
import { evaluatePermission } from '../permissions/evaluatePermission.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import { activityLifecycleMachine } from './activityLifecycle.machine.ts';
import {
  ACTIVITY_GUARDS,
  ACTIVITY_TRANSITION_RULES,
  activityGuardRefusal,
  activityLifecycleState,
  activityPermissionRequirement,
  activityRoleRequirement,
} from './activityLifecycleGuards.ts';
import type {
  ActivityEventType,
  ActivityFacts,
  ActivityGuardName,
  ActivityLifecycleRecord,
  ActivityLifecycleState,
  ActivityTransitionEvent,
  SiblingActivity,
} from './activityLifecycleGuards.ts';
import { ACTIVITY_DELETE_DIALOG, ACTIVITY_QUICK_COMPLETION_DIALOG } from './quickCompletion.ts';

/** The actions a screen offers on an activity. */
export type ActivityActionId = 'edit' | 'delete' | 'reject' | 'registerTask' | 'completeQuickly';

/** One action on an activity, as `activityActionList` lists it. */
export type ActivityActionItem = TransitionAction<ActivityActionId, ActivityEventType>;

const ACTIVITY_ACTION_EVENTS = {
  edit: 'EDIT',
  delete: 'DELETE',
  reject: 'REJECT',
  registerTask: 'REGISTER_TASK',
  completeQuickly: 'COMPLETE_QUICKLY',
} as const satisfies Record<ActivityActionId, ActivityEventType>;

/** Every activity action in the order a screen lists them: the administrator's, then the supplier's. */
export const ACTIVITY_ACTION_IDS = Object.keys(ACTIVITY_ACTION_EVENTS) as ActivityActionId[];

const ACTIVITY_CONFIRMATIONS: Partial<
  Record<ActivityActionId, ActivityActionItem['confirmation']>
> = {
  delete: ACTIVITY_DELETE_DIALOG,
  completeQuickly: ACTIVITY_QUICK_COMPLETION_DIALOG,
  reject: {
    message: orderLifecycleMessage('activities.confirm.reject'),
    confirmLabel: orderLifecycleMessage('orders.confirm.continue'),
    cancelLabel: orderLifecycleMessage('orders.confirm.cancel'),
  },
};

/**
 * Why an activity's status does not accept an event: only a TODO activity is edited or rejected
 * (001 §4.2); a done or rejected one takes no more work; deleting is accepted in every status.
 */
function stateRefusal(type: ActivityEventType, state: ActivityLifecycleState): TransitionRefusal {
  if (type === 'EDIT')
    return refusal('CONFLICT', orderLifecycleMessage('activities.refusal.editTodoOnly'));
  if (type === 'REJECT')
    return refusal('CONFLICT', orderLifecycleMessage('activities.refusal.rejectTodoOnly'));
  return refusal(
    'CONFLICT',
    orderLifecycleMessage(
      state === 'rejected' ? 'activities.refusal.rejected' : 'activities.refusal.done',
    ),
  );
}

function findRefusal(
  facts: ActivityFacts,
  event: ActivityTransitionEvent,
  state: ActivityLifecycleState,
  checkPayload: boolean,
): TransitionRefusal | undefined {
  return firstRefusal<ActivityGuardName>({
    rule: ACTIVITY_TRANSITION_RULES[event.type],
    permissionGuard: 'isActivityActionPermitted',
    actor: facts.actor,
    roleRequirement: activityRoleRequirement(roleTypeOf(facts.actor.role)),
    passes: (guard) => ACTIVITY_GUARDS[guard](facts, event),
    acceptedInState:
      activityLifecycleMachine.states[state]?.ownEvents.includes(event.type) === true,
    stateRefusal: () => stateRefusal(event.type, state),
    refusalOf: (guard) => activityGuardRefusal(guard, facts, event),
    checkPayload,
  });
}

/**
 * Every action on the activity for the actor (001 §4.2): enabled, or disabled with the Italian
 * reason, except the other role's actions and those the actor's permissions hide (002 §6).
 * `activitiesOfOrder` are every activity of the order, this one included.
 */
export function activityActionList(
  activity: ActivityLifecycleRecord,
  order: OrderLifecycleRecord,
  actor: TransitionActor,
  now: Date,
  activitiesOfOrder: readonly SiblingActivity[],
): ActivityActionItem[] {
  const facts: ActivityFacts = { activity, order, actor, now, activitiesOfOrder };
  const state = activityLifecycleState(activity);
  return ACTIVITY_ACTION_IDS.map((id) => {
    const type = ACTIVITY_ACTION_EVENTS[id];
    // Only the payload guards read the payload, and listing never runs them.
    const event = { type } as ActivityTransitionEvent;
    const reason = findRefusal(facts, event, state, false)?.message;
    const confirmation = ACTIVITY_CONFIRMATIONS[id];
    return {
      id,
      event: type,
      label: orderLifecycleMessage(`activities.action.${id}`),
      enabled: reason === undefined,
      ...(reason === undefined ? {} : { reason }),
      ...(isHidden(facts, event) ? { hidden: true } : {}),
      ...(confirmation ? { confirmation } : {}),
    };
  });
}

function isHidden(facts: ActivityFacts, event: ActivityTransitionEvent): boolean {
  if (!ACTIVITY_GUARDS[ACTIVITY_TRANSITION_RULES[event.type].actor](facts, event)) return true;
  const requirement = activityPermissionRequirement(event.type, roleTypeOf(facts.actor.role));
  return (
    requirement !== undefined && evaluatePermission(facts.actor, requirement).state === 'hidden'
  );
}

/**
 * What an event writes on the activity, or why it is refused (001 §4.2). Pure: the gateway runs
 * it in its transaction on the stored activity, its order and the order's activities, writes
 * `changes`, appends `history` and carries out `effects` — the task to create, the chat message,
 * the order's new flags or its closing (`updateOrder`, with its own history) and the deletion.
 */
export function applyActivityTransition(
  activity: ActivityLifecycleRecord,
  order: OrderLifecycleRecord,
  event: ActivityTransitionEvent,
  actor: TransitionActor,
  now: Date,
  activitiesOfOrder: readonly SiblingActivity[],
): TransitionResult<ActivityLifecycleRecord> {
  const facts: ActivityFacts = { activity, order, actor, now, activitiesOfOrder };
  const state = activityLifecycleState(activity);
  const refused = findRefusal(facts, event, state, true);
  if (refused) return refused;
  const snapshot = activityLifecycleMachine.resolveState({
    value: state,
    context: { ...facts, changes: {}, effects: [] },
  });
  const [next] = transition(activityLifecycleMachine, snapshot, event);
  return transitionSuccess(activity, next);
}
