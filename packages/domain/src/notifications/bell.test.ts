import { describe, expect, it } from 'vitest';
import { bellShouldRing } from './bell.ts';

describe('bellShouldRing', () => {
  it.each([
    [2, 3, true],
    [3, 3, false],
    [3, 2, false],
    [undefined, 3, false],
    [3, undefined, false],
  ] as const)(
    '002 §2.11: "It rings for 4 s when the counter rises" — %s → %s rings: %s',
    (previous, next, rings) => {
      expect(bellShouldRing(previous, next)).toBe(rings);
    },
  );
});
