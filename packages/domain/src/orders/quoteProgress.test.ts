import { describe, expect, it } from 'vitest';
import { quoteProgress } from './quoteProgress.ts';

describe('quoteProgress', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [2, 4, 50],
    [3, 4, 75],
    [4, 4, 100],
    [1, 3, 100 / 3],
    [5, 4, 100],
    [0, 0, 0],
    [3, 0, 0],
    [-1, 4, 0],
    [Number.NaN, 4, 0],
    [2, Number.NaN, 0],
  ])(
    '002 §5.7: "Quote progress bar: received divided by requested, times 100" — %s of %s → %s',
    (got, requests, expected) => {
      expect(quoteProgress({ got, requests })).toBeCloseTo(expected, 10);
    },
  );
});
