/**
 * The session's reads of the signed-in user and the profiles (000 §4, §7): the api-client's query
 * options through the query cache, always fresh (a start, a renewal or a switch asks again).
 */
import { getMeQueryOptions, getProfilesQueryOptions, type ApiClient } from '@portineria/api-client';
import {
  organizationReadAtStart,
  type OrganizationDetail,
  type Profile,
  type SessionInitialisation,
} from '@portineria/domain';
import type { QueryClient } from '@tanstack/react-query';
import { loadToken } from '../lib/tokenStore.ts';

/** A query's options, never served stale. */
export const fresh = <Options extends object>(options: Options) => ({ ...options, staleTime: 0 });

/** The token, the user and the profiles, as the session start reads them. */
export function sessionStartReaders(client: ApiClient, queryClient: QueryClient) {
  return {
    loadToken,
    loadUser: () => queryClient.fetchQuery(fresh(getMeQueryOptions(client))),
    loadProfiles: () => queryClient.fetchQuery(fresh(getProfilesQueryOptions(client))),
  };
}

/** What `users/auth/me` answers. */
export type MeAnswer = Awaited<ReturnType<ReturnType<typeof sessionStartReaders>['loadUser']>>;
/** What `users/auth/profiles` answers. */
export type ProfilesAnswer = Awaited<
  ReturnType<ReturnType<typeof sessionStartReaders>['loadProfiles']>
>;

/** What organizations/{id} answers that the session keeps. */
export type OrganizationAnswer = {
  id: string | number;
  name: string;
  orgType: OrganizationDetail['orgType'];
};

/**
 * The start's initialisation (000 §4 "initialisation"; 000 §7 organizations/{company_id}): the
 * organisation detail that domain's `organizationReadAtStart` names for the profile (an ORG's own,
 * a USR's contact's organisation), read with `readOrganization`; SPL and SYS profiles, and a
 * resident whose profile names no organisation, have nothing to read.
 */
export async function readInitialisation(
  profile: Profile,
  readOrganization: (organizationId: string) => Promise<OrganizationAnswer>,
): Promise<SessionInitialisation> {
  const organizationId = organizationReadAtStart(profile);
  if (organizationId === undefined) return {};
  const organization = await readOrganization(organizationId);
  return {
    organization: {
      id: String(organization.id),
      name: organization.name,
      orgType: organization.orgType,
    },
  };
}
