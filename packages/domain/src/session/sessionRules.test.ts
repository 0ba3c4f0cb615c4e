import { describe, expect, it } from 'vitest';
import { itIT, message } from '../messages/it-IT.ts';
import type { Profile } from '../profiles/types.ts';
import {
  forbiddenPage,
  forbiddenPageFor,
  forbiddenPath,
  isProductMatching,
  loginRedirectState,
  organizationReadAtStart,
  redirectTarget,
  selectProfile,
  sessionDialog,
  sessionEventForAppEvent,
  sessionProfileId,
} from './sessionRules.ts';

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    uid: 'portineria:org:101',
    company_type: 'sys_organizations',
    company_id: 'c-1',
    company_name: 'Studio Rossi Amministrazioni',
    role: 'org_3',
    profile_id: 'p-101',
    profile_level: 3,
    permissions: [],
    moduli: {},
    modules_show_if_disabled: [],
    is_buildingless: false,
    product: 'portineria',
    ...overrides,
  };
}

const orgProfile = profile();
const splProfile = profile({
  uid: 'portineria:spl:202',
  profile_id: 'p-202',
  role: 'spl_1',
  company_type: 'suppliers',
  company_name: 'Idraulica Bianchi',
});
const usrProfile = profile({
  uid: 'portineria:usr:303',
  profile_id: 'p-303',
  role: 'usr_2',
  company_type: 'org_contacts',
  company_name: 'Condominio Via Roma 12',
});
const profiles = [orgProfile, splProfile, usrProfile];

describe('sessionProfileId', () => {
  it('000 §3: "the profile id is its third part, colon-separated"', () => {
    // Arrange
    const subject = profile({ uid: 'a:b:777', profile_id: 'other' });

    // Act
    const id = sessionProfileId(subject);

    // Assert
    expect(id).toBe('777');
  });

  it('000 §3: falls back to profile_id when the uid has no third part', () => {
    // Arrange
    const subject = profile({ uid: 'broken', profile_id: 'p-9' });

    // Act
    const id = sessionProfileId(subject);

    // Assert
    expect(id).toBe('p-9');
  });
});

describe('selectProfile', () => {
  it('000 §4: "Session start checks in order: user, profile" — the requested profile by id', () => {
    // Act
    const selected = selectProfile(profiles, '202');

    // Assert
    expect(selected).toBe(splProfile);
  });

  it('000 §4: the requested profile may be named by its whole uid', () => {
    // Act
    const selected = selectProfile(profiles, 'portineria:usr:303');

    // Assert
    expect(selected).toBe(usrProfile);
  });

  it('000 §4: "A missing … requested profile … leads to the 403 page" — no other profile is chosen', () => {
    // Act
    const selected = selectProfile(profiles, '999', '101');

    // Assert
    expect(selected).toBeUndefined();
  });

  it('000 §4: without a requested id, the stored profile', () => {
    // Act
    const selected = selectProfile(profiles, undefined, '303');

    // Assert
    expect(selected).toBe(usrProfile);
  });

  it('000 §4: without a requested id and with a stale stored id, the first profile', () => {
    // Act
    const selected = selectProfile(profiles, undefined, 'gone');

    // Assert
    expect(selected).toBe(orgProfile);
  });

  it('000 §4: without any id, the first profile', () => {
    // Act
    const selected = selectProfile(profiles, undefined);

    // Assert
    expect(selected).toBe(orgProfile);
  });

  it('000 §4: an empty profile list gives no profile', () => {
    // Act
    const selected = selectProfile([], undefined);

    // Assert
    expect(selected).toBeUndefined();
  });
});

describe('organizationReadAtStart', () => {
  it('000 §7 "GET organizations/{company_id}": an ORG start reads its own organisation, its company_id', () => {
    expect(organizationReadAtStart(orgProfile)).toBe(orgProfile.company_id);
  });

  it('000 §7 "also for USR dashboard": a USR start reads the organisation keeping its contact, not its company_id (the contact)', () => {
    const resident = {
      ...usrProfile,
      company_type: 'org_contacts' as const,
      company_id: '41',
      organization: {
        id: '3',
        name: 'Studio Rossi Amministrazioni',
        orgType: 'administrator' as const,
      },
    };

    expect(organizationReadAtStart(resident)).toBe('3');
    expect(organizationReadAtStart({ ...resident, organization: undefined })).toBeUndefined();
  });

  it('000 §7: SPL and SYS starts read no organisation', () => {
    expect(organizationReadAtStart(splProfile)).toBeUndefined();
    expect(organizationReadAtStart(profile({ role: 'sys_3' }))).toBeUndefined();
  });
});

describe('isProductMatching', () => {
  it.each([
    ['portineria', true],
    ['altro-prodotto', false],
  ])(
    '000 §4: "a profile whose product identifier differs from the current product leads to the 403 page" (%s → %s)',
    (product, expected) => {
      // Act
      const matching = isProductMatching(orgProfile, product);

      // Assert
      expect(matching).toBe(expected);
    },
  );
});

describe('redirectTarget', () => {
  it('000 §4: "A forced redirect payload … is handled instead of a normal redirect"', () => {
    // Act
    const target = redirectTarget({
      profile: orgProfile,
      query: { redirect: '/ORG/orders', notification: { type: 'order' } },
      lastRoute: '/ORG/tickets',
    });

    // Assert
    expect(target).toEqual({ kind: 'forcedRedirect', path: '/ORG/orders' });
  });

  it('000 §4: "a notification in the query string is handled instead of a normal redirect"', () => {
    // Arrange
    const notification = { type: 'ticket', id: 't-1' };

    // Act
    const target = redirectTarget({
      profile: splProfile,
      query: { notification },
      lastRoute: '/SPL/orders',
    });

    // Assert
    expect(target).toEqual({ kind: 'notification', path: '/SPL/dashboard', notification });
  });

  it('000 §2 Shell: "so the user can return after login" — the last route', () => {
    // Act
    const target = redirectTarget({ profile: orgProfile, query: {}, lastRoute: '/ORG/claims' });

    // Assert
    expect(target).toEqual({ kind: 'lastRoute', path: '/ORG/claims' });
  });

  it.each([
    [orgProfile, '/ORG/dashboard'],
    [splProfile, '/SPL/dashboard'],
    [usrProfile, '/USR/dashboard'],
  ])('000 §2: "Each role has /{ROLE}/dashboard" (%#)', (subject, path) => {
    // Act
    const target = redirectTarget({ profile: subject, query: {} });

    // Assert
    expect(target).toEqual({ kind: 'dashboard', path });
  });

  it('000 §2: a role with no readable type has no dashboard — the root path keeps the rule total', () => {
    // Act
    const target = redirectTarget({ profile: { role: 'guest' }, query: {} });

    // Assert
    expect(target).toEqual({ kind: 'dashboard', path: '/' });
  });
});

describe('loginRedirectState', () => {
  it('000 §4: "Loss of the user redirects to the login service, remembering profile and route"', () => {
    // Act
    const state = loginRedirectState('101', '/ORG/orders');

    // Assert
    expect(state).toEqual({ profileId: '101', route: '/ORG/orders' });
  });

  it('000 §4: "Redirect to the login address also happens when no route is known"', () => {
    // Act
    const state = loginRedirectState('101', undefined);

    // Assert
    expect(state).toEqual({ profileId: '101' });
  });

  it('000 §4: neither profile nor route known gives the plain login address', () => {
    // Act
    const state = loginRedirectState(undefined, '');

    // Assert
    expect(state).toEqual({});
  });
});

describe('forbiddenPageFor', () => {
  it('000 §2 Error 403 page: the refusal of the session start is what the page says', () => {
    const page = forbiddenPageFor({
      refusal: 'profileNotFound',
      addressReason: 'productMismatch',
      signedIn: true,
    });
    expect(page.reason).toBe('profileNotFound');
  });

  it('000 §2 Error 403 page: after a reload the reason in the address is kept (/403?reason=…)', () => {
    expect(forbiddenPath('profileNotFound')).toBe('/403?reason=profileNotFound');
    for (const reason of ['profileNotFound', 'productMismatch', 'unknownRole'] as const) {
      expect(
        forbiddenPageFor({ refusal: undefined, addressReason: reason, signedIn: true }).reason,
      ).toBe(reason);
    }
  });

  it("000 §2 Error 403 page: 'no user' only while nobody is signed in", () => {
    expect(
      forbiddenPageFor({ refusal: undefined, addressReason: null, signedIn: false }).reason,
    ).toBe('noUser');
    expect(
      forbiddenPageFor({ refusal: undefined, addressReason: 'noUser', signedIn: false }).reason,
    ).toBe('noUser');
    expect(
      forbiddenPageFor({ refusal: undefined, addressReason: 'noUser', signedIn: true }).reason,
    ).toBe('notRefused');
  });

  it('000 §2 Error 403 page: a signed-in user who opens /403 by hand is told nothing was refused; an unknown reason is ignored', () => {
    expect(
      forbiddenPageFor({ refusal: undefined, addressReason: undefined, signedIn: true }).reason,
    ).toBe('notRefused');
    expect(
      forbiddenPageFor({ refusal: undefined, addressReason: 'toString', signedIn: true }).reason,
    ).toBe('notRefused');
    expect(
      forbiddenPageFor({ refusal: undefined, addressReason: '<script>', signedIn: false }).reason,
    ).toBe('noUser');
  });
});

describe('forbiddenPage', () => {
  it.each([
    ['noUser', "Nessun utente ha effettuato l'accesso. Accedi per continuare."],
    [
      'profileNotFound',
      'Il profilo richiesto non è stato trovato tra quelli associati al tuo utente.',
    ],
    ['productMismatch', 'Il profilo selezionato non è abilitato a questo prodotto.'],
    ['unknownRole', 'Il ruolo del profilo selezionato non è riconosciuto.'],
    [
      'notRefused',
      "Hai effettuato l'accesso e il tuo profilo è attivo: nessun accesso è stato negato. Torna alla dashboard per continuare.",
    ],
  ] as const)(
    '000 §2: "Error 403 page: shown when there is no user, the requested profile is not found or the product module is missing" (%s)',
    (reason, text) => {
      // Act
      const page = forbiddenPage(reason);

      // Assert
      expect(page.reason).toBe(reason);
      expect(itIT[page.titleKey]).toBe('Accesso negato');
      expect(itIT[page.textKey]).toBe(text);
    },
  );
});

describe('sessionDialog', () => {
  it('000 §4: "\'Permessi insufficienti\' (access to some parts lost; the session must restart)"', () => {
    // Act
    const dialog = sessionDialog('missingPermissions');

    // Assert
    expect(dialog.kind).toBe('missingPermissions');
    expect(itIT[dialog.titleKey]).toBe('Permessi insufficienti');
    expect(itIT[dialog.textKey]).toBe(
      "Non hai più accesso ad alcune parti dell'applicazione. Per continuare è necessario riavviare la sessione.",
    );
    expect(itIT[dialog.confirmKey]).toBe('Torna al login');
  });

  it('000 §4: "\'Profilo invalido\' (profile changed or no longer available)"', () => {
    // Act
    const dialog = sessionDialog('invalidProfile');

    // Assert
    expect(dialog.kind).toBe('invalidProfile');
    expect(itIT[dialog.titleKey]).toBe('Profilo invalido');
    expect(itIT[dialog.textKey]).toBe(
      'Il profilo con cui stai lavorando è stato modificato o non è più disponibile. Per continuare accedi di nuovo.',
    );
    expect(itIT[dialog.confirmKey]).toBe('Torna al login');
  });
});

describe('sessionEventForAppEvent', () => {
  it.each([
    ['missing-permissions', { type: 'MISSING_PERMISSIONS' }],
    ['invalid-profile', { type: 'INVALID_PROFILE' }],
    ['something-else', undefined],
  ])(
    "000 §4: \"Events 'missing-permissions' and 'invalid-profile' show a blocking dialog\" (%s)",
    (name, expected) => {
      // Act
      const event = sessionEventForAppEvent(name);

      // Assert
      expect(event).toEqual(expected);
    },
  );
});

describe('Loading screen text', () => {
  it('000 §2: "Loading screen at session start: shows the company name of the active profile (\'Stai per accedere con il profilo\')"', () => {
    // Act
    const text = message('session.loading.accessingWithProfile');

    // Assert
    expect(text).toBe('Stai per accedere con il profilo');
  });
});
