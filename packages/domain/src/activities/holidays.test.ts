import { describe, expect, it } from 'vitest';
import { easterSunday, italianHolidays } from './holidays.ts';

describe('Italian national holidays', () => {
  it.each([
    [2000, 4, 23],
    [2008, 3, 23],
    [2011, 4, 24],
    [2019, 4, 21],
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2027, 3, 28],
    [2038, 4, 25],
  ])(
    '001 §9: "holiday inclusion" needs Easter — Easter Sunday %i is %i/%i',
    (year, month, date) => {
      expect(easterSunday(year)).toEqual([month, date]);
    },
  );

  it('001 §9: "Options: saturday, sunday and holiday inclusion" — the national holidays of 2025, Easter Monday included', () => {
    expect(italianHolidays(2025)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-04-20',
      '2025-04-21',
      '2025-04-25',
      '2025-05-01',
      '2025-06-02',
      '2025-08-15',
      '2025-11-01',
      '2025-12-08',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it('001 §9: "holiday inclusion" — from 2026, 4 October (San Francesco) is a national holiday', () => {
    expect(italianHolidays(2026)).toContain('2026-10-04');
    expect(italianHolidays(2026)).toContain('2026-04-06');
    expect(italianHolidays(2025)).not.toContain('2025-10-04');
  });
});
