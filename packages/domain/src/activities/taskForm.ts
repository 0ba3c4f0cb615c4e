/**
 * The task form of /SPL/OPR/tasks/new/{activityId} (001 §2.3, §3 Task, §4.2, §7): the supplier
 * registers an intervention on an activity. 001 §3 gives a task only status, isSigned and
 * _activity; the form also carries what the gateway stores with it (the day it was done, who did
 * it, a description). The status values are those stored: 0 under way, 1 done, 2 done and
 * closing the activity (quick completion's, 001 §5). The web's form and its resolver call
 * `validateTaskForm`, the gateway `taskErrors` on the same status and signature.
 */
import dayjs from 'dayjs';
import { DESCRIPTION_MAX_LENGTH } from '../constants/constants.ts';
import { orderLifecycleMessage } from '../messages/it-IT/orderLifecycle.ts';
import { readDate } from '../orders/dates.ts';
import type { DateValue, OrderEntityId } from '../orders/types.ts';
import { maxLengthRule, requiredRule } from '../validation/rules.ts';
import { taskErrors } from './activityLifecycleGuards.ts';
import { QUICK_COMPLETION_TASK_STATUS } from './constants.ts';

/** The fields of the task form, by wire name. */
export type TaskFormField = 'status' | 'isSigned' | 'executedAt' | '_employee' | 'description';

/** The values of the task form; a field left empty is null. */
export interface TaskFormValues {
  status: number | null;
  isSigned: boolean;
  executedAt: DateValue | null;
  _employee: OrderEntityId | null;
  description: string | null;
}

/** The Italian label of each task form field. */
export const TASK_FORM_LABELS: Readonly<Record<TaskFormField, string>> = {
  status: orderLifecycleMessage('activities.task.label.status'),
  isSigned: orderLifecycleMessage('activities.task.label.isSigned'),
  executedAt: orderLifecycleMessage('activities.task.label.executedAt'),
  _employee: orderLifecycleMessage('activities.task.label.employee'),
  description: orderLifecycleMessage('activities.task.label.description'),
};

/** The status a task is registered with: under way, done, or done and closing the activity. */
export const TASK_STATUS_OPTIONS = [
  { value: 0, label: orderLifecycleMessage('activities.task.status.inProgress') },
  { value: 1, label: orderLifecycleMessage('activities.task.status.done') },
  {
    value: QUICK_COMPLETION_TASK_STATUS,
    label: orderLifecycleMessage('activities.task.status.doneClosing'),
  },
] as const;

/** The label of a stored task status, or undefined for a value the form never sends. */
export function taskStatusLabel(status: unknown): string | undefined {
  return TASK_STATUS_OPTIONS.find((option) => option.value === status)?.label;
}

/** Whether a status says the intervention was carried out (it then has its day). */
function isDoneStatus(status: number | null): boolean {
  return status === 1 || status === QUICK_COMPLETION_TASK_STATUS;
}

/** The result of the task form checks: one Italian message per field in error. */
export interface TaskFormValidation {
  valid: boolean;
  errors: Partial<Record<TaskFormField, string>>;
}

/**
 * The task form rules (001 §3, §4.2, §5; DECISIONS.md "Order lifecycle" A4):
 * - status required, one of 0, 1, 2, and isSigned a yes or no (`taskErrors`, the gateway's);
 * - a done intervention (1, 2) has its day, not after today (a registration records work done);
 * - closing the activity (2) needs the signature: only a signed task with status 2 completes it
 *   (A4, A5), and an unsigned one would silently leave the activity under way;
 * - the description at most 4000 characters (002 §9 for a description).
 * One message per field, the first rule broken; dates are compared by day.
 */
export function validateTaskForm(values: TaskFormValues, now: Date): TaskFormValidation {
  const errors: TaskFormValidation['errors'] = {};
  const statusRequired = requiredRule(TASK_FORM_LABELS.status)(values.status);
  if (statusRequired !== null) errors.status = statusRequired;
  const wire = taskErrors({ status: values.status ?? undefined, isSigned: values.isSigned });
  if (!errors.status && wire.status) errors.status = wire.status;
  if (wire.isSigned) errors.isSigned = wire.isSigned;
  if (!errors.isSigned && values.status === QUICK_COMPLETION_TASK_STATUS && !values.isSigned) {
    errors.isSigned = orderLifecycleMessage('activities.task.closingNeedsSignature');
  }

  if (isDoneStatus(values.status)) {
    const required = requiredRule(TASK_FORM_LABELS.executedAt)(values.executedAt);
    if (required !== null) errors.executedAt = required;
  }
  if (!errors.executedAt && values.executedAt !== null) {
    const executedAt = readDate(values.executedAt);
    if (executedAt === undefined) {
      errors.executedAt = orderLifecycleMessage('orders.form.invalidDate', {
        label: TASK_FORM_LABELS.executedAt,
      });
    } else if (executedAt.isAfter(dayjs(now), 'day')) {
      errors.executedAt = orderLifecycleMessage('activities.task.executedAtInFuture');
    }
  }

  const description = maxLengthRule(DESCRIPTION_MAX_LENGTH)(TASK_FORM_LABELS.description)(
    values.description,
  );
  if (description !== null) errors.description = description;
  return { valid: Object.keys(errors).length === 0, errors };
}

/**
 * The instant a task's day is sent as (the gateway stores `executedAt` as a date and time): the
 * chosen day at the current time of day, so that today's intervention is registered at this
 * moment and never after it. Undefined for an empty or unreadable day.
 */
export function taskExecutedAtInstant(day: DateValue | null, now: Date): string | undefined {
  const date = day === null ? undefined : readDate(day);
  if (date === undefined) return undefined;
  const at = dayjs(now);
  return date.hour(at.hour()).minute(at.minute()).second(at.second()).millisecond(0).toISOString();
}
