import { describe, expect, it } from 'vitest';
import { profileSwitchTargets } from './profileSwitch.ts';
import { makeProfile } from './testProfile.ts';

const manager = makeProfile({ uid: 'portineria:org:1', company_name: 'Conti Gestioni' });
const managed = makeProfile({
  uid: 'portineria:org:2',
  company_name: 'Studio Rossi',
  manager_profile_uid: 'portineria:org:1',
});
const resident = makeProfile({ uid: 'portineria:usr:3', role: 'usr_3' });

describe('profileSwitchTargets', () => {
  it('002 §2.11 "Go-to-manager-profile action": offers the manager profile the user holds', () => {
    const targets = profileSwitchTargets([manager, managed, resident], managed);
    expect(targets.manager).toBe(manager);
    expect(targets.linked).toEqual([resident]);
  });

  it('002 §2.11 "linked-profile switch": lists the other profiles when there is no manager', () => {
    expect(profileSwitchTargets([manager, managed, resident], manager)).toEqual({
      manager: null,
      linked: [managed, resident],
    });
  });

  it('offers no manager the user does not hold, and never the active profile itself', () => {
    expect(profileSwitchTargets([managed, resident], managed).manager).toBeNull();
    const self = makeProfile({ uid: 'portineria:org:9', manager_profile_uid: 'portineria:org:9' });
    expect(profileSwitchTargets([self], self)).toEqual({ manager: null, linked: [] });
  });

  it('offers nothing without an active profile', () => {
    expect(profileSwitchTargets([manager, managed], undefined)).toEqual({
      manager: null,
      linked: [],
    });
  });
});
