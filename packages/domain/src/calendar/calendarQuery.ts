import dayjs from 'dayjs';
import type { ConfigType } from 'dayjs';
import { EVENT_DATE_FORMAT } from '../constants/constants.ts';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import type { CALENDAR_SIDE_PANELS } from './constants.ts';
import type { CALENDAR_VIEWS } from './constants.ts';
import { defaultEndTime, isAllDayEvent, roundToTimeStep } from './eventTime.ts';
import type { CalendarEvent } from './types.ts';

/** The query parameters the calendar reads (002 §2.1). */
export interface CalendarQuery {
  /** Opens the new-event dialog. */
  openNew: boolean;
  /** Pre-fills start and end of the new event; 'YYYY-MM-DD', undefined when absent or invalid. */
  selectedDay: string | undefined;
  /** Opens the side pane on the reminders panel. */
  openSidebar: boolean;
}

function readParameters(search: string): Map<string, string> {
  const parameters = new Map<string, string>();
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const rawValue = equals < 0 ? '' : pair.slice(equals + 1);
    const name = decode(rawName);
    // The first occurrence wins, as URLSearchParams.get does.
    if (!parameters.has(name)) parameters.set(name, decode(rawValue));
  }
  return parameters;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * A query flag: present with no value, 'true' or '1' is on; anything else (absent, 'false',
 * '0') is off. The spec only shows `openSidebar=true` (002 §2.1); the other spellings are
 * accepted because links written by hand use them.
 */
function readFlag(value: string | undefined): boolean {
  return value === '' || value === 'true' || value === '1';
}

/** Whether a text is a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = dayjs(text);
  return day.isValid() && day.format(EVENT_DATE_FORMAT) === text;
}

/**
 * Reads the calendar query string (002 §2.1: openNew, selectedDay, openSidebar). selectedDay must
 * be a real 'YYYY-MM-DD' day (the format the daily-events widget writes); a full ISO date-time is
 * reduced to its day; anything else is dropped.
 */
export function parseCalendarQuery(search: string): CalendarQuery {
  const parameters = readParameters(search);
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(
    parameters.get('selectedDay')?.trim() ?? '',
  );
  const candidate = match?.[1];
  const selectedDay = isCalendarDay(candidate) ? candidate : undefined;
  return {
    openNew: readFlag(parameters.get('openNew')),
    selectedDay,
    openSidebar: readFlag(parameters.get('openSidebar')),
  };
}

/** The dates and times a new event is pre-filled with. */
export interface NewEventTimes {
  startDate: string;
  endDate: string;
  startTempTime: string;
  endTempTime: string;
  isAllDay: false;
}

/**
 * The start and end of a new event opened for a selected day (002 §2.1 "selectedDay (pre-fills
 * start and end of the new event)"): the selected day at the current time rounded up to the
 * 15-minute step, ending one hour later (001 §9). When the rounding would leave the selected day
 * (after 23:45) the start is the day's last step, 23:45, and the end runs into the next day.
 */
export function newEventFromSelectedDay(day: string, now: ConfigType): NewEventTimes {
  const base = dayjs(day).startOf('day');
  const clock = dayjs(now);
  const atTime = base
    .hour(clock.hour())
    .minute(clock.minute())
    .second(clock.second())
    .millisecond(clock.millisecond());
  let start = dayjs(roundToTimeStep(atTime));
  if (!start.isSame(base, 'day')) start = base.hour(23).minute(45);
  const end = dayjs(defaultEndTime(start));
  return {
    startDate: start.format(EVENT_DATE_FORMAT),
    endDate: end.format(EVENT_DATE_FORMAT),
    startTempTime: start.format('HH:mm'),
    endTempTime: end.format('HH:mm'),
    isAllDay: false,
  };
}

/** A calendar view (002 §2.1). */
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** A side-pane panel (002 §2.1). */
export type CalendarSidePanel = (typeof CALENDAR_SIDE_PANELS)[number];

/**
 * The side pane after a switch button is clicked: the clicked panel, or closed (null) when the
 * clicked button is the active one (002 §2.1 "Clicking the active button closes the pane").
 */
export function toggleCalendarSidePane(
  active: CalendarSidePanel | null,
  clicked: CalendarSidePanel,
): CalendarSidePanel | null {
  return active === clicked ? null : clicked;
}

/** The side pane a query opens: openSidebar opens the reminders panel (002 §2.1). */
export function initialCalendarSidePanel(
  query: Pick<CalendarQuery, 'openSidebar'>,
): CalendarSidePanel | null {
  return query.openSidebar ? 'reminders' : null;
}

/** One switch button of the side pane. */
export interface CalendarSidePaneButton {
  panel: CalendarSidePanel;
  label: string;
  /** The open-reminders badge; undefined for a button without a badge. */
  badge: number | undefined;
}

/** Input of {@link calendarSidePaneButtons}. */
export interface CalendarSidePaneButtonsInput {
  /** From calendarCapabilities: base roles do not see the colleagues' reminders (002 §6). */
  seesColleaguesReminders: boolean;
  /** Open reminders of the user (openRemindersCount). */
  openReminders: number;
  /** Open reminders of the colleagues. */
  openColleaguesReminders: number;
}

/**
 * The side pane's switch buttons (002 §2.1): Collaboratori; Promemoria with a badge of open
 * reminders; the colleagues' reminders with a badge, hidden for base roles.
 */
export function calendarSidePaneButtons({
  seesColleaguesReminders,
  openReminders,
  openColleaguesReminders,
}: CalendarSidePaneButtonsInput): CalendarSidePaneButton[] {
  const buttons: CalendarSidePaneButton[] = [
    {
      panel: 'colleagues',
      label: calendarMessage('calendar.sidePane.colleagues'),
      badge: undefined,
    },
    {
      panel: 'reminders',
      label: calendarMessage('calendar.sidePane.reminders'),
      badge: openReminders,
    },
  ];
  if (seesColleaguesReminders) {
    buttons.push({
      panel: 'colleaguesReminders',
      label: calendarMessage('calendar.sidePane.colleaguesReminders'),
      badge: openColleaguesReminders,
    });
  }
  return buttons;
}

/**
 * The events of one day for the daily-events widget (001 §2.7): those that overlap the day, all-day
 * events first, then by start, then by end, then by title. The spec only asks for the day's events;
 * the order is ours, the one a day agenda reads naturally.
 */
export function dailyEventsForDay<Event extends CalendarEvent>(
  events: readonly Event[],
  day: ConfigType,
): Event[] {
  const dayStart = dayjs(day).startOf('day');
  const dayEnd = dayStart.endOf('day');
  return events
    .filter((event) => {
      const start = dayjs(event.startTime);
      const end = dayjs(event.endTime);
      if (!start.isValid()) return false;
      const last = end.isValid() && !end.isBefore(start) ? end : start;
      // A date-only end ('YYYY-MM-DD', all-day events, 002 §3.1) includes that whole day.
      const effectiveEnd = isCalendarDay(event.endTime) ? last.endOf('day') : last;
      return !start.isAfter(dayEnd) && !effectiveEnd.isBefore(dayStart);
    })
    .map((event, index) => ({ event, index }))
    .sort((a, b) => compareDailyEvents(a.event, b.event) || a.index - b.index)
    .map(({ event }) => event);
}

function compareDailyEvents(a: CalendarEvent, b: CalendarEvent): number {
  const allDay = Number(isAllDayEvent(b)) - Number(isAllDayEvent(a));
  if (allDay !== 0) return allDay;
  const start = dayjs(a.startTime).valueOf() - dayjs(b.startTime).valueOf();
  if (start !== 0) return start;
  const end = dayjs(a.endTime).valueOf() - dayjs(b.endTime).valueOf();
  if (end !== 0 && !Number.isNaN(end)) return end;
  return a.object.localeCompare(b.object, 'it');
}

/** A day-navigation step of the daily-events widget (001 §2.7). */
export type DayNavigation = 'previous' | 'next' | 'today';

/** The day the widget shows after navigating: one day back, one forward, or today. */
export function navigateDailyEventsDay(
  day: ConfigType,
  step: DayNavigation,
  now: ConfigType,
): string {
  switch (step) {
    case 'previous':
      return dayjs(day).subtract(1, 'day').format(EVENT_DATE_FORMAT);
    case 'next':
      return dayjs(day).add(1, 'day').format(EVENT_DATE_FORMAT);
    case 'today':
      return dayjs(now).format(EVENT_DATE_FORMAT);
    default:
      return step satisfies never;
  }
}
