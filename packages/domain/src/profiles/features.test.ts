import { describe, expect, it } from 'vitest';
import {
  canUseQualificationFolders,
  hasGeneralCommunications,
  showsConsultancyLinks,
  showsOrgLicencesTab,
  showsSupplierProcurements,
  usesSupportDeskWidget,
} from './features.ts';
import { makeProfile } from './testProfile.ts';

describe('hasGeneralCommunications', () => {
  it.each([
    [true, true, true, true],
    [false, true, true, false],
    [true, false, true, false],
    [true, true, false, false],
    [false, false, false, false],
  ] as const)(
    '000 §6: "USR general communications need all three modules (communications, ptDoc, condominium correspondence)" — %s %s %s → %s',
    (comunicazioni, ptDoc, corrispondenza, expected) => {
      const profile = makeProfile({
        role: 'usr_1',
        moduli: {
          moduleComunicazioni: comunicazioni,
          modulePtDoc: ptDoc,
          moduleCorrispondenzaAL: corrispondenza,
        },
      });

      expect(hasGeneralCommunications(profile)).toBe(expected);
    },
  );
});

describe('showsConsultancyLinks', () => {
  it.each([
    ['org_1', false],
    ['org_2', true],
    ['org_3', true],
    ['spl_2', false],
    ['usr_3', false],
  ] as const)('000 §6: "Org role org_1 sees no consultancy links." — %s', (role, expected) => {
    expect(showsConsultancyLinks(makeProfile({ role }))).toBe(expected);
  });
});

describe('usesSupportDeskWidget', () => {
  it.each([
    ['org_1', true],
    ['sys_3', true],
    ['spl_3', false],
    ['usr_2', false],
  ] as const)(
    '000 §6: "The support-desk widget script is attached for ORG and SYS roles, not SPL or USR." — %s',
    (role, expected) => {
      expect(usesSupportDeskWidget(makeProfile({ role }))).toBe(expected);
    },
  );
});

describe('canUseQualificationFolders', () => {
  it.each([
    ['spl_1', true, true],
    ['spl_1', false, false],
    ['org_3', true, false],
  ] as const)(
    '000 §6: "The SPL folders widget needs the qualifications module." — %s, module %s',
    (role, module, expected) => {
      const profile = makeProfile({ role, moduli: { qualifications: module } });

      expect(canUseQualificationFolders(profile)).toBe(expected);
    },
  );
});

describe('supplier procurements level', () => {
  it.each([
    [1, false],
    [2, true],
    [3, true],
  ] as const)(
    '002 §6 "Supplier procurements in the menu need profile_level above 1" — level %i',
    (level, procurements) => {
      // Arrange
      const profile = makeProfile({ role: `spl_${level}`, profile_level: level });

      // Act / Assert
      expect(showsSupplierProcurements(profile)).toBe(procurements);
    },
  );

  it('002 §6: supplier procurements are not for other roles', () => {
    const organization = makeProfile({ role: 'org_3', profile_level: 3 });

    expect(showsSupplierProcurements(organization)).toBe(false);
  });
});

describe('showsOrgLicencesTab', () => {
  it.each([
    ['org_1', 1, false],
    ['org_2', 2, false],
    ['org_3', 3, true],
    ['spl_3', 3, false],
  ] as const)('002 §2.9: "Licenze (only for org level 3)" — %s', (role, level, expected) => {
    expect(showsOrgLicencesTab(makeProfile({ role, profile_level: level }))).toBe(expected);
  });
});
