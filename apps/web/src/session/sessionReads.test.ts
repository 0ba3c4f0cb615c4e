import type { Profile } from '@portineria/domain';
import { describe, expect, it, vi } from 'vitest';
import { readInitialisation, type OrganizationAnswer } from './sessionReads.ts';

function profile(overrides: Partial<Profile>): Profile {
  return {
    uid: 'portineria:org:101',
    company_type: 'sys_organizations',
    company_id: '3',
    company_name: 'Studio Rossi Amministrazioni',
    role: 'org_3',
    profile_id: '101',
    profile_level: 3,
    permissions: [],
    moduli: {},
    modules_show_if_disabled: [],
    is_buildingless: false,
    product: 'portineria',
    ...overrides,
  };
}

const studioRossi: OrganizationAnswer = {
  id: 3,
  name: 'Studio Rossi Amministrazioni',
  orgType: 'administrator',
};

describe('the session start’s initialisation (000 §4, §7)', () => {
  it('000 §7: an ORG start asks organizations/{company_id} and keeps the organisation detail', async () => {
    const readOrganization = vi.fn(() => Promise.resolve(studioRossi));

    const initialisation = await readInitialisation(profile({}), readOrganization);

    expect(readOrganization.mock.calls).toEqual([['3']]);
    expect(initialisation).toEqual({
      organization: { id: '3', name: 'Studio Rossi Amministrazioni', orgType: 'administrator' },
    });
  });

  it('000 §7: a USR start reads its contact’s organisation ("also for USR dashboard; reads result"), not its company_id, which names the contact', async () => {
    const readOrganization = vi.fn(() => Promise.resolve(studioRossi));
    const resident = profile({
      uid: 'portineria:usr:303',
      company_type: 'org_contacts',
      company_id: '41',
      role: 'usr_3',
      profile_id: '303',
      organization: { id: '3', name: 'Studio Rossi Amministrazioni', orgType: 'administrator' },
    });

    const initialisation = await readInitialisation(resident, readOrganization);

    expect(readOrganization.mock.calls).toEqual([['3']]);
    expect(initialisation.organization?.name).toBe('Studio Rossi Amministrazioni');
  });

  it('000 §7: SPL and SYS starts read no organisation', async () => {
    const readOrganization = vi.fn(() => Promise.resolve(studioRossi));

    const supplier = await readInitialisation(
      profile({ role: 'spl_3', company_type: 'suppliers', company_id: '8' }),
      readOrganization,
    );
    const system = await readInitialisation(profile({ role: 'sys_3' }), readOrganization);

    expect(supplier).toEqual({});
    expect(system).toEqual({});
    expect(readOrganization).not.toHaveBeenCalled();
  });
});
