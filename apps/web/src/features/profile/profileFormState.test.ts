import type { OwnProfile } from '@portineria/api-client';
import { describe, expect, it } from 'vitest';
import { profileChanges, profileFormState, validateProfileFormState } from './profileFormState.ts';

const stored: OwnProfile = {
  uid: 'portineria:org:12',
  role: 'org_3',
  profile_level: 3,
  company_name: 'Studio Rossi Amministrazioni',
  email: 'giulia.rossi@studiorossi.example',
  firstname: 'Giulia',
  lastname: 'Rossi',
  street: 'Via Manzoni 12',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  landline: null,
  mobile: '347 112 3344',
  fax: null,
  updatedAt: '2026-12-07T08:00:00.000Z',
};

describe('the Anagrafica form of Il mio profilo (002 §3.9, §5.5, §7.5)', () => {
  it('002 §7.5: a save sends only the changed fields, an emptied one as null, with the version', () => {
    const state = { ...profileFormState(stored), firstname: ' Giulia Maria ', mobile: '' };
    expect(profileChanges(state, stored)).toEqual({
      version: '2026-12-07T08:00:00.000Z',
      firstname: 'Giulia Maria',
      mobile: null,
    });
    expect(profileChanges(profileFormState(stored), stored)).toEqual({
      version: '2026-12-07T08:00:00.000Z',
    });
  });

  it('002 §5.5: the form is checked with the profile rules, the read-only email never blocks it', () => {
    const state = { ...profileFormState(stored), lastname: 'R', zip: '201', email: 'not-an-email' };
    expect(validateProfileFormState(state)).toEqual({
      lastname: 'Il campo Cognome deve avere almeno 2 caratteri',
      zip: 'Il campo CAP deve avere esattamente 5 caratteri',
    });
    expect(validateProfileFormState(profileFormState(stored))).toEqual({});
  });
});
