import itLocale from 'dayjs/locale/it.js';
import { describe, expect, it } from 'vitest';
import { WEEK_STARTS_ON } from './constants.ts';
import { weekdayNames } from './weekdays.ts';

describe('weekdayNames', () => {
  it('002 §9: "Dates are shown in Italian, the week starts on Monday"', () => {
    // Act
    const names = weekdayNames();

    // Assert
    expect(names).toEqual([
      'lunedì',
      'martedì',
      'mercoledì',
      'giovedì',
      'venerdì',
      'sabato',
      'domenica',
    ]);
  });

  it('002 §9: "the week starts on Monday" — WEEK_STARTS_ON agrees with the dayjs Italian locale', () => {
    // Assert
    expect(WEEK_STARTS_ON).toBe(1);
    expect(itLocale.weekStart).toBe(WEEK_STARTS_ON);
  });

  it.each([
    ['short', ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom']],
    ['min', ['lu', 'ma', 'me', 'gi', 've', 'sa', 'do']],
  ] as const)(
    '002 §2.1: "All 7 week days are shown" — %s names, Monday first',
    (style, expected) => {
      // Act
      const names = weekdayNames(style);

      // Assert
      expect(names).toEqual(expected);
    },
  );
});
