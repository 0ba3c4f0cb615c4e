import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { activitiesMessage } from '../messages/it-IT/activities.ts';
import type { activitiesMessages } from '../messages/it-IT/activities.ts';
import { readDate } from '../orders/dates.ts';
import type { DateValue } from '../orders/types.ts';

/** A key of the activities area's messages. */
type ActivitiesMessageKey = keyof typeof activitiesMessages;

/** The dates of the activity edit dialog. */
export interface ActivityDatesInput {
  /** Data inizio (validFrom). */
  start: DateValue | null | undefined;
  /** Data fine (validTo). */
  end: DateValue | null | undefined;
  /** The order's end date (validTo); none means no upper limit. */
  orderEnd?: DateValue | null;
  now: Date;
  /**
   * The dates as saved before this edit. A saved date that is left unchanged is not refused for
   * lying before today: otherwise an activity that started yesterday could not have its notes
   * edited (see the notes of the area).
   */
  saved?: { start?: DateValue | null; end?: DateValue | null };
}

/** The result of the date checks: an Italian message per field in error. */
export interface ActivityDatesValidation {
  valid: boolean;
  errors: { start?: string; end?: string };
  /** The message keys of the same errors, for consumers that translate themselves. */
  errorKeys: { start?: ActivitiesMessageKey; end?: ActivitiesMessageKey };
}

/**
 * The date rules of the activity edit dialog (001 §5), day by day (the dialog shows dates as
 * DD/MM/YYYY, so times do not count):
 * - start: required; not before today; not after the end date; not after the order end;
 * - end: required; not before the start; not before today; not after the order end.
 * One message per field, the first rule broken in that order. The spec gives no messages; they
 * are ours, in the messages map.
 */
export function validateActivityDates(input: ActivityDatesInput): ActivityDatesValidation {
  const start = readDate(input.start);
  const end = readDate(input.end);
  const orderEnd = readDate(input.orderEnd);
  const today = dayjs(input.now);

  const startKey = startError(start, end, orderEnd, today, readDate(input.saved?.start));
  const endKey = endError(start, end, orderEnd, today, readDate(input.saved?.end));

  const errors: ActivityDatesValidation['errors'] = {};
  const errorKeys: ActivityDatesValidation['errorKeys'] = {};
  if (startKey) {
    errors.start = activitiesMessage(startKey);
    errorKeys.start = startKey;
  }
  if (endKey) {
    errors.end = activitiesMessage(endKey);
    errorKeys.end = endKey;
  }
  return { valid: !startKey && !endKey, errors, errorKeys };
}

function startError(
  start: Dayjs | undefined,
  end: Dayjs | undefined,
  orderEnd: Dayjs | undefined,
  today: Dayjs,
  saved: Dayjs | undefined,
): ActivitiesMessageKey | undefined {
  if (!start) return 'activities.dates.startRequired';
  if (start.isBefore(today, 'day') && !isUnchanged(start, saved)) {
    return 'activities.dates.startBeforeToday';
  }
  if (end && start.isAfter(end, 'day')) return 'activities.dates.startAfterEnd';
  if (orderEnd && start.isAfter(orderEnd, 'day')) return 'activities.dates.startAfterOrderEnd';
  return undefined;
}

function endError(
  start: Dayjs | undefined,
  end: Dayjs | undefined,
  orderEnd: Dayjs | undefined,
  today: Dayjs,
  saved: Dayjs | undefined,
): ActivitiesMessageKey | undefined {
  if (!end) return 'activities.dates.endRequired';
  if (start && end.isBefore(start, 'day')) return 'activities.dates.endBeforeStart';
  if (end.isBefore(today, 'day') && !isUnchanged(end, saved)) {
    return 'activities.dates.endBeforeToday';
  }
  if (orderEnd && end.isAfter(orderEnd, 'day')) return 'activities.dates.endAfterOrderEnd';
  return undefined;
}

function isUnchanged(date: Dayjs, saved: Dayjs | undefined): boolean {
  return saved !== undefined && date.isSame(saved, 'day');
}
