/**
 * Contract tests of a refusal after the profile's permissions or modules changed during the
 * session (000 §4: "Events 'missing-permissions' … show a blocking dialog … 'Permessi
 * insufficienti' (access to some parts lost; the session must restart)"). The web app sends the
 * fingerprint of the profile it started with; a 403 for a profile whose fingerprint changed since
 * is PERMISSIONS_CHANGED, an ordinary refusal stays FORBIDDEN or MODULE_DISABLED. The change is
 * made through the e2e tests' hook (GATEWAY_TEST_HOOKS), as the web e2e test makes it.
 */
import { PERMISSIONS_CHANGED_CODE, profileGrantsFingerprint } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { actingProfile, apiClientOf, rejection } from '../support/contract.ts';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ testHooks: true });
});

afterAll(async () => {
  await gateway?.close();
});

/** Giulia's ORG profile as the session starts with it, and clients with and without its fingerprint. */
async function giuliaSession() {
  const acting = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
  const profile = await actingProfile(gateway, acting);
  return {
    acting,
    profile,
    withGrants: apiClientOf(gateway, acting, {
      getProfileGrants: () => profileGrantsFingerprint(profile),
    }),
    withoutGrants: apiClientOf(gateway, acting),
  };
}

async function changeGrants(body: { uid: string; permissions?: unknown; moduli?: unknown }) {
  return fetch(`${gateway.url}/auth/test/profile-grants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gateway.url },
    body: JSON.stringify(body),
  });
}

describe("a refusal after permissions changed mid-session is PERMISSIONS_CHANGED (000 §4 'Permessi insufficienti')", () => {
  it('a module switched off during the session: the read answers PERMISSIONS_CHANGED to the session that started with it', async () => {
    const { acting, profile, withGrants, withoutGrants } = await giuliaSession();
    // Before the change the read works with the fingerprint sent.
    expect(Array.isArray(await withGrants.claims.getMany({ limit: 1 }))).toBe(true);

    const answer = await changeGrants({
      uid: acting.profileUid,
      moduli: { ...profile.moduli, moduleSinistri: false },
    });
    expect(answer.status).toBe(204);

    const changed = await rejection(withGrants.claims.getMany({ limit: 1 }));
    expect(changed.status).toBe(403);
    expect(changed.code).toBe(PERMISSIONS_CHANGED_CODE);
    // A client that sends no fingerprint gets the ordinary refusal.
    const ordinary = await rejection(withoutGrants.claims.getMany({ limit: 1 }));
    expect(ordinary.code).toBe('MODULE_DISABLED');
    // A session started after the change knows it: its refusal is an ordinary one.
    const fresh = await giuliaSession();
    const refused = await rejection(fresh.withGrants.claims.getMany({ limit: 1 }));
    expect(refused.code).toBe('MODULE_DISABLED');

    await changeGrants({ uid: acting.profileUid, moduli: profile.moduli });
  });

  it('a permission taken away during the session: the write answers PERMISSIONS_CHANGED; a call that still works is untouched', async () => {
    const { acting, profile, withGrants } = await giuliaSession();
    const answer = await changeGrants({
      uid: acting.profileUid,
      permissions: profile.permissions.filter((grant) => grant.application !== 'ORG_OPR_CLAIMS'),
    });
    expect(answer.status).toBe(204);

    const changed = await rejection(withGrants.claims.create({ description: 'SIN-PROVA-1' }));
    expect(changed.status).toBe(403);
    expect(changed.code).toBe(PERMISSIONS_CHANGED_CODE);
    // Reads of the claims need only the module, which is still on.
    expect(Array.isArray(await withGrants.claims.getMany({ limit: 1 }))).toBe(true);

    await changeGrants({ uid: acting.profileUid, permissions: profile.permissions });
  });

  it('an unchanged profile keeps the ordinary refusal (the back office writing is FORBIDDEN)', async () => {
    const acting = await signInAs(gateway.url, gateway.seed.accounts.elena.email, 'SYS');
    const profile = await actingProfile(gateway, acting);
    const client = apiClientOf(gateway, acting, {
      getProfileGrants: () => profileGrantsFingerprint(profile),
    });
    const refused = await rejection(client.claims.create({ description: 'SIN-PROVA-2' }));
    expect(refused.code).toBe('FORBIDDEN');
  });
});

describe('the e2e hook that changes a profile is off unless GATEWAY_TEST_HOOKS=1', () => {
  it('resolves off by default and on only with GATEWAY_TEST_HOOKS=1', () => {
    expect(resolveConfig({ dataDir: 'memory' }, {}).testHooks).toBe(false);
    expect(resolveConfig({ dataDir: 'memory' }, { GATEWAY_TEST_HOOKS: 'true' }).testHooks).toBe(
      false,
    );
    expect(resolveConfig({ dataDir: 'memory' }, { GATEWAY_TEST_HOOKS: '1' }).testHooks).toBe(true);
  });

  it('refuses a change from another origin', async () => {
    const answer = await fetch(`${gateway.url}/auth/test/profile-grants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ uid: 'portineria:org:1', moduli: {} }),
    });
    expect(answer.status).toBe(403);
  });
});
