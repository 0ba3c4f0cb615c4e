import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.ts';

describe('formatFileSize', () => {
  it.each([
    [1000, '1,00 KB'],
    [1500, '1,50 KB'],
    [1234, '1,23 KB'],
    [1235, '1,24 KB'],
    [999_994, '999,99 KB'],
    [1e6, '1,00 MB'],
    [2.5e9, '2,50 GB'],
    [1e12, '1,00 TB'],
    [1e15, '1,00 PB'],
    [1e18, '1,00 EB'],
    [1e21, '1,00 ZB'],
    [1e24, '1,00 YB'],
    [1.5e24, '1,50 YB'],
  ])(
    '000 §9: "File sizes from Bytes to YB, base 1000, two decimals": %s → %s',
    (bytes, expected) => {
      // Act
      const text = formatFileSize(bytes);

      // Assert
      expect(text).toBe(expected);
    },
  );

  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [999, '999 Bytes'],
    [999.4, '999 Bytes'],
    [999.6, '1,00 KB'],
  ])(
    '000 §9: "File sizes from Bytes" — a count of bytes is whole, so it has no decimals: %s → %s',
    (bytes, expected) => {
      expect(formatFileSize(bytes)).toBe(expected);
    },
  );

  it.each([
    [999_999, '1,00 MB'],
    [999_995_000_000, '1,00 TB'],
  ])(
    '000 §9: "base 1000, two decimals" — a size that rounds to 1000 of a unit moves to the next unit: %s → %s',
    (bytes, expected) => {
      expect(formatFileSize(bytes)).toBe(expected);
    },
  );

  it('000 §9: "from Bytes to YB" — beyond the yottabyte the unit stays YB', () => {
    expect(formatFileSize(1e27)).toBe('1000,00 YB');
  });

  it.each([null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    '000 §9: "File sizes from Bytes to YB" — a size that is not one (%s) shows "-"',
    (bytes) => {
      // Act
      const text = formatFileSize(bytes);

      // Assert
      expect(text).toBe('-');
    },
  );
});
