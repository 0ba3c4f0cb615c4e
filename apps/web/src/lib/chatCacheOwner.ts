/**
 * Whose chat session cache (002 §9) the app holds: the signed-in user's active profile. The session
 * tells it here at every change, and the sign-out when it drops the token; the cache itself
 * (./chatSessionCache.ts, with domain's rules) loads with the chat screens and empties itself
 * when the owner changes. Kept apart so that the sign-in's code carries none of the chat's.
 */

/** The owner of the chat session cache. */
export interface ChatCacheOwnership {
  /** The signed-in profile's key, or null when nobody is signed in. */
  readonly current: string | null;
  /** Tells the signed-in profile (null: signed out); a different key calls the listeners. */
  follow(owner: string | null): void;
  /** Calls `listener` whenever the owner changes; returns the function that stops it. */
  onChange(listener: () => void): () => void;
}

/** An owner tracker; the app has one, {@link chatCacheOwnership}. */
export function createChatCacheOwnership(): ChatCacheOwnership {
  let current: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    follow(owner) {
      if (owner === current) return;
      current = owner;
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's chat cache owner, followed by the session. */
export const chatCacheOwnership: ChatCacheOwnership = createChatCacheOwnership();

/**
 * The key of a signed-in profile for {@link ChatCacheOwnership.follow}: the user and the profile,
 * null when either is missing (signed out, or no profile chosen yet).
 */
export function chatCacheOwner(
  userId: string | undefined,
  profileUid: string | undefined,
): string | null {
  return userId === undefined || profileUid === undefined ? null : `${userId}\u0000${profileUid}`;
}
