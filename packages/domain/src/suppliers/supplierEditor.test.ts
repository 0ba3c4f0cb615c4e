import { describe, expect, it } from 'vitest';
import { supplierEditorAbilities } from './supplierEditor.ts';

describe('supplierEditorAbilities', () => {
  it.each([
    [1, { canSave: false, showKeywords: false, showExtraEmails: false, canEditCover: false }],
    [2, { canSave: false, showKeywords: true, showExtraEmails: true, canEditCover: true }],
    [3, { canSave: true, showKeywords: true, showExtraEmails: true, canEditCover: true }],
  ])(
    '002 §5.6: "Saving is possible only at level above 2. The keyword area is shown at level 2 or more. Extra emails are shown above level 1. Cover edit is allowed above level 1." — level %s',
    (level, expected) => {
      // Act
      const abilities = supplierEditorAbilities(level);

      // Assert
      expect(abilities).toEqual(expected);
    },
  );
});
