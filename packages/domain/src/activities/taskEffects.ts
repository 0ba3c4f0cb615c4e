import { doesTaskCompleteActivity } from './activityLifecycle.machine.ts';
import type { Activity, ActivityStatus, Task } from './types.ts';

/**
 * The statuses a supplier may give an activity it may work on (001 §4.2): it is still to do
 * (TODO) or under way (WORKING). DONE comes only from a completing task, REJECTED only from the
 * organisation.
 */
export const SUPPLIER_SET_ACTIVITY_STATUSES = [
  'TODO',
  'WORKING',
] as const satisfies readonly ActivityStatus[];

/** Whether a supplier may set this status on an activity (see {@link SUPPLIER_SET_ACTIVITY_STATUSES}). */
export function isSupplierSetActivityStatus(status: unknown): status is ActivityStatus {
  return (SUPPLIER_SET_ACTIVITY_STATUSES as readonly unknown[]).includes(status);
}

/** What registering a task changes on its activity. */
export interface ActivityTaskEffect {
  /** The activity's new status. */
  status: ActivityStatus;
  /** True when the task completes the activity: it gets its closing day, no longer pending. */
  completes: boolean;
}

/**
 * The effect of a task on its activity (001 §4.2), as the activity lifecycle's REGISTER_TASK
 * takes it: a task that completes the activity (`doesTaskCompleteActivity`, quick completion's
 * status 2 and signed) makes it DONE; any other task on an activity still TODO puts it under way
 * (WORKING). `undefined`: the activity does not change.
 */
export function activityTaskEffect(
  activity: Pick<Activity, 'status'>,
  task: Pick<Task, 'status' | 'isSigned'>,
): ActivityTaskEffect | undefined {
  if (doesTaskCompleteActivity(task)) {
    return { status: 'DONE', completes: true };
  }
  if (activity.status === 'TODO') return { status: 'WORKING', completes: false };
  return undefined;
}
