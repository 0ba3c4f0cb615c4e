/**
 * The session cache of chat messages (002 §9): one for the signed-in profile, holding domain's
 * immutable `ChatCache` — the buffer of each chat, the per-category limit and its random
 * eviction are domain's. It follows the session's owner (./chatCacheOwner.ts): a sign-out or a
 * profile switch empties it, and a chat still open from before writes nothing into the new one
 * (its handle is spent).
 */
import {
  cacheMessages,
  cachedChatCategory,
  createChatCache,
  readCachedFirstPage,
  readCachedPage,
  removeCachedChat,
  type CachedPage,
  type ChatCache,
  type ChatCategory,
  type ChatMessage,
  type RandomSource,
} from '@portineria/domain';
import { chatCacheOwnership, type ChatCacheOwnership } from './chatCacheOwner.ts';

/** The cache of one signed-in profile; inert once that profile is no longer signed in. */
export interface ChatCacheHandle {
  /** The newest messages of a cached chat, as a reopened chat shows them; undefined on a miss. */
  firstPage(category: ChatCategory, chatId: string): CachedPage | undefined;
  /** The next 12 buffered messages older than `before`; undefined on a miss. */
  olderPage(category: ChatCategory, chatId: string, before: number): CachedPage | undefined;
  /** Keeps messages of a chat (merged into its buffer); `startReached` when they reach its first. */
  store(
    category: ChatCategory,
    chatId: string,
    messages: readonly ChatMessage[],
    startReached: boolean,
  ): void;
  /** Forgets a chat (access to it was lost). */
  remove(category: ChatCategory, chatId: string): void;
  /**
   * The category a chat is cached under, by its id alone: a chat opened by its address before
   * the chats list or its info tells it (domain's `cachedChatCategory`).
   */
  categoryOf(chatId: string): ChatCategory | undefined;
}

/** The app's chat session cache. */
export interface ChatSessionCache {
  /** The cache of the profile signed in now. */
  current(): ChatCacheHandle;
  /** The cache's content now (for tests and diagnostics). */
  snapshot(): ChatCache;
}

/** Options of {@link createChatSessionCache}. */
export interface ChatSessionCacheOptions {
  /** Picks the chat a full category evicts (002 §9 "random eviction"). */
  random: RandomSource;
  /** Whose cache it is: a change of owner empties it. */
  owner: ChatCacheOwnership;
}

/** A chat session cache; the app has one, {@link chatSessionCache}. */
export function createChatSessionCache({
  random,
  owner,
}: ChatSessionCacheOptions): ChatSessionCache {
  let cache = createChatCache();
  // Bumped when the owner changes: handles of an earlier owner neither read nor write.
  let generation = 0;
  owner.onChange(() => {
    cache = createChatCache();
    generation += 1;
  });

  const handleFor = (handleGeneration: number): ChatCacheHandle => {
    const live = () => handleGeneration === generation;
    return {
      firstPage: (category, chatId) =>
        live() ? readCachedFirstPage(cache, { category, chatId }) : undefined,
      olderPage: (category, chatId, before) =>
        live() ? readCachedPage(cache, { category, chatId, before }) : undefined,
      store: (category, chatId, messages, startReached) => {
        if (!live()) return;
        cache = cacheMessages(cache, { category, chatId, messages, startReached }, { random });
      },
      remove: (category, chatId) => {
        if (!live()) return;
        cache = removeCachedChat(cache, category, chatId);
      },
      categoryOf: (chatId) => (live() ? cachedChatCategory(cache, chatId) : undefined),
    };
  };

  return {
    current: () => handleFor(generation),
    snapshot: () => cache,
  };
}

/** The app's one chat session cache, following the session's owner. */
export const chatSessionCache: ChatSessionCache = createChatSessionCache({
  random: Math.random,
  owner: chatCacheOwnership,
});
