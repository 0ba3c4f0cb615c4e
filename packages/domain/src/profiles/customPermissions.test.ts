import { describe, expect, it } from 'vitest';
import { customPermissionsFor, withCustomPermissions } from './customPermissions.ts';
import { makeProfile } from './testProfile.ts';
import type { OrgType } from './types.ts';

const BOTH = ['read_condominiums', 'read_private_buildings'];

describe('customPermissionsFor', () => {
  it.each([
    ['administrator', false, ['read_condominiums']],
    ['real_estate', false, ['read_private_buildings']],
    ['property_manager', false, ['read_private_buildings']],
    ['service_company', false, ['read_private_buildings']],
    ['company', false, []],
    ['administrator', true, BOTH],
    ['real_estate', true, BOTH],
    ['property_manager', true, BOTH],
    ['service_company', true, BOTH],
    ['company', true, BOTH],
  ] as [OrgType, boolean, string[]][])(
    '000 §6: "With the module to view condominium properties both are added. Otherwise administrators get read_condominiums; real-estate, property-manager and service-company types get read_private_buildings" — %s, module %s',
    (orgType, module, expected) => {
      // Arrange
      const profile = makeProfile({
        organization: { id: '1', name: 'Org', orgType },
        moduli: { moduleVisualizzaProprietaCondomini: module },
      });

      // Act
      const grants = customPermissionsFor(profile);

      // Assert
      expect(grants.map((grant) => grant.application)).toEqual(expected);
      expect(grants.every((grant) => grant.functionalities.length === 0)).toBe(true);
    },
  );

  it('000 §6: "Custom permissions are injected for organisations" — an org without org type gets only the module ones', () => {
    expect(customPermissionsFor(makeProfile({ organization: undefined }))).toEqual([]);
    expect(
      customPermissionsFor(
        makeProfile({
          organization: undefined,
          moduli: { moduleVisualizzaProprietaCondomini: true },
        }),
      ).map((grant) => grant.application),
    ).toEqual(BOTH);
  });

  it.each([['spl_3'], ['usr_1'], ['sys_2']])(
    '000 §6: "Custom permissions are injected for organisations" — none for %s',
    (role) => {
      const profile = makeProfile({ role, moduli: { moduleVisualizzaProprietaCondomini: true } });

      expect(customPermissionsFor(profile)).toEqual([]);
    },
  );
});

describe('withCustomPermissions', () => {
  it('000 §6: "Custom permissions are injected for organisations: read_condominiums and read_private_buildings" — appended as grants with no functionalities', () => {
    // Arrange
    const profile = makeProfile({
      permissions: [{ application: 'ORG_OPR_ORDERS', functionalities: ['APP_NEW'] }],
    });

    // Act
    const result = withCustomPermissions(profile);

    // Assert
    expect(result.permissions).toEqual([
      { application: 'ORG_OPR_ORDERS', functionalities: ['APP_NEW'] },
      { application: 'read_condominiums', functionalities: [] },
    ]);
    expect(profile.permissions).toHaveLength(1);
  });

  it('000 §6: "Custom permissions are injected" — idempotent: a held custom permission is not added twice', () => {
    const profile = makeProfile({
      permissions: [{ application: 'read_condominiums', functionalities: [] }],
    });

    const result = withCustomPermissions(withCustomPermissions(profile));

    expect(result).toBe(profile);
  });

  it('000 §6: "Custom permissions are injected for organisations" — other profiles come back unchanged', () => {
    const profile = makeProfile({ role: 'usr_2', company_type: 'org_contacts' });

    expect(withCustomPermissions(profile)).toBe(profile);
  });
});
