import dayjs from 'dayjs';
import itLocale from 'dayjs/locale/it.js';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../constants/constants.ts';
import { message } from '../messages/it-IT.ts';
import { DATE_LOCALE, WEEK_STARTS_ON } from './constants.ts';

/** Anything dayjs can read as a date: an ISO string, a `Date`, a timestamp, a dayjs value. */
export type DateValue = dayjs.ConfigType;

/** How long a weekday name is: 'lunedì', 'lun' or 'lu' (the dayjs Italian locale's three forms). */
export type WeekdayNameStyle = 'long' | 'short' | 'min';

/**
 * A date and time as 'DD/MM/YYYY HH:mm' (000 §9 "Dates DD/MM/YYYY HH:mm", 002 §9 "the message time
 * format is DD/MM/YYYY HH:mm"), in the Italian locale. A missing or invalid date shows '-'
 * (the same placeholder as a missing amount; the spec does not say).
 * Times are shown in the local time zone of the runtime, as dayjs reads them.
 */
export function formatDateTime(value: DateValue): string {
  return formatWith(value, DATE_TIME_FORMAT);
}

/**
 * A date as 'DD/MM/YYYY' (002 §5.1 "Dates display as DD/MM/YYYY"), in the Italian locale.
 * A missing or invalid date shows '-'.
 */
export function formatDate(value: DateValue): string {
  return formatWith(value, DATE_FORMAT);
}

/**
 * The seven weekday names in the Italian locale, Monday first (002 §9 "the week starts on
 * Monday"; 002 §2.1 "All 7 week days are shown"). Names are lower-case as Italian writes them;
 * the interface capitalises them when it needs to.
 */
export function weekdayNames(style: WeekdayNameStyle = 'long'): string[] {
  const sundayFirst = SUNDAY_FIRST_WEEKDAYS[style];
  return [...sundayFirst.slice(WEEK_STARTS_ON), ...sundayFirst.slice(0, WEEK_STARTS_ON)];
}

/**
 * The weekday names of the dayjs Italian locale, Sunday first as dayjs keeps them. The locale
 * defines all three lists; its type marks them optional only because other locales may omit them.
 */
const SUNDAY_FIRST_WEEKDAYS: Record<WeekdayNameStyle, readonly string[]> = {
  long: itLocale.weekdays!,
  short: itLocale.weekdaysShort!,
  min: itLocale.weekdaysMin!,
};

function formatWith(value: DateValue, pattern: string): string {
  // `dayjs(undefined)` would be "now": a missing date must never show the current time.
  if (value == null || value === '') return message('common.missingValue');
  const date = dayjs(value);
  if (!date.isValid()) return message('common.missingValue');
  return date.locale(DATE_LOCALE).format(pattern);
}
