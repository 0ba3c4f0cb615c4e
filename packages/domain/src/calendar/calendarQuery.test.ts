import { describe, expect, it } from 'vitest';
import { CALENDAR_WEEK_DAYS_SHOWN, CALENDAR_WEEK_STARTS_ON } from './constants.ts';
import {
  calendarSidePaneButtons,
  dailyEventsForDay,
  initialCalendarSidePanel,
  isCalendarDay,
  navigateDailyEventsDay,
  newEventFromSelectedDay,
  parseCalendarQuery,
  toggleCalendarSidePane,
} from './calendarQuery.ts';
import type { CalendarEvent } from './types.ts';
import { message } from '../messages/it-IT.ts';

describe('parseCalendarQuery', () => {
  it('002 §2.1: "Query parameters read: openNew …, selectedDay …, openSidebar"', () => {
    const query = parseCalendarQuery('?openNew=true&selectedDay=2024-03-10&openSidebar=true');

    expect(query).toEqual({ openNew: true, selectedDay: '2024-03-10', openSidebar: true });
  });

  it('002 §2.1: no parameters open nothing', () => {
    expect(parseCalendarQuery('')).toEqual({
      openNew: false,
      selectedDay: undefined,
      openSidebar: false,
    });
  });

  it.each([
    ['openSidebar', true],
    ['openSidebar=1', true],
    ['openSidebar=false', false],
    ['openSidebar=0', false],
    ['openSidebar=yes', false],
  ])('002 §2.1: "/{ROLE}/calendar?openSidebar=true" — %s → %s', (search, expected) => {
    expect(parseCalendarQuery(search).openSidebar).toBe(expected);
  });

  it.each([
    ['selectedDay=2024-02-30', undefined],
    ['selectedDay=10%2F03%2F2024', undefined],
    ['selectedDay=', undefined],
    ['selectedDay=2024-03-10T08%3A30%3A00.000Z', '2024-03-10'],
    ['selectedDay=2024-03-10+08:30', '2024-03-10'],
    ['selectedDay=2024-03-10&selectedDay=2024-04-01', '2024-03-10'],
    ['selectedDay=%E0%A4%A', undefined],
  ])(
    '002 §2.1: "selectedDay (pre-fills start and end of the new event)" must be a real day — %s',
    (search, expected) => {
      expect(parseCalendarQuery(search).selectedDay).toBe(expected);
    },
  );

  it('002 §2.1: empty pairs and other parameters are ignored', () => {
    expect(parseCalendarQuery('?&view=week&&openNew=true')).toMatchObject({ openNew: true });
  });
});

describe('isCalendarDay', () => {
  it('002 §2.1: a day is YYYY-MM-DD and exists', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });
});

describe('newEventFromSelectedDay', () => {
  it('002 §2.1 / 001 §9: selectedDay pre-fills start (rounded to 15 minutes) and end (one hour later)', () => {
    const times = newEventFromSelectedDay('2024-03-15', new Date('2024-03-10T10:07:30'));

    expect(times).toEqual({
      startDate: '2024-03-15',
      endDate: '2024-03-15',
      startTempTime: '10:15',
      endTempTime: '11:15',
      isAllDay: false,
    });
  });

  it('001 §9: an end one hour after a late start runs into the next day', () => {
    const times = newEventFromSelectedDay('2024-03-15', new Date('2024-03-10T23:20:00'));

    expect(times).toMatchObject({
      startDate: '2024-03-15',
      startTempTime: '23:30',
      endDate: '2024-03-16',
      endTempTime: '00:30',
    });
  });

  it('001 §9: a start rounded past midnight stays on the selected day, at 23:45', () => {
    const times = newEventFromSelectedDay('2024-03-15', new Date('2024-03-10T23:50:00'));

    expect(times).toMatchObject({
      startDate: '2024-03-15',
      startTempTime: '23:45',
      endDate: '2024-03-16',
      endTempTime: '00:45',
    });
  });
});

describe('calendar views and labels', () => {
  it('002 §9: "the week starts on Monday"; 002 §2.1: "All 7 week days are shown"', () => {
    expect(CALENDAR_WEEK_STARTS_ON).toBe(1);
    expect(CALENDAR_WEEK_DAYS_SHOWN).toBe(7);
  });

  it('002 §2.1: "Calendar (title Calendario)", "Visualizza eventi"; 001 §8: "events: \'Nessun evento da visualizzare\'"', () => {
    expect(message('calendar.title')).toBe('Calendario');
    expect(message('calendar.moreEvents.title')).toBe('Visualizza eventi');
    expect(message('calendar.empty')).toBe('Nessun evento da visualizzare');
    expect(message('calendar.eventDetail.title')).toBe('Evento');
  });
});

describe('side pane', () => {
  it('002 §2.1: "Clicking the active button closes the pane"', () => {
    expect(toggleCalendarSidePane('reminders', 'reminders')).toBeNull();
    expect(toggleCalendarSidePane('reminders', 'colleagues')).toBe('colleagues');
    expect(toggleCalendarSidePane(null, 'reminders')).toBe('reminders');
  });

  it('002 §2.1: "openSidebar (opens the side pane on the reminders panel)"', () => {
    expect(initialCalendarSidePanel({ openSidebar: true })).toBe('reminders');
    expect(initialCalendarSidePanel({ openSidebar: false })).toBeNull();
  });

  it('002 §2.1: "colleagues (Collaboratori); own reminders (Promemoria), with a badge counting open reminders; colleagues\' reminders (external_todos), with a badge"', () => {
    const buttons = calendarSidePaneButtons({
      seesColleaguesReminders: true,
      openReminders: 3,
      openColleaguesReminders: 5,
    });

    expect(buttons).toEqual([
      { panel: 'colleagues', label: 'Collaboratori', badge: undefined },
      { panel: 'reminders', label: 'Promemoria', badge: 3 },
      { panel: 'colleaguesReminders', label: 'Promemoria dei collaboratori', badge: 5 },
    ]);
  });

  it('002 §2.1: the colleagues\' reminders button is "hidden for base roles"', () => {
    const buttons = calendarSidePaneButtons({
      seesColleaguesReminders: false,
      openReminders: 0,
      openColleaguesReminders: 5,
    });

    expect(buttons.map((button) => button.panel)).toEqual(['colleagues', 'reminders']);
  });
});

describe('dailyEventsForDay', () => {
  const event = (
    id: number,
    object: string,
    startTime: string,
    endTime: string,
    isAllDay?: boolean,
  ): CalendarEvent => ({
    id,
    object,
    startTime,
    endTime,
    ...(isAllDay === undefined ? {} : { isAllDay }),
  });

  it('001 §2.7: "Daily events (ORG): day navigation" — the day\'s events, all-day first, then by start', () => {
    const events = [
      event(1, 'Pomeriggio', '2024-03-10 15:00', '2024-03-10 16:00'),
      event(2, 'Mattina', '2024-03-10 09:00', '2024-03-10 10:00'),
      event(3, 'Ieri', '2024-03-09 09:00', '2024-03-09 10:00'),
      event(4, 'Ferie', '2024-03-08', '2024-03-10', true),
      event(5, 'Notte', '2024-03-09 22:00', '2024-03-10 02:00'),
      event(6, 'Domani', '2024-03-11 00:00', '2024-03-11 01:00'),
      event(7, 'Rotto', 'bad', 'bad'),
    ];

    const result = dailyEventsForDay(events, '2024-03-10');

    expect(result.map((item) => item.id)).toEqual([4, 5, 2, 1]);
  });

  it('001 §2.7: events starting together are ordered by end, then by title, then as given (an unreadable end sorts by title)', () => {
    const events = [
      event(1, 'B', '2024-03-10 09:00', '2024-03-10 11:00'),
      event(2, 'C', '2024-03-10 09:00', '2024-03-10 10:00'),
      event(3, 'A', '2024-03-10 09:00', '2024-03-10 11:00'),
      event(4, 'A', '2024-03-10 09:00', '2024-03-10 11:00'),
      event(5, 'Z', '2024-03-10 09:00', 'bad'),
      event(6, 'Y', '2024-03-10 09:00', 'bad'),
    ];

    const result = dailyEventsForDay(events, new Date('2024-03-10T12:00:00'));

    expect(result.map((item) => item.id)).toEqual([2, 3, 4, 1, 6, 5]);
  });
});

describe('daily-events navigation', () => {
  it('001 §2.7: "day navigation" — previous, next, today', () => {
    const now = new Date('2024-05-01T09:00:00');

    expect(navigateDailyEventsDay('2024-03-01', 'previous', now)).toBe('2024-02-29');
    expect(navigateDailyEventsDay('2024-02-29', 'next', now)).toBe('2024-03-01');
    expect(navigateDailyEventsDay('2024-02-29', 'today', now)).toBe('2024-05-01');
    expect(navigateDailyEventsDay('2024-02-29', 'sideways' as 'today', now)).toBe('sideways');
  });
});
