import { describe, expect, it } from 'vitest';
import {
  calendarStatusLabel,
  calendarStatusToggleLabel,
  completedRemindersPanel,
  isCalendarItemDone,
  openRemindersCount,
  reminderActions,
  toggleCalendarStatus,
} from './reminderStatus.ts';

describe('status toggle', () => {
  it("002 §4.2: \"Status toggles between todo (Da fare) and done (Completato), through 'Segna come completato' and 'Segna come da fare'\"", () => {
    expect(toggleCalendarStatus(0)).toBe(1);
    expect(toggleCalendarStatus(1)).toBe(0);
    expect(calendarStatusLabel(0)).toBe('Da fare');
    expect(calendarStatusLabel(1)).toBe('Completato');
    expect(calendarStatusToggleLabel(0)).toBe('Segna come completato');
    expect(calendarStatusToggleLabel(1)).toBe('Segna come da fare');
  });

  it('002 §3.2: "status: todo = 0, done = 1" — a missing status counts as todo', () => {
    expect(toggleCalendarStatus(undefined)).toBe(1);
    expect(calendarStatusLabel(null)).toBe('Da fare');
    expect(isCalendarItemDone({})).toBe(false);
  });

  it('002 §4.2: "Done items are shown struck through"', () => {
    expect(isCalendarItemDone({ status: 1 })).toBe(true);
    expect(isCalendarItemDone({ status: 0 })).toBe(false);
  });
});

describe('reminderActions', () => {
  it('002 §4.2: "Completed reminders can only be deleted. Open ones can be edited, deleted or moved to the calendar (\'Sposta in calendario\')"', () => {
    expect(reminderActions({ status: 1 })).toEqual(['delete']);
    expect(reminderActions({ status: 0 })).toEqual(['edit', 'delete', 'moveToCalendar']);
  });
});

describe('openRemindersCount', () => {
  it('002 §4.6: "Reminders with status TODO count as open"', () => {
    expect(openRemindersCount([{ status: 0 }, { status: 1 }, { status: 0 }, {}])).toBe(3);
    expect(openRemindersCount([])).toBe(0);
  });
});

describe('completedRemindersPanel', () => {
  it('002 §4.2: "Completed reminders are listed in a collapsed panel \'Completati (n)\', enabled only if any exist"', () => {
    expect(completedRemindersPanel([{ status: 1 }, { status: 0 }, { status: 1 }])).toEqual({
      count: 2,
      label: 'Completati (2)',
      enabled: true,
    });
    expect(completedRemindersPanel([{ status: 0 }])).toEqual({
      count: 0,
      label: 'Completati (0)',
      enabled: false,
    });
  });
});
