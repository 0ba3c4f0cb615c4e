import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('formatDateTime', () => {
  it('000 §9: "Dates DD/MM/YYYY HH:mm"', () => {
    // Arrange
    const value = new Date(2024, 2, 5, 9, 7);

    // Act
    const text = formatDateTime(value);

    // Assert
    expect(text).toBe('05/03/2024 09:07');
  });

  it('002 §9: "the message time format is DD/MM/YYYY HH:mm" (24-hour clock)', () => {
    // Arrange
    const value = '2024-12-31T23:59:00';

    // Act
    const text = formatDateTime(value);

    // Assert
    expect(text).toBe('31/12/2024 23:59');
  });

  it.each([null, undefined, '', 'not a date'])(
    '000 §9: "Dates DD/MM/YYYY HH:mm" — a missing or invalid date (%j) shows "-", never now',
    (value) => {
      // Act
      const text = formatDateTime(value);

      // Assert
      expect(text).toBe('-');
    },
  );
});

describe('formatDate', () => {
  it('002 §5.1: "Dates display as DD/MM/YYYY"', () => {
    // Arrange
    const value = new Date(2025, 0, 9, 18, 30);

    // Act
    const text = formatDate(value);

    // Assert
    expect(text).toBe('09/01/2025');
  });

  it('002 §5.1: "Dates display as DD/MM/YYYY" — timestamps and ISO dates too', () => {
    // Arrange
    const timestamp = new Date(2023, 6, 14).getTime();

    // Act
    const fromTimestamp = formatDate(timestamp);
    const fromIsoDate = formatDate('2023-07-14');

    // Assert
    expect(fromTimestamp).toBe('14/07/2023');
    expect(fromIsoDate).toBe('14/07/2023');
  });

  it.each([null, undefined, '', 'domani'])('002 §5.1: an invalid value (%j) shows "-"', (value) => {
    // Act
    const text = formatDate(value);

    // Assert
    expect(text).toBe('-');
  });
});
