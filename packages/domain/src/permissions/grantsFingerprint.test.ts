import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { profileGrantsFingerprint } from './grantsFingerprint.ts';

describe('profileGrantsFingerprint', () => {
  const profile = makeProfile({
    permissions: [
      { application: 'ORG_OPR_ORDERS', functionalities: ['APP_NEW', 'APP_UPDATE'] },
      { application: 'ORG_GEN_TICKETS', functionalities: [] },
    ],
    moduli: { moduleOperativita: true, moduleCalendario: true, moduleAnagrafiche: false },
    modules_show_if_disabled: ['moduleAnagrafiche'],
  });

  it('000 §4: "Permessi insufficienti (access to some parts lost)": the same grants in another order keep the fingerprint', () => {
    const reordered = makeProfile({
      permissions: [
        { application: 'ORG_GEN_TICKETS', functionalities: [] },
        { application: 'ORG_OPR_ORDERS', functionalities: ['APP_UPDATE', 'APP_NEW'] },
      ],
      moduli: { moduleCalendario: true, moduleOperativita: true },
      modules_show_if_disabled: ['moduleAnagrafiche'],
    });
    expect(profileGrantsFingerprint(reordered)).toBe(profileGrantsFingerprint(profile));
    expect(profileGrantsFingerprint(profile)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('000 §4: a permission or functionality lost during the session changes the fingerprint', () => {
    const withoutUpdate = makeProfile({
      ...profile,
      permissions: [
        { application: 'ORG_OPR_ORDERS', functionalities: ['APP_NEW'] },
        { application: 'ORG_GEN_TICKETS', functionalities: [] },
      ],
    });
    const withoutTickets = makeProfile({
      ...profile,
      permissions: [{ application: 'ORG_OPR_ORDERS', functionalities: ['APP_NEW', 'APP_UPDATE'] }],
    });
    expect(profileGrantsFingerprint(withoutUpdate)).not.toBe(profileGrantsFingerprint(profile));
    expect(profileGrantsFingerprint(withoutTickets)).not.toBe(profileGrantsFingerprint(profile));
  });

  it('000 §4: a module switched off during the session changes the fingerprint', () => {
    const calendarOff = makeProfile({
      ...profile,
      moduli: { moduleOperativita: true, moduleCalendario: false },
    });
    expect(profileGrantsFingerprint(calendarOff)).not.toBe(profileGrantsFingerprint(profile));
  });
});
