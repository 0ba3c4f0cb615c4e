import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CREATION_OPTION_LABELS,
  ACTIVITY_CREATION_TYPE_OPTIONS,
  WEEKDAY_OPTIONS,
  planActivityDates,
  validateActivityCreation,
} from './activityCreation.ts';
import type { ActivityCreationInput, PlannedActivity } from './types.ts';

/** Monday 3 March 2025 to Sunday 16 March 2025: two weeks without holidays. */
const MARCH = { startDate: new Date(2025, 2, 3), endDate: new Date(2025, 2, 16) };
/** Monday 14 April 2025 to Monday 28 April 2025: Easter Monday 21 and Liberazione 25 April. */
const APRIL = { startDate: new Date(2025, 3, 14), endDate: new Date(2025, 3, 28) };
const WORKING_DAYS_ONLY = { includeSaturday: false, includeSunday: false, includeHolidays: false };
const EVERY_DAY = { includeSaturday: true, includeSunday: true, includeHolidays: true };

function input(overrides: Partial<ActivityCreationInput>): ActivityCreationInput {
  return { type: 'SINGLE', ...MARCH, ...WORKING_DAYS_ONLY, ...overrides };
}

/** A planned activity as 'from…to' in local DD/MM, for readable expectations. */
function span({ validFrom, validTo }: PlannedActivity): string {
  const format = (date: Date) => `${date.getDate()}/${date.getMonth() + 1}`;
  return validFrom.getDate() === validTo.getDate() && validFrom.getMonth() === validTo.getMonth()
    ? format(validFrom)
    : `${format(validFrom)}-${format(validTo)}`;
}

describe('creation form options', () => {
  it('001 §9: "Weekday buttons LU, MA, ME, GI, VE, SA, DO with values 1 to 6 and 0 for Sunday"', () => {
    expect(WEEKDAY_OPTIONS).toEqual([
      { value: 1, label: 'LU' },
      { value: 2, label: 'MA' },
      { value: 3, label: 'ME' },
      { value: 4, label: 'GI' },
      { value: 5, label: 'VE' },
      { value: 6, label: 'SA' },
      { value: 0, label: 'DO' },
    ]);
  });

  it('001 §9: "Activity creation types: single, fixed number, fixed weekdays, fixed step"', () => {
    expect(ACTIVITY_CREATION_TYPE_OPTIONS.map(({ value }) => value)).toEqual([
      'SINGLE',
      'FIXED_NUMBER',
      'FIXED_WEEKDAYS',
      'FIXED_STEP',
    ]);
    expect(ACTIVITY_CREATION_TYPE_OPTIONS.every(({ label }) => label.length > 0)).toBe(true);
  });

  it('001 §9: "Options: saturday, sunday and holiday inclusion"', () => {
    expect(Object.keys(ACTIVITY_CREATION_OPTION_LABELS)).toEqual([
      'includeSaturday',
      'includeSunday',
      'includeHolidays',
    ]);
  });
});

describe('validateActivityCreation', () => {
  it.each(['SINGLE', 'FIXED_NUMBER', 'FIXED_WEEKDAYS', 'FIXED_STEP'] as const)(
    '001 §5: "Activity creation: the end date is required" — %s',
    (type) => {
      // Act
      const result = validateActivityCreation(
        input({ type, endDate: null, numberOfActivities: 1, weekdays: [1], frequency: 1 }),
      );

      // Assert
      expect(result.valid).toBe(false);
      expect(result.errors).toEqual({ endDate: 'La data di fine è obbligatoria' });
    },
  );

  it.each([null, undefined, 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    '001 §5: "The \'defined number of activities\' type needs an integer of at least 1" — %s is refused',
    (numberOfActivities) => {
      const result = validateActivityCreation(input({ type: 'FIXED_NUMBER', numberOfActivities }));

      expect(result.valid).toBe(false);
      expect(result.errors).toEqual({
        numberOfActivities:
          'Il numero di attività deve essere un numero intero maggiore o uguale a 1',
      });
    },
  );

  it.each([1, 5, 10])(
    '001 §5: "needs an integer of at least 1" — %s is accepted',
    (numberOfActivities) => {
      expect(
        validateActivityCreation(input({ type: 'FIXED_NUMBER', numberOfActivities })).valid,
      ).toBe(true);
    },
  );

  it.each([null, undefined, 0, -3, 2.5])(
    '001 §5: "The \'fixed intervals\' type needs an integer frequency of at least 1" — %s is refused',
    (frequency) => {
      const result = validateActivityCreation(input({ type: 'FIXED_STEP', frequency }));

      expect(result.valid).toBe(false);
      expect(result.errors).toEqual({
        frequency: 'La frequenza deve essere un numero intero maggiore o uguale a 1',
      });
    },
  );

  it.each([1, 7, 30])(
    '001 §5: "needs an integer frequency of at least 1" — %s is accepted',
    (frequency) => {
      expect(validateActivityCreation(input({ type: 'FIXED_STEP', frequency })).valid).toBe(true);
    },
  );

  it('001 §5: "The create button is disabled otherwise" — a valid single request enables it', () => {
    expect(validateActivityCreation(input({}))).toEqual({ valid: true, errors: {}, errorKeys: {} });
  });

  it.each([[[]], [undefined]])(
    '001 §9 "fixed weekdays" (rule ours): at least one weekday is needed — %j',
    (weekdays) => {
      expect(
        validateActivityCreation(input({ type: 'FIXED_WEEKDAYS', weekdays })).errorKeys,
      ).toEqual({
        weekdays: 'activities.creation.weekdaysRequired',
      });
    },
  );

  it('001 §5 (rule ours): the start date is required and the end may not precede it', () => {
    expect(validateActivityCreation(input({ startDate: null })).errorKeys).toEqual({
      startDate: 'activities.creation.startRequired',
    });
    expect(
      validateActivityCreation(input({ startDate: MARCH.endDate, endDate: MARCH.startDate }))
        .errorKeys,
    ).toEqual({ endDate: 'activities.creation.endBeforeStart' });
  });

  it('001 §5 (rule ours): a defined number larger than the days available is refused', () => {
    // Arrange: ten working days in the two March weeks
    const eleven = input({ type: 'FIXED_NUMBER', numberOfActivities: 11 });
    const ten = input({ type: 'FIXED_NUMBER', numberOfActivities: 10 });

    // Act / Assert
    expect(validateActivityCreation(eleven).errorKeys).toEqual({
      numberOfActivities: 'activities.creation.numberTooLarge',
    });
    expect(validateActivityCreation(ten).valid).toBe(true);
  });

  it('001 §5: with dates missing, the defined number is checked alone', () => {
    expect(
      validateActivityCreation(
        input({ type: 'FIXED_NUMBER', numberOfActivities: 99, endDate: null }),
      ).errorKeys,
    ).toEqual({ endDate: 'activities.creation.endRequired' });
  });

  it.each([
    [
      'Easter Monday alone',
      {
        type: 'FIXED_WEEKDAYS',
        weekdays: [1],
        startDate: new Date(2025, 3, 21),
        endDate: new Date(2025, 3, 21),
      },
    ],
    [
      'every 7 days from a Saturday, Saturdays excluded',
      { type: 'FIXED_STEP', frequency: 7, startDate: new Date(2025, 2, 8) },
    ],
    [
      'Thursdays in a Monday-to-Wednesday period',
      { type: 'FIXED_WEEKDAYS', weekdays: [4], endDate: new Date(2025, 2, 5) },
    ],
  ] as const)(
    '001 §5 (rule ours): a request that yields no activity is refused — %s',
    (_case, overrides) => {
      const result = validateActivityCreation(input(overrides));

      expect(result.valid).toBe(false);
      expect(result.errors).toEqual({
        plan: 'Nessuna attività cade nel periodo con le opzioni scelte',
      });
    },
  );
});

describe('planActivityDates', () => {
  it('001 §9 "single": one activity over the whole period, from the start of the first day to the end of the last', () => {
    expect(
      planActivityDates(
        input({
          type: 'SINGLE',
          startDate: new Date(2025, 2, 8, 15),
          endDate: new Date(2025, 2, 9, 8),
        }),
      ),
    ).toEqual([
      {
        validFrom: new Date(2025, 2, 8, 0, 0, 0, 0),
        validTo: new Date(2025, 2, 9, 23, 59, 59, 999),
      },
    ]);
  });

  it.each([
    [1, WORKING_DAYS_ONLY, ['3/3-14/3']],
    [2, WORKING_DAYS_ONLY, ['3/3-7/3', '10/3-14/3']],
    [3, WORKING_DAYS_ONLY, ['3/3-6/3', '7/3-11/3', '12/3-14/3']],
    [1, EVERY_DAY, ['3/3-16/3']],
    [2, EVERY_DAY, ['3/3-9/3', '10/3-16/3']],
    [
      14,
      EVERY_DAY,
      [
        '3/3',
        '4/3',
        '5/3',
        '6/3',
        '7/3',
        '8/3',
        '9/3',
        '10/3',
        '11/3',
        '12/3',
        '13/3',
        '14/3',
        '15/3',
        '16/3',
      ],
    ],
    [11, WORKING_DAYS_ONLY, []],
  ] as const)(
    '001 §9 "fixed number": %s activities spread evenly over the included days (%j)',
    (numberOfActivities, options, expected) => {
      expect(
        planActivityDates(input({ type: 'FIXED_NUMBER', numberOfActivities, ...options })).map(
          span,
        ),
      ).toEqual(expected);
    },
  );

  it('001 §9 "fixed number": holidays are skipped unless included', () => {
    // Arrange: 14–28 April, working days: 14–18, 22–24, 28 (21 and 25 are holidays)
    const excluded = input({ type: 'FIXED_NUMBER', numberOfActivities: 9, ...APRIL });
    const included = input({
      type: 'FIXED_NUMBER',
      numberOfActivities: 11,
      ...APRIL,
      includeHolidays: true,
    });

    // Act / Assert
    expect(planActivityDates(excluded).map(span)).toEqual([
      '14/4',
      '15/4',
      '16/4',
      '17/4',
      '18/4',
      '22/4',
      '23/4',
      '24/4',
      '28/4',
    ]);
    expect(planActivityDates(included).map(span)).toContain('21/4');
    expect(planActivityDates(included).map(span)).toContain('25/4');
  });

  it.each([
    [[1, 3], WORKING_DAYS_ONLY, ['3/3', '5/3', '10/3', '12/3']],
    [[5], WORKING_DAYS_ONLY, ['7/3', '14/3']],
    [[6, 0], WORKING_DAYS_ONLY, ['8/3', '9/3', '15/3', '16/3']],
    [
      [0, 1, 2, 3, 4, 5, 6],
      EVERY_DAY,
      [
        '3/3',
        '4/3',
        '5/3',
        '6/3',
        '7/3',
        '8/3',
        '9/3',
        '10/3',
        '11/3',
        '12/3',
        '13/3',
        '14/3',
        '15/3',
        '16/3',
      ],
    ],
  ] as const)(
    '001 §9 "fixed weekdays" with "values 1 to 6 and 0 for Sunday": weekdays %j (%j)',
    (weekdays, options, expected) => {
      expect(
        planActivityDates(input({ type: 'FIXED_WEEKDAYS', weekdays, ...options })).map(span),
      ).toEqual(expected);
    },
  );

  it('001 §9 "fixed weekdays" and "holiday inclusion": Easter Monday and 25 April are skipped unless included', () => {
    const request = input({ type: 'FIXED_WEEKDAYS', weekdays: [1, 5], ...APRIL });

    expect(planActivityDates(request).map(span)).toEqual(['14/4', '18/4', '28/4']);
    expect(planActivityDates({ ...request, includeHolidays: true }).map(span)).toEqual([
      '14/4',
      '18/4',
      '21/4',
      '25/4',
      '28/4',
    ]);
  });

  it.each([
    [3, WORKING_DAYS_ONLY, ['3/3', '6/3', '12/3']],
    [3, EVERY_DAY, ['3/3', '6/3', '9/3', '12/3', '15/3']],
    [7, WORKING_DAYS_ONLY, ['3/3', '10/3']],
    [14, WORKING_DAYS_ONLY, ['3/3']],
    [
      1,
      WORKING_DAYS_ONLY,
      ['3/3', '4/3', '5/3', '6/3', '7/3', '10/3', '11/3', '12/3', '13/3', '14/3'],
    ],
  ] as const)(
    '001 §9 "fixed step": every %s days, skipping excluded days (%j)',
    (frequency, options, expected) => {
      expect(
        planActivityDates(input({ type: 'FIXED_STEP', frequency, ...options })).map(span),
      ).toEqual(expected);
    },
  );

  it('001 §9 "fixed step": Saturday only when Saturdays are included, Sunday only when Sundays are', () => {
    const base = input({
      type: 'FIXED_STEP',
      frequency: 1,
      startDate: new Date(2025, 2, 8),
      endDate: new Date(2025, 2, 9),
    });

    expect(planActivityDates({ ...base, includeSaturday: true }).map(span)).toEqual(['8/3']);
    expect(planActivityDates({ ...base, includeSunday: true }).map(span)).toEqual(['9/3']);
  });

  it('001 §9 "fixed step" and "holiday inclusion": across the new year, Christmas, Santo Stefano, Capodanno and Epifania are skipped', () => {
    const request = input({
      type: 'FIXED_STEP',
      frequency: 1,
      startDate: new Date(2025, 11, 24),
      endDate: new Date(2026, 0, 7),
    });

    expect(planActivityDates(request).map(span)).toEqual([
      '24/12',
      '29/12',
      '30/12',
      '31/12',
      '2/1',
      '5/1',
      '7/1',
    ]);
  });

  it('001 §9: every planned activity runs from the start to the end of its days', () => {
    for (const activity of planActivityDates(input({ type: 'FIXED_WEEKDAYS', weekdays: [2] }))) {
      expect([activity.validFrom.getHours(), activity.validFrom.getMinutes()]).toEqual([0, 0]);
      expect([
        activity.validTo.getHours(),
        activity.validTo.getMinutes(),
        activity.validTo.getMilliseconds(),
      ]).toEqual([23, 59, 999]);
    }
  });

  it.each([
    ['no start', { startDate: null }],
    ['no end', { endDate: null }],
    ['end before start', { startDate: MARCH.endDate, endDate: MARCH.startDate }],
    ['fixed step without frequency', { type: 'FIXED_STEP', frequency: null }],
    ['fixed number without number', { type: 'FIXED_NUMBER', numberOfActivities: 0 }],
    ['fixed weekdays without weekdays', { type: 'FIXED_WEEKDAYS' }],
  ] as const)('001 §5: an incomplete request plans nothing — %s', (_case, overrides) => {
    expect(planActivityDates(input(overrides))).toEqual([]);
  });

  it('001 §9: dates arrive as ISO strings too', () => {
    expect(
      planActivityDates(
        input({
          type: 'FIXED_WEEKDAYS',
          weekdays: [1],
          startDate: '2025-03-03',
          endDate: '2025-03-10',
        }),
      ).map(span),
    ).toEqual(['3/3', '10/3']);
  });
});

describe('creation — values from the wire the spec does not list', () => {
  it('001 §9 "Activity creation types: single, fixed number, fixed weekdays, fixed step" — an unknown type plans nothing and is refused', () => {
    // Arrange
    const request = input({ type: 'MONTHLY' as never });

    // Act / Assert
    expect(planActivityDates(request)).toEqual([]);
    expect(validateActivityCreation(request).errorKeys).toEqual({
      plan: 'activities.creation.noDates',
    });
  });
});
