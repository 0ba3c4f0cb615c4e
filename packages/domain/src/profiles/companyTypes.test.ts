import { describe, expect, it } from 'vitest';
import {
  isContactCompanyType,
  isOrganizationCompanyType,
  isOrganizationProfile,
  isSupplierProfile,
  isSystemProfile,
  isUserProfile,
  orgTypeOf,
} from './companyTypes.ts';
import { makeProfile } from './testProfile.ts';

describe('company types', () => {
  it.each([
    ['sys_organizations', true, false],
    ['sys_suppliers', false, false],
    ['suppliers', false, false],
    ['org_contacts', false, true],
    [undefined, false, false],
    [null, false, false],
  ] as const)(
    '000 §3: "company_type (sys_organizations, sys_suppliers or suppliers, org_contacts)" — %s',
    (companyType, organization, contact) => {
      expect(isOrganizationCompanyType(companyType)).toBe(organization);
      expect(isContactCompanyType(companyType)).toBe(contact);
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
