import { describe, expect, it } from 'vitest';
import { localDay } from './days.ts';

describe('localDay', () => {
  it('formats the local calendar day with zero padding', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
