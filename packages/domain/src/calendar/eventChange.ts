import dayjs from 'dayjs';
import type { ConfigType, Dayjs } from 'dayjs';
import {
  EVENT_DATE_FORMAT,
  EVENT_DATE_TIME_FORMAT,
  TIME_STEP_MINUTES,
} from '../constants/constants.ts';
import { defaultEndTime } from './eventTime.ts';
import type { CalendarEvent } from './types.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An event's start and end as the wire writes them (002 §3.1). */
export interface CalendarEventTimes {
  startTime: string;
  endTime: string;
}

/** How far to move an event, or its end: whole days and minutes (both may be negative). */
export interface CalendarEventShift {
  days?: number;
  minutes?: number;
}

/** A span of the grid chosen to create an event: what the event dialog is pre-filled with. */
export interface CalendarSlotSelection {
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD' */
  endDate: string;
  /** 'HH:mm', null for an all-day selection. */
  startTempTime: string | null;
  /** 'HH:mm', null for an all-day selection. */
  endTempTime: string | null;
  isAllDay: boolean;
}

/**
 * A pointer's movement in minutes, snapped to the nearest 15-minute step (002 §9 "time step 15
 * minutes"), so that a drag moves by whole steps.
 */
export function snapMinutesToTimeStep(minutes: number): number {
  const steps = Math.round(minutes / TIME_STEP_MINUTES);
  return steps === 0 ? 0 : steps * TIME_STEP_MINUTES;
}

/** The 15-minute slot a time of day falls in: minutes rounded down to the step (002 §9). */
export function timeSlotOf(minutes: number): number {
  return Math.floor(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
}

/**
 * The time `minutes` after (or before) `time`, landing on a 15-minute step: rounded up when moving
 * forward, down when moving back. A time already on the step moves by exactly `minutes`; one off
 * the step (10:07) reaches the next step in the direction of the move, never staying put.
 */
function shiftToStep(time: Dayjs, minutes: number): Dayjs {
  const target = time.add(minutes, 'minute').second(0).millisecond(0);
  const offset = target.minute() % TIME_STEP_MINUTES;
  if (offset === 0) return target;
  return minutes > 0
    ? target.add(TIME_STEP_MINUTES - offset, 'minute')
    : target.subtract(offset, 'minute');
}

function readTimes(event: Pick<CalendarEvent, 'startTime' | 'endTime'>) {
  const start = dayjs(event.startTime);
  if (!start.isValid()) return undefined;
  const end = dayjs(event.endTime);
  return {
    start,
    end: end.isValid() && !end.isBefore(start) ? end : start,
    dateOnly: DATE_ONLY.test(event.startTime),
  };
}

function written(start: Dayjs, end: Dayjs, dateOnly: boolean): CalendarEventTimes {
  const format = dateOnly ? EVENT_DATE_FORMAT : EVENT_DATE_TIME_FORMAT;
  return { startTime: start.format(format), endTime: end.format(format) };
}

function changed(event: CalendarEventTimes, next: CalendarEventTimes): boolean {
  return (
    !dayjs(event.startTime).isSame(next.startTime) || !dayjs(event.endTime).isSame(next.endTime)
  );
}

/**
 * An event moved by whole days and by minutes, keeping its length (the week and day views' drag
 * and its keyboard equivalent). Minutes land on the 15-minute step (002 §9) in the direction of
 * the move; an all-day event written with dates only (002 §3.1) moves by days only. Times come back
 * as the wire writes them: 'YYYY-MM-DD HH:mm', or 'YYYY-MM-DD' for date-only events. Undefined when
 * the event would not move or cannot be read.
 */
export function moveCalendarEvent(
  event: Pick<CalendarEvent, 'startTime' | 'endTime'>,
  { days = 0, minutes = 0 }: CalendarEventShift,
): CalendarEventTimes | undefined {
  const times = readTimes(event);
  if (!times) return undefined;
  const { start, end, dateOnly } = times;
  let nextStart = start.add(days, 'day');
  let nextEnd = end.add(days, 'day');
  if (!dateOnly && minutes !== 0) {
    const moved = shiftToStep(nextStart, minutes);
    const delta = moved.diff(nextStart, 'millisecond');
    nextStart = moved;
    nextEnd = nextEnd.add(delta, 'millisecond');
  }
  const next = written(nextStart, nextEnd, dateOnly);
  return changed(event, next) ? next : undefined;
}

/**
 * An event with its end moved by whole days and by minutes (the resize handle and its keyboard
 * equivalent). Minutes land on the 15-minute step (002 §9) in the direction of the move. A timed
 * event keeps at least one step; a date-only event at least its first day. Undefined when the end
 * would not move or the event cannot be read.
 */
export function resizeCalendarEvent(
  event: Pick<CalendarEvent, 'startTime' | 'endTime'>,
  { days = 0, minutes = 0 }: CalendarEventShift,
): CalendarEventTimes | undefined {
  const times = readTimes(event);
  if (!times) return undefined;
  const { start, end, dateOnly } = times;
  let nextEnd = end.add(days, 'day');
  if (dateOnly) {
    if (nextEnd.isBefore(start)) nextEnd = start;
  } else {
    if (minutes !== 0) nextEnd = shiftToStep(nextEnd, minutes);
    const shortest = start.add(TIME_STEP_MINUTES, 'minute');
    if (nextEnd.isBefore(shortest)) nextEnd = shortest;
  }
  const next = written(start, nextEnd, dateOnly);
  return changed(event, next) ? next : undefined;
}

/**
 * The event a span of 15-minute slots of one day creates (002 §9 "time step 15 minutes"): from the
 * start of the first slot to the end of the last, whichever order they were chosen in. A single
 * slot (a click, Enter) gives the default length, one hour (001 §9 "an end time defaults to one
 * hour after the start when not given"). Slots are minutes since midnight, rounded down to the step.
 */
export function timeSlotSelection(
  day: ConfigType,
  anchorMinutes: number,
  focusMinutes: number = anchorMinutes,
): CalendarSlotSelection {
  const midnight = dayjs(day).startOf('day');
  const first = timeSlotOf(Math.min(anchorMinutes, focusMinutes));
  const last = timeSlotOf(Math.max(anchorMinutes, focusMinutes));
  const start = midnight.add(first, 'minute');
  const end =
    first === last
      ? dayjs(defaultEndTime(start))
      : midnight.add(last + TIME_STEP_MINUTES, 'minute');
  return {
    startDate: start.format(EVENT_DATE_FORMAT),
    endDate: end.format(EVENT_DATE_FORMAT),
    startTempTime: start.format('HH:mm'),
    endTempTime: end.format('HH:mm'),
    isAllDay: false,
  };
}

/** The all-day event a span of days creates (the month view and the all-day row), in day order. */
export function daySelection(anchorDay: ConfigType, focusDay: ConfigType): CalendarSlotSelection {
  const anchor = dayjs(anchorDay).startOf('day');
  const focus = dayjs(focusDay).startOf('day');
  const [first, last] = anchor.isAfter(focus) ? [focus, anchor] : [anchor, focus];
  return {
    startDate: first.format(EVENT_DATE_FORMAT),
    endDate: last.format(EVENT_DATE_FORMAT),
    startTempTime: null,
    endTempTime: null,
    isAllDay: true,
  };
}

/**
 * The events of the days shown with the moves and resizes still on their way to the server
 * (002 §9 drag and drop): each pending event replaces the one with its id, joins the days it now
 * falls on (moved in from another week) and leaves the days it no longer touches, so that a
 * moved event is where the user put it at once, not back where it was until the server answers.
 * `from` and `to` are the first and last day shown, 'YYYY-MM-DD'.
 */
export function withPendingEventChanges<
  Event extends Pick<CalendarEvent, 'id' | 'startTime' | 'endTime'>,
>(
  events: readonly Event[],
  pending: readonly Event[],
  { from, to }: { from: string; to: string },
): Event[] {
  if (pending.length === 0) return [...events];
  const byId = new Map(pending.map((event) => [String(event.id), event]));
  const touchesDaysShown = (event: Event) =>
    event.startTime.slice(0, 10) <= to && event.endTime.slice(0, 10) >= from;
  const shown = events
    .map((event) => byId.get(String(event.id)) ?? event)
    .filter((event) => !byId.has(String(event.id)) || touchesDaysShown(event));
  const listed = new Set(events.map((event) => String(event.id)));
  const movedIn = pending.filter(
    (event) => !listed.has(String(event.id)) && touchesDaysShown(event),
  );
  return [...shown, ...movedIn];
}
