import { describe, expect, it } from 'vitest';
import { validateActivityDates } from './activityDates.ts';

/** Monday 10 March 2025, 16:00 local time. */
const NOW = new Date(2025, 2, 10, 16, 0);
const day = (date: number, hour = 9) => new Date(2025, 2, date, hour, 0);

describe('validateActivityDates', () => {
  it.each([null, undefined, '', 'not a date'])(
    '001 §5: "start date and end date are required" — %j',
    (value) => {
      // Act
      const result = validateActivityDates({ start: value, end: value, now: NOW });

      // Assert
      expect(result.valid).toBe(false);
      expect(result.errors).toEqual({
        start: 'La data di inizio è obbligatoria',
        end: 'La data di fine è obbligatoria',
      });
      expect(result.errorKeys).toEqual({
        start: 'activities.dates.startRequired',
        end: 'activities.dates.endRequired',
      });
    },
  );

  it('001 §5: valid dates give no error', () => {
    expect(
      validateActivityDates({ start: day(12), end: day(20), orderEnd: day(31), now: NOW }),
    ).toEqual({
      valid: true,
      errors: {},
      errorKeys: {},
    });
  });

  it.each([
    // start, end, orderEnd → start error key, end error key
    ['today early in the morning', day(10, 0), day(12), null, undefined, undefined],
    ['start yesterday', day(9, 23), day(12), null, 'activities.dates.startBeforeToday', undefined],
    [
      'start after end',
      day(15),
      day(12),
      null,
      'activities.dates.startAfterEnd',
      'activities.dates.endBeforeStart',
    ],
    [
      'start and end on the same day, end earlier in the day',
      day(12, 18),
      day(12, 8),
      null,
      undefined,
      undefined,
    ],
    [
      'start after the order end',
      day(15),
      day(16),
      day(14),
      'activities.dates.startAfterOrderEnd',
      'activities.dates.endAfterOrderEnd',
    ],
    [
      'end after the order end',
      day(12),
      day(16),
      day(14),
      undefined,
      'activities.dates.endAfterOrderEnd',
    ],
    ['end on the order end day', day(12), day(14, 22), day(14, 8), undefined, undefined],
    [
      'end before today',
      day(5),
      day(8),
      null,
      'activities.dates.startBeforeToday',
      'activities.dates.endBeforeToday',
    ],
    [
      'no order end: no upper limit',
      day(12),
      new Date(2030, 0, 1),
      undefined,
      undefined,
      undefined,
    ],
  ] as const)(
    '001 §5: "Start is not before today and not after the end date or the order end. End is not before the start or today and not after the order\'s end date" — %s',
    (_case, start, end, orderEnd, startKey, endKey) => {
      // Act
      const result = validateActivityDates({ start, end, orderEnd, now: NOW });

      // Assert
      expect(result.errorKeys).toEqual({
        ...(startKey ? { start: startKey } : {}),
        ...(endKey ? { end: endKey } : {}),
      });
      expect(result.valid).toBe(!startKey && !endKey);
    },
  );

  it.each([
    ['activities.dates.startBeforeToday', 'La data di inizio non può essere precedente a oggi'],
    [
      'activities.dates.startAfterEnd',
      'La data di inizio non può essere successiva alla data di fine',
    ],
    ['activities.dates.endBeforeToday', 'La data di fine non può essere precedente a oggi'],
  ] as const)('001 §5 (messages ours): %s reads "%s"', (key, text) => {
    // Arrange: inputs that break exactly the rule of the key
    const inputs = {
      'activities.dates.startBeforeToday': { start: day(9), end: day(12) },
      'activities.dates.startAfterEnd': { start: day(14), end: day(12) },
      'activities.dates.endBeforeToday': { start: day(5), end: day(8), saved: { start: day(5) } },
    } as const;

    // Act
    const result = validateActivityDates({ ...inputs[key], now: NOW });

    // Assert
    expect(Object.values(result.errors)).toContain(text);
  });

  it('001 §5: "Start is not before today" — a saved start left unchanged is accepted, so the notes of an activity already begun can be edited', () => {
    // Arrange
    const saved = { start: day(3), end: day(20) };

    // Act
    const unchanged = validateActivityDates({ start: day(3, 15), end: day(20), now: NOW, saved });
    const moved = validateActivityDates({ start: day(4), end: day(20), now: NOW, saved });

    // Assert
    expect(unchanged.valid).toBe(true);
    expect(moved.errorKeys).toEqual({ start: 'activities.dates.startBeforeToday' });
  });

  it('001 §5: "End is not before … today" — a saved end left unchanged is accepted, a changed one is not', () => {
    const saved = { start: day(1), end: day(7) };

    expect(validateActivityDates({ start: day(1), end: day(7), now: NOW, saved }).valid).toBe(true);
    expect(
      validateActivityDates({ start: day(1), end: day(8), now: NOW, saved }).errorKeys,
    ).toEqual({
      end: 'activities.dates.endBeforeToday',
    });
  });

  it('001 §5: dates arrive as ISO strings too', () => {
    const result = validateActivityDates({
      start: '2025-03-10',
      end: '2025-03-11T10:00:00',
      orderEnd: '2025-03-31',
      now: NOW,
    });

    expect(result.valid).toBe(true);
  });
});
