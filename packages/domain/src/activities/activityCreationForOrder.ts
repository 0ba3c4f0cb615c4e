import dayjs from 'dayjs';
import { activitiesMessage } from '../messages/it-IT/activities.ts';
import type { activitiesMessages } from '../messages/it-IT/activities.ts';
import { readDate } from '../orders/dates.ts';
import type { Order } from '../orders/types.ts';
import { validateActivityCreation } from './activityCreation.ts';
import type { ActivityCreationField, ActivityCreationValidation } from './activityCreation.ts';
import type { ActivityCreationInput } from './types.ts';

/** A key of the activities area's messages. */
type ActivitiesMessageKey = keyof typeof activitiesMessages;

/**
 * The creation rules of `validateActivityCreation` (001 §5) plus the bounds of the order the
 * activities are created in: the period starts no earlier than today and ends no later than the
 * order's end. They are the edit dialog's date rules (001 §5 "Start is not before today and not
 * after … the order end. End is … not after the order's end date"), applied at creation so that
 * no activity is born with dates its own edit dialog would refuse (DECISIONS.md "Order
 * lifecycle"). A missing order end sets no upper bound.
 */
export function validateActivityCreationForOrder(
  input: ActivityCreationInput,
  order: Pick<Order, 'validTo'>,
  now: Date,
): ActivityCreationValidation {
  const base = validateActivityCreation(input);
  const errorKeys: Partial<Record<ActivityCreationField, ActivitiesMessageKey>> = {
    ...base.errorKeys,
  };
  const start = readDate(input.startDate);
  const end = readDate(input.endDate);
  const orderEnd = readDate(order.validTo);
  const today = dayjs(now);

  if (!errorKeys.startDate && start) {
    if (start.isBefore(today, 'day')) errorKeys.startDate = 'activities.dates.startBeforeToday';
    else if (orderEnd && start.isAfter(orderEnd, 'day')) {
      errorKeys.startDate = 'activities.dates.startAfterOrderEnd';
    }
  }
  if (!errorKeys.endDate && end && orderEnd && end.isAfter(orderEnd, 'day')) {
    errorKeys.endDate = 'activities.dates.endAfterOrderEnd';
  }

  // A bound error makes the plan check meaningless: it was computed on dates now refused.
  if (errorKeys.startDate || errorKeys.endDate) delete errorKeys.plan;
  const errors = { ...base.errors };
  if (!errorKeys.plan) delete errors.plan;
  if (errorKeys.startDate) errors.startDate = activitiesMessage(errorKeys.startDate);
  if (errorKeys.endDate) errors.endDate = activitiesMessage(errorKeys.endDate);
  return { valid: Object.keys(errorKeys).length === 0, errors, errorKeys };
}
