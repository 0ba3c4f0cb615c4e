import dayjs from 'dayjs';
import type { ConfigType } from 'dayjs';
import {
  ALL_DAY_THRESHOLD_HOURS,
  DEFAULT_EVENT_DURATION_MINUTES,
  SHORT_EVENT_MAX_MINUTES,
  TIME_STEP_MINUTES,
} from '../constants/constants.ts';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import type { CalendarEvent } from './types.ts';

const MINUTES_PER_DAY = 24 * 60;

/**
 * Rounds a time to the 15-minute step (001 §9 "Time rounding to 15-minute steps", 002 §9).
 *
 * The spec does not say nearest or up. We round UP to the next step (10:07 → 10:15, 10:15 stays
 * 10:15): the rounded time pre-fills a new event, and rounding to the nearest step could put the
 * start of an event created "now" in the past. Seconds and milliseconds are dropped.
 */
export function roundToTimeStep(date: ConfigType): Date {
  const start = dayjs(date).second(0).millisecond(0);
  const hadSeconds = !start.isSame(dayjs(date));
  const minutes = start.minute() + (hadSeconds ? 1 : 0);
  const rounded = Math.ceil(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  return start.minute(0).add(rounded, 'minute').toDate();
}

/** The default end of an event: one hour after the start (001 §9). */
export function defaultEndTime(start: ConfigType): Date {
  return dayjs(start).add(DEFAULT_EVENT_DURATION_MINUTES, 'minute').toDate();
}

/** Minutes between the start and the end of an event; NaN when a date cannot be read. */
export function eventDurationMinutes(event: Pick<CalendarEvent, 'startTime' | 'endTime'>): number {
  return dayjs(event.endTime).diff(dayjs(event.startTime), 'minute', true);
}

/**
 * Whether an event is shown as all-day: flagged isAllDay, or lasting more than 24 h
 * (002 §4.3 "Events that last more than 24 h count as all-day"). Exactly 24 h is not "more than".
 */
export function isAllDayEvent(
  event: Pick<CalendarEvent, 'startTime' | 'endTime' | 'isAllDay'>,
): boolean {
  if (event.isAllDay === true) return true;
  return eventDurationMinutes(event) > ALL_DAY_THRESHOLD_HOURS * 60;
}

/**
 * Whether only the start time is shown: timed events of 45 minutes or less (002 §9). All-day
 * events show no time at all, so they never qualify.
 */
export function showsOnlyStartTime(
  event: Pick<CalendarEvent, 'startTime' | 'endTime' | 'isAllDay'>,
): boolean {
  if (isAllDayEvent(event)) return false;
  return eventDurationMinutes(event) <= SHORT_EVENT_MAX_MINUTES;
}

/**
 * The time an event shows in a list (the daily events widget, 001 §2.7): 'Tutto il giorno' for an
 * all-day event (002 §4.3 "Events that last more than 24 h count as all-day"), only the start for
 * an event of 45 minutes or less (002 §9), otherwise 'start – end', 24-hour 'HH:mm' (002 §5.1).
 */
export function eventTimeLabel(
  event: Pick<CalendarEvent, 'startTime' | 'endTime' | 'isAllDay'>,
): string {
  return eventTimeFacts(event).timeLabel;
}

function clockLabel(time: dayjs.Dayjs): string {
  return formatMinutesOfDay(time.hour() * 60 + time.minute());
}

/** What a view shows of an event's times, from one reading of its start and end. */
export interface EventTimeFacts {
  /** Shown as all-day (see {@link isAllDayEvent}). */
  allDay: boolean;
  /** Only the start time is shown (see {@link showsOnlyStartTime}). */
  onlyStart: boolean;
  /** The start, 'HH:mm'. */
  startLabel: string;
  /** The time shown (see {@link eventTimeLabel}). */
  timeLabel: string;
}

/**
 * {@link isAllDayEvent}, {@link showsOnlyStartTime}, the start and {@link eventTimeLabel} of an
 * event at once, its dates read once: a week view draws hundreds of events on every refetch.
 */
export function eventTimeFacts(
  event: Pick<CalendarEvent, 'startTime' | 'endTime' | 'isAllDay'>,
): EventTimeFacts {
  const start = dayjs(event.startTime);
  const end = dayjs(event.endTime);
  const duration = end.diff(start, 'minute', true);
  const allDay = event.isAllDay === true || duration > ALL_DAY_THRESHOLD_HOURS * 60;
  const onlyStart = !allDay && duration <= SHORT_EVENT_MAX_MINUTES;
  // 'HH:mm' without dayjs's format (a pattern parse per call): the same text, a fraction of the time.
  const startLabel = start.isValid() ? clockLabel(start) : start.format('HH:mm');
  const timeLabel = allDay
    ? calendarMessage('calendar.event.allDay')
    : onlyStart
      ? startLabel
      : `${startLabel} – ${end.isValid() ? clockLabel(end) : end.format('HH:mm')}`;
  return { allDay, onlyStart, startLabel, timeLabel };
}

/** The time picker options: every 15 minutes over 24 hours, 'HH:mm' (002 §5.1). */
export function timeOptions(): string[] {
  const options: string[] = [];
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += TIME_STEP_MINUTES) {
    options.push(formatMinutesOfDay(minutes));
  }
  return options;
}

/** 'HH:mm' of a number of minutes since midnight. */
export function formatMinutesOfDay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Minutes since midnight of an 'HH:mm' time in 24-hour format; undefined for anything else
 * (002 §5.1 "24-hour format").
 */
export function minutesOfDay(time: string | null | undefined): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Whether an 'HH:mm' time is on the 15-minute step (002 §5.1). */
export function isOnTimeStep(time: string | null | undefined): boolean {
  const minutes = minutesOfDay(time);
  return minutes !== undefined && minutes % TIME_STEP_MINUTES === 0;
}
