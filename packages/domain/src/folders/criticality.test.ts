import { describe, expect, it } from 'vitest';
import { criticalityLevel } from './criticality.ts';

describe('criticalityLevel', () => {
  it.each([
    [null, 'none', null],
    [undefined, 'none', null],
    [0, 'none', null],
    [-2, 'none', null],
    [Number.NaN, 'none', null],
    [1, 'low', 'success'],
    [2, 'low', 'success'],
    [2.5, 'low', 'success'],
    [3, 'medium', 'warning'],
    [4, 'medium', 'warning'],
    [4.9, 'medium', 'warning'],
    [5, 'high', 'error'],
    [42, 'high', 'error'],
  ] as const)(
    '001 §4.7: "null is none, 1-2 is low (success colour), 3-4 is medium (warning), 5 and above is high (error)": %s → %s',
    (value, level, tone) => {
      // Act
      const criticality = criticalityLevel(value);

      // Assert
      expect(criticality.level).toBe(level);
      expect(criticality.tone).toBe(tone);
    },
  );

  it('001 §4.7: "Criticality scale" — each level above none has an Italian label', () => {
    // Act
    const labels = [null, 1, 3, 5].map((value) => criticalityLevel(value).label);

    // Assert
    expect(labels).toEqual([undefined, 'Bassa', 'Media', 'Alta']);
  });
});
