import { describe, expect, it } from 'vitest';
import { dayRowLayout, dayRowsLayout, timeGridLayout, visibleDayRow } from './eventLayout.ts';
import type { CalendarEvent } from './types.ts';

const event = (
  id: number,
  startTime: string,
  endTime: string,
  extra: Partial<CalendarEvent> = {},
): CalendarEvent => ({ id, object: `Evento ${id}`, startTime, endTime, ...extra });

const WEEK = [
  '2025-03-10',
  '2025-03-11',
  '2025-03-12',
  '2025-03-13',
  '2025-03-14',
  '2025-03-15',
  '2025-03-16',
];

/** id → [column, columns, span] of one day's layout. */
function columnsOf(items: ReturnType<typeof timeGridLayout>[number]) {
  return Object.fromEntries(
    items.map((item) => [item.event.id, [item.column, item.columns, item.span]]),
  );
}

describe('timeGridLayout', () => {
  it('002 §4.3: "Events that last more than 24 h count as all-day" — they leave the time grid', () => {
    const events = [
      event(1, '2025-03-10 09:00', '2025-03-10 10:00'),
      event(2, '2025-03-10 08:00', '2025-03-11 09:00'),
      event(3, '2025-03-10', '2025-03-10', { isAllDay: true }),
      event(4, '2025-03-10 08:00', '2025-03-11 08:00'),
    ];

    const [monday] = timeGridLayout(events, ['2025-03-10']);

    expect(monday!.map((item) => item.event.id)).toEqual([4, 1]);
  });

  it('issue: "overlapping events laid side by side" — a group of overlaps shares the width', () => {
    const events = [
      event(1, '2025-03-10 09:00', '2025-03-10 11:00'),
      event(2, '2025-03-10 09:30', '2025-03-10 10:00'),
      event(3, '2025-03-10 10:00', '2025-03-10 10:30'),
      event(4, '2025-03-10 12:00', '2025-03-10 13:00'),
    ];

    const [monday] = timeGridLayout(events, ['2025-03-10']);

    // 2 and 3 follow each other, so they share the second column; 4 overlaps nothing.
    expect(columnsOf(monday!)).toEqual({
      1: [0, 2, 1],
      2: [1, 2, 1],
      3: [1, 2, 1],
      4: [0, 1, 1],
    });
  });

  it('issue: an event widens over the columns to its right that stay free for its whole height', () => {
    const events = [
      event(1, '2025-03-10 09:00', '2025-03-10 12:00'),
      event(2, '2025-03-10 09:00', '2025-03-10 10:00'),
      event(3, '2025-03-10 09:00', '2025-03-10 09:45'),
      event(4, '2025-03-10 10:00', '2025-03-10 11:00'),
    ];

    const [monday] = timeGridLayout(events, ['2025-03-10']);

    // Three columns (1, 2, 3 start together); 4 takes column 1 and widens over column 2.
    expect(columnsOf(monday!)).toEqual({
      1: [0, 3, 1],
      2: [1, 3, 1],
      3: [2, 3, 1],
      4: [1, 3, 2],
    });
  });

  it('issue: events chained through others form one group (A overlaps B, B overlaps C)', () => {
    const events = [
      event(1, '2025-03-10 09:00', '2025-03-10 10:00'),
      event(2, '2025-03-10 09:30', '2025-03-10 10:30'),
      event(3, '2025-03-10 10:15', '2025-03-10 11:00'),
    ];

    const [monday] = timeGridLayout(events, ['2025-03-10']);

    expect(columnsOf(monday!)).toEqual({ 1: [0, 2, 1], 2: [1, 2, 1], 3: [0, 2, 1] });
  });

  it('002 §9: an event shorter than one 15-minute step is drawn, and overlaps, as one step', () => {
    const events = [
      event(1, '2025-03-10 09:00', '2025-03-10 09:05'),
      event(2, '2025-03-10 09:10', '2025-03-10 09:30'),
      event(3, '2025-03-10 09:15', '2025-03-10 09:15'),
    ];

    const [monday] = timeGridLayout(events, ['2025-03-10']);

    expect(columnsOf(monday!)).toEqual({ 1: [0, 2, 1], 2: [1, 2, 1], 3: [0, 2, 1] });
    expect(monday!.find((item) => item.event.id === 1)).toMatchObject({
      startMinutes: 540,
      endMinutes: 545,
    });
  });

  it("002 §4.3: an event crossing midnight (24 h or less) is cut at each day's edge", () => {
    const events = [event(1, '2025-03-10 22:00', '2025-03-11 02:30')];

    const [monday, tuesday, wednesday] = timeGridLayout(events, WEEK);

    expect(monday).toEqual([
      expect.objectContaining({
        startMinutes: 1320,
        endMinutes: 1440,
        continuesBefore: false,
        continuesAfter: true,
      }),
    ]);
    expect(tuesday).toEqual([
      expect.objectContaining({
        startMinutes: 0,
        endMinutes: 150,
        continuesBefore: true,
        continuesAfter: false,
      }),
    ]);
    expect(wednesday).toEqual([]);
  });

  it('an event ending at midnight stays in its day; unreadable events are left out', () => {
    const events = [
      event(1, '2025-03-10 23:00', '2025-03-11 00:00'),
      event(2, 'bad', 'bad'),
      event(3, '2025-03-11 00:00', '2025-03-11 00:00'),
    ];

    const [monday, tuesday] = timeGridLayout(events, WEEK);

    expect(monday!.map((item) => [item.event.id, item.endMinutes, item.continuesAfter])).toEqual([
      [1, 1440, false],
    ]);
    expect(tuesday!.map((item) => item.event.id)).toEqual([3]);
  });
});

describe('dayRowLayout', () => {
  it('002 §2.1: an event covers each day it touches and keeps one line across them', () => {
    const events = [
      event(1, '2025-03-11 09:00', '2025-03-11 10:00'),
      event(2, '2025-03-10', '2025-03-12', { isAllDay: true }),
      event(3, '2025-03-12 08:00', '2025-03-12 09:00'),
      event(4, '2025-03-12 22:00', '2025-03-13 01:00'),
    ];

    const { segments, byDay } = dayRowLayout(events, WEEK);

    const summary = Object.fromEntries(
      segments.map((segment) => [
        segment.event.id,
        [segment.firstColumn, segment.lastColumn, segment.row],
      ]),
    );
    // The three-day event first, on line 0; then the two-day one; single days fill what is left.
    expect(summary).toEqual({ 2: [0, 2, 0], 4: [2, 3, 1], 1: [1, 1, 1], 3: [2, 2, 2] });
    expect(byDay[2]!.map((segment) => segment.event.id)).toEqual([2, 4, 3]);
    expect(byDay[4]).toEqual([]);
  });

  it('002 §4.3: on the same day, all-day events come before timed ones, then by start and title', () => {
    const events = [
      event(1, '2025-03-10 09:00', '2025-03-10 10:00', { object: 'B' }),
      event(2, '2025-03-10 09:00', '2025-03-10 10:00', { object: 'A' }),
      event(3, '2025-03-10 08:00', '2025-03-10 09:00'),
      event(4, '2025-03-10', '2025-03-10', { isAllDay: true }),
    ];

    const { byDay } = dayRowLayout(events, WEEK);

    expect(byDay[0]!.map((segment) => segment.event.id)).toEqual([4, 3, 2, 1]);
  });

  it('002 §2.1: events running past either end of the row are cut and marked as continuing', () => {
    const events = [
      event(1, '2025-03-05', '2025-03-11', { isAllDay: true }),
      event(2, '2025-03-15 10:00', '2025-03-20 10:00'),
      event(3, '2025-03-01 10:00', '2025-03-02 10:00'),
      event(4, '2025-03-17 00:00', '2025-03-17 00:00'),
    ];

    const { segments } = dayRowLayout(events, WEEK);

    expect(
      segments.map((segment) => [
        segment.event.id,
        segment.firstColumn,
        segment.lastColumn,
        segment.continuesBefore,
        segment.continuesAfter,
      ]),
    ).toEqual([
      [1, 0, 1, true, false],
      [2, 5, 6, false, true],
    ]);
  });

  it('an empty row of days has no bars', () => {
    expect(dayRowLayout([event(1, '2025-03-10', '2025-03-10')], [])).toEqual({
      segments: [],
      byDay: [],
    });
  });
});

describe('dayRowsLayout', () => {
  it('002 §2.1: the month view lays out each week on its own', () => {
    const days = [...WEEK, '2025-03-17', '2025-03-18'];
    const events = [event(1, '2025-03-16 10:00', '2025-03-17 10:00')];

    const [first, second] = dayRowsLayout(events, days, 7);

    expect(first!.segments[0]).toMatchObject({
      firstColumn: 6,
      lastColumn: 6,
      continuesAfter: true,
    });
    expect(second!.segments[0]).toMatchObject({
      firstColumn: 0,
      lastColumn: 0,
      continuesBefore: true,
    });
  });
});

describe('visibleDayRow', () => {
  const busyMonday = [
    event(1, '2025-03-10 08:00', '2025-03-10 09:00'),
    event(2, '2025-03-10 09:00', '2025-03-10 10:00'),
    event(3, '2025-03-10 10:00', '2025-03-10 11:00'),
    event(4, '2025-03-10 11:00', '2025-03-10 12:00'),
    event(5, '2025-03-11 11:00', '2025-03-11 12:00'),
  ];

  it('002 §2.1: "A \'more events\' link" — a full day shows one line less and counts the rest', () => {
    const layout = dayRowLayout(busyMonday, WEEK);

    const visible = visibleDayRow(layout, 3);

    expect(visible.hidden).toEqual([2, 0, 0, 0, 0, 0, 0]);
    expect(visible.segments.map((segment) => segment.event.id)).toEqual([1, 2, 5]);
  });

  it('002 §2.1: a day whose events all fit shows them all, with no link', () => {
    const layout = dayRowLayout(busyMonday, WEEK);

    const visible = visibleDayRow(layout, 4);

    expect(visible.hidden).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(visible.segments).toHaveLength(5);
  });

  it('002 §2.1: a bar hidden on a full day is still shown, cut, on the days that have room', () => {
    const events = [
      ...busyMonday.slice(0, 2),
      event(9, '2025-03-09', '2025-03-12', { isAllDay: true, object: 'Ferie' }),
      event(10, '2025-03-11 08:00', '2025-03-11 09:00'),
      event(11, '2025-03-11 09:00', '2025-03-11 10:00'),
      event(12, '2025-03-11 10:00', '2025-03-11 11:00'),
    ];
    const layout = dayRowLayout(
      [...events, event(13, '2025-03-12 22:00', '2025-03-13 23:00')],
      WEEK,
    );

    const visible = visibleDayRow(layout, 2);

    // Monday and Tuesday are full (3 and 4 events in 2 lines): each shows its first line only.
    expect(visible.hidden.slice(0, 4)).toEqual([2, 3, 0, 0]);
    const ferie = visible.segments.filter((segment) => segment.event.id === 9);
    expect(ferie.map((piece) => [piece.firstColumn, piece.lastColumn])).toEqual([[0, 2]]);
    const overnight = visible.segments.filter((segment) => segment.event.id === 13);
    // Wednesday holds two events in two lines, so the overnight bar stays whole.
    expect(overnight.map((piece) => [piece.firstColumn, piece.lastColumn])).toEqual([[2, 3]]);
  });

  it('002 §2.1: a multi-day bar on a hidden line is cut into the pieces still shown', () => {
    const events = [
      event(1, '2025-03-10', '2025-03-10', { isAllDay: true, object: 'A' }),
      event(2, '2025-03-10', '2025-03-12', { isAllDay: true, object: 'B' }),
      event(3, '2025-03-11', '2025-03-11', { isAllDay: true, object: 'C' }),
      event(4, '2025-03-11 10:00', '2025-03-11 11:00'),
    ];
    const layout = dayRowLayout(events, WEEK);

    const visible = visibleDayRow(layout, 2);

    // B (3 days) is on line 0. Tuesday has B, C, 4: full, shows line 0 only, so C and 4 hide.
    const pieces = visible.segments.map((segment) => [
      segment.event.id,
      segment.firstColumn,
      segment.lastColumn,
      segment.continuesBefore,
      segment.continuesAfter,
    ]);
    expect(pieces).toEqual([
      [2, 0, 2, false, false],
      [1, 0, 0, false, false],
    ]);
    expect(visible.hidden.slice(0, 3)).toEqual([0, 2, 0]);
  });

  it('002 §2.1: every event of a day is either shown that day or counted in its link', () => {
    const events = Array.from({ length: 40 }, (_, index) =>
      event(
        index,
        `2025-03-${String(10 + (index % 7)).padStart(2, '0')} ${String(8 + (index % 9)).padStart(2, '0')}:00`,
        `2025-03-${String(10 + ((index + (index % 3)) % 7)).padStart(2, '0')} 18:00`,
      ),
    );
    const layout = dayRowLayout(events, WEEK);

    for (const lines of [1, 2, 3, 5, 50]) {
      const visible = visibleDayRow(layout, lines);
      layout.byDay.forEach((list, column) => {
        const shown = visible.segments.filter(
          (segment) => segment.firstColumn <= column && segment.lastColumn >= column,
        ).length;
        expect(shown + visible.hidden[column]!).toBe(list.length);
        expect(shown).toBeLessThanOrEqual(lines);
      });
    }
  });

  it('002 §2.1: a piece cut in the middle of a bar is marked as continuing on both sides', () => {
    const events = [
      event(1, '2025-03-10', '2025-03-14', { isAllDay: true }),
      event(2, '2025-03-12', '2025-03-12', { isAllDay: true }),
      event(3, '2025-03-12 10:00', '2025-03-12 11:00'),
    ];
    const layout = dayRowLayout(events, WEEK);

    const visible = visibleDayRow(layout, 1);

    expect(
      visible.segments.map((segment) => [
        segment.event.id,
        segment.firstColumn,
        segment.lastColumn,
        segment.continuesBefore,
        segment.continuesAfter,
      ]),
    ).toEqual([
      [1, 0, 1, false, true],
      [1, 3, 4, true, false],
    ]);
  });
});
