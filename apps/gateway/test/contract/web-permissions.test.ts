/**
 * Contract tests of the permission check as the web app asks it (001 §2.1 "A
 * permission check per route path (parameters stripped) decides access"). The web guard sends
 * domain's `route.permissionPath` (apps/web/src/routes/RootLayout.tsx → `guardDecision` →
 * `needs-permission.permissionPath`; the list screens send the `/new` route's permissionPath for
 * APP_NEW), so every permission path of every role's routes must answer its application code,
 * for every demo account holding a profile of that role.
 */
import { ApiError, createApiClient } from '@portineria/api-client';
import { ROUTES, guardDecision, grantedFunctionalities } from '@portineria/domain';
import type { RouteDefinition } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { profilesOf, signInAs, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

type RoleType = 'ORG' | 'SPL' | 'USR' | 'SYS';

/** The demo accounts with an ORG, SPL or USR profile (the SYS account has no route tree). */
const ACCOUNTS: readonly DemoAccountKey[] = [
  'giulia',
  'luca',
  'sara',
  'paolo',
  'anna',
  'maria',
  'marco',
];

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

/** The routes of a role that have a permission check. */
function checkedRoutes(roleType: RoleType): RouteDefinition[] {
  return (ROUTES as readonly RouteDefinition[]).filter(
    (route) =>
      route.roleType === roleType && route.application !== null && route.permissionPath !== null,
  );
}

/**
 * A concrete URL of a route, parameters filled with a plausible value, and the path the web guard
 * then asks the gateway about (what `guardDecision` hands to the permission query).
 */
function pathTheWebSends(route: RouteDefinition): string | undefined {
  const concrete = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).replace(/\?$/, '');
      return route.allowedValues?.[name]?.[0] ?? '7';
    })
    .join('/');
  const decision = guardDecision({
    roleResolved: true,
    roleType: route.roleType ?? undefined,
    hasActiveProfile: true,
    pathname: concrete,
  });
  return decision.kind === 'needs-permission' ? decision.permissionPath : undefined;
}

describe('GET permissions/check with the paths the web guard sends', () => {
  it('lists routes for every role (the table is not empty)', () => {
    for (const roleType of ['ORG', 'SPL', 'USR'] as const) {
      expect(checkedRoutes(roleType).length, roleType).toBeGreaterThan(3);
    }
  });

  it('the guard asks about exactly the route permission path (parameters stripped)', () => {
    for (const roleType of ['ORG', 'SPL', 'USR'] as const) {
      for (const route of checkedRoutes(roleType)) {
        expect(pathTheWebSends(route), route.name).toBe(route.permissionPath);
      }
    }
  });

  for (const account of ACCOUNTS) {
    it(`answers 200 with the route's application for every route of ${account}'s roles`, async () => {
      const email = gateway.seed.accounts[account].email;
      const first = await signInAs(gateway.url, email);
      const profiles = await profilesOf(gateway.url, first.token);
      let checked = 0;
      for (const profile of profiles) {
        const roleType = profile.role.slice(0, 3).toUpperCase() as RoleType;
        const client = createApiClient({
          baseUrl: gateway.url,
          getToken: () => first.token,
          getProfileId: () => profile.uid,
        });
        for (const route of checkedRoutes(roleType)) {
          const path = route.permissionPath as string;
          const scope = await client.permissions.check(path, { profile: profile.uid });
          expect(scope.application, `${profile.uid} ${path}`).toBe(route.application);
          expect(scope.functionalities).toEqual(
            grantedFunctionalities(profile, route.application as string),
          );
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(3);
    });
  }

  it('still resolves a full application path by its route (parameters stripped)', async () => {
    const acting = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
    const client = createApiClient({
      baseUrl: gateway.url,
      getToken: () => acting.token,
      getProfileId: () => acting.profileUid,
    });
    const scope = await client.permissions.check('/ORG/OPR/orders/service/mod/42', {
      profile: acting.profileUid,
    });
    expect(scope.application).toBe('ORG_OPR_ORDERS');
    const trailing = await client.permissions.check('/ORG/TAB/contacts/', {
      profile: acting.profileUid,
    });
    expect(trailing.application).toBe('ORG_TAB_CONTACTS');
  });

  it('answers 404 NOT_FOUND for a path that is no permission path nor route', async () => {
    const acting = await signInAs(gateway.url, gateway.seed.accounts.paolo.email, 'SPL');
    const client = createApiClient({
      baseUrl: gateway.url,
      getToken: () => acting.token,
      getProfileId: () => acting.profileUid,
    });
    for (const path of ['/SPL/OPR/nothing', 'SPL/OPR/orders', '/ORG/OPR']) {
      const failure = await client.permissions
        .check(path, { profile: acting.profileUid })
        .then(() => undefined)
        .catch((error: unknown) => error);
      expect(failure, path).toBeInstanceOf(ApiError);
      expect((failure as ApiError).code).toBe('NOT_FOUND');
    }
  });
});
