import dayjs from 'dayjs';
import type { ConfigType, Dayjs } from 'dayjs';
import itLocale from 'dayjs/locale/it.js';
import { EVENT_DATE_FORMAT } from '../constants/constants.ts';
import type { CalendarView, DayNavigation } from './calendarQuery.ts';
import { CALENDAR_WEEK_DAYS_SHOWN, CALENDAR_WEEK_STARTS_ON } from './constants.ts';

/** The days a calendar view shows and the range its events are asked for. */
export interface CalendarRange {
  /** The first day shown, 'YYYY-MM-DD'. */
  from: string;
  /** The last day shown, 'YYYY-MM-DD' (inclusive). */
  to: string;
  /** Every day shown, in order, 'YYYY-MM-DD'. */
  days: string[];
}

/**
 * The Monday of the week of a day (002 §9 "the week starts on Monday"), at midnight. Computed from
 * the weekday number, not from the dayjs locale, so that it never depends on the global locale.
 */
export function calendarWeekStart(date: ConfigType): Dayjs {
  const day = dayjs(date).startOf('day');
  const offset = (day.day() - CALENDAR_WEEK_STARTS_ON + 7) % 7;
  return day.subtract(offset, 'day');
}

function daysFrom(first: Dayjs, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    first.add(index, 'day').format(EVENT_DATE_FORMAT),
  );
}

/**
 * The days of a view (002 §2.1 "Views: day, week, month … All 7 week days are shown"): the day
 * itself; the week from Monday to Sunday; the month as whole weeks, Monday to Sunday, from the
 * week of the 1st to the week of the last day (4 to 6 rows, only the rows the month needs).
 */
export function calendarRange(view: CalendarView, date: ConfigType): CalendarRange {
  const day = dayjs(date).startOf('day');
  let days: string[];
  switch (view) {
    case 'day':
      days = [day.format(EVENT_DATE_FORMAT)];
      break;
    case 'week':
      days = daysFrom(calendarWeekStart(day), CALENDAR_WEEK_DAYS_SHOWN);
      break;
    case 'month': {
      const first = calendarWeekStart(day.startOf('month'));
      const last = calendarWeekStart(day.endOf('month'));
      const weeks = last.diff(first, 'week') + 1;
      days = daysFrom(first, weeks * CALENDAR_WEEK_DAYS_SHOWN);
      break;
    }
    default:
      return view satisfies never;
  }
  return { from: days[0]!, to: days[days.length - 1]!, days };
}

/**
 * The day a view shows after the toolbar's previous, next or Today (002 §2.1): one day, one week
 * or one month back or forward, or today. A month step keeps the day of the month where it exists
 * (31 January → 29 February), as dayjs does.
 */
export function navigateCalendar(
  view: CalendarView,
  date: ConfigType,
  step: DayNavigation,
  now: ConfigType,
): string {
  const day = dayjs(date);
  switch (step) {
    case 'today':
      return dayjs(now).format(EVENT_DATE_FORMAT);
    case 'previous':
      return day.subtract(1, view).format(EVENT_DATE_FORMAT);
    case 'next':
      return day.add(1, view).format(EVENT_DATE_FORMAT);
    default:
      return step satisfies never;
  }
}

/**
 * The period a view shows, in Italian (002 §9 "Dates are shown in Italian"), lower-case as Italian
 * writes dates (the interface capitalises the first letter): 'lunedì 10 marzo 2025' for a day;
 * '10 – 16 marzo 2025', '31 marzo – 6 aprile 2025' or '29 dicembre 2025 – 4 gennaio 2026' for a
 * week (the shared month and year written once); 'marzo 2025' for a month. The spec does not show
 * the label; this is the form Italian calendars use.
 */
export function calendarPeriodLabel(view: CalendarView, date: ConfigType): string {
  const day = dayjs(date).locale(itLocale);
  switch (view) {
    case 'day':
      return day.format('dddd D MMMM YYYY');
    case 'month':
      return day.format('MMMM YYYY');
    case 'week': {
      const start = calendarWeekStart(day).locale(itLocale);
      const end = start.add(CALENDAR_WEEK_DAYS_SHOWN - 1, 'day');
      if (start.year() !== end.year()) {
        return `${start.format('D MMMM YYYY')} – ${end.format('D MMMM YYYY')}`;
      }
      if (start.month() !== end.month()) {
        return `${start.format('D MMMM')} – ${end.format('D MMMM YYYY')}`;
      }
      return `${start.format('D')} – ${end.format('D MMMM YYYY')}`;
    }
    default:
      return view satisfies never;
  }
}

/** A day's label for a screen reader or a column header: 'lunedì 10 marzo 2025'. */
export function calendarDayLabel(date: ConfigType): string {
  return dayjs(date).locale(itLocale).format('dddd D MMMM YYYY');
}
