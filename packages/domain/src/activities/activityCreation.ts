import type { Dayjs } from 'dayjs';
import { activitiesMessage } from '../messages/it-IT/activities.ts';
import type { activitiesMessages } from '../messages/it-IT/activities.ts';
import { readDate } from '../orders/dates.ts';
import { italianHolidays } from './holidays.ts';
import type {
  ActivityCreationInput,
  ActivityCreationType,
  PlannedActivity,
  ActivityWeekday,
} from './types.ts';

/** A key of the activities area's messages. */
type ActivitiesMessageKey = keyof typeof activitiesMessages;

/** A weekday button of the creation form. */
export interface ActivityWeekdayOption {
  value: ActivityWeekday;
  label: string;
}

/** The weekday buttons LU, MA, ME, GI, VE, SA, DO with values 1 to 6 and 0 for Sunday (001 §9). */
export const WEEKDAY_OPTIONS = [
  { value: 1, label: activitiesMessage('activities.creation.weekday.monday') },
  { value: 2, label: activitiesMessage('activities.creation.weekday.tuesday') },
  { value: 3, label: activitiesMessage('activities.creation.weekday.wednesday') },
  { value: 4, label: activitiesMessage('activities.creation.weekday.thursday') },
  { value: 5, label: activitiesMessage('activities.creation.weekday.friday') },
  { value: 6, label: activitiesMessage('activities.creation.weekday.saturday') },
  { value: 0, label: activitiesMessage('activities.creation.weekday.sunday') },
] as const satisfies readonly ActivityWeekdayOption[];

/** The creation types with their labels, in the order of 001 §9. */
export const ACTIVITY_CREATION_TYPE_OPTIONS = [
  { value: 'SINGLE', label: activitiesMessage('activities.creation.type.single') },
  { value: 'FIXED_NUMBER', label: activitiesMessage('activities.creation.type.fixedNumber') },
  { value: 'FIXED_WEEKDAYS', label: activitiesMessage('activities.creation.type.fixedWeekdays') },
  { value: 'FIXED_STEP', label: activitiesMessage('activities.creation.type.fixedStep') },
] as const satisfies readonly { value: ActivityCreationType; label: string }[];

/** The labels of the inclusion options (001 §9 "saturday, sunday and holiday inclusion"). */
export const ACTIVITY_CREATION_OPTION_LABELS = {
  includeSaturday: activitiesMessage('activities.creation.option.includeSaturday'),
  includeSunday: activitiesMessage('activities.creation.option.includeSunday'),
  includeHolidays: activitiesMessage('activities.creation.option.includeHolidays'),
} as const;

/** A field of the creation form that can be in error; `plan` is the request as a whole. */
export type ActivityCreationField =
  'startDate' | 'endDate' | 'numberOfActivities' | 'weekdays' | 'frequency' | 'plan';

/** The result of the creation checks. The create button is enabled only when `valid`. */
export interface ActivityCreationValidation {
  valid: boolean;
  errors: Partial<Record<ActivityCreationField, string>>;
  errorKeys: Partial<Record<ActivityCreationField, ActivitiesMessageKey>>;
}

/**
 * The creation rules (001 §5 "the end date is required. The 'defined number of activities' type
 * needs an integer of at least 1. The 'fixed intervals' type needs an integer frequency of at
 * least 1. The create button is disabled otherwise"). Beyond the spec, because the request could
 * not be planned otherwise: the start date is required, the end is not before the start, the
 * weekday type needs a weekday, the defined number may not exceed the days available, and a
 * request that yields no activity at all (e.g. only Saturdays while Saturdays are excluded) is
 * refused with a message on `plan`.
 */
export function validateActivityCreation(input: ActivityCreationInput): ActivityCreationValidation {
  const errorKeys: ActivityCreationValidation['errorKeys'] = {};
  const start = readDate(input.startDate);
  const end = readDate(input.endDate);

  if (!start) errorKeys.startDate = 'activities.creation.startRequired';
  if (!end) errorKeys.endDate = 'activities.creation.endRequired';
  else if (start && end.isBefore(start, 'day')) {
    errorKeys.endDate = 'activities.creation.endBeforeStart';
  }

  switch (input.type) {
    case 'SINGLE':
      break;
    case 'FIXED_NUMBER':
      if (!isPositiveInteger(input.numberOfActivities)) {
        errorKeys.numberOfActivities = 'activities.creation.numberInvalid';
      } else if (
        start &&
        end &&
        !errorKeys.endDate &&
        input.numberOfActivities > includedDays(start, end, input).length
      ) {
        errorKeys.numberOfActivities = 'activities.creation.numberTooLarge';
      }
      break;
    case 'FIXED_WEEKDAYS':
      if (!input.weekdays?.length) errorKeys.weekdays = 'activities.creation.weekdaysRequired';
      break;
    case 'FIXED_STEP':
      if (!isPositiveInteger(input.frequency)) {
        errorKeys.frequency = 'activities.creation.frequencyInvalid';
      }
      break;
    default:
      // An unknown type plans nothing, so the `plan` check below refuses it.
      input.type satisfies never;
  }

  if (Object.keys(errorKeys).length === 0 && planActivityDates(input).length === 0) {
    errorKeys.plan = 'activities.creation.noDates';
  }

  const errors: ActivityCreationValidation['errors'] = {};
  for (const [field, key] of Object.entries(errorKeys) as [
    ActivityCreationField,
    ActivitiesMessageKey,
  ][]) {
    errors[field] = activitiesMessage(key);
  }
  return { valid: Object.keys(errorKeys).length === 0, errors, errorKeys };
}

/**
 * The activities a creation request expands to, each with its period (validFrom at the start of
 * its first day, validTo at the end of its last day, local time). This is the rule the server
 * applies when it creates the activities (001 §7 "create (POST with _order, type and options)").
 * - SINGLE: one activity over the whole period, as chosen; the inclusion options do not trim it.
 * - FIXED_NUMBER: the included days of the period split into N consecutive groups as even as
 *   possible; each activity runs from the first to the last day of its group, so together they
 *   cover the period.
 * - FIXED_WEEKDAYS: one single-day activity on each selected weekday of the period. Selecting SA
 *   or DO is an explicit choice and wins over the Saturday and Sunday options; holidays are
 *   still skipped unless included.
 * - FIXED_STEP: one single-day activity every `frequency` days from the start; an occurrence on an
 *   excluded day is skipped, not moved, so the cadence stays regular.
 * Saturdays, Sundays and Italian national holidays (Easter Monday included) are excluded unless
 * their option is on. An incomplete or invalid request gives an empty list.
 */
export function planActivityDates(input: ActivityCreationInput): PlannedActivity[] {
  const start = readDate(input.startDate)?.startOf('day');
  const end = readDate(input.endDate)?.endOf('day');
  if (!start || !end || end.isBefore(start)) return [];

  switch (input.type) {
    case 'SINGLE':
      return [{ validFrom: start.toDate(), validTo: end.toDate() }];
    case 'FIXED_NUMBER':
      return planFixedNumber(start, end, input);
    case 'FIXED_WEEKDAYS': {
      const weekdays = new Set<number>(input.weekdays ?? []);
      const isHoliday = holidayLookup();
      return daysBetween(start, end)
        .filter((day) => weekdays.has(day.day()))
        .filter((day) => input.includeHolidays || !isHoliday(day))
        .map(singleDay);
    }
    case 'FIXED_STEP': {
      const frequency = input.frequency;
      if (!isPositiveInteger(frequency)) return [];
      const isIncluded = includedDayRule(input);
      return daysBetween(start, end)
        .filter((_day, index) => index % frequency === 0)
        .filter(isIncluded)
        .map(singleDay);
    }
    default:
      // An unknown type (from the wire) plans nothing.
      input.type satisfies never;
      return [];
  }
}

function planFixedNumber(
  start: Dayjs,
  end: Dayjs,
  input: ActivityCreationInput,
): PlannedActivity[] {
  const count = input.numberOfActivities;
  const days = includedDays(start, end, input);
  if (!isPositiveInteger(count) || count > days.length) return [];
  const planned: PlannedActivity[] = [];
  // Day i belongs to group ⌊i·N / days⌋: groups are consecutive, and with N ≤ days none is empty.
  days.forEach((day, index) => {
    const group = Math.floor((index * count) / days.length);
    const current = planned[group];
    if (current) current.validTo = day.endOf('day').toDate();
    else planned.push(singleDay(day));
  });
  return planned;
}

/** The days of the request's period that the inclusion options keep. */
function includedDays(start: Dayjs, end: Dayjs, input: ActivityCreationInput): Dayjs[] {
  return daysBetween(start, end).filter(includedDayRule(input));
}

function includedDayRule(input: ActivityCreationInput): (day: Dayjs) => boolean {
  const isHoliday = holidayLookup();
  return (day) => {
    const weekday = day.day();
    if (weekday === 6 && !input.includeSaturday) return false;
    if (weekday === 0 && !input.includeSunday) return false;
    return input.includeHolidays || !isHoliday(day);
  };
}

/** A holiday check that builds each year's list once. */
function holidayLookup(): (day: Dayjs) => boolean {
  const byYear = new Map<number, Set<string>>();
  return (day) => {
    const year = day.year();
    let holidays = byYear.get(year);
    if (!holidays) {
      holidays = new Set(italianHolidays(year));
      byYear.set(year, holidays);
    }
    return holidays.has(day.format('YYYY-MM-DD'));
  };
}

/** Every day from the start day to the end day, both included, at the start of each day. */
function daysBetween(start: Dayjs, end: Dayjs): Dayjs[] {
  const days: Dayjs[] = [];
  for (let day = start.startOf('day'); !day.isAfter(end, 'day'); day = day.add(1, 'day')) {
    days.push(day);
  }
  return days;
}

function singleDay(day: Dayjs): PlannedActivity {
  return { validFrom: day.startOf('day').toDate(), validTo: day.endOf('day').toDate() };
}

function isPositiveInteger(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}
