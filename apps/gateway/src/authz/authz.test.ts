/**
 * requireScope and the platform endpoints under /api/v2 (brief: "Request scope"; 000 §7; 002 §6,
 * §7.3), over HTTP against the demo data.
 */
import { APPLICATION_CODES } from '@portineria/domain';
import type { PermissionScope, Profile } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInAs, startTestGateway } from '../../test/support/gateway.ts';
import type { TestGateway } from '../../test/support/gateway.ts';
import { authenticate } from './requireScope.ts';

let gateway: TestGateway;
let url = '';

beforeAll(async () => {
  gateway = await startTestGateway();
  url = gateway.url;
});
afterAll(() => gateway.close());

async function getJson(path: string, headers: Record<string, string>) {
  const response = await fetch(`${url}/api/v2/${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('requireScope', () => {
  it('answers 401 TOKEN_MISSING without a bearer, with the Italian message', async () => {
    const answer = await getJson('permissions/check?path=/ORG/dashboard', {});
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error_code: 'TOKEN_MISSING',
      message: 'Accesso richiesto: manca il token di autenticazione.',
    });
    const basic = await getJson('users/auth/profiles', { authorization: 'Basic dXNlcjpwYXNz' });
    expect(basic.body.error_code).toBe('TOKEN_MISSING');
  });

  it('answers 403 PROFILE_INVALID without the profile header, for a malformed one and for another user’s profile', async () => {
    const giulia = await signIn(url, gateway.seed.accounts.giulia.email);
    const bearer = { authorization: `Bearer ${giulia.token}` };
    const missing = await getJson('permissions/check?path=/ORG/dashboard', bearer);
    expect(missing.status).toBe(403);
    expect(missing.body.error_code).toBe('PROFILE_INVALID');
    const malformed = await getJson('permissions/check?path=/ORG/dashboard', {
      ...bearer,
      'x-portineria-profile': 'garbage',
    });
    expect(malformed.body.error_code).toBe('PROFILE_INVALID');
    const saraProfile = gateway.seed.accounts.sara.profiles[0]?.uid ?? '';
    const foreign = await getJson('permissions/check?path=/ORG/OPR/claims', {
      ...bearer,
      'x-portineria-profile': saraProfile,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error_code).toBe('PROFILE_INVALID');
  });

  it('builds the scope of each role type: company, level and (USR) the entitled buildings', async () => {
    const deps = gateway.gateway.deps;
    const giulia = await signIn(url, gateway.seed.accounts.giulia.email);
    const orgProfile = gateway.seed.accounts.giulia.profileByType.ORG;
    if (!orgProfile) throw new Error('Giulia has no ORG profile');
    const org = await authenticate(deps, giulia.token, orgProfile.uid);
    expect(org.scope).toMatchObject({
      roleType: 'ORG',
      level: 3,
      companyId: gateway.seed.organizations.studioRossi,
      buildingIds: [],
      user: giulia.user,
    });
    expect(org.scope.profile.uid).toBe(orgProfile.uid);

    const paolo = await signIn(url, gateway.seed.accounts.paolo.email);
    const splProfile = gateway.seed.accounts.paolo.profileByType.SPL;
    if (!splProfile) throw new Error('Paolo has no SPL profile');
    const spl = await authenticate(deps, paolo.token, splProfile.uid);
    expect(spl.scope).toMatchObject({
      roleType: 'SPL',
      companyId: gateway.seed.suppliers.idraulicaBianchi,
      buildingIds: [],
    });

    const maria = await signIn(url, gateway.seed.accounts.maria.email);
    const usrProfile = gateway.seed.accounts.maria.profileByType.USR;
    if (!usrProfile) throw new Error('Maria has no USR profile');
    const usr = await authenticate(deps, maria.token, usrProfile.uid);
    expect(usr.scope.roleType).toBe('USR');
    expect(usr.scope.companyId).toBe(0);
    expect(usr.scope.buildingIds).toEqual(
      expect.arrayContaining([gateway.seed.buildings.manzoni, gateway.seed.buildings.villaVerdi]),
    );
  });
});

describe('GET users/auth/profiles, me, custom-tokens (token only)', () => {
  it('lists the user’s profiles in the domain Profile shape', async () => {
    const giulia = await signIn(url, gateway.seed.accounts.giulia.email);
    const answer = await getJson('users/auth/profiles', {
      authorization: `Bearer ${giulia.token}`,
    });
    expect(answer.status).toBe(200);
    const profiles = answer.body.data as Profile[];
    expect(profiles.map((profile) => profile.uid)).toEqual(
      gateway.seed.accounts.giulia.profiles.map((profile) => profile.uid),
    );
    const org = profiles.find((profile) => profile.role === 'org_3');
    expect(org).toMatchObject({
      company_type: 'sys_organizations',
      company_id: String(gateway.seed.organizations.studioRossi),
      company_name: 'Studio Rossi Amministrazioni',
      profile_level: 3,
      product: 'portineria',
      organization: {
        id: String(gateway.seed.organizations.studioRossi),
        name: 'Studio Rossi Amministrazioni',
        orgType: 'administrator',
      },
    });
    expect(org?.profile_id).toBe(org?.uid.split(':')[2]);
    expect(
      org?.permissions.some((grant) => grant.application === APPLICATION_CODES.ORG_OPR_ORDERS),
    ).toBe(true);
    expect(profiles.some((profile) => profile.role.startsWith('usr_'))).toBe(true);
  });

  it('returns the session user and a realtime token that REST refuses as a bearer', async () => {
    const luca = await signIn(url, gateway.seed.accounts.luca.email);
    const me = await getJson('users/auth/me', { authorization: `Bearer ${luca.token}` });
    expect(me.body).toEqual({
      data: {
        id: String(luca.user.id),
        email: luca.user.email,
        displayName: luca.user.displayName,
      },
    });
    const custom = await getJson('users/auth/custom-tokens', {
      authorization: `Bearer ${luca.token}`,
    });
    expect(custom.status).toBe(200);
    const { token } = custom.body.data as { token: string; expiresAt: string };
    expect(token).not.toBe(luca.token);
    const misuse = await getJson('users/auth/profiles', { authorization: `Bearer ${token}` });
    expect(misuse.status).toBe(401);
    expect(misuse.body.error_code).toBe('TOKEN_INVALID');
    const lucaProfile = gateway.seed.accounts.luca.profiles[0]?.uid ?? '';
    const socketScope = await authenticate(gateway.gateway.deps, token, lucaProfile, [
      'api',
      'realtime',
    ]);
    expect(socketScope.scope.user.id).toBe(luca.user.id);
  });
});

describe('GET permissions/check', () => {
  it('returns the path-derived scope with the profile’s granted functionalities (parameters stripped)', async () => {
    const giulia = await signInAs(url, gateway.seed.accounts.giulia.email, 'ORG');
    const path = encodeURIComponent('/ORG/OPR/orders/service');
    const answer = await getJson(
      `permissions/check?path=${path}&profile=${encodeURIComponent(giulia.profileUid)}`,
      giulia.headers,
    );
    expect(answer.status).toBe(200);
    const scope = answer.body.data as PermissionScope;
    expect(scope).toEqual({
      application: 'ORG_OPR_ORDERS',
      functionalities: expect.arrayContaining(['APP_NEW', 'APP_UPDATE', 'APP_DELETE']),
      modules: [],
      licenceLevel: 0,
    });
    const detail = await getJson(
      `permissions/check?path=${encodeURIComponent('/ORG/OPR/orders/contracts/mod/42')}`,
      giulia.headers,
    );
    expect((detail.body.data as PermissionScope).application).toBe('ORG_OPR_ORDERS');
  });

  it('gives a level-1 operator fewer functionalities than the director', async () => {
    const luca = await signInAs(url, gateway.seed.accounts.luca.email, 'ORG');
    const answer = await getJson(
      `permissions/check?path=${encodeURIComponent('/ORG/OPR/orders/service')}`,
      luca.headers,
    );
    expect((answer.body.data as PermissionScope).functionalities).not.toContain('APP_DELETE');
  });

  it('names the modules a screen needs (claims need moduleSinistri)', async () => {
    const sara = await signInAs(url, gateway.seed.accounts.sara.email, 'ORG');
    const answer = await getJson(
      `permissions/check?path=${encodeURIComponent('/ORG/OPR/claims')}`,
      sara.headers,
    );
    expect(answer.status).toBe(200);
    expect((answer.body.data as PermissionScope).modules).toEqual(['moduleSinistri']);
  });

  it('answers 404 NOT_FOUND for an unknown path and 403 for another profile', async () => {
    const giulia = await signInAs(url, gateway.seed.accounts.giulia.email, 'ORG');
    const unknown = await getJson(
      `permissions/check?path=${encodeURIComponent('/ORG/OPR/nothing-here')}`,
      giulia.headers,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe('NOT_FOUND');
    const missing = await getJson('permissions/check', giulia.headers);
    expect(missing.status).toBe(404);
    const usrUid = gateway.seed.accounts.giulia.profileByType.USR?.uid ?? '';
    const other = await getJson(
      `permissions/check?path=${encodeURIComponent('/ORG/dashboard')}&profile=${encodeURIComponent(usrUid)}`,
      giulia.headers,
    );
    expect(other.status).toBe(403);
    expect(other.body.error_code).toBe('FORBIDDEN');
  });
});

describe('GET users/{id}/info', () => {
  it('returns the user fields of a colleague of the same organisation', async () => {
    const giulia = await signInAs(url, gateway.seed.accounts.giulia.email, 'ORG');
    const luca = gateway.seed.accounts.luca;
    const answer = await getJson(`users/${luca.userId}/info`, giulia.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: luca.userId,
      email: luca.email,
      displayName: luca.displayName,
      avatar: null,
    });
    expect(typeof (answer.body.data as { firstname: string }).firstname).toBe('string');
  });

  it('answers 404 for a user of another tenant and for a missing one, never 403', async () => {
    const giulia = await signInAs(url, gateway.seed.accounts.giulia.email, 'ORG');
    // Marco Ferri is a resident of Conti Gestioni only (Sara also works in Studio Rossi).
    const foreign = await getJson(
      `users/${gateway.seed.accounts.marco.userId}/info`,
      giulia.headers,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe('NOT_FOUND');
    const missing = await getJson('users/987654/info', giulia.headers);
    expect(missing.status).toBe(404);
    const nonsense = await getJson('users/abc/info', giulia.headers);
    expect(nonsense.status).toBe(404);
  });

  it('lets a resident read the staff of the organisation managing their building but not another resident', async () => {
    const marco = await signInAs(url, gateway.seed.accounts.marco.email, 'USR');
    const sara = await getJson(`users/${gateway.seed.accounts.sara.userId}/info`, marco.headers);
    expect(sara.status).toBe(200);
    const maria = await getJson(`users/${gateway.seed.accounts.maria.userId}/info`, marco.headers);
    expect(maria.status).toBe(404);
  });
});
