import { cachedChatIds, type ChatMessage } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { chatCacheOwner, chatCacheOwnership, createChatCacheOwnership } from './chatCacheOwner.ts';
import { chatSessionCache, createChatSessionCache } from './chatSessionCache.ts';

function messages(count: number, from = 1): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    _user: 'u-7',
    idMessage: `m${from + index}`,
    timestamp: (from + index) * 1000,
    message: `Messaggio ${from + index}`,
  }));
}

const never = () => {
  throw new Error('random must not be called');
};

describe('the chat session cache of the signed-in profile', () => {
  it('002 §9: a stored chat reopens from the cache — its newest messages, read 12 at a time', () => {
    const owner = createChatCacheOwnership();
    const sessionCache = createChatSessionCache({ random: never, owner });
    owner.follow(chatCacheOwner('7', 'portineria:org:101'));
    const cache = sessionCache.current();

    cache.store('ORDER', '41', messages(30), false);

    expect(cache.firstPage('ORDER', '41')?.messages).toEqual(messages(24, 7));
    expect(cache.olderPage('ORDER', '41', 7000)?.messages).toEqual(messages(6));
    expect(cache.firstPage('ORDER', '42')).toBeUndefined();
  });

  it('002 §9: "at most 5 cached chats per category … with random eviction" — the sixth order chat evicts the one the random source picks', () => {
    const owner = createChatCacheOwnership();
    const sessionCache = createChatSessionCache({ random: () => 0.5, owner });
    owner.follow(chatCacheOwner('7', 'portineria:org:101'));
    const cache = sessionCache.current();

    for (const chatId of ['1', '2', '3', '4', '5', '6']) {
      cache.store('ORDER', chatId, messages(1), true);
    }

    // floor(0.5 × 5) = 2: the third of the five cached chats goes.
    expect(cachedChatIds(sessionCache.snapshot(), 'ORDER')).toEqual(['1', '2', '4', '5', '6']);
    expect(cache.firstPage('ORDER', '3')).toBeUndefined();
  });

  it('002 §9: "(the company has no limit)" — company chats are never evicted', () => {
    const owner = createChatCacheOwnership();
    const sessionCache = createChatSessionCache({ random: never, owner });
    owner.follow(chatCacheOwner('7', 'portineria:org:101'));
    const cache = sessionCache.current();
    const ids = Array.from({ length: 9 }, (_, index) => `c${index}`);

    for (const chatId of ids) cache.store('COMPANY', chatId, messages(1), true);

    expect(cachedChatIds(sessionCache.snapshot(), 'COMPANY')).toEqual(ids);
  });

  it('002 §9 session cache: a profile switch empties it, and a chat still open from the old profile writes nothing into the new one', () => {
    const owner = createChatCacheOwnership();
    const sessionCache = createChatSessionCache({ random: never, owner });
    owner.follow(chatCacheOwner('7', 'portineria:org:101'));
    const before = sessionCache.current();
    before.store('BUILDING', '9', messages(3), true);

    owner.follow(chatCacheOwner('7', 'portineria:usr:303'));
    before.store('BUILDING', '10', messages(2), true);
    const after = sessionCache.current();

    expect(after.firstPage('BUILDING', '9')).toBeUndefined();
    expect(before.firstPage('BUILDING', '9')).toBeUndefined();
    expect(cachedChatIds(sessionCache.snapshot(), 'BUILDING')).toEqual([]);
  });

  it('002 §9 session cache: a sign-out empties it; the same profile told again keeps it', () => {
    const owner = createChatCacheOwnership();
    const sessionCache = createChatSessionCache({ random: never, owner });
    const profile = chatCacheOwner('7', 'portineria:org:101');
    owner.follow(profile);
    sessionCache.current().store('TICKET', '3', messages(2), true);

    owner.follow(profile);
    const kept = sessionCache.current().firstPage('TICKET', '3');
    owner.follow(chatCacheOwner(undefined, undefined));

    expect(kept?.messages).toEqual(messages(2));
    expect(sessionCache.current().firstPage('TICKET', '3')).toBeUndefined();
    expect(chatCacheOwner(undefined, 'portineria:org:101')).toBeNull();
  });

  it("002 §9 session cache: the app's cache follows the owner the session and the sign-out tell", () => {
    chatCacheOwnership.follow(chatCacheOwner('7', 'portineria:org:101'));
    chatSessionCache.current().store('CLAIM', '5', messages(2), true);
    const stored = chatSessionCache.current().firstPage('CLAIM', '5');

    chatCacheOwnership.follow(null);

    expect(stored?.messages).toEqual(messages(2));
    expect(chatSessionCache.current().firstPage('CLAIM', '5')).toBeUndefined();
    expect(cachedChatIds(chatSessionCache.snapshot(), 'CLAIM')).toEqual([]);
  });
});
