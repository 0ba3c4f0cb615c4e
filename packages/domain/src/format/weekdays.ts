import itLocale from 'dayjs/locale/it.js';
import { WEEK_STARTS_ON } from './constants.ts';

/** How long a weekday name is: 'lunedì', 'lun' or 'lu' (the dayjs Italian locale's three forms). */
export type WeekdayNameStyle = 'long' | 'short' | 'min';

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
