import type { ApiClient } from '../createApiClient.ts';
import type { EntityId } from '../http/resource.ts';
import { readQueryOptions, STALE_TIMES, writeMutationOptions } from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';
import type { OwnNotificationPreferences, OwnPasswordChange, OwnProfileChanges } from './auth.ts';

/**
 * `GET users/auth/profiles`. Keyed without a profile (the list is what a profile is chosen from):
 * its key is `['portineria', null, 'auth', 'profiles', {}]`.
 */
export const getProfilesQueryOptions = (client: ApiClient) =>
  readQueryOptions(queryKeys.auth.call(null, 'profiles'), (options) =>
    client.auth.getProfiles(options),
  );

/** `GET users/auth/me`: the signed-in user, keyed without a profile like the profile list. */
export const getMeQueryOptions = (client: ApiClient) =>
  readQueryOptions(queryKeys.auth.call(null, 'me'), (options) => client.auth.getMe(options));

/** `GET users/auth/custom-tokens`; never cached as fresh (a token is used once). */
export const getCustomTokenQueryOptions = (client: ApiClient) =>
  readQueryOptions(
    queryKeys.auth.call(client.profileId(), 'custom-token'),
    (options) => client.auth.getCustomToken(options),
    { staleTime: 0 },
  );

/** `GET users/{id}/info` (the chat header, 002 §7.3). */
export const getUserInfoQueryOptions = (client: ApiClient, id: EntityId) =>
  readQueryOptions(queryKeys.users.detail(client.profileId(), id, 'info'), (options) =>
    client.users.getInfo(id, options),
  );

/** `GET profiles/{uid}/own` (002 §7.5). */
export const getOwnProfileQueryOptions = (client: ApiClient, uid: string) =>
  readQueryOptions(queryKeys.profiles.detail(client.profileId(), uid, 'own'), (options) =>
    client.profiles.getOwn(uid, options),
  );

/**
 * Saves the own profile; the profiles list, the user cards and the signed-in user (`users/auth/me`,
 * keyed without a profile: the top bar's name) are refreshed, so the new name shows at once
 * (002 §7.5 "Afterwards the local firstname and lastname are updated").
 */
export const updateOwnProfileMutationOptions = (client: ApiClient) => {
  const options = writeMutationOptions(
    client,
    'profiles',
    'updateOwn',
    ({ uid, changes }: { uid: string; changes: OwnProfileChanges }) =>
      client.profiles.updateOwn(uid, changes),
    ['auth', 'users'],
  );
  return {
    ...options,
    onSuccess: async (...args: Parameters<NonNullable<typeof options.onSuccess>>) => {
      await options.onSuccess?.(...args);
      await args[3].client.invalidateQueries({ queryKey: queryKeys.auth.all(null) });
    },
  };
};

/** Changes the own password (002 §2.9 Password); nothing cached shows it. */
export const changeOwnPasswordMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'profiles',
    'changeOwnPassword',
    ({ uid, change }: { uid: string; change: OwnPasswordChange }) =>
      client.profiles.changeOwnPassword(uid, change),
    [],
  );

/** `GET profiles/{uid}/own/notification-preferences` (002 §2.9 Preferenze). */
export const getOwnNotificationPreferencesQueryOptions = (client: ApiClient, uid: string) =>
  readQueryOptions(
    queryKeys.profiles.detail(client.profileId(), uid, 'notification-preferences'),
    (options) => client.profiles.getOwnNotificationPreferences(uid, options),
  );

/** Saves the notification preferences; the profile's reads, the preferences included, refresh. */
export const saveOwnNotificationPreferencesMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'profiles',
    'saveOwnNotificationPreferences',
    ({ uid, preferences }: { uid: string; preferences: Partial<OwnNotificationPreferences> }) =>
      client.profiles.saveOwnNotificationPreferences(uid, preferences),
    [],
  );

/** `GET profiles/{uid}/pinned-links`, fresh for 60 s (000 §9 "favourites list 60 s"). */
export const getPinnedLinksQueryOptions = (client: ApiClient, uid: string) =>
  readQueryOptions(
    queryKeys.profiles.detail(client.profileId(), uid, 'pinned-links'),
    (options) => client.profiles.getPinnedLinks(uid, options),
    { staleTime: STALE_TIMES.favourites },
  );

/** Saves the pinned links (000 §5 at most three); the profile's reads, pinned links included, refresh. */
export const savePinnedLinksMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'profiles',
    'savePinnedLinks',
    ({ uid, links }: { uid: string; links: readonly string[] }) =>
      client.profiles.savePinnedLinks(uid, links),
    [],
  );
