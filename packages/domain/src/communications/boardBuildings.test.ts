import { describe, expect, it } from 'vitest';
import { boardBuildingIds, boardBuildingsError } from './boardBuildings.ts';

describe('boardBuildingIds (DECISIONS.md "Notices and polls for several buildings")', () => {
  it('lists the main building first, then the others in their order, each once', () => {
    // Act
    const ids = boardBuildingIds('3', [5, '3', 8, 5]);

    // Assert
    expect(ids).toEqual([3, 5, 8]);
  });

  it('without other buildings a notice is for its main building alone', () => {
    // Act / Assert
    expect(boardBuildingIds(3, undefined)).toEqual([3]);
    expect(boardBuildingIds(3, [])).toEqual([3]);
  });
});

describe('boardBuildingsError (DECISIONS.md "Notices and polls for several buildings")', () => {
  it('accepts no other building, or a list of building ids', () => {
    // Act / Assert
    expect(boardBuildingsError(undefined)).toBeNull();
    expect(boardBuildingsError([])).toBeNull();
    expect(boardBuildingsError([5, '8'])).toBeNull();
  });

  it('refuses what is not a list of building ids with an Italian message', () => {
    // Act / Assert
    expect(boardBuildingsError('5')).toBe('Scegli gli immobili tra quelli dell’elenco');
    expect(boardBuildingsError([5, 'Manzoni'])).toBe('Scegli gli immobili tra quelli dell’elenco');
  });
});
