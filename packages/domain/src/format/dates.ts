import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../constants/constants.ts';
import { commonMessage } from '../messages/it-IT/common.ts';

/** Anything dayjs can read as a date: an ISO string, a `Date`, a timestamp, a dayjs value. */
export type DateValue = dayjs.ConfigType;

/**
 * A date and time as 'DD/MM/YYYY HH:mm' (000 §9 "Dates DD/MM/YYYY HH:mm", 002 §9 "the message time
 * format is DD/MM/YYYY HH:mm"): digits only, the same in every locale. A missing or invalid date shows '-'
 * (the same placeholder as a missing amount; the spec does not say).
 * Times are shown in the local time zone of the runtime, as dayjs reads them.
 */
export function formatDateTime(value: DateValue): string {
  return formatWith(value, DATE_TIME_FORMAT);
}

/**
 * A date as 'DD/MM/YYYY' (002 §5.1 "Dates display as DD/MM/YYYY").
 * A missing or invalid date shows '-'.
 */
export function formatDate(value: DateValue): string {
  return formatWith(value, DATE_FORMAT);
}

function formatWith(value: DateValue, pattern: string): string {
  // `dayjs(undefined)` would be "now": a missing date must never show the current time.
  if (value == null || value === '') return commonMessage('common.missingValue');
  const date = dayjs(value);
  if (!date.isValid()) return commonMessage('common.missingValue');
  // The patterns are all digits (DD/MM/YYYY HH:mm), so no locale is needed: the Italian one is
  // loaded by `weekdayNames` only, which keeps it out of the bundles that just format dates.
  return date.format(pattern);
}
