import {
  countNotInvoicedTokensQueryOptions,
  getConsultancyTypesQueryOptions,
  getPinnedLinksQueryOptions,
  type ApiClient,
} from '@portineria/api-client';
import type { Profile } from '@portineria/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prefetchNavigationMenu } from './useNavigationMenu.ts';

/** An api-client whose every family's path is its name and whose every call answers an empty list. */
function answeringClient(): ApiClient {
  const family = (name: string) =>
    new Proxy({}, { get: (_, key) => (key === 'path' ? name : async () => []) });
  const own = { profileId: () => 'portineria:org:1' };
  return new Proxy(own, {
    get: (target, key) => (key in target ? target[key as keyof typeof own] : family(String(key))),
  }) as unknown as ApiClient;
}

function profile(role: string): Profile {
  return { uid: `portineria:${role}:1`, role } as unknown as Profile;
}

/** The query keys in the cache after prefetching the menu of a profile with `role`. */
function prefetchedKeys(role: string) {
  const queryClient = new QueryClient();
  const client = answeringClient();
  prefetchNavigationMenu(queryClient, client, profile(role));
  return {
    client,
    keys: queryClient
      .getQueryCache()
      .findAll()
      .map((query) => query.queryKey),
  };
}

describe("the menu's reads started during the Loading screen", () => {
  it("000 §3 pinned links and 002 §2.10 'Servizi': an org_2 profile's menu reads both, under the keys the menu's hooks use", () => {
    const { client, keys } = prefetchedKeys('org_2');

    expect(keys).toEqual([
      getPinnedLinksQueryOptions(client, 'portineria:org_2:1').queryKey,
      getConsultancyTypesQueryOptions(client).queryKey,
    ]);
  });

  it('000 §6: an org_1 profile has pinned links but no consultancy links, so only those are read', () => {
    const { client, keys } = prefetchedKeys('org_1');

    expect(keys).toEqual([getPinnedLinksQueryOptions(client, 'portineria:org_1:1').queryKey]);
  });

  it('002 §7.6: a supplier reads the count of tokens not yet invoiced for its badge, and nothing else', () => {
    const { client, keys } = prefetchedKeys('spl_2');

    expect(keys).toEqual([countNotInvoicedTokensQueryOptions(client).queryKey]);
  });

  it('a resident reads nothing for the menu ahead (its buildings come with the session start)', () => {
    const { keys } = prefetchedKeys('usr_3');

    expect(keys).toEqual([]);
  });
});
