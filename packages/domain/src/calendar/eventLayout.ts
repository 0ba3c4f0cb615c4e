import dayjs from 'dayjs';
import { ALL_DAY_THRESHOLD_HOURS, TIME_STEP_MINUTES } from '../constants/constants.ts';
import type { CalendarEvent } from './types.ts';

const MINUTES_PER_DAY = 24 * 60;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An event read once: its interval in epoch milliseconds, the end exclusive. */
interface ReadEvent<Event> {
  event: Event;
  index: number;
  start: number;
  end: number;
  allDay: boolean;
}

const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Epoch milliseconds of a wire time: 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD' (002 §3.1) read directly,
 * in local time as dayjs reads them (a month view reads thousands per render and dayjs objects
 * cost more); anything else (ISO with a zone…) through dayjs. NaN when it cannot be read.
 */
function readTime(text: string): number {
  const match = WIRE_TIME.exec(text);
  if (!match) return dayjs(text).valueOf();
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  // Out-of-range parts roll over (2025-02-30 is 2 March), exactly as dayjs reads them.
  return new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
  ).getTime();
}

function readInterval(event: Pick<CalendarEvent, 'startTime' | 'endTime'>) {
  const start = readTime(event.startTime);
  if (Number.isNaN(start)) return undefined;
  const rawEnd = readTime(event.endTime);
  let end = Number.isNaN(rawEnd) || rawEnd < start ? start : rawEnd;
  if (DATE_ONLY.test(event.endTime) && end === rawEnd) {
    const next = new Date(end);
    next.setDate(next.getDate() + 1);
    end = next.getTime();
  }
  return { start, end, rawEnd };
}

function readEvents<Event extends CalendarEvent>(events: readonly Event[]): ReadEvent<Event>[] {
  const read: ReadEvent<Event>[] = [];
  events.forEach((event, index) => {
    const interval = readInterval(event);
    if (!interval) return;
    // The all-day rule of isAllDayEvent (002 §4.3: flagged, or more than 24 h), on the times read.
    const allDay =
      event.isAllDay === true ||
      interval.rawEnd - interval.start > ALL_DAY_THRESHOLD_HOURS * 60 * 60 * 1000;
    read.push({ event, index, start: interval.start, end: interval.end, allDay });
  });
  return read;
}

/** Midnight of each day and of the day after the last, in epoch milliseconds. */
function dayBoundaries(days: readonly string[]): number[] {
  const boundaries = days.map((day) => dayjs(day).startOf('day').valueOf());
  const last = days[days.length - 1];
  if (last !== undefined) boundaries.push(dayjs(last).startOf('day').add(1, 'day').valueOf());
  return boundaries;
}

/** Wall-clock minutes since midnight (so that a day with a clock change keeps its 24 h grid). */
function wallClockMinutes(time: number): number {
  const date = new Date(time);
  return date.getHours() * 60 + date.getMinutes() + date.getSeconds() / 60;
}

/** One timed event placed in a day column of the week and day views. */
export interface TimeGridItem<Event> {
  event: Event;
  /** The event's position in the list given. */
  index: number;
  /** Where the event starts in this day: wall-clock minutes since midnight, 0 for an earlier start. */
  startMinutes: number;
  /** Where it ends in this day, 1440 when it runs into the next day. */
  endMinutes: number;
  /** Its column among the events it overlaps (0 is the leftmost). */
  column: number;
  /** How many columns its group of overlapping events needs. */
  columns: number;
  /** How many columns it covers: it widens to the right over columns free for its whole height. */
  span: number;
  /** It started on an earlier day. */
  continuesBefore: boolean;
  /** It goes on into a later day. */
  continuesAfter: boolean;
}

interface Placed<Event> extends TimeGridItem<Event> {
  /** The end used for overlaps: at least one 15-minute slot, as short events are drawn. */
  shownEnd: number;
}

function overlaps(a: Placed<unknown>, b: Placed<unknown>): boolean {
  return a.startMinutes < b.shownEnd && b.startMinutes < a.shownEnd;
}

/** Gives the events of one group of overlapping events their columns and spans. */
function packGroup<Event>(group: Placed<Event>[]): void {
  const columnEnds: number[] = [];
  const byColumn: Placed<Event>[][] = [];
  for (const item of group) {
    let column = columnEnds.findIndex((end) => end <= item.startMinutes);
    if (column < 0) {
      column = columnEnds.length;
      columnEnds.push(item.shownEnd);
      byColumn.push([item]);
    } else {
      columnEnds[column] = item.shownEnd;
      byColumn[column]!.push(item);
    }
    item.column = column;
  }
  for (const item of group) {
    item.columns = columnEnds.length;
    let span = 1;
    for (let column = item.column + 1; column < columnEnds.length; column += 1) {
      if (byColumn[column]!.some((other) => overlaps(item, other))) break;
      span += 1;
    }
    item.span = span;
  }
}

/**
 * The timed events of each day of the week and day views, laid out side by side where they
 * overlap. Events shown as all-day (flagged, or longer than 24 h: 002 §4.3) are left to the all-day
 * row. An event crossing midnight is cut at each day's edge.
 *
 * Column packing: in start order (longer first on a tie), each event takes the leftmost column
 * free at its start; events that overlap directly or through others form a group that shares the
 * width equally; an event then widens over the columns to its right that stay free for its whole
 * height. An event shorter than one 15-minute slot (002 §9) is drawn one slot high, so it counts
 * as that high for overlaps.
 */
export function timeGridLayout<Event extends CalendarEvent>(
  events: readonly Event[],
  days: readonly string[],
): TimeGridItem<Event>[][] {
  const boundaries = dayBoundaries(days);
  const timed = readEvents(events).filter((item) => !item.allDay);
  return days.map((_, dayIndex) => {
    const dayStart = boundaries[dayIndex]!;
    const dayEnd = boundaries[dayIndex + 1]!;
    const items: Placed<Event>[] = [];
    for (const read of timed) {
      // A zero-length event still shows at its start; otherwise the end is exclusive.
      const inDay =
        read.start < dayEnd &&
        (read.end > dayStart || (read.end === read.start && read.start >= dayStart));
      if (!inDay) continue;
      const startMinutes = read.start <= dayStart ? 0 : wallClockMinutes(read.start);
      const endMinutes = read.end >= dayEnd ? MINUTES_PER_DAY : wallClockMinutes(read.end);
      items.push({
        event: read.event,
        index: read.index,
        startMinutes,
        endMinutes,
        shownEnd: Math.min(MINUTES_PER_DAY, Math.max(endMinutes, startMinutes + TIME_STEP_MINUTES)),
        column: 0,
        columns: 1,
        span: 1,
        continuesBefore: read.start < dayStart,
        continuesAfter: read.end > dayEnd,
      });
    }
    items.sort(
      (a, b) => a.startMinutes - b.startMinutes || b.shownEnd - a.shownEnd || a.index - b.index,
    );
    let group: Placed<Event>[] = [];
    let groupEnd = -1;
    for (const item of items) {
      if (group.length > 0 && item.startMinutes >= groupEnd) {
        packGroup(group);
        group = [];
      }
      group.push(item);
      groupEnd = group.length === 1 ? item.shownEnd : Math.max(groupEnd, item.shownEnd);
    }
    if (group.length > 0) packGroup(group);
    return items.map(({ shownEnd: _shownEnd, ...item }) => item);
  });
}

/** One event's bar in a row of days: a week of the month view, or the all-day row. */
export interface DayRowSegment<Event> {
  event: Event;
  /** The event's position in the list given. */
  index: number;
  /** The first and last day (inclusive) the bar covers, as indexes of the days given. */
  firstColumn: number;
  lastColumn: number;
  /** The bar's line in the row, 0 at the top; a bar keeps its line across the days it covers. */
  row: number;
  /** The event started before the first day of the bar. */
  continuesBefore: boolean;
  /** The event goes on after the last day of the bar. */
  continuesAfter: boolean;
}

/** The bars of a row of days and the events of each day in the order they are drawn. */
export interface DayRowLayout<Event> {
  /** Every event's bar, with its line. */
  segments: DayRowSegment<Event>[];
  /** For each day, the bars touching it, top line first (what the more-events dialog lists). */
  byDay: DayRowSegment<Event>[][];
}

// Pure: a top-level `new` would keep this module (and dayjs) in every bundle importing domain.
const collator = /* @__PURE__ */ new Intl.Collator('it');

type Candidate<Event> = DayRowSegment<Event> & { start: number; end: number; allDay: boolean };

function layoutRow<Event extends CalendarEvent>(
  read: readonly ReadEvent<Event>[],
  days: readonly string[],
): DayRowLayout<Event> {
  const boundaries = dayBoundaries(days);
  const rowStart = boundaries[0];
  const rowEnd = boundaries[boundaries.length - 1];
  const byDay: DayRowSegment<Event>[][] = days.map(() => []);
  if (rowStart === undefined || rowEnd === undefined) return { segments: [], byDay };
  const columnOf = (time: number): number => {
    // The last boundary not after the time; a row has few days, a scan is fastest.
    let column = 0;
    while (column + 1 < days.length && boundaries[column + 1]! <= time) column += 1;
    return column;
  };
  const candidates: Candidate<Event>[] = [];
  for (const item of read) {
    const touches = item.start < rowEnd && (item.end > rowStart || item.start >= rowStart);
    if (!touches) continue;
    const lastInstant = item.end > item.start ? item.end - 1 : item.start;
    candidates.push({
      event: item.event,
      index: item.index,
      firstColumn: item.start < rowStart ? 0 : columnOf(item.start),
      lastColumn: lastInstant >= rowEnd ? days.length - 1 : columnOf(lastInstant),
      row: 0,
      continuesBefore: item.start < rowStart,
      continuesAfter: lastInstant >= rowEnd,
      start: item.start,
      end: item.end,
      allDay: item.allDay,
    });
  }
  candidates.sort(
    (a, b) =>
      b.lastColumn - b.firstColumn - (a.lastColumn - a.firstColumn) ||
      Number(b.allDay) - Number(a.allDay) ||
      a.start - b.start ||
      a.end - b.end ||
      collator.compare(a.event.object, b.event.object) ||
      a.index - b.index,
  );
  // taken[column][line] is true when the line is used on that day.
  const taken: boolean[][] = days.map(() => []);
  const segments: DayRowSegment<Event>[] = [];
  for (const { start: _start, end: _end, allDay: _allDay, ...segment } of candidates) {
    const isFree = (line: number) => {
      for (let column = segment.firstColumn; column <= segment.lastColumn; column += 1) {
        if (taken[column]![line]) return false;
      }
      return true;
    };
    let row = 0;
    while (!isFree(row)) row += 1;
    segment.row = row;
    for (let column = segment.firstColumn; column <= segment.lastColumn; column += 1) {
      taken[column]![row] = true;
      byDay[column]!.push(segment);
    }
    segments.push(segment);
  }
  for (const list of byDay) list.sort((a, b) => a.row - b.row);
  return { segments, byDay };
}

/**
 * The events of a row of consecutive days as bars (the week view's all-day row, a week of the
 * month view): an event covers each day it touches; a date-only end includes that day (002 §3.1).
 * Bars are given lines top-down: events spanning more days first, then all-day ones (002 §4.3),
 * then by start, end and title; each takes the first line free on all its days, so a bar keeps
 * its line across the days it covers.
 */
export function dayRowLayout<Event extends CalendarEvent>(
  events: readonly Event[],
  days: readonly string[],
): DayRowLayout<Event> {
  return layoutRow(readEvents(events), days);
}

/**
 * {@link dayRowLayout} for each run of `rowLength` days (the weeks of the month view: 7), reading
 * the events once.
 */
export function dayRowsLayout<Event extends CalendarEvent>(
  events: readonly Event[],
  days: readonly string[],
  rowLength: number,
): DayRowLayout<Event>[] {
  const read = readEvents(events);
  const rows: DayRowLayout<Event>[] = [];
  for (let first = 0; first < days.length; first += rowLength) {
    rows.push(layoutRow(read, days.slice(first, first + rowLength)));
  }
  return rows;
}

/** What a row of days shows when each day has room for `maxRows` lines. */
export interface VisibleDayRow<Event> {
  /** The bars shown; a bar hidden on some of its days is cut into the pieces still shown. */
  segments: DayRowSegment<Event>[];
  /** For each day, how many of its events are not shown (the "more" link's count). */
  hidden: number[];
}

/**
 * The bars that fit in a row of days with room for `maxRows` lines per day (002 §2.1 "A 'more
 * events' link opens a list dialog"): a day with more events than lines shows one line less and
 * the link on the last line, counting what it does not show; a day whose events all fit shows them
 * all. Every event of a day is either shown that day or counted in its link.
 */
export function visibleDayRow<Event>(
  layout: DayRowLayout<Event>,
  maxRows: number,
): VisibleDayRow<Event> {
  const lines = Math.max(1, Math.floor(maxRows));
  const limits = layout.byDay.map((list) => (list.length > lines ? lines - 1 : lines));
  const hidden = layout.byDay.map((list, column) =>
    list.reduce((count, segment) => count + (segment.row >= limits[column]! ? 1 : 0), 0),
  );
  const segments: DayRowSegment<Event>[] = [];
  for (const segment of layout.segments) {
    let pieceStart: number | undefined;
    for (let column = segment.firstColumn; column <= segment.lastColumn + 1; column += 1) {
      const shown = column <= segment.lastColumn && segment.row < limits[column]!;
      if (shown && pieceStart === undefined) pieceStart = column;
      if (!shown && pieceStart !== undefined) {
        segments.push({
          ...segment,
          firstColumn: pieceStart,
          lastColumn: column - 1,
          continuesBefore: segment.continuesBefore || pieceStart > segment.firstColumn,
          continuesAfter: segment.continuesAfter || column - 1 < segment.lastColumn,
        });
        pieceStart = undefined;
      }
    }
  }
  return { segments, hidden };
}
