import { describe, expect, it } from 'vitest';
import {
  cacheMessages,
  cachedChatCategory,
  cachedChatIds,
  chatCacheCapacity,
  createChatCache,
  readCachedFirstPage,
  readCachedPage,
  removeCachedChat,
} from './chatCache.ts';
import type { ChatCache, RandomSource } from './chatCache.ts';
import type { ChatCategory, ChatMessage } from './types.ts';

/** mulberry32: a small seeded generator, so eviction is repeatable. */
function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const never: RandomSource = () => {
  throw new Error('random must not be called');
};

function messages(count: number, from = 1): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    _user: 'u1',
    idMessage: `m${from + index}`,
    timestamp: (from + index) * 1000,
    message: `Messaggio ${from + index}`,
  }));
}

function cacheChats(category: ChatCategory, ids: string[], random: RandomSource): ChatCache {
  return ids.reduce(
    (cache, chatId) =>
      cacheMessages(cache, { category, chatId, messages: messages(1) }, { random }),
    createChatCache(),
  );
}

describe('createChatCache / cacheMessages', () => {
  it('002 §9: "the session cache buffer holds at most 300 messages" — the newest are kept', () => {
    const cache = cacheMessages(
      createChatCache(),
      { category: 'ORDER', chatId: 'o1', messages: messages(310) },
      { random: never },
    );

    const chat = cache.categories.ORDER?.[0];
    expect(chat?.messages).toHaveLength(300);
    expect(chat?.messages[0]?.idMessage).toBe('m11');
    expect(chat?.messages.at(-1)?.idMessage).toBe('m310');
  });

  it('002 §9: caching more messages of a cached chat merges them, ordered and de-duplicated', () => {
    const first = cacheMessages(
      createChatCache(),
      { category: 'CLAIM', chatId: 'c1', messages: messages(5, 6) },
      { random: never },
    );

    const second = cacheMessages(
      first,
      { category: 'CLAIM', chatId: 'c1', messages: messages(7, 1) },
      { random: never },
    );

    expect(second.categories.CLAIM?.[0]?.messages.map((entry) => entry.idMessage)).toEqual(
      messages(10).map((entry) => entry.idMessage),
    );
  });

  it('002 §9: the cache is immutable — caching returns a new cache and leaves the old one alone', () => {
    const empty = createChatCache();

    const next = cacheMessages(
      empty,
      { category: 'TICKET', chatId: 't1', messages: messages(2) },
      { random: never },
    );

    expect(empty).toEqual({ categories: {} });
    expect(cachedChatIds(empty, 'TICKET')).toEqual([]);
    expect(next).not.toBe(empty);
    expect(cachedChatIds(next, 'TICKET')).toEqual(['t1']);
  });

  it('002 §9: "at most 5 cached chats per category … with random eviction" — seeded evictions', () => {
    // Arrange: five chats fill the category; seed 42 draws 0.601…, 0.448…, 0.852….
    const full = cacheChats('BUILDING', ['b1', 'b2', 'b3', 'b4', 'b5'], never);
    const random = seededRandom(42);
    const add = (cache: ChatCache, chatId: string) =>
      cacheMessages(cache, { category: 'BUILDING', chatId, messages: messages(1) }, { random });

    // Act: three more chats arrive.
    const afterSixth = add(full, 'b6');
    const afterSeventh = add(afterSixth, 'b7');
    const afterEighth = add(afterSeventh, 'b8');

    // Assert: floor(0.601 × 5) = 3 evicts b4, floor(0.448 × 5) = 2 evicts b3, floor(0.852 × 5) = 4 evicts b7.
    expect(cachedChatIds(afterSixth, 'BUILDING')).toEqual(['b1', 'b2', 'b3', 'b5', 'b6']);
    expect(cachedChatIds(afterSeventh, 'BUILDING')).toEqual(['b1', 'b2', 'b5', 'b6', 'b7']);
    expect(cachedChatIds(afterEighth, 'BUILDING')).toEqual(['b1', 'b2', 'b5', 'b6', 'b8']);
  });

  it.each([
    [0, 'q1'],
    [0.5, 'q3'],
    [0.999, 'q5'],
    [1, 'q5'],
    [-3, 'q1'],
    [Number.NaN, 'q1'],
  ])('002 §9: "random eviction" — random() = %s evicts %s', (value, evicted) => {
    const full = cacheChats('QUOTE', ['q1', 'q2', 'q3', 'q4', 'q5'], never);

    const next = cacheMessages(
      full,
      { category: 'QUOTE', chatId: 'q6', messages: [] },
      { random: () => value },
    );

    expect(cachedChatIds(next, 'QUOTE')).not.toContain(evicted);
    expect(cachedChatIds(next, 'QUOTE')).toContain('q6');
  });

  it('002 §9: a full category does not evict when a cached chat gets more messages', () => {
    const full = cacheChats('TOKEN', ['k1', 'k2', 'k3', 'k4', 'k5'], never);

    const next = cacheMessages(
      full,
      { category: 'TOKEN', chatId: 'k3', messages: messages(2, 5) },
      { random: never },
    );

    expect(cachedChatIds(next, 'TOKEN')).toEqual(['k1', 'k2', 'k3', 'k4', 'k5']);
  });

  it('002 §9: "(the company has no limit)"', () => {
    const ids = Array.from({ length: 12 }, (_, index) => `cmp${index}`);

    const cache = cacheChats('COMPANY', ids, never);

    expect(cachedChatIds(cache, 'COMPANY')).toEqual(ids);
    expect(chatCacheCapacity('COMPANY')).toBe(Number.POSITIVE_INFINITY);
    expect(chatCacheCapacity('FOLDER')).toBe(5);
  });

  it('002 §9: categories are limited separately', () => {
    const orders = cacheChats('ORDER', ['o1', 'o2', 'o3', 'o4', 'o5'], never);

    const next = cacheMessages(
      orders,
      { category: 'CLAIM', chatId: 'c1', messages: [] },
      { random: never },
    );

    expect(cachedChatIds(next, 'ORDER')).toHaveLength(5);
    expect(cachedChatIds(next, 'CLAIM')).toEqual(['c1']);
  });
});

describe('readCachedPage', () => {
  const cache = cacheMessages(
    createChatCache(),
    { category: 'ORDER', chatId: 'o1', messages: messages(30) },
    { random: never },
  );

  it('002 §9: "with 12 returned per read" — the newest twelve first', () => {
    const page = readCachedPage(cache, { category: 'ORDER', chatId: 'o1' });

    expect(page?.messages.map((entry) => entry.idMessage)).toEqual(
      messages(12, 19).map((entry) => entry.idMessage),
    );
    expect(page?.hasMore).toBe(true);
  });

  it('002 §9: the next read continues before the oldest message shown', () => {
    const page = readCachedPage(cache, { category: 'ORDER', chatId: 'o1', before: 7000 });

    expect(page?.messages.map((entry) => entry.idMessage)).toEqual(
      messages(6).map((entry) => entry.idMessage),
    );
    expect(page?.hasMore).toBe(false);
  });

  it('002 §9: a chat that is not cached is a miss', () => {
    expect(readCachedPage(cache, { category: 'ORDER', chatId: 'other' })).toBeUndefined();
    expect(readCachedPage(cache, { category: 'FOLDER', chatId: 'o1' })).toBeUndefined();
  });
});

describe('startReached', () => {
  it('DECISIONS.md "The chat\'s session cache in the panel": a buffer holding the chat\'s first message says so, and keeps saying it when newer messages arrive', () => {
    const first = cacheMessages(
      createChatCache(),
      { category: 'ORDER', chatId: 'o1', messages: messages(5), startReached: true },
      { random: never },
    );

    const next = cacheMessages(
      first,
      { category: 'ORDER', chatId: 'o1', messages: messages(2, 6) },
      { random: never },
    );

    expect(readCachedPage(first, { category: 'ORDER', chatId: 'o1' })?.startReached).toBe(true);
    expect(readCachedPage(next, { category: 'ORDER', chatId: 'o1' })).toEqual({
      messages: messages(7),
      hasMore: false,
      startReached: true,
    });
  });

  it('DECISIONS.md "The chat\'s session cache in the panel": a buffer filled from the newest page alone does not reach the start', () => {
    const cache = cacheMessages(
      createChatCache(),
      { category: 'ORDER', chatId: 'o1', messages: messages(24, 50) },
      { random: never },
    );

    expect(readCachedPage(cache, { category: 'ORDER', chatId: 'o1' })?.startReached).toBe(false);
  });

  it('002 §9: "at most 300 messages" — once the limit drops the oldest, the start is no longer in the buffer', () => {
    const first = cacheMessages(
      createChatCache(),
      { category: 'CLAIM', chatId: 'c1', messages: messages(299), startReached: true },
      { random: never },
    );

    const full = cacheMessages(
      first,
      { category: 'CLAIM', chatId: 'c1', messages: messages(1, 300) },
      { random: never },
    );
    const over = cacheMessages(
      full,
      { category: 'CLAIM', chatId: 'c1', messages: messages(1, 301) },
      { random: never },
    );

    expect(readCachedPage(full, { category: 'CLAIM', chatId: 'c1' })?.startReached).toBe(true);
    expect(readCachedPage(over, { category: 'CLAIM', chatId: 'c1' })?.startReached).toBe(false);
  });
});

describe('readCachedFirstPage', () => {
  it('002 §7.3 "initial page 24 messages" from the cache\'s reads of 12 (002 §9): the newest 24, older ones left in the buffer', () => {
    const cache = cacheMessages(
      createChatCache(),
      { category: 'TICKET', chatId: 't1', messages: messages(30) },
      { random: never },
    );

    const page = readCachedFirstPage(cache, { category: 'TICKET', chatId: 't1' });

    expect(page?.messages.map((entry) => entry.idMessage)).toEqual(
      messages(24, 7).map((entry) => entry.idMessage),
    );
    expect(page?.hasMore).toBe(true);
    expect(page?.startReached).toBe(false);
  });

  it('002 §9: a buffer shorter than the first page is shown whole', () => {
    const cache = cacheMessages(
      createChatCache(),
      { category: 'TICKET', chatId: 't1', messages: messages(15), startReached: true },
      { random: never },
    );

    expect(readCachedFirstPage(cache, { category: 'TICKET', chatId: 't1' })).toEqual({
      messages: messages(15),
      hasMore: false,
      startReached: true,
    });
  });

  it('002 §9: an empty chat cached as such reopens empty; a chat not cached is a miss', () => {
    const cache = cacheMessages(
      createChatCache(),
      { category: 'FOLDER', chatId: 'f1', messages: [], startReached: true },
      { random: never },
    );

    expect(readCachedFirstPage(cache, { category: 'FOLDER', chatId: 'f1' })).toEqual({
      messages: [],
      hasMore: false,
      startReached: true,
    });
    expect(readCachedFirstPage(cache, { category: 'FOLDER', chatId: 'f2' })).toBeUndefined();
  });
});

describe('removeCachedChat', () => {
  it('002 §6: a chat the user lost access to can be dropped from the cache', () => {
    const cache = cacheChats('TICKET', ['t1', 't2'], never);

    const next = removeCachedChat(cache, 'TICKET', 't1');

    expect(cachedChatIds(next, 'TICKET')).toEqual(['t2']);
    expect(removeCachedChat(next, 'TICKET', 'missing')).toBe(next);
    expect(removeCachedChat(next, 'BUILDING', 't2')).toBe(next);
  });
});

describe('cachedChatCategory', () => {
  it('DECISIONS.md "The chat\'s session cache in the panel" 7: a chat opened by its address is found by its id alone, under the category it was cached with', () => {
    const cache = cacheChats('CLAIM', ['c1', 'c2'], never);
    const withOrder = cacheMessages(
      cache,
      { category: 'ORDER', chatId: 'o1', messages: messages(2) },
      { random: never },
    );

    expect(cachedChatCategory(withOrder, 'c2')).toBe('CLAIM');
    expect(cachedChatCategory(withOrder, 'o1')).toBe('ORDER');
    expect(cachedChatCategory(withOrder, 'missing')).toBeUndefined();
    expect(cachedChatCategory(removeCachedChat(withOrder, 'ORDER', 'o1'), 'o1')).toBeUndefined();
  });
});
