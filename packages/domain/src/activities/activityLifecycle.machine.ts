/**
 * The activity lifecycle, one machine for the web and the gateway (001 §4.2, §5; DECISIONS.md
 * "Order lifecycle", activities): TODO → WORKING → DONE, TODO → REJECTED by the organisation, and
 * deleted while the order is a draft. Like the order's, it is pure: it starts from a stored
 * activity and takes one event; its context ends with the fields to write on the activity and the
 * effects (the task to create, the chat message, the order's flags and closing).
 */
import dayjs from 'dayjs';
import { and, assertEvent, assign, setup } from 'xstate';
import { commonMessage } from '../messages/it-IT/common.ts';
import { applyOrderTransition, orderFlagsFromActivities } from '../orders/orderActions.ts';
import { orderLifecycleState } from '../orders/orderLifecycleGuards.ts';
import type { OrderLifecycleRecord } from '../orders/orderLifecycleGuards.ts';
import { effectiveChanges, toMachineGuards } from '../orders/transitions.ts';
import type { TransitionEffect } from '../orders/transitions.ts';
import type { DateValue } from '../orders/types.ts';
import { activityRejection } from './activityActions.ts';
import { ACTIVITY_GUARDS, activityTransitionGuards } from './activityLifecycleGuards.ts';
import type {
  ActivityFacts,
  ActivityGuardName,
  ActivityLifecycleRecord,
  ActivityTransitionEvent,
  SiblingActivity,
} from './activityLifecycleGuards.ts';
import { QUICK_COMPLETION_TASK_STATUS } from './constants.ts';
import { quickCompletionClosesOrder, quickCompletionTask } from './quickCompletion.ts';
import type { ActivityStatus, Task } from './types.ts';

/** The machine's context: the facts it starts from and what the transition decides to write. */
export interface ActivityLifecycleContext extends ActivityFacts {
  /** The fields to write on the activity. */
  changes: Partial<ActivityLifecycleRecord>;
  /** What the gateway must do besides writing the fields. */
  effects: TransitionEffect[];
  /** The Italian success message of the transition, when the spec gives one. */
  successMessage?: string;
}

/**
 * Whether a task completes its activity: a signed task with status 2, the task quick completion
 * creates (001 §4.2 "creates a task with status 2 and isSigned true"); any other task only puts
 * the activity under way.
 */
export function doesTaskCompleteActivity(task: Pick<Task, 'status' | 'isSigned'>): boolean {
  return task.status === QUICK_COMPLETION_TASK_STATUS && task.isSigned;
}

/** A day as the gateway stores it: 'YYYY-MM-DD' in local time (the guards checked the date). */
function toDateOnly(value: DateValue): string {
  return dayjs(value).format('YYYY-MM-DD');
}

/**
 * What the activity's change does to its order: the derived flags (pending, partial) follow the
 * activities, and completing the only activity closes the order through the order machine (001
 * §4.2 "It closes the order when it is the only activity"). No effect when nothing changes.
 */
function orderEffects(
  context: ActivityLifecycleContext,
  status: ActivityStatus | 'deleted',
): TransitionEffect[] {
  const { activity, order } = context;
  const others: SiblingActivity[] = context.activitiesOfOrder.filter(
    (sibling) => sibling.id !== activity.id,
  );
  const activities =
    status === 'deleted'
      ? others
      : [...others, { id: activity.id, status, validTo: activity.validTo }];
  let changes: Partial<OrderLifecycleRecord> = orderFlagsFromActivities(activities);
  let state: string = orderLifecycleState(order);
  if (status === 'DONE' && quickCompletionClosesOrder(activities)) {
    const closing = applyOrderTransition(
      { ...order, ...changes },
      { type: 'CLOSE_AFTER_LAST_ACTIVITY' },
      context.actor,
      context.now,
      activities,
    );
    // The activity's guards (the supplier, an open order) are the closing's own: it is accepted.
    if (closing.ok) {
      changes = { ...changes, ...closing.changes };
      state = closing.state;
    }
  }
  const effective = effectiveChanges(order, changes);
  return Object.keys(effective.changes).length === 0
    ? []
    : [{ type: 'updateOrder', changes: effective.changes, history: effective.history, state }];
}

function finish(
  context: ActivityLifecycleContext,
  changes: Partial<ActivityLifecycleRecord>,
  effects: TransitionEffect[],
): Pick<ActivityLifecycleContext, 'changes' | 'effects'> {
  return { changes: { ...context.changes, ...changes }, effects: [...context.effects, ...effects] };
}

/** Completing the activity with a task: done today, no longer pending (001 §3 closingDate). */
function complete(context: ActivityLifecycleContext, task: Task) {
  return finish(
    context,
    { status: 'DONE', closingDate: toDateOnly(context.now), isPending: false },
    [{ type: 'createTask', task }, ...orderEffects(context, 'DONE')],
  );
}

// The transitions several states share (the same guards, targets and actions in each).
const DELETE_TRANSITION = {
  guard: and(activityTransitionGuards('DELETE')),
  target: 'deleted',
  actions: 'deleteActivity',
} as const;
const REGISTER_TASK_TRANSITIONS = [
  {
    guard: and([...activityTransitionGuards('REGISTER_TASK'), 'doesTaskCompleteActivity']),
    target: 'done',
    actions: 'completeWithTask',
  },
  {
    guard: and(activityTransitionGuards('REGISTER_TASK')),
    target: 'working',
    actions: 'registerTask',
  },
] as const;
const COMPLETE_QUICKLY_TRANSITION = {
  guard: and(activityTransitionGuards('COMPLETE_QUICKLY')),
  target: 'done',
  actions: 'completeQuickly',
} as const;

/** The activity lifecycle (001 §4.2, §5; DECISIONS.md "Order lifecycle", activities). */
export const activityLifecycleMachine = setup({
  types: {
    context: {} as ActivityLifecycleContext,
    events: {} as ActivityTransitionEvent,
    input: {} as ActivityFacts,
  },
  guards: {
    ...toMachineGuards<ActivityGuardName, ActivityFacts, ActivityTransitionEvent>(ACTIVITY_GUARDS),
    doesTaskCompleteActivity: ({ event }: { event: ActivityTransitionEvent }) =>
      event.type === 'REGISTER_TASK' && doesTaskCompleteActivity(event.task),
  },
  actions: {
    // Dates as the gateway stores days; only the fields the event carries.
    edit: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const changes: Partial<ActivityLifecycleRecord> = {};
      const { validFrom, validTo, note, noteOrg } = event.changes;
      // Both dates are required (001 §5): the guards refused a missing one.
      if ('validFrom' in event.changes) changes.validFrom = toDateOnly(validFrom as DateValue);
      if ('validTo' in event.changes) changes.validTo = toDateOnly(validTo as DateValue);
      if ('note' in event.changes) changes.note = note ?? null;
      if ('noteOrg' in event.changes) changes.noteOrg = noteOrg ?? null;
      return {
        ...finish(context, changes, []),
        successMessage: commonMessage('common.saveSuccess'),
      };
    }),
    deleteActivity: assign(({ context }) =>
      finish(context, {}, [{ type: 'deleteRecord' }, ...orderEffects(context, 'deleted')]),
    ),
    // 001 §4.2: "This marks it managedFromOrg, shows 'Annullata dall'amministratore', and a chat
    // message is posted about it".
    reject: assign(({ context }) => {
      const rejection = activityRejection(context.activity);
      return finish(context, { ...rejection.changes, isPending: false }, [
        { type: 'postChatMessage', text: rejection.chatMessage },
        ...orderEffects(context, 'REJECTED'),
      ]);
    }),
    registerTask: assign(({ context, event }) => {
      assertEvent(event, 'REGISTER_TASK');
      const task: Task = { ...event.task, _activity: context.activity.id };
      return finish(context, { status: 'WORKING', isPending: true }, [
        { type: 'createTask', task },
        ...orderEffects(context, 'WORKING'),
      ]);
    }),
    completeWithTask: assign(({ context, event }) => {
      assertEvent(event, 'REGISTER_TASK');
      return complete(context, { ...event.task, _activity: context.activity.id });
    }),
    completeQuickly: assign(({ context }) =>
      complete(context, quickCompletionTask(context.activity.id)),
    ),
  },
}).createMachine({
  id: 'activityLifecycle',
  context: ({ input }) => ({ ...input, changes: {}, effects: [] }),
  initial: 'todo',
  states: {
    todo: {
      on: {
        EDIT: { guard: and(activityTransitionGuards('EDIT')), actions: 'edit' },
        DELETE: DELETE_TRANSITION,
        REJECT: {
          guard: and(activityTransitionGuards('REJECT')),
          target: 'rejected',
          actions: 'reject',
        },
        REGISTER_TASK: REGISTER_TASK_TRANSITIONS,
        COMPLETE_QUICKLY: COMPLETE_QUICKLY_TRANSITION,
      },
    },
    working: {
      on: {
        DELETE: DELETE_TRANSITION,
        REGISTER_TASK: REGISTER_TASK_TRANSITIONS,
        COMPLETE_QUICKLY: COMPLETE_QUICKLY_TRANSITION,
      },
    },
    done: { on: { DELETE: DELETE_TRANSITION } },
    rejected: { on: { DELETE: DELETE_TRANSITION } },
    deleted: { type: 'final' },
  },
});
