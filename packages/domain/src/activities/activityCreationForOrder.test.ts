import { describe, expect, it } from 'vitest';
import { validateActivityCreationForOrder } from './activityCreationForOrder.ts';
import type { ActivityCreationInput } from './types.ts';

// Monday 4 May 2026, 10:00 local time.
const NOW = new Date(2026, 4, 4, 10, 0);
const ORDER = { validTo: '2026-05-31' };

const WEEKLY: ActivityCreationInput = {
  type: 'FIXED_WEEKDAYS',
  startDate: '2026-05-04',
  endDate: '2026-05-29',
  weekdays: [1, 3, 5],
  includeSaturday: false,
  includeSunday: false,
  includeHolidays: false,
};

describe('validateActivityCreationForOrder (001 §5 creation rules within the order; DECISIONS Order lifecycle T4)', () => {
  it('a weekly plan (LU, ME, VE) within the order is valid', () => {
    expect(validateActivityCreationForOrder(WEEKLY, ORDER, NOW)).toEqual({
      valid: true,
      errors: {},
      errorKeys: {},
    });
  });

  it('the creation rules of 001 §5 still apply: "La data di fine è obbligatoria"', () => {
    const result = validateActivityCreationForOrder({ ...WEEKLY, endDate: null }, ORDER, NOW);
    expect(result.errors).toEqual({ endDate: 'La data di fine è obbligatoria' });
  });

  it('a missing start is reported once, by the creation rules', () => {
    const result = validateActivityCreationForOrder({ ...WEEKLY, startDate: null }, ORDER, NOW);
    expect(result.errors).toEqual({ startDate: 'La data di inizio è obbligatoria' });
  });

  it('001 §5 "Start is not before today": a period starting yesterday is refused', () => {
    const result = validateActivityCreationForOrder(
      { ...WEEKLY, startDate: '2026-05-03' },
      ORDER,
      NOW,
    );
    expect(result.errors).toEqual({
      startDate: 'La data di inizio non può essere precedente a oggi',
    });
  });

  it('001 §5 "not after the order\'s end date": start and end after the order are refused', () => {
    const result = validateActivityCreationForOrder(
      { ...WEEKLY, type: 'SINGLE', startDate: '2026-06-02', endDate: '2026-06-05' },
      ORDER,
      NOW,
    );
    expect(result).toEqual({
      valid: false,
      errors: {
        startDate: "La data di inizio non può essere successiva alla scadenza dell'ordine",
        endDate: "La data di fine non può essere successiva alla scadenza dell'ordine",
      },
      errorKeys: {
        startDate: 'activities.dates.startAfterOrderEnd',
        endDate: 'activities.dates.endAfterOrderEnd',
      },
    });
  });

  it('a bound error replaces the "no activity in the period" check computed on refused dates', () => {
    const result = validateActivityCreationForOrder(
      { ...WEEKLY, startDate: '2026-05-01', endDate: '2026-05-02', weekdays: [0] },
      ORDER,
      NOW,
    );
    expect(result.errors).toEqual({
      startDate: 'La data di inizio non può essere precedente a oggi',
    });
  });

  it('an order without an end sets no upper bound', () => {
    const result = validateActivityCreationForOrder(
      { ...WEEKLY, endDate: '2027-05-29' },
      { validTo: null },
      NOW,
    );
    expect(result.valid).toBe(true);
  });
});
