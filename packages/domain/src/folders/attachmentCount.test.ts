import { describe, expect, it } from 'vitest';
import { attachmentCountLabel } from './attachmentCount.ts';

describe('attachmentCountLabel', () => {
  it('000 §4: "An attachment-count label shows \'COMPLETATA\' when every item has status 1"', () => {
    // Arrange
    const items = [{ status: 1 }, { status: 1 }, { status: 1 }];

    // Act
    const label = attachmentCountLabel(items);

    // Assert
    expect(label).toBe('COMPLETATA');
  });

  it.each([
    [[{ status: 1 }, { status: 0 }, { status: 2 }], '1/3'],
    [[{ status: 0 }], '0/1'],
    [[], '0/0'],
  ])(
    '000 §4: "\'COMPLETATA\' when every item has status 1" — otherwise complete/all: %j → %s',
    (items, expected) => {
      // Act
      const label = attachmentCountLabel(items);

      // Assert
      expect(label).toBe(expected);
    },
  );
});
