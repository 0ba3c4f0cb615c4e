import { describe, expect, it } from 'vitest';
import { buildingCategoryLabel } from './buildingCategory.ts';

describe('buildingCategoryLabel', () => {
  it.each([
    ['condominium', 'Condominio'],
    ['private', 'Proprietà'],
  ] as const)(
    '002 §1: "Building categories: Condominium and Private property (Proprietà)": %s → %s',
    (category, expected) => {
      // Act
      const label = buildingCategoryLabel(category);

      // Assert
      expect(label).toBe(expected);
    },
  );
});
