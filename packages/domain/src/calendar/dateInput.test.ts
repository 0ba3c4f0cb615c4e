import { describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput } from './dateInput.ts';

describe('parseDateInput', () => {
  it.each([
    ['10/03/2024', '2024-03-10'],
    ['1/3/2024', '2024-03-01'],
    [' 29/02/2024 ', '2024-02-29'],
  ])('002 §5.1: "Accepted date input formats are DD/MM/YYYY" — %s → %s', (text, expected) => {
    expect(parseDateInput(text, { type: 'date', previous: null })).toBe(expected);
  });

  it.each([
    ['03/2024', '2024-03'],
    ['3/2024', '2024-03'],
  ])('002 §5.1: "and MM/YYYY (month type)" — %s → %s', (text, expected) => {
    expect(parseDateInput(text, { type: 'month', previous: null })).toBe(expected);
  });

  it.each([
    ['31/02/2024', 'date'],
    ['29/02/2023', 'date'],
    ['2024-03-10', 'date'],
    ['10/03/24', 'date'],
    ['', 'date'],
    ['13/2024', 'month'],
    ['10/03/2024', 'month'],
  ] as const)('002 §5.1: "An invalid value becomes empty" — %s (%s) → null', (text, type) => {
    expect(parseDateInput(text, { type, previous: '2024-01-01' })).toBeNull();
  });

  it('002 §5.1: "An invalid value becomes empty" — no text at all', () => {
    expect(parseDateInput(undefined, { type: 'date', previous: '2024-01-01' })).toBeNull();
  });

  it.each([
    ['09/03/2024', '2024-03-05'],
    ['21/03/2024', '2024-03-05'],
  ])(
    '002 §5.1: "an out-of-range value (min or max) reverts to the previous value" — %s',
    (text, previous) => {
      const result = parseDateInput(text, {
        type: 'date',
        min: '2024-03-10',
        max: '2024-03-20',
        previous,
      });

      expect(result).toBe(previous);
    },
  );

  it('002 §5.1: the limits themselves are in range', () => {
    const options = { type: 'date', min: '2024-03-10', max: '2024-03-20', previous: null } as const;

    expect(parseDateInput('10/03/2024', options)).toBe('2024-03-10');
    expect(parseDateInput('20/03/2024', options)).toBe('2024-03-20');
  });

  it('002 §5.1: month inputs compare with the limits by month', () => {
    const options = { type: 'month', min: '2024-03', max: '2024-06', previous: '2024-04' } as const;

    expect(parseDateInput('03/2024', options)).toBe('2024-03');
    expect(parseDateInput('02/2024', options)).toBe('2024-04');
    expect(parseDateInput('07/2024', options)).toBe('2024-04');
  });
});

describe('formatDateInput', () => {
  it('002 §5.1: "Dates display as DD/MM/YYYY"', () => {
    expect(formatDateInput('2024-03-10', 'date')).toBe('10/03/2024');
    expect(formatDateInput('2024-03', 'month')).toBe('03/2024');
  });

  it('002 §5.1: an empty or unreadable value shows nothing', () => {
    expect(formatDateInput(null, 'date')).toBe('');
    expect(formatDateInput('garbage', 'date')).toBe('');
  });
});
