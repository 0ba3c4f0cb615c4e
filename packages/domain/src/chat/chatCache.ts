import {
  CHAT_BUFFER_MAX_MESSAGES,
  CHAT_BUFFER_READ_SIZE,
  CHAT_CACHED_PER_CATEGORY,
  CHAT_FIRST_PAGE_SIZE,
} from '../constants/constants.ts';
import { mergeMessagePage } from './messageOrder.ts';
import type { ChatCategory, ChatMessage } from './types.ts';

/** One cached chat: its id and its buffered messages, oldest first. */
export interface CachedChat {
  readonly chatId: string;
  readonly messages: readonly ChatMessage[];
  /**
   * Whether the buffer holds the chat's first message: then nothing older is left on the server
   * once the buffer is read (DECISIONS.md "The chat's session cache in the panel").
   */
  readonly startReached: boolean;
}

/**
 * The session cache of chat messages (002 §9): per category, the cached chats in the order they
 * were first cached. Immutable: every operation returns a new cache and leaves its input alone.
 */
export interface ChatCache {
  readonly categories: Readonly<Partial<Record<ChatCategory, readonly CachedChat[]>>>;
}

/** A source of random numbers in [0, 1), injected so that eviction is testable. */
export type RandomSource = () => number;

/** An empty chat cache. */
export function createChatCache(): ChatCache {
  return { categories: {} };
}

/** What {@link cacheMessages} stores. */
export interface CacheMessagesInput {
  category: ChatCategory;
  chatId: string;
  messages: readonly ChatMessage[];
  /**
   * The messages reach the chat's first message (a server page shorter than asked for): the
   * buffer then knows nothing older exists, until its 300 limit drops the oldest.
   */
  startReached?: boolean;
}

/** Options of {@link cacheMessages}. */
export interface CacheMessagesOptions {
  /** Picks the chat to evict (002 §9 "random eviction"). */
  random: RandomSource;
}

/** How many chats a category may cache: 5, the company unlimited (002 §9). */
export function chatCacheCapacity(category: ChatCategory): number {
  return category === 'COMPANY' ? Number.POSITIVE_INFINITY : CHAT_CACHED_PER_CATEGORY;
}

function randomIndex(random: RandomSource, length: number): number {
  const value = random();
  const index = Math.floor((Number.isFinite(value) ? value : 0) * length);
  // A source that returns 1 (or more, or less than 0) still picks an existing chat.
  return Math.min(Math.max(index, 0), length - 1);
}

/**
 * Stores messages of a chat in the session cache (002 §9): they are merged into the chat's buffer
 * (ordered, de-duplicated, see mergeMessagePage), which keeps the newest 300. A chat new to a full
 * category (5 chats, the company has no limit) first evicts a random other chat of that category.
 */
export function cacheMessages(
  cache: ChatCache,
  { category, chatId, messages, startReached = false }: CacheMessagesInput,
  { random }: CacheMessagesOptions,
): ChatCache {
  const chats = cache.categories[category] ?? [];
  const existing = chats.find((chat) => chat.chatId === chatId);
  const merged = mergeMessagePage(existing?.messages ?? [], messages);
  const buffer = merged.slice(-CHAT_BUFFER_MAX_MESSAGES);
  const cached: CachedChat = {
    chatId,
    messages: buffer,
    // The first message stays known only while the 300 limit has not dropped it.
    startReached:
      (startReached || (existing?.startReached ?? false)) && buffer.length === merged.length,
  };
  let nextChats: readonly CachedChat[];
  if (existing) {
    nextChats = chats.map((chat) => (chat === existing ? cached : chat));
  } else {
    let kept = chats;
    if (chats.length >= chatCacheCapacity(category)) {
      const evicted = randomIndex(random, chats.length);
      kept = chats.filter((_, index) => index !== evicted);
    }
    nextChats = [...kept, cached];
  }
  return { categories: { ...cache.categories, [category]: nextChats } };
}

/** What {@link readCachedPage} reads. */
export interface ReadCachedPageInput {
  category: ChatCategory;
  chatId: string;
  /** Read messages older than this timestamp; omit to read the newest. */
  before?: number;
}

/** One page read from the cache, oldest first. */
export interface CachedPage {
  messages: ChatMessage[];
  /** Whether older messages remain in the buffer. */
  hasMore: boolean;
  /**
   * Whether the buffer holds the chat's first message: without `hasMore`, nothing older exists;
   * otherwise older messages are read from the server.
   */
  startReached: boolean;
}

/**
 * Reads a page of at most 12 messages from the cache (002 §9 "12 returned per read"): the newest
 * ones, or the newest older than `before`. Undefined when the chat is not cached (a cache miss:
 * read from the server instead).
 */
export function readCachedPage(
  cache: ChatCache,
  { category, chatId, before }: ReadCachedPageInput,
): CachedPage | undefined {
  const chat = cache.categories[category]?.find((candidate) => candidate.chatId === chatId);
  if (!chat) return undefined;
  const older =
    before === undefined
      ? chat.messages
      : chat.messages.filter((entry) => entry.timestamp < before);
  const messages = older.slice(-CHAT_BUFFER_READ_SIZE);
  return { messages, hasMore: older.length > messages.length, startReached: chat.startReached };
}

/**
 * What a chat reopened in the session shows at once (002 §9, §7.3): its newest cached messages,
 * read 12 at a time until the first page's 24 (or the buffer) is reached. Undefined when the chat
 * is not cached (read the first page from the server instead).
 */
export function readCachedFirstPage(
  cache: ChatCache,
  { category, chatId }: Omit<ReadCachedPageInput, 'before'>,
): CachedPage | undefined {
  let page = readCachedPage(cache, { category, chatId });
  if (!page) return undefined;
  let messages = page.messages;
  while (page.hasMore && messages.length < CHAT_FIRST_PAGE_SIZE) {
    page = readCachedPage(cache, { category, chatId, before: messages[0]?.timestamp });
    if (!page) break;
    messages = [...page.messages, ...messages];
  }
  return { messages, hasMore: page?.hasMore ?? false, startReached: page?.startReached ?? false };
}

/** The ids of the chats cached for a category, in caching order. */
export function cachedChatIds(cache: ChatCache, category: ChatCategory): string[] {
  return (cache.categories[category] ?? []).map((chat) => chat.chatId);
}

/**
 * The category a chat is cached under, found by its id alone; undefined when it is not cached. A
 * chat opened by its address knows only its id until the chats list or its info tells the
 * category; a chat id names one chat whatever its category (DECISIONS.md "The chat's session
 * cache in the panel" 7), so the cache answers for it meanwhile.
 */
export function cachedChatCategory(cache: ChatCache, chatId: string): ChatCategory | undefined {
  const categories = Object.keys(cache.categories) as ChatCategory[];
  return categories.find((category) =>
    cache.categories[category]?.some((chat) => chat.chatId === chatId),
  );
}

/** The cache without one chat (e.g. when access to it is lost). */
export function removeCachedChat(
  cache: ChatCache,
  category: ChatCategory,
  chatId: string,
): ChatCache {
  const chats = cache.categories[category];
  if (!chats?.some((chat) => chat.chatId === chatId)) return cache;
  return {
    categories: {
      ...cache.categories,
      [category]: chats.filter((chat) => chat.chatId !== chatId),
    },
  };
}
