import dayjs from 'dayjs';
import { isAllDayEvent } from './eventTime.ts';
import type { CalendarEvent } from './types.ts';

/** Options of {@link calendarToICalendar}. */
export interface ICalendarOptions {
  /** The calendar's name (X-WR-CALNAME), e.g. 'Calendario'. */
  name: string;
  /** When the file is made (DTSTAMP of every event). */
  stamp: Date;
  /** The domain of the events' UIDs, so that a re-import updates instead of duplicating. */
  uidDomain: string;
}

const LINE_BREAK = '\r\n';
const MAX_OCTETS = 75;

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped; line breaks as \n. */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The UTF-8 length of one character (a code point): 1 to 4 octets. */
function utf8Octets(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${LINE_BREAK} `);
}

/**
 * The event's dates: an all-day event (flagged, or over 24 h, 002 §4.3) as DATE values with the
 * exclusive end the format wants (the day after its last day); a timed one as local date-times
 * without a zone ("floating", RFC 5545 §3.3.5), the wall-clock times the calendar shows.
 */
function dates(event: CalendarEvent): [string, string] {
  const start = dayjs(event.startTime);
  const end = dayjs(event.endTime);
  if (isAllDayEvent(event)) {
    const last = end.isValid() && !end.isBefore(start) ? end : start;
    return [
      `DTSTART;VALUE=DATE:${start.format('YYYYMMDD')}`,
      `DTEND;VALUE=DATE:${last.startOf('day').add(1, 'day').format('YYYYMMDD')}`,
    ];
  }
  const finish = end.isValid() && !end.isBefore(start) ? end : start;
  return [
    `DTSTART:${start.format('YYYYMMDD[T]HHmmss')}`,
    `DTEND:${finish.format('YYYYMMDD[T]HHmmss')}`,
  ];
}

/**
 * The events as an iCalendar file (RFC 5545) that Google Calendar and Outlook import: one VEVENT
 * each with its title, description, dates, a stable UID (its id at `uidDomain`) and private
 * events as CLASS:PRIVATE. Events without a valid start are left out.
 */
export function calendarToICalendar(
  events: readonly CalendarEvent[],
  { name, stamp, uidDomain }: ICalendarOptions,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portineria//Calendario//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  const stampText = dayjs(stamp)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  for (const event of events) {
    if (!dayjs(event.startTime).isValid()) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:calendar-${String(event.id ?? event.startTime)}@${uidDomain}`,
      `DTSTAMP:${stampText}`,
      ...dates(event),
      `SUMMARY:${escapeText(event.object)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.visibility === 1) lines.push('CLASS:PRIVATE');
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join(LINE_BREAK) + LINE_BREAK;
}
