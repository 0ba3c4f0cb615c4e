import { activitiesMessage } from '../messages/it-IT/activities.ts';
import type { OrderEntityId } from '../orders/types.ts';
import { QUICK_COMPLETION_TASK_STATUS } from './constants.ts';
import type { Activity, Task } from './types.ts';

/** The texts of a confirmation dialog. */
export interface ActivityConfirmationDialog {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

/** The quick completion confirmation (001 §5): CONTINUA / ANNULLA. */
export const ACTIVITY_QUICK_COMPLETION_DIALOG = {
  message: activitiesMessage('activities.quickCompletion.confirm'),
  confirmLabel: activitiesMessage('activities.quickCompletion.confirmButton'),
  cancelLabel: activitiesMessage('activities.quickCompletion.cancelButton'),
} as const satisfies ActivityConfirmationDialog;

/** The deletion confirmation (001 §5), with the spec's space before the question mark: SI / NO. */
export const ACTIVITY_DELETE_DIALOG = {
  message: activitiesMessage('activities.delete.confirm'),
  confirmLabel: activitiesMessage('activities.delete.confirmButton'),
  cancelLabel: activitiesMessage('activities.delete.cancelButton'),
} as const satisfies ActivityConfirmationDialog;

/**
 * The task that quick completion creates, after confirmation: status 2, signed, linked to the
 * activity (001 §4.2; 001 §7 "POST api/v2/proxy/tasks with status, isSigned and _activity").
 */
export function quickCompletionTask(activityId: OrderEntityId): Task {
  return { status: QUICK_COMPLETION_TASK_STATUS, isSigned: true, _activity: activityId };
}

/**
 * Whether quick completion also closes the order: when the activity is the only one of the order
 * (001 §4.2 "It closes the order when it is the only activity"). Read literally: an order with
 * other activities, even finished ones, is closed by its own flow, not by quick completion.
 */
export function quickCompletionClosesOrder(
  activitiesOfOrder: readonly Pick<Activity, 'id'>[],
): boolean {
  return activitiesOfOrder.length === 1;
}
