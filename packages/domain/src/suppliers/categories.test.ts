import { describe, expect, it } from 'vitest';
import {
  SUPPLIER_CATEGORY_SUGGESTIONS,
  joinSupplierCategories,
  parseSupplierCategories,
} from './categories.ts';

describe('SUPPLIER_CATEGORY_SUGGESTIONS', () => {
  it('002 §5.6: "Suggestions come from a preset list of trades: antenna installer, lifts, pest control, electrician, locksmith, gardener, plumber, painter, cleaning, security, heating engineer"', () => {
    // Assert
    expect(SUPPLIER_CATEGORY_SUGGESTIONS).toEqual([
      'Antennista',
      'Ascensori',
      'Disinfestazione',
      'Elettricista',
      'Fabbro',
      'Giardiniere',
      'Idraulico',
      'Imbianchino',
      'Pulizie',
      'Sicurezza',
      'Termoidraulico',
    ]);
  });
});

describe('parseSupplierCategories', () => {
  it.each([
    ['Idraulico,Fabbro', ['Idraulico', 'Fabbro']],
    [' Idraulico ,  Fabbro , ', ['Idraulico', 'Fabbro']],
    ['Idraulico,idraulico,IDRAULICO', ['Idraulico']],
    ['Pulizie  condominiali', ['Pulizie condominiali']],
    ['Città', ['Città']],
    ['', []],
    [null, []],
    [undefined, []],
  ])(
    '002 §3.9: "categories (a comma-separated string turned into a tag list)": %j → %j',
    (categories, expected) => {
      // Act
      const tags = parseSupplierCategories(categories);

      // Assert
      expect(tags).toEqual(expected);
    },
  );
});

describe('joinSupplierCategories', () => {
  it('002 §7.5: "Categories are joined by comma on save"', () => {
    // Act
    const categories = joinSupplierCategories(['Idraulico', 'Fabbro']);

    // Assert
    expect(categories).toBe('Idraulico,Fabbro');
  });

  it.each([
    [[' Idraulico ', '', 'idraulico', 'Elettricista'], 'Idraulico,Elettricista'],
    [['Pulizie, scale'], 'Pulizie scale'],
    [[], ''],
  ])('002 §5.6: "Categories are comma-delimited tags" — %j saves %j', (tags, expected) => {
    // Act
    const categories = joinSupplierCategories(tags);

    // Assert
    expect(categories).toBe(expected);
  });

  it('002 §3.9 and §7.5: a tag list survives a save and a read unchanged', () => {
    // Arrange
    const tags = ['Giardiniere', 'Imbianchino', 'Sicurezza'];

    // Act
    const roundTrip = parseSupplierCategories(joinSupplierCategories(tags));

    // Assert
    expect(roundTrip).toEqual(tags);
  });
});
