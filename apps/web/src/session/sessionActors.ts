/**
 * The real I/O of domain's session machine (000 §4, §7): the login service for the user, the
 * api-client for profiles, organisation, buildings and the health check.
 */
import type { ApiClient } from '@portineria/api-client';
import {
  isOrganizationProfile,
  sessionMachine,
  type SessionBuilding,
  type SessionUser,
} from '@portineria/domain';
import { fromPromise } from 'xstate';
import { clearToken, currentTokenUser, loadToken } from '../lib/tokenStore.ts';
import { signOut } from '../lib/loginService.ts';

function toSessionUser(user: {
  id: number | string;
  email?: string;
  displayName?: string;
}): SessionUser {
  return { id: String(user.id), email: user.email, displayName: user.displayName };
}

/** The session machine with the app's actors and the safe-return-path guard. */
export function provideSessionMachine(
  client: ApiClient,
  isSafeReturnPath: (path: string) => boolean,
) {
  return sessionMachine.provide({
    guards: {
      isSafeReturnPath: (_, params: { path: string }) => isSafeReturnPath(params.path),
    },
    actors: {
      // POST /auth/token (cookie → bearer), then users/auth/me confirms the token works.
      loadUser: fromPromise(async () => {
        const issued = await loadToken();
        if (!issued) return null;
        const me = await client.http.request<{ data: SessionUser }>({
          method: 'GET',
          path: 'users/auth/me',
          withProfile: false,
        });
        return toSessionUser(me.data ?? issued.user);
      }),
      loadProfiles: fromPromise(() => client.auth.getProfiles()),
      // organizations/{company_id} for organisation profiles (000 §7); others have nothing to load.
      initialise: fromPromise(async ({ input }) => {
        if (!isOrganizationProfile(input.profile)) return {};
        const organization = await client.organizations.getOne(input.profile.company_id);
        return {
          organization: {
            id: String(organization.id),
            name: organization.name,
            orgType: organization.orgType,
          },
        };
      }),
      loadBuildings: fromPromise(async () => {
        const buildings = await client.buildings.getSessionBuildings();
        // 000 §3 "Building (USR dashboard): id, name, city, street, province, isPrivate".
        return buildings.map((building): SessionBuilding => {
          const text = (value: unknown) =>
            typeof value === 'string' && value !== '' ? value : undefined;
          const city = text(building.city);
          const street = text(building.street);
          const province = text(building.province);
          return {
            id: String(building.id),
            name: building.name,
            ...(city === undefined ? {} : { city }),
            ...(street === undefined ? {} : { street }),
            ...(province === undefined ? {} : { province }),
            ...(building.isPrivate === undefined ? {} : { isPrivate: building.isPrivate }),
          };
        });
      }),
      // The user is lost when the cookie no longer yields a token (signed out elsewhere).
      healthCheck: fromPromise(async () => {
        const before = currentTokenUser();
        const issued = await loadToken();
        if (!issued) return 'userLost' as const;
        return before && String(before.id) === String(issued.user.id)
          ? ('healthy' as const)
          : ('userLost' as const);
      }),
      logout: fromPromise(async () => {
        clearToken();
        await signOut();
      }),
    },
  });
}
