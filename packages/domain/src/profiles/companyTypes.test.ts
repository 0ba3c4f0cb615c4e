import { describe, expect, it } from 'vitest';
import {
  calendarModeOf,
  isContactCompanyType,
  isOrganizationCompanyType,
  isOrganizationProfile,
  isSupplierCompanyType,
  isSupplierProfile,
  isSystemProfile,
  isUserProfile,
  orgTypeOf,
} from './companyTypes.ts';
import { makeProfile } from './testProfile.ts';
import type { CompanyType } from './types.ts';

describe('company types', () => {
  it.each([
    ['sys_organizations', true, false, false],
    ['sys_suppliers', false, true, false],
    ['suppliers', false, true, false],
    ['org_contacts', false, false, true],
    [undefined, false, false, false],
    [null, false, false, false],
  ] as const)(
    '000 §3: "company_type (sys_organizations, sys_suppliers or suppliers, org_contacts)" — %s',
    (companyType, organization, supplier, contact) => {
      expect(isOrganizationCompanyType(companyType)).toBe(organization);
      expect(isSupplierCompanyType(companyType)).toBe(supplier);
      expect(isContactCompanyType(companyType)).toBe(contact);
    },
  );
});

describe('calendarModeOf', () => {
  it.each([
    ['sys_organizations', 'ORG'],
    ['sys_suppliers', 'SPL'],
    ['suppliers', 'SPL'],
    ['org_contacts', 'SPL'],
    [undefined, 'SPL'],
  ] as [CompanyType | undefined, 'ORG' | 'SPL'][])(
    '002 §6: "The calendar mode is ORG when the company type is sys_organizations, otherwise SPL." — %s',
    (companyType, mode) => {
      expect(calendarModeOf(companyType)).toBe(mode);
    },
  );
});

describe('role type of a profile', () => {
  it.each([
    ['org_1', [true, false, false, false]],
    ['spl_2', [false, true, false, false]],
    ['usr_3', [false, false, true, false]],
    ['sys_3', [false, false, false, true]],
    ['guest', [false, false, false, false]],
  ] as const)(
    '000 §1: "Each profile belongs to one role type: ORG, SPL, USR, SYS" — %s',
    (role, [organization, supplier, user, system]) => {
      // Arrange
      const profile = makeProfile({ role });

      // Act / Assert
      expect(isOrganizationProfile(profile)).toBe(organization);
      expect(isSupplierProfile(profile)).toBe(supplier);
      expect(isUserProfile(profile)).toBe(user);
      expect(isSystemProfile(profile)).toBe(system);
    },
  );
});

describe('orgTypeOf', () => {
  it('000 §3: "organisation detail including orgType"', () => {
    expect(
      orgTypeOf(
        makeProfile({ organization: { id: '1', name: 'Casa Srl', orgType: 'real_estate' } }),
      ),
    ).toBe('real_estate');
    expect(orgTypeOf(makeProfile({ organization: undefined }))).toBeUndefined();
  });
});
