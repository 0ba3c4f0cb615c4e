import { describe, expect, it } from 'vitest';
import {
  daySelection,
  moveCalendarEvent,
  resizeCalendarEvent,
  snapMinutesToTimeStep,
  timeSlotOf,
  timeSlotSelection,
  withPendingEventChanges,
} from './eventChange.ts';

const timed = { startTime: '2025-03-10 10:00', endTime: '2025-03-10 11:30' };
const allDay = { startTime: '2025-03-10', endTime: '2025-03-11' };

describe('snapMinutesToTimeStep', () => {
  it.each([
    [0, 0],
    [7, 0],
    [8, 15],
    [22, 15],
    [23, 30],
    [-7, 0],
    [-8, -15],
    [-52, -45],
  ])('002 §9: "time step 15 minutes" — a drag of %s minutes moves %s', (minutes, expected) => {
    expect(snapMinutesToTimeStep(minutes)).toBe(expected);
  });
});

describe('timeSlotOf', () => {
  it.each([
    [0, 0],
    [14, 0],
    [15, 15],
    [599, 585],
  ])('002 §9: minute %s of the day is in the slot starting at %s', (minutes, slot) => {
    expect(timeSlotOf(minutes)).toBe(slot);
  });
});

describe('moveCalendarEvent', () => {
  it('issue: "drag to move" — an event moves by 15-minute steps and keeps its length (002 §9)', () => {
    expect(moveCalendarEvent(timed, { minutes: 15 })).toEqual({
      startTime: '2025-03-10 10:15',
      endTime: '2025-03-10 11:45',
    });
    expect(moveCalendarEvent(timed, { minutes: -45 })).toEqual({
      startTime: '2025-03-10 09:15',
      endTime: '2025-03-10 10:45',
    });
  });

  it('issue: moving by days keeps the time; minutes may carry it into the next day', () => {
    expect(moveCalendarEvent(timed, { days: 2 })).toEqual({
      startTime: '2025-03-12 10:00',
      endTime: '2025-03-12 11:30',
    });
    expect(moveCalendarEvent(timed, { days: -1, minutes: 14 * 60 })).toEqual({
      startTime: '2025-03-10 00:00',
      endTime: '2025-03-10 01:30',
    });
  });

  it('002 §9: an event off the 15-minute step lands on the next step in the direction of the move', () => {
    const offStep = { startTime: '2025-03-10 10:07', endTime: '2025-03-10 10:37' };

    expect(moveCalendarEvent(offStep, { minutes: 15 })).toEqual({
      startTime: '2025-03-10 10:30',
      endTime: '2025-03-10 11:00',
    });
    expect(moveCalendarEvent(offStep, { minutes: -15 })).toEqual({
      startTime: '2025-03-10 09:45',
      endTime: '2025-03-10 10:15',
    });
  });

  it('002 §3.1: an all-day event written with dates only moves by days and stays date-only', () => {
    expect(moveCalendarEvent(allDay, { days: 1, minutes: 30 })).toEqual({
      startTime: '2025-03-11',
      endTime: '2025-03-12',
    });
    expect(moveCalendarEvent(allDay, { minutes: 30 })).toBeUndefined();
  });

  it('no move, or an unreadable event, gives nothing to save', () => {
    expect(moveCalendarEvent(timed, {})).toBeUndefined();
    expect(moveCalendarEvent({ startTime: 'bad', endTime: 'bad' }, { days: 1 })).toBeUndefined();
  });

  it('an end before the start is read as the start', () => {
    expect(
      moveCalendarEvent({ startTime: '2025-03-10 10:00', endTime: 'bad' }, { minutes: 15 }),
    ).toEqual({ startTime: '2025-03-10 10:15', endTime: '2025-03-10 10:15' });
  });
});

describe('resizeCalendarEvent', () => {
  it('issue: "drag to … resize" — the end moves by 15-minute steps (002 §9)', () => {
    expect(resizeCalendarEvent(timed, { minutes: 15 })).toEqual({
      startTime: '2025-03-10 10:00',
      endTime: '2025-03-10 11:45',
    });
    expect(resizeCalendarEvent(timed, { minutes: -60 })).toEqual({
      startTime: '2025-03-10 10:00',
      endTime: '2025-03-10 10:30',
    });
  });

  it('002 §9: a timed event keeps at least one 15-minute step', () => {
    expect(resizeCalendarEvent(timed, { minutes: -180 })).toEqual({
      startTime: '2025-03-10 10:00',
      endTime: '2025-03-10 10:15',
    });
    expect(
      resizeCalendarEvent(
        { startTime: '2025-03-10 10:00', endTime: '2025-03-10 10:15' },
        { minutes: -15 },
      ),
    ).toBeUndefined();
  });

  it('002 §3.1: a date-only event grows by days and keeps at least its first day', () => {
    expect(resizeCalendarEvent(allDay, { days: 2 })).toEqual({
      startTime: '2025-03-10',
      endTime: '2025-03-13',
    });
    expect(resizeCalendarEvent(allDay, { days: -5 })).toEqual({
      startTime: '2025-03-10',
      endTime: '2025-03-10',
    });
  });

  it('an unreadable event gives nothing to save', () => {
    expect(resizeCalendarEvent({ startTime: 'bad', endTime: 'bad' }, { days: 1 })).toBeUndefined();
  });
});

describe('timeSlotSelection', () => {
  it('issue: "Drag to create (start/end rounded to 15 minutes)" — from the first slot to the end of the last', () => {
    expect(timeSlotSelection('2025-03-10', 9 * 60 + 50, 9 * 60 + 5)).toEqual({
      startDate: '2025-03-10',
      endDate: '2025-03-10',
      startTempTime: '09:00',
      endTempTime: '10:00',
      isAllDay: false,
    });
  });

  it('001 §9: "an end time defaults to one hour after the start" — a single slot lasts one hour', () => {
    expect(timeSlotSelection('2025-03-10', 23 * 60 + 45)).toEqual({
      startDate: '2025-03-10',
      endDate: '2025-03-11',
      startTempTime: '23:45',
      endTempTime: '00:45',
      isAllDay: false,
    });
  });

  it('002 §9: a selection down to the last slot ends at midnight of the next day', () => {
    expect(timeSlotSelection('2025-03-10', 22 * 60, 23 * 60 + 45)).toMatchObject({
      endDate: '2025-03-11',
      endTempTime: '00:00',
    });
  });
});

describe('daySelection', () => {
  it('002 §3.1: a span of days creates an all-day event, in day order', () => {
    expect(daySelection('2025-03-12', new Date(2025, 2, 10, 15))).toEqual({
      startDate: '2025-03-10',
      endDate: '2025-03-12',
      startTempTime: null,
      endTempTime: null,
      isAllDay: true,
    });
  });
});

describe('withPendingEventChanges', () => {
  const week = { from: '2025-03-10', to: '2025-03-16' };
  const call = { id: 3, startTime: '2025-03-12 09:00', endTime: '2025-03-12 09:30' };
  const visit = { id: 4, startTime: '2025-03-13 10:00', endTime: '2025-03-13 11:00' };

  it('002 §9: a moved event shows where it was put while its save is on the way', () => {
    const moved = { ...call, startTime: '2025-03-13 09:00', endTime: '2025-03-13 09:30' };
    expect(withPendingEventChanges([call, visit], [moved], week)).toEqual([moved, visit]);
  });

  it('002 §9: an event moved past the days shown leaves them, and joins the days it moved to', () => {
    const moved = { ...call, startTime: '2025-03-17 09:00', endTime: '2025-03-17 09:30' };
    expect(withPendingEventChanges([call, visit], [moved], week)).toEqual([visit]);
    const nextWeek = { from: '2025-03-17', to: '2025-03-23' };
    expect(withPendingEventChanges([], [moved], nextWeek)).toEqual([moved]);
  });

  it('002 §9: an event that still touches a day shown stays, even when it starts before them', () => {
    const longer = { ...call, startTime: '2025-03-09 22:00', endTime: '2025-03-10 01:00' };
    expect(withPendingEventChanges([call], [longer], week)).toEqual([longer]);
  });

  it('without changes on the way, the events are the list as the server sent it', () => {
    expect(withPendingEventChanges([call, visit], [], week)).toEqual([call, visit]);
  });
});
