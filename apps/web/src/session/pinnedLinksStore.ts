/**
 * The pinned links of the organisation menu, saved per user in local storage (000 §3 "Pinned
 * links", §5 "at most three"): the settings page writes them, the navigation reads them.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './sessionStorage.ts';

const listeners = new Set<() => void>();
const cache = new Map<string, readonly string[]>();

function storageKey(userId: string): string {
  return `portineria.pinnedLinks.${userId}`;
}

function read(userId: string): readonly string[] {
  const cached = cache.get(userId);
  if (cached) return cached;
  const stored = readStorage(storageKey(userId));
  const links = Array.isArray(stored)
    ? stored.filter((item): item is string => typeof item === 'string')
    : [];
  cache.set(userId, links);
  return links;
}

/** The pinned link ids of a user and the function that saves new ones. */
export function usePinnedLinks(
  userId: string | undefined,
): [readonly string[], (links: readonly string[]) => void] {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  const links = useSyncExternalStore(subscribe, () => (userId ? read(userId) : EMPTY));
  const save = useCallback(
    (next: readonly string[]) => {
      if (!userId) return;
      cache.set(userId, next);
      writeStorage(storageKey(userId), next);
      for (const listener of listeners) listener();
    },
    [userId],
  );
  return [links, save];
}

const EMPTY: readonly string[] = [];
