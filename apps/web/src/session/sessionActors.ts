/**
 * The real I/O of domain's session machine (000 §4, §7): the login service for the token, the
 * api-client's query options for the user, profiles, organisation and buildings — fetched through
 * the query cache, always fresh (a token renewal reloads them), so they live under the key
 * factory's keys like every other read — and the health check.
 */
import {
  getOrganizationQueryOptions,
  getSessionBuildingsQueryOptions,
  ResponseFormatError,
  type ApiClient,
} from '@portineria/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { sessionMachine, type SessionBuilding, type SessionUser } from '@portineria/domain';
import { fromPromise } from 'xstate';
import { clearToken, currentTokenUser, loadToken } from '../lib/tokenStore.ts';
import { signOut } from '../lib/loginService.ts';
import {
  fresh,
  readInitialisation,
  sessionStartReaders,
  type MeAnswer,
  type ProfilesAnswer,
} from './sessionReads.ts';
import { startReadsHandOver, type StartReads } from './startReads.ts';

function toSessionUser(user: {
  id: number | string;
  email?: string;
  displayName?: string;
}): SessionUser {
  return { id: String(user.id), email: user.email, displayName: user.displayName };
}

/**
 * The session machine with the app's actors and the safe-return-path guard. `startReads` are the
 * token, user and profiles already asked for when the page loaded (main.tsx): the first start takes
 * them instead of asking again.
 */
export function provideSessionMachine(
  client: ApiClient,
  queryClient: QueryClient,
  isSafeReturnPath: (path: string) => boolean,
  startReads?: StartReads<MeAnswer, ProfilesAnswer>,
) {
  const read = sessionStartReaders(client, queryClient);
  const begun = startReadsHandOver(startReads);
  return sessionMachine.provide({
    guards: {
      isSafeReturnPath: (_, params: { path: string }) => isSafeReturnPath(params.path),
    },
    actors: {
      // POST /auth/token (cookie → bearer), then users/auth/me confirms the token works.
      loadUser: fromPromise(async () => {
        const early = begun.takeUser();
        const issued = await (early ? early.token : loadToken());
        if (!issued) return null;
        try {
          // The early read is undefined only without a token, which returned above.
          const answer = early ? await early.user : undefined;
          return toSessionUser(answer ?? (await read.loadUser()));
        } catch (error) {
          // An answer without the user: the token's own user stands in.
          if (error instanceof ResponseFormatError) return toSessionUser(issued.user);
          throw error;
        }
      }),
      loadProfiles: fromPromise(async () => {
        const early = await begun.takeProfiles();
        return early ?? read.loadProfiles();
      }),
      // The organisation detail for ORG and USR profiles (000 §7); others have nothing to load.
      initialise: fromPromise(({ input }) =>
        readInitialisation(input.profile, (organizationId) =>
          queryClient.fetchQuery(fresh(getOrganizationQueryOptions(client, organizationId))),
        ),
      ),
      loadBuildings: fromPromise(async () => {
        const buildings = await queryClient.fetchQuery(
          fresh(getSessionBuildingsQueryOptions(client)),
        );
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
