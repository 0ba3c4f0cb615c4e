import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { supplierEditorAbilities, supplierEditorRefusal } from './supplierEditor.ts';

describe('supplierEditorAbilities', () => {
  it.each([
    [1, { canSave: false, showKeywords: false, showExtraEmails: false, canEditCover: false }],
    [2, { canSave: false, showKeywords: true, showExtraEmails: true, canEditCover: true }],
    [3, { canSave: true, showKeywords: true, showExtraEmails: true, canEditCover: true }],
  ])(
    '002 §5.6: "Saving is possible only at level above 2. The keyword area is shown at level 2 or more. Extra emails are shown above level 1. Cover edit is allowed above level 1." — level %s',
    (level, expected) => {
      // Arrange
      const profile = makeProfile({ role: `spl_${level}`, profile_level: level });

      // Act
      const abilities = supplierEditorAbilities(profile);

      // Assert
      expect(abilities).toEqual(expected);
    },
  );

  it('002 §9: "SPL level above 1 for extra emails and cover edit, 2 or more for keywords, above 2 to save" — not for other roles', () => {
    const organization = makeProfile({ role: 'org_3', profile_level: 3 });

    expect(supplierEditorAbilities(organization)).toEqual({
      canSave: false,
      showKeywords: false,
      showExtraEmails: false,
      canEditCover: false,
    });
  });
});

describe('supplierEditorRefusal', () => {
  it('002 §5.6 "Saving is possible only at level above 2": levels 1 and 2 are told why, level 3 saves', () => {
    const refusal = 'Il salvataggio dei dati aziendali richiede il livello Direzione.';
    expect(supplierEditorRefusal(makeProfile({ role: 'spl_1', profile_level: 1 }), 'save')).toBe(
      refusal,
    );
    expect(supplierEditorRefusal(makeProfile({ role: 'spl_2', profile_level: 2 }), 'save')).toBe(
      refusal,
    );
    expect(
      supplierEditorRefusal(makeProfile({ role: 'spl_3', profile_level: 3 }), 'save'),
    ).toBeNull();
  });

  it('002 §5.6 "Cover edit is allowed above level 1": level 1 is told why, level 2 changes it', () => {
    expect(supplierEditorRefusal(makeProfile({ role: 'spl_1', profile_level: 1 }), 'cover')).toBe(
      "La copertina dell'azienda si modifica da un livello superiore al primo.",
    );
    expect(
      supplierEditorRefusal(makeProfile({ role: 'spl_2', profile_level: 2 }), 'cover'),
    ).toBeNull();
  });
});
