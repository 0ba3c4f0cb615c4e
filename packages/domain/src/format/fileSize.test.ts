import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [999, '999 Bytes'],
    [1000, '1 KB'],
    [1500, '1,5 KB'],
    [1234, '1,23 KB'],
    [1235, '1,24 KB'],
    [999_994, '999,99 KB'],
    [999_999, '1 MB'],
    [1e6, '1 MB'],
    [2.5e9, '2,5 GB'],
    [1e12, '1 TB'],
    [1e15, '1 PB'],
    [1e18, '1 EB'],
    [1e21, '1 ZB'],
    [1e24, '1 YB'],
    [1.5e24, '1,5 YB'],
    [1e27, '1000 YB'],
  ])(
    '000 §9: "File sizes from Bytes to YB, base 1000, two decimals": %s → %s',
    (bytes, expected) => {
      // Act
      const text = formatFileSize(bytes);

      // Assert
      expect(text).toBe(expected);
    },
  );

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
