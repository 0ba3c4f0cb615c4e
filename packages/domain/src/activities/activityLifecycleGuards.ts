/**
 * The facts, events and guards of the activity lifecycle (001 §4.2, §5, §6; DECISIONS.md "Order
 * lifecycle", activities). Guards are plain functions of the facts (the activity, its order, the
 * actor, the time, the order's activities) and the event, as for orders.
 */
import { assertEvent } from 'xstate';
import { DESCRIPTION_MAX_LENGTH } from '../constants/constants.ts';
import { orderLifecycleMessage } from '../messages/it-IT/orderLifecycle.ts';
import type { OrderLifecycleMessageKey } from '../messages/it-IT/orderLifecycle.ts';
import { validationMessage } from '../messages/it-IT/validation.ts';
import {
  isActorOrganisation,
  isActorSupplier,
  isOrderNotRejected,
  isOrderNotSuspended,
} from '../orders/orderLifecycleGuards.ts';
import type { OrderLifecycleRecord } from '../orders/orderLifecycleGuards.ts';
import { isStaleWrite, staleWriteMessage } from '../orders/staleWrite.ts';
import type { RecordVersion } from '../orders/staleWrite.ts';
import {
  constantRefusal,
  holdsPermission,
  permissionRefusal,
  refusal,
  transitionPermission,
  validationRefusal,
} from '../orders/transitions.ts';
import type {
  TransitionActor,
  TransitionPermissions,
  TransitionRefusal,
  TransitionRule,
} from '../orders/transitions.ts';
import type { DateValue, OrderEntityId } from '../orders/types.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import type { RoleType } from '../profiles/types.ts';
import { maxLengthRule } from '../validation/rules.ts';
import { validateActivityDates } from './activityDates.ts';
import type { Activity, ActivityStatus, Task } from './types.ts';

/** An activity as the lifecycle reads it (001 §3 Activity), plus its version. */
export interface ActivityLifecycleRecord
  extends
    Pick<Activity, 'id' | 'status'>,
    Partial<
      Pick<
        Activity,
        | 'code'
        | 'validFrom'
        | 'validTo'
        | 'note'
        | 'noteOrg'
        | 'closingDate'
        | 'managedFromOrg'
        | 'isPending'
      >
    > {
  /** The record's version (the gateway's `updatedAt`), compared by stale-write checks. */
  updatedAt?: DateValue | null;
}

/** An activity of the same order, this one included. */
export interface SiblingActivity {
  id: OrderEntityId;
  status: ActivityStatus;
  validTo?: DateValue | null;
}

/** The fields the organisation's edit dialog changes (001 §5 dates, 001 §4.2 notes). */
export interface ActivityEditValues {
  validFrom?: DateValue | null;
  validTo?: DateValue | null;
  note?: string | null;
  noteOrg?: string | null;
}

/** What a user asks of an activity (001 §4.2). */
export type ActivityTransitionEvent =
  /** ORG: change dates and notes, based on the version the dialog was opened at. */
  | { type: 'EDIT'; changes: ActivityEditValues; basedOn?: RecordVersion }
  /** ORG: delete an activity of a draft order. */
  | { type: 'DELETE' }
  /** ORG: reject a TODO activity of an open order ('Annullata dall'amministratore'). */
  | { type: 'REJECT' }
  /** SPL: register a task (intervento) on the activity, from the task form. */
  | { type: 'REGISTER_TASK'; task: Pick<Task, 'status' | 'isSigned'> }
  /** SPL: quick completion, after 'Chiudendo l'attività …' CONTINUA (001 §4.2, §5). */
  | { type: 'COMPLETE_QUICKLY' };

/** The type of an activity event. */
export type ActivityEventType = ActivityTransitionEvent['type'];

/** Everything the activity guards read. */
export interface ActivityFacts {
  activity: ActivityLifecycleRecord;
  order: OrderLifecycleRecord;
  actor: TransitionActor;
  now: Date;
  /** Every activity of the order, this one included (the order's derived flags and closing). */
  activitiesOfOrder: readonly SiblingActivity[];
}

/** The lifecycle states: the four statuses of 001 §4.2, and deleted. */
export type ActivityLifecycleState = 'todo' | 'working' | 'done' | 'rejected' | 'deleted';

/** The lifecycle state of an activity, from its status. */
export function activityLifecycleState(
  activity: Pick<Activity, 'status'>,
): Exclude<ActivityLifecycleState, 'deleted'> {
  switch (activity.status) {
    case 'TODO':
      return 'todo';
    case 'WORKING':
      return 'working';
    case 'DONE':
      return 'done';
    case 'REJECTED':
      return 'rejected';
    default:
      // A status the spec does not list (from the wire) is treated as done: nothing may happen.
      activity.status satisfies never;
      return 'done';
  }
}

const ORG_UPDATE: PermissionRequirement = {
  application: 'ORG_OPR_ACTIVITIES_MOD',
  functionality: 'APP_UPDATE',
};
const ORG_DELETE: PermissionRequirement = {
  application: 'ORG_OPR_ACTIVITIES_MOD',
  functionality: 'APP_DELETE',
};
const SPL_NEW_TASK: PermissionRequirement = {
  application: 'SPL_OPR_TASKS',
  functionality: 'APP_NEW',
};

/**
 * The permission each event needs (001 §6 names ORG_OPR_ACTIVITIES_MOD): the organisation's edit
 * and rejection ORG_OPR_ACTIVITIES_MOD APP_UPDATE, its deletion APP_DELETE; the supplier's task
 * and quick completion create a task, SPL_OPR_TASKS APP_NEW (the task route
 * /SPL/OPR/tasks/new/{activityId} needs the same).
 */
const ACTIVITY_PERMISSIONS: TransitionPermissions<ActivityEventType> = {
  EDIT: { ORG: ORG_UPDATE },
  DELETE: { ORG: ORG_DELETE },
  REJECT: { ORG: ORG_UPDATE },
  REGISTER_TASK: { SPL: SPL_NEW_TASK },
  COMPLETE_QUICKLY: { SPL: SPL_NEW_TASK },
};

/**
 * The permission a role needs to act on an activity at all (DECISIONS.md "Order lifecycle" 9):
 * the administrator's ORG_OPR_ACTIVITIES_MOD APP_UPDATE, the supplier's SPL_OPR_TASKS APP_NEW.
 * Holding it, the other side's event is a CONFLICT; without it, FORBIDDEN.
 */
const ACTIVITY_ROLE_PERMISSIONS: Readonly<Partial<Record<RoleType, PermissionRequirement>>> = {
  ORG: ORG_UPDATE,
  SPL: SPL_NEW_TASK,
};

/** The permission a role type needs to act on an activity at all, undefined for other roles. */
export function activityRoleRequirement(
  roleType: RoleType | undefined,
): PermissionRequirement | undefined {
  return roleType ? ACTIVITY_ROLE_PERMISSIONS[roleType] : undefined;
}

/** The permission an activity event needs from a role type, or undefined when it needs none. */
export function activityPermissionRequirement(
  eventType: ActivityEventType,
  roleType: RoleType | undefined,
): PermissionRequirement | undefined {
  return transitionPermission(ACTIVITY_PERMISSIONS, eventType, roleType);
}

/** The actor holds the permission the activity event needs. */
export function isActivityActionPermitted(
  facts: Pick<ActivityFacts, 'actor'>,
  event: Pick<ActivityTransitionEvent, 'type'>,
): boolean {
  return holdsPermission(
    facts.actor,
    activityPermissionRequirement(event.type, roleTypeOf(facts.actor.role)),
  );
}

/** The activity's order is a draft (001 §4.2 "While the order is in draft … delete"). */
export function isParentOrderDraft(facts: Pick<ActivityFacts, 'order'>): boolean {
  return facts.order.status === 'DRAFT';
}

/** The activity's order is open (001 §4.2 "With an open order …"). */
export function isParentOrderOpen(facts: Pick<ActivityFacts, 'order'>): boolean {
  return facts.order.status === 'OPEN';
}

/** The activity's order is a draft or open (001 §4.2, §5 dates and notes). */
export function isParentOrderDraftOrOpen(facts: Pick<ActivityFacts, 'order'>): boolean {
  return isParentOrderDraft(facts) || isParentOrderOpen(facts);
}

/** The EDIT was based on the activity's current version (see `isStaleWrite`). */
export function isActivityEditBasedOnCurrentVersion(
  facts: Pick<ActivityFacts, 'activity'>,
  event: ActivityTransitionEvent,
): boolean {
  return event.type !== 'EDIT' || !isStaleWrite(event.basedOn, facts.activity.updatedAt);
}

const EDITABLE_FIELDS = ['validFrom', 'validTo', 'note', 'noteOrg'] as const;

const NOTE_LABELS = {
  note: 'activities.edit.label.note',
  noteOrg: 'activities.edit.label.noteOrg',
} as const satisfies Record<'note' | 'noteOrg', OrderLifecycleMessageKey>;

/**
 * The field errors of an edit, by wire name: only dates and notes change (001 §4.2); the dates
 * follow the edit dialog's rules (`validateActivityDates`, 001 §5) with the order's end, a saved
 * date left as it is never refused for being past; a note holds at most 4000 characters.
 */
export function activityEditErrors(
  facts: Pick<ActivityFacts, 'activity' | 'order' | 'now'>,
  changes: ActivityEditValues,
): Record<string, string> {
  const { activity } = facts;
  const errors: Record<string, string> = {};
  for (const field of Object.keys(changes)) {
    if (!(EDITABLE_FIELDS as readonly string[]).includes(field)) {
      errors[field] = orderLifecycleMessage('orders.refusal.fieldNotEditable', { label: field });
    }
  }
  if ('validFrom' in changes || 'validTo' in changes) {
    const dates = validateActivityDates({
      start: 'validFrom' in changes ? changes.validFrom : activity.validFrom,
      end: 'validTo' in changes ? changes.validTo : activity.validTo,
      orderEnd: facts.order.validTo,
      now: facts.now,
      saved: { start: activity.validFrom, end: activity.validTo },
    });
    if (dates.errors.start) errors.validFrom = dates.errors.start;
    if (dates.errors.end) errors.validTo = dates.errors.end;
  }
  for (const field of ['note', 'noteOrg'] as const) {
    const error = maxLengthRule(DESCRIPTION_MAX_LENGTH)(orderLifecycleMessage(NOTE_LABELS[field]))(
      changes[field],
    );
    if (error !== null) errors[field] = error;
  }
  return errors;
}

/** The EDIT's changes are valid (`activityEditErrors` finds none). */
export function isActivityEditValid(
  facts: Pick<ActivityFacts, 'activity' | 'order' | 'now'>,
  event: ActivityTransitionEvent,
): boolean {
  return (
    event.type !== 'EDIT' || Object.keys(activityEditErrors(facts, event.changes)).length === 0
  );
}

/** The task statuses the task form may send (001 §3 Task status; 2 is quick completion's). */
export const TASK_STATUSES = [0, 1, 2] as const;

/** The field errors of a task: status 0, 1 or 2, isSigned yes or no (001 §3, §7). */
export function taskErrors(
  task: Partial<Pick<Task, 'status' | 'isSigned'>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(TASK_STATUSES as readonly unknown[]).includes(task.status)) {
    errors.status = validationMessage('validation.notInList', {
      label: orderLifecycleMessage('activities.task.label.status'),
    });
  }
  if (typeof task.isSigned !== 'boolean') {
    errors.isSigned = validationMessage('validation.notInList', {
      label: orderLifecycleMessage('activities.task.label.isSigned'),
    });
  }
  return errors;
}

/** The REGISTER_TASK's task is valid. */
export function isTaskValid(_facts: unknown, event: ActivityTransitionEvent): boolean {
  return event.type !== 'REGISTER_TASK' || Object.keys(taskErrors(event.task)).length === 0;
}

/** An activity guard: a plain function of the facts and the event. */
export type ActivityGuard = (facts: ActivityFacts, event: ActivityTransitionEvent) => boolean;

const GUARDS = {
  isActorOrganisation,
  isActorSupplier,
  isActivityActionPermitted,
  isParentOrderDraft,
  isParentOrderOpen,
  isParentOrderDraftOrOpen,
  isOrderNotSuspended,
  isOrderNotRejected,
  isActivityEditBasedOnCurrentVersion,
  isActivityEditValid,
  isTaskValid,
} as const satisfies Record<string, ActivityGuard>;

/** The name of an activity guard. */
export type ActivityGuardName = keyof typeof GUARDS;

/** Every activity guard, by the name the machine uses. */
export const ACTIVITY_GUARDS: Readonly<Record<ActivityGuardName, ActivityGuard>> = GUARDS;

/**
 * The guards of each event beyond its states (the machine's shape says which statuses accept
 * it): 001 §4.2, and DECISIONS.md "Order lifecycle" for the supplier's refused order.
 */
export const ACTIVITY_TRANSITION_RULES = {
  EDIT: {
    actor: 'isActorOrganisation',
    conditions: ['isParentOrderDraftOrOpen'],
    payload: ['isActivityEditBasedOnCurrentVersion', 'isActivityEditValid'],
  },
  DELETE: { actor: 'isActorOrganisation', conditions: ['isParentOrderDraft'], payload: [] },
  REJECT: { actor: 'isActorOrganisation', conditions: ['isParentOrderOpen'], payload: [] },
  REGISTER_TASK: {
    actor: 'isActorSupplier',
    conditions: ['isParentOrderOpen', 'isOrderNotSuspended', 'isOrderNotRejected'],
    payload: ['isTaskValid'],
  },
  COMPLETE_QUICKLY: {
    actor: 'isActorSupplier',
    conditions: ['isParentOrderOpen', 'isOrderNotSuspended', 'isOrderNotRejected'],
    payload: [],
  },
} as const satisfies Record<ActivityEventType, TransitionRule<ActivityGuardName>>;

/** Every guard of an event, in the order the machine checks them. */
export function activityTransitionGuards(type: ActivityEventType): ActivityGuardName[] {
  const rule: TransitionRule<ActivityGuardName> = ACTIVITY_TRANSITION_RULES[type];
  return [rule.actor, 'isActivityActionPermitted', ...rule.conditions, ...rule.payload];
}

type ActivityRefusalOf = (
  facts: ActivityFacts,
  event: ActivityTransitionEvent,
) => TransitionRefusal;

const ACTIVITY_GUARD_REFUSALS: Readonly<Record<ActivityGuardName, ActivityRefusalOf>> = {
  // The other side's step: a CONFLICT for an actor who may act on the activity (`firstRefusal`).
  isActorOrganisation: constantRefusal('CONFLICT', 'orders.refusal.organisationOnly'),
  isActorSupplier: constantRefusal('CONFLICT', 'orders.refusal.supplierOnly'),
  isActivityActionPermitted: (facts, event) =>
    permissionRefusal(
      facts.actor,
      activityPermissionRequirement(event.type, roleTypeOf(facts.actor.role)),
    ),
  isParentOrderDraft: constantRefusal('CONFLICT', 'activities.refusal.deleteDraftOnly'),
  isParentOrderOpen: (_facts, event) =>
    refusal(
      'CONFLICT',
      orderLifecycleMessage(
        event.type === 'REJECT'
          ? 'activities.refusal.rejectOpenOnly'
          : 'activities.refusal.workOpenOnly',
      ),
    ),
  isParentOrderDraftOrOpen: constantRefusal('CONFLICT', 'activities.refusal.editDraftOrOpenOnly'),
  isOrderNotSuspended: constantRefusal('CONFLICT', 'orders.refusal.suspended'),
  isOrderNotRejected: constantRefusal('CONFLICT', 'orders.refusal.rejected'),
  isActivityEditBasedOnCurrentVersion: () => refusal('CONFLICT', staleWriteMessage()),
  isActivityEditValid: (facts, event) => {
    assertEvent(event, 'EDIT');
    return validationRefusal(
      activityEditErrors(facts, event.changes),
      validationMessage('validation.saveRefused'),
    );
  },
  isTaskValid: (_facts, event) => {
    assertEvent(event, 'REGISTER_TASK');
    return validationRefusal(taskErrors(event.task));
  },
};

/** Why a guard refuses, in Italian, with the code the gateway answers. */
export function activityGuardRefusal(
  guard: ActivityGuardName,
  facts: ActivityFacts,
  event: ActivityTransitionEvent,
): TransitionRefusal {
  return ACTIVITY_GUARD_REFUSALS[guard](facts, event);
}
