import type { Profile } from './types.ts';

/**
 * A realistic organisation profile for the tests of profiles and permissions, overridden field by
 * field. Test support only: not exported from the area's index.
 */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    uid: 'portineria:org:101',
    company_type: 'sys_organizations',
    company_id: '7',
    company_name: 'Studio Rossi Amministrazioni',
    role: 'org_3',
    profile_id: '101',
    profile_level: 3,
    permissions: [],
    moduli: {},
    modules_show_if_disabled: [],
    is_buildingless: false,
    organization: { id: '7', name: 'Studio Rossi Amministrazioni', orgType: 'administrator' },
    product: 'portineria',
    ...overrides,
  };
}
