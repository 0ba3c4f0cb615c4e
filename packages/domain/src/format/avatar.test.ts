import { describe, expect, it } from 'vitest';
import { initialsOf, paletteIndexForName } from './avatar.ts';

describe('paletteIndexForName', () => {
  it.each([
    ['Anna', 4],
    ['Niccolò', 7],
    ['a'.repeat(25), 25],
    ['a'.repeat(26), 0],
    ['a'.repeat(27), 1],
    ['  Anna  ', 4],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ])('000 §9: "A palette of 26 colours is assigned by name length": %j → %s', (name, expected) => {
    // Act
    const index = paletteIndexForName(name);

    // Assert
    expect(index).toBe(expected);
  });

  it('000 §9: "A palette of 26 colours" — the index is always one of 26', () => {
    // Arrange
    const names = Array.from({ length: 80 }, (_, length) => 'z'.repeat(length));

    // Act
    const indexes = new Set(names.map(paletteIndexForName));

    // Assert
    expect(indexes.size).toBe(26);
    expect(Math.min(...indexes)).toBe(0);
    expect(Math.max(...indexes)).toBe(25);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Mario Rossi', 'MR'],
    ['Mario De Rossi', 'MR'],
    ['mario rossi', 'MR'],
    ['Élodie', 'É'],
    ['Ñúñez Àlvaro', 'ÑÀ'],
    ["D'Angelo", 'D'],
    ['(Studio) Bianchi', 'SB'],
    ['  Luca   Bianchi  ', 'LB'],
    ['Anna - Verdi', 'AV'],
    ['', ''],
    ['   ', ''],
    ['123', ''],
    [null, ''],
    [undefined, ''],
  ])('002 §2.3: "an avatar element" falls back to initials: %j → %j', (fullName, expected) => {
    // Act
    const initials = initialsOf(fullName);

    // Assert
    expect(initials).toBe(expected);
  });
});
