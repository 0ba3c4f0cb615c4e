import { describe, expect, it } from 'vitest';
import { endOfYesterday, isPastEndDate, readDate } from './dates.ts';

const NOW = new Date(2025, 0, 1, 8, 30);

describe('order dates', () => {
  it('002 §4.1: "before the end of yesterday" — the end of yesterday is its last millisecond, across a year boundary', () => {
    expect(endOfYesterday(NOW).toDate()).toEqual(new Date(2024, 11, 31, 23, 59, 59, 999));
  });

  it.each([
    [new Date(2024, 11, 31, 23, 59, 59, 998), true],
    [new Date(2024, 11, 31, 23, 59, 59, 999), false],
    [new Date(2025, 0, 1, 0, 0), false],
    ['garbage', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('002 §4.1: "validTo is before the end of yesterday" — %j → %s', (validTo, past) => {
    expect(isPastEndDate(validTo, NOW)).toBe(past);
  });

  it('000 §9 dates: a missing or unreadable date is no date, never "now"', () => {
    expect(readDate(undefined)).toBeUndefined();
    expect(readDate('')).toBeUndefined();
    expect(readDate('31/31/2025x')).toBeUndefined();
    expect(readDate(0)?.valueOf()).toBe(0);
  });
});
