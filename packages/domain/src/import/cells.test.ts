import { describe, expect, it } from 'vitest';
import type { ImportCellValue, ImportColumnType } from './cells.ts';
import { normalizeCell } from './cells.ts';

describe('normalizeCell — empty cells', () => {
  it.each([
    [null, 'string'],
    [undefined, 'number'],
    ['', 'boolean'],
    ['   ', 'date'],
  ] as [ImportCellValue, ImportColumnType][])(
    '002 §5.4: "Empty cells become null." — %j in a %s column',
    (cell, type) => {
      // Arrange, Act
      const result = normalizeCell(cell, type);

      // Assert
      expect(result).toEqual({ value: null, valid: true });
    },
  );
});

describe('normalizeCell — string columns', () => {
  it.each([
    ['  Via Roma 1 ', 'Via Roma 1'],
    [20121, '20121'],
    [true, 'true'],
    [new Date(2024, 0, 15), '2024-01-15'],
  ] as [ImportCellValue, string][])('keeps %j as the text %j', (cell, expected) => {
    // Arrange, Act
    const result = normalizeCell(cell, 'string');

    // Assert
    expect(result).toEqual({ value: expected, valid: true });
  });
});

describe('normalizeCell — boolean columns', () => {
  it.each([['S'], ['s'], ['SI'], ['si'], [' Si '], ['Sì'], ['SÌ'], [true]] as [ImportCellValue][])(
    '002 §5.4: "Boolean columns are true for S or SI." — %j',
    (cell) => {
      // Arrange, Act
      const result = normalizeCell(cell, 'boolean');

      // Assert
      expect(result).toEqual({ value: true, valid: true });
    },
  );

  it.each([['N'], ['NO'], ['no'], ['X'], ['SIM'], [1], [0], [false]] as [ImportCellValue][])(
    '002 §5.4: anything but S or SI is false — %j',
    (cell) => {
      // Arrange, Act
      const result = normalizeCell(cell, 'boolean');

      // Assert
      expect(result).toEqual({ value: false, valid: true });
    },
  );
});

describe('normalizeCell — number columns', () => {
  it.each([
    [12, 12],
    [12.5, 12.5],
    ['1234', 1234],
    ['-12', -12],
    ['1234,5', 1234.5],
    ['1.234,5', 1234.5],
    ['1.234.567,89', 1234567.89],
    ['1234.5', 1234.5],
    ['1.234', 1.234],
    ['1.234.567', 1234567],
    [' 42 ', 42],
  ] as [ImportCellValue, number][])(
    '002 §5.4: "Number columns are converted." — %j → %d',
    (cell, expected) => {
      // Arrange, Act
      const result = normalizeCell(cell, 'number');

      // Assert
      expect(result).toEqual({ value: expected, valid: true });
    },
  );

  it.each([
    ['dodici', 'dodici'],
    ['1,234.5', '1,234.5'],
    ['12 €', '12 €'],
    [true, 'true'],
    [Number.NaN, 'NaN'],
    [new Date(2024, 0, 15), '2024-01-15'],
  ] as [ImportCellValue, string][])(
    'keeps a non-numeric cell %j as its raw text %j, marked invalid for the row error',
    (cell, expected) => {
      // Arrange, Act
      const result = normalizeCell(cell, 'number');

      // Assert
      expect(result).toEqual({ value: expected, valid: false });
    },
  );
});

describe('normalizeCell — date columns', () => {
  it.each([
    [new Date(2024, 0, 15), '2024-01-15'],
    [45306, '2024-01-15'],
    [45306.75, '2024-01-15'],
    ['15/01/2024', '2024-01-15'],
    ['5/1/2024', '2024-01-05'],
    ['2024-01-15', '2024-01-15'],
  ] as [ImportCellValue, string][])('reads %j as %j', (cell, expected) => {
    // Arrange, Act
    const result = normalizeCell(cell, 'date');

    // Assert
    expect(result).toEqual({ value: expected, valid: true });
  });

  it.each([
    ['31/02/2024', '31/02/2024'],
    ['2024-13-01', '2024-13-01'],
    ['15-01-2024', '15-01-2024'],
    ['domani', 'domani'],
    [0, '0'],
    [3_000_000, '3000000'],
    [true, 'true'],
  ] as [ImportCellValue, string][])(
    'keeps an unreadable date %j as %j, marked invalid',
    (cell, expected) => {
      // Arrange, Act
      const result = normalizeCell(cell, 'date');

      // Assert
      expect(result).toEqual({ value: expected, valid: false });
    },
  );

  it('marks an invalid Date object as invalid, keeping its text', () => {
    // Arrange
    const invalidDate = new Date(Number.NaN);

    // Act
    const result = normalizeCell(invalidDate, 'date');

    // Assert
    expect(result).toEqual({ value: 'Invalid Date', valid: false });
  });
});

describe('normalizeCell — unknown column type', () => {
  it('refuses a column type outside string, number, boolean and date (a schema from untyped data)', () => {
    // Arrange
    const unknownType = 'currency' as ImportColumnType;

    // Act
    const normalize = () => normalizeCell('12', unknownType);

    // Assert
    expect(normalize).toThrow('normalizeCell: unknown column type currency');
  });
});
