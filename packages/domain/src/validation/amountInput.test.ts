import { describe, expect, it } from 'vitest';
import { amountInputToNumber, formatAmountOnBlur, normalizeAmountInput } from './amountInput.ts';

describe('normalizeAmountInput', () => {
  it.each([
    ['12,5', '12.5'],
    ['12,', '12.'],
    [',5', '.5'],
    ['0,05', '0.05'],
    ['12.5', '12.5'],
  ])('001 §5: "Amount field: accepts a decimal comma as a point" — %j → %j', (typed, expected) => {
    // Arrange, Act
    const result = normalizeAmountInput(typed);

    // Assert
    expect(result).toBe(expected);
  });

  it.each([
    ['12,345', '12.34'],
    ['12.999', '12.99'],
    ['-3,141', '-3.14'],
  ])(
    '001 §5: "limits to two decimals" — %j → %j (cut, not rounded, while typing)',
    (typed, expected) => {
      // Arrange, Act
      const result = normalizeAmountInput(typed);

      // Assert
      expect(result).toBe(expected);
    },
  );

  it.each([['abc'], ['12a'], ['1.234,5'], ['-'], [','], [''], ['1234']])(
    '001 §5: "Non-numeric input is passed through." — %j unchanged',
    (typed) => {
      // Arrange, Act
      const result = normalizeAmountInput(typed);

      // Assert
      expect(result).toBe(typed);
    },
  );
});

describe('formatAmountOnBlur', () => {
  it.each([
    ['12', '12,00'],
    ['12.5', '12,50'],
    ['12,5', '12,50'],
    ['.5', '0,50'],
    ['007', '7,00'],
    ['12.', '12,00'],
    ['12.349', '12,34'],
    ['-4.2', '-4,20'],
    ['-0', '0,00'],
    [' 3 ', '3,00'],
  ])('001 §5: "shows 2 decimals on blur" — %j → %j (decimal comma, 000 §9)', (typed, expected) => {
    // Arrange, Act
    const result = formatAmountOnBlur(typed);

    // Assert
    expect(result).toBe(expected);
  });

  it.each([['abc'], [''], ['1.234,5']])(
    '001 §5: non-numeric input %j is passed through on blur',
    (typed) => {
      // Arrange, Act
      const result = formatAmountOnBlur(typed);

      // Assert
      expect(result).toBe(typed);
    },
  );

  it('round-trips: the blurred text normalizes back to the point form', () => {
    // Arrange
    const blurred = formatAmountOnBlur('1234.5');

    // Act
    const normalized = normalizeAmountInput(blurred);

    // Assert
    expect(normalized).toBe('1234.50');
  });
});

describe('amountInputToNumber', () => {
  it.each([
    ['12,50', 12.5],
    ['12.5', 12.5],
    ['.5', 0.5],
    ['12.', 12],
    ['7', 7],
    ['-3,2', -3.2],
  ])('001 §9: "Amount: 2 decimals" — %j → %d', (typed, expected) => {
    // Arrange, Act
    const result = amountInputToNumber(typed);

    // Assert
    expect(result).toBe(expected);
  });

  it.each([[''], ['abc'], ['1.234,5']])('%j is not an amount', (typed) => {
    // Arrange, Act
    const result = amountInputToNumber(typed);

    // Assert
    expect(result).toBeNull();
  });
});
