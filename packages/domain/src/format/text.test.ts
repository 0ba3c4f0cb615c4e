import { describe, expect, it } from 'vitest';
import { characterCount, descriptionChipText, truncateText } from './text.ts';

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['Rossi', 5],
    ['Niccolò', 7],
    ['𠮷', 1],
    ['😀😀', 2],
    ['👨‍👩‍👧', 5],
  ])('000 §9, 002 §5: characters are code points — %j has %s', (text, expected) => {
    expect(characterCount(text)).toBe(expected);
  });
});

describe('truncateText', () => {
  it('000 §9: "Text truncated at 100 characters with an ellipsis"', () => {
    // Arrange
    const text = 'a'.repeat(150);

    // Act
    const truncated = truncateText(text);

    // Assert
    expect(truncated).toBe(`${'a'.repeat(99)}…`);
    expect(Array.from(truncated)).toHaveLength(100);
  });

  it('000 §9: "Text truncated at 100 characters" — text of exactly 100 characters is kept whole', () => {
    // Arrange
    const text = 'b'.repeat(100);

    // Act
    const truncated = truncateText(text);

    // Assert
    expect(truncated).toBe(text);
  });

  it('000 §9: "truncated … with an ellipsis" — accents and emoji count as one character and are not split', () => {
    // Arrange
    const text = `${'è'.repeat(98)}😀😀😀`;

    // Act
    const truncated = truncateText(text);

    // Assert
    expect(truncated).toBe(`${'è'.repeat(98)}😀…`);
  });

  it('000 §9: "with an ellipsis" — spaces before the ellipsis are dropped', () => {
    // Arrange
    const text = 'Perdita dal tetto del condominio';

    // Act
    const truncated = truncateText(text, 9);

    // Assert
    expect(truncated).toBe('Perdita…');
  });

  it.each([
    [null, 10, ''],
    [undefined, 10, ''],
    ['', 10, ''],
    ['abc', 0, ''],
  ])('000 §9: "Text truncated" — edge case %j at %s → %j', (text, maxLength, expected) => {
    // Act
    const truncated = truncateText(text, maxLength);

    // Assert
    expect(truncated).toBe(expected);
  });
});

describe('descriptionChipText', () => {
  it('002 §5.7: "Description chip text is reduced to 64 characters"', () => {
    // Arrange
    const text = 'x'.repeat(65);

    // Act
    const chip = descriptionChipText(text);

    // Assert
    expect(chip).toBe(`${'x'.repeat(63)}…`);
    expect(descriptionChipText('x'.repeat(64))).toBe('x'.repeat(64));
    expect(descriptionChipText(null)).toBe('');
  });
});
