import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('000 §9: "Money: two decimals, dot as thousands separator, comma as decimal, euro suffix"', () => {
    // Arrange
    const amount = 1234.5;

    // Act
    const text = formatMoney(amount);

    // Assert
    expect(text).toBe('1.234,50 €');
  });

  it.each([
    [0, '0,00 €'],
    [0.5, '0,50 €'],
    [7, '7,00 €'],
    [999.99, '999,99 €'],
    [1000, '1.000,00 €'],
    [12345.678, '12.345,68 €'],
    [1234567.891, '1.234.567,89 €'],
    [123456789012345.67, '123.456.789.012.345,67 €'],
    [1e21, '1.000.000.000.000.000.000.000,00 €'],
    [1e-7, '0,00 €'],
  ])(
    '000 §9: "dot as thousands separator" also for four-digit amounts: %s → %s',
    (amount, expected) => {
      // Act
      const text = formatMoney(amount);

      // Assert
      expect(text).toBe(expected);
    },
  );

  it.each([
    [-1234.5, '-1.234,50 €'],
    [-0.5, '-0,50 €'],
    [-0.001, '0,00 €'],
  ])('000 §9: "two decimals" for negative amounts: %s → %s', (amount, expected) => {
    // Act
    const text = formatMoney(amount);

    // Assert
    expect(text).toBe(expected);
  });

  it.each([
    [1.005, '1,01 €'],
    [0.125, '0,13 €'],
    [2.675, '2,68 €'],
    [0.994, '0,99 €'],
    [0.995, '1,00 €'],
    [999.995, '1.000,00 €'],
  ])('000 §9: "two decimals", halves rounded away from zero: %s → %s', (amount, expected) => {
    // Act
    const text = formatMoney(amount);

    // Assert
    expect(text).toBe(expected);
  });

  it.each([
    ['1234.5', '1.234,50 €'],
    [' 99,9 ', '99,90 €'],
    ['-10', '-10,00 €'],
  ])('000 §9: "two decimals" for decimal strings from the API: %j → %s', (amount, expected) => {
    // Act
    const text = formatMoney(amount);

    // Assert
    expect(text).toBe(expected);
  });

  it.each([null, undefined, '', '   ', 'abc', Number.NaN, Number.POSITIVE_INFINITY])(
    '000 §9: "null shows \'-\'" (also for %s)',
    (amount) => {
      // Act
      const text = formatMoney(amount);

      // Assert
      expect(text).toBe('-');
    },
  );
});
