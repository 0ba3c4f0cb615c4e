import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { DateValue } from './types.ts';

/**
 * A dayjs value for a wire date, or undefined when the date is missing or unreadable.
 * `dayjs(undefined)` would be "now", and a missing date must never pass for the current time.
 */
export function readDate(value: DateValue | null | undefined): Dayjs | undefined {
  if (value == null || value === '') return undefined;
  const date = dayjs(value);
  return date.isValid() ? date : undefined;
}

/** The last millisecond of the day before `now`, in local time. */
export function endOfYesterday(now: Date): Dayjs {
  return dayjs(now).subtract(1, 'day').endOf('day');
}

/**
 * Whether an end date has passed: it lies before the end of yesterday (002 §4.1 "validTo is
 * before the end of yesterday"). This is the single expiry line of the rulebook. The three
 * wordings of the spec are read as one: 001 §4.1 "before today" names the same instant, and
 * 000 §4 "validTo before yesterday" is read as the same shorthand — so the dashboard counters
 * and the 'Scaduto' chips always agree. A missing date never expires.
 */
export function isPastEndDate(validTo: DateValue | null | undefined, now: Date): boolean {
  const date = readDate(validTo);
  return date !== undefined && date.isBefore(endOfYesterday(now));
}
