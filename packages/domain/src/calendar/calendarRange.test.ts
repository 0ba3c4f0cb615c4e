import { describe, expect, it } from 'vitest';
import {
  calendarDayLabel,
  calendarPeriodLabel,
  calendarRange,
  calendarWeekStart,
  navigateCalendar,
} from './calendarRange.ts';

describe('calendarWeekStart', () => {
  it.each([
    ['2025-03-10', '2025-03-10'],
    ['2025-03-12', '2025-03-10'],
    ['2025-03-16', '2025-03-10'],
    ['2025-03-17', '2025-03-17'],
  ])('002 §9: "the week starts on Monday" — the week of %s starts on %s', (day, monday) => {
    expect(calendarWeekStart(day).format('YYYY-MM-DD')).toBe(monday);
  });
});

describe('calendarRange', () => {
  it('002 §2.1: "Views: day, week, month" — the day view shows the day', () => {
    expect(calendarRange('day', '2025-03-12')).toEqual({
      from: '2025-03-12',
      to: '2025-03-12',
      days: ['2025-03-12'],
    });
  });

  it('002 §2.1: "All 7 week days are shown"; 002 §9 Monday first — the week view', () => {
    const range = calendarRange('week', new Date(2025, 2, 12, 15, 30));

    expect(range.days).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
      '2025-03-16',
    ]);
    expect(range).toMatchObject({ from: '2025-03-10', to: '2025-03-16' });
  });

  it('002 §2.1: the month view shows whole weeks, Monday to Sunday, around the month', () => {
    // March 2025 starts on a Saturday and ends on a Monday: six rows.
    const range = calendarRange('month', '2025-03-20');

    expect(range.from).toBe('2025-02-24');
    expect(range.to).toBe('2025-04-06');
    expect(range.days).toHaveLength(42);
  });

  it('002 §2.1: a month that fills four whole weeks shows four rows', () => {
    // February 2021 starts on a Monday and ends on a Sunday.
    const range = calendarRange('month', '2021-02-10');

    expect(range).toMatchObject({ from: '2021-02-01', to: '2021-02-28' });
    expect(range.days).toHaveLength(28);
  });
});

describe('navigateCalendar', () => {
  const now = new Date(2025, 4, 1, 9, 0);

  it.each([
    ['day', 'previous', '2025-03-01', '2025-02-28'],
    ['day', 'next', '2025-02-28', '2025-03-01'],
    ['week', 'previous', '2025-03-12', '2025-03-05'],
    ['week', 'next', '2025-03-12', '2025-03-19'],
    ['month', 'previous', '2025-03-31', '2025-02-28'],
    ['month', 'next', '2025-01-31', '2025-02-28'],
    ['month', 'today', '2025-01-31', '2025-05-01'],
  ] as const)(
    '002 §2.1: "a Today button and previous/next arrows" — %s %s from %s → %s',
    (view, step, from, expected) => {
      expect(navigateCalendar(view, from, step, now)).toBe(expected);
    },
  );

  it('002 §2.1: an unknown step is refused by the type and returned as is', () => {
    expect(navigateCalendar('day', '2025-03-01', 'sideways' as 'today', now)).toBe('sideways');
  });
});

describe('calendarPeriodLabel', () => {
  it.each([
    ['day', '2025-03-10', 'lunedì 10 marzo 2025'],
    ['month', '2025-03-10', 'marzo 2025'],
    ['week', '2025-03-12', '10 – 16 marzo 2025'],
    ['week', '2025-04-02', '31 marzo – 6 aprile 2025'],
    ['week', '2025-12-31', '29 dicembre 2025 – 4 gennaio 2026'],
  ] as const)('002 §9: "Dates are shown in Italian" — %s of %s reads %s', (view, day, label) => {
    expect(calendarPeriodLabel(view, day)).toBe(label);
  });

  it('002 §9: labels are Italian whatever the global dayjs locale', () => {
    expect(calendarDayLabel('2025-03-16')).toBe('domenica 16 marzo 2025');
  });

  it('002 §2.1: an unknown view is refused by the type and returned as is', () => {
    expect(calendarPeriodLabel('year' as 'day', '2025-03-10')).toBe('year');
    expect(() => calendarRange('year' as 'day', '2025-03-10')).not.toThrow();
  });
});
