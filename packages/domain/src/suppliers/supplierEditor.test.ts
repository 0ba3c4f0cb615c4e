import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import {
  isSupplierCompanyFieldVisible,
  supplierEditorAbilities,
  supplierEditorRefusal,
} from './supplierEditor.ts';

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

describe('isSupplierCompanyFieldVisible', () => {
  it.each([
    [1, { keywords: false, emailAccounting: false, emailPlanning: false, emailSystem: false }],
    [2, { keywords: true, emailAccounting: true, emailPlanning: true, emailSystem: true }],
    [3, { keywords: true, emailAccounting: true, emailPlanning: true, emailSystem: true }],
  ])(
    '002 §5.6 "The keyword area is shown at level 2 or more. Extra emails are shown above level 1." — a supplier of level %s, wherever the company is read',
    (level, expected) => {
      const seen = Object.fromEntries(
        Object.keys(expected).map((field) => [
          field,
          isSupplierCompanyFieldVisible(field, { roleType: 'SPL', level }),
        ]),
      );

      expect(seen).toEqual(expected);
    },
  );

  it('DECISIONS.md "Supplier company editor": the levels are a supplier’s own — another role, and a field the levels do not name, are not hidden by them', () => {
    expect(isSupplierCompanyFieldVisible('emailAccounting', { roleType: 'ORG', level: 1 })).toBe(
      true,
    );
    expect(isSupplierCompanyFieldVisible('keywords', { roleType: 'SYS', level: 0 })).toBe(true);
    expect(isSupplierCompanyFieldVisible('categories', { roleType: 'SPL', level: 1 })).toBe(true);
    expect(isSupplierCompanyFieldVisible('name1', { roleType: 'SPL', level: 1 })).toBe(true);
  });
});
