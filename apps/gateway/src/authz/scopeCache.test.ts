/**
 * The request scope's shared lookups: a burst of requests makes one profile lookup, the
 * answers stay those of each request's own profile, and an entitlement written through the API
 * is seen by the resident's very next request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signInAs, startTestGateway } from '../../test/support/gateway.ts';
import type { TestGateway } from '../../test/support/gateway.ts';
import { authenticate } from './requireScope.ts';
import { forgetScopes } from './scopeCache.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

/** The SQL texts the gateway's database runs while `run` runs. */
async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
  // Raw `sql` and the query builder both run through the database's one executor.
  const executor = gateway.gateway.deps.db.getExecutor();
  const spy = vi.spyOn(executor, 'executeQuery');
  try {
    await run();
    return spy.mock.calls.map(([query]) => query.sql);
  } finally {
    spy.mockRestore();
  }
}

const isProfileLookup = (text: string) => /from profiles p\s/.test(text);
const isBuildingsLookup = (text: string) => /from entitlements where user_id/.test(text);

describe('the shared scope lookups', () => {
  it('a burst of 20 requests of one user makes one profile lookup', async () => {
    const deps = gateway.gateway.deps;
    const giulia = await signIn(gateway.url, gateway.seed.accounts.giulia.email);
    const org = gateway.seed.accounts.giulia.profileByType.ORG?.uid ?? '';
    const resident = gateway.seed.accounts.giulia.profileByType.USR?.uid ?? '';
    forgetScopes(deps);
    const scopes: { roleType: string; uid: string }[] = [];
    const queries = await queriesDuring(async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          authenticate(deps, giulia.token, index % 2 === 0 ? org : resident),
        ),
      );
      for (const { scope } of results) {
        scopes.push({ roleType: scope.roleType, uid: scope.profile.uid });
      }
    });
    expect(queries.filter(isProfileLookup)).toHaveLength(1);
    expect(queries.filter(isBuildingsLookup)).toHaveLength(1);
    // Each request still gets the profile it named.
    expect(
      scopes.filter((scope) => scope.uid === org).every((scope) => scope.roleType === 'ORG'),
    ).toBe(true);
    expect(
      scopes.filter((scope) => scope.uid === resident).every((scope) => scope.roleType === 'USR'),
    ).toBe(true);
    expect(scopes.filter((scope) => scope.uid === resident)).toHaveLength(10);
  });

  it('another user gets their own lookup, and a foreign profile is still refused', async () => {
    const deps = gateway.gateway.deps;
    const giulia = await signIn(gateway.url, gateway.seed.accounts.giulia.email);
    const sara = await signIn(gateway.url, gateway.seed.accounts.sara.email);
    const saraProfile = gateway.seed.accounts.sara.profileByType.ORG?.uid ?? '';
    await authenticate(deps, giulia.token, gateway.seed.accounts.giulia.profileByType.ORG?.uid);
    await expect(authenticate(deps, giulia.token, saraProfile)).rejects.toMatchObject({
      code: 'PROFILE_INVALID',
    });
    const { scope } = await authenticate(deps, sara.token, saraProfile);
    expect(scope.companyId).toBe(gateway.seed.organizations.contiGestioni);
  });

  it("an entitlement written through the API is in the resident's next scope", async () => {
    const deps = gateway.gateway.deps;
    const maria = await signInAs(gateway.url, gateway.seed.accounts.maria.email, 'USR');
    const before = await authenticate(deps, maria.token, maria.profileUid);
    const buenosAires = gateway.seed.buildings.buenosAires;
    expect(before.scope.buildingIds).not.toContain(buenosAires);
    const giulia = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
    const created = await fetch(`${gateway.url}/api/v2/entitlements`, {
      method: 'POST',
      headers: giulia.headers,
      body: JSON.stringify({
        _building: buenosAires,
        _contact: gateway.seed.accounts.maria.contactId,
        isTennant: true,
      }),
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    const after = await authenticate(deps, maria.token, maria.profileUid);
    expect(after.scope.buildingIds).toContain(buenosAires);
    const removal = await fetch(`${gateway.url}/api/v2/entitlements/${String(data.id)}`, {
      method: 'DELETE',
      headers: giulia.headers,
    });
    expect(removal.status).toBe(200);
    const removed = await authenticate(deps, maria.token, maria.profileUid);
    expect(removed.scope.buildingIds).toEqual(before.scope.buildingIds);
  });
});
