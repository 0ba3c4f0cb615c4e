/**
 * The pinned links of the organisation menu, read and saved through the gateway (000 §3 "Pinned
 * links: list of application names kept per user in the organisation settings", §5 at most three,
 * §9 favourites cached 60 s): the settings page saves them, the navigation reads them, and a
 * choice made on one device is there on the next.
 */
import { getPinnedLinksQueryOptions, savePinnedLinksMutationOptions } from '@portineria/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../lib/apiClient.ts';

const EMPTY: readonly string[] = [];

/** The profile uid whose pinned links the menu shows: ORG profiles only. */
export function pinnedLinksOwner(profile: { uid: string; role: string } | undefined) {
  return profile?.role.startsWith('org_') ? profile.uid : undefined;
}

/** What the settings page needs besides the links: whether a save runs and why it failed. */
export interface PinnedLinksState {
  /** The links are still loading (the boxes wait). */
  loading: boolean;
  /** A save is on its way. */
  saving: boolean;
  /** The last save's failure, if any (the server's Italian message). */
  saveError: Error | null;
}

/**
 * The pinned entry ids of an ORG profile (none for the other roles, which have no pinned links)
 * and the function that saves new ones. While a save runs, its list is shown.
 */
export function usePinnedLinks(
  profile: { uid: string; role: string } | undefined,
): [readonly string[], (links: readonly string[]) => void, PinnedLinksState] {
  const uid = pinnedLinksOwner(profile);
  const query = useQuery({
    ...getPinnedLinksQueryOptions(apiClient, uid ?? ''),
    enabled: uid !== undefined,
  });
  const mutation = useMutation(savePinnedLinksMutationOptions(apiClient));
  const { mutate } = mutation;
  const save = useCallback(
    (links: readonly string[]) => {
      if (uid !== undefined) mutate({ uid, links });
    },
    [mutate, uid],
  );
  const links = mutation.isPending ? mutation.variables.links : (query.data ?? EMPTY);
  return [
    uid === undefined ? EMPTY : links,
    save,
    {
      loading: query.isPending && uid !== undefined,
      saving: mutation.isPending,
      saveError: mutation.error,
    },
  ];
}
