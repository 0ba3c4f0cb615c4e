import { ChatTransportError, type ChatMessageHandler } from '@portineria/api-client';
import { cachedChatIds, type ChatCategory, type ChatMessage } from '@portineria/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  chatCacheOwner,
  createChatCacheOwnership,
  type ChatCacheOwnership,
} from '../../lib/chatCacheOwner.ts';
import { createChatSessionCache, type ChatSessionCache } from '../../lib/chatSessionCache.ts';
import { chatFeedCategory, openChatFeed, type ChatFeed, type ChatFeedState } from './chatFeed.ts';

function message(index: number): ChatMessage {
  return {
    _user: 'u-7',
    idMessage: `m${index}`,
    timestamp: index * 1000,
    message: `Messaggio ${index}`,
  };
}

function range(from: number, to: number): ChatMessage[] {
  return Array.from({ length: to - from + 1 }, (_, index) => message(from + index));
}

function ids(messages: readonly ChatMessage[]): string[] {
  return messages.map((entry) => entry.idMessage);
}

/**
 * A chat server in memory behind the transport port: pages as the gateway serves them (newest 24,
 * then 12 before a timestamp) and live queries that deliver what is newer than their timestamp,
 * then every message posted while they are open.
 */
function fakeTransport(chats: Record<string, ChatMessage[]>) {
  const listeners = new Map<string, Set<ChatMessageHandler>>();
  const failures = new Map<string, (error: ChatTransportError) => void>();
  const transport = {
    loadLatest: vi.fn((chatId: string | number) =>
      Promise.resolve((chats[String(chatId)] ?? []).slice(-24)),
    ),
    loadOlder: vi.fn((chatId: string | number, before: number) =>
      Promise.resolve(
        (chats[String(chatId)] ?? []).filter((entry) => entry.timestamp < before).slice(-12),
      ),
    ),
    subscribe: vi.fn(
      (
        chatId: string | number,
        since: number | null,
        onMessage: ChatMessageHandler,
        onError?: (error: ChatTransportError) => void,
      ) => {
        const key = String(chatId);
        const handlers = listeners.get(key) ?? new Set();
        listeners.set(key, handlers);
        handlers.add(onMessage);
        if (onError) failures.set(key, onError);
        // What the server holds after `since` arrives as a real server's would: later.
        const missed = (chats[key] ?? []).filter(
          (entry) => since !== null && entry.timestamp > since,
        );
        queueMicrotask(() => {
          for (const entry of missed) if (handlers.has(onMessage)) onMessage(entry);
        });
        return () => {
          handlers.delete(onMessage);
          failures.delete(key);
        };
      },
    ),
  };
  return {
    transport,
    /** A message posted by someone: stored, and delivered to the open live queries. */
    post(chatId: string, entry: ChatMessage) {
      (chats[chatId] ??= []).push(entry);
      for (const handler of listeners.get(chatId) ?? []) handler(entry);
    },
    /** The server ends a chat's live query with an error. */
    refuse(chatId: string, code: string) {
      failures.get(chatId)?.(new ChatTransportError(code, 'Rifiutato'));
    },
    openQueries: (chatId: string) => listeners.get(chatId)?.size ?? 0,
  };
}

/** The session cache of Giulia's ORG profile, and the owner the session tells. */
function signedInCache(
  random: () => number = Math.random,
): ChatSessionCache & { owner: ChatCacheOwnership } {
  const owner = createChatCacheOwnership();
  const sessionCache = createChatSessionCache({ random, owner });
  owner.follow(chatCacheOwner('7', 'portineria:org:101'));
  return Object.assign(sessionCache, { owner });
}

/** Opens a chat and lets its first page arrive. */
async function open(
  server: ReturnType<typeof fakeTransport>,
  sessionCache: ChatSessionCache,
  chatId: string,
  // null: the screen does not know it (an undefined argument would take the default).
  category: ChatCategory | null = 'ORDER',
) {
  const changes: ChatFeedState[] = [];
  let known = category ?? undefined;
  const feed = openChatFeed({
    chatId,
    category: () => known,
    transport: server.transport,
    cache: sessionCache.current(),
    onChange: (state) => changes.push(state),
  });
  const atOnce = feed.state;
  await vi.waitFor(() => expect(feed.state.state).not.toBe('loading'), { interval: 1 });
  return {
    feed,
    atOnce,
    changes,
    learnCategory(next: ChatCategory) {
      known = next;
      feed.remember();
    },
  };
}

async function loadOlder(feed: ChatFeed) {
  feed.loadOlder();
  await vi.waitFor(() => expect(feed.state.loadingOlder).toBe(false), { interval: 1 });
}

describe('the chat panel and the session cache (002 §9)', () => {
  it('002 §9: reopening a chat shows its cached messages at once and its live query runs from the newest one — the first page is not asked again', async () => {
    const server = fakeTransport({ '41': range(1, 30) });
    const sessionCache = signedInCache();
    const first = await open(server, sessionCache, '41');
    first.feed.close();

    const reopened = await open(server, sessionCache, '41');

    expect(ids(first.feed.state.messages)).toEqual(ids(range(7, 30)));
    expect(reopened.atOnce.state).toBe('ready');
    expect(ids(reopened.atOnce.messages)).toEqual(ids(range(7, 30)));
    expect(reopened.atOnce.hasOlder).toBe(true);
    expect(server.transport.loadLatest).toHaveBeenCalledTimes(1);
    expect(server.transport.subscribe).toHaveBeenLastCalledWith(
      '41',
      30_000,
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('DECISIONS.md "The chat\'s session cache in the panel": a message posted while the chat is closed arrives on reopening, once, after the cached ones', async () => {
    const server = fakeTransport({ '41': range(1, 5) });
    const sessionCache = signedInCache();
    const first = await open(server, sessionCache, '41');
    server.post('41', message(6));
    first.feed.close();
    expect(server.openQueries('41')).toBe(0);

    // Posted with the chat closed: no live query holds it, the cache does not know it.
    server.post('41', message(7));
    expect(ids(sessionCache.current().firstPage('ORDER', '41')?.messages ?? [])).toEqual(
      ids(range(1, 6)),
    );
    const reopened = await open(server, sessionCache, '41');
    await vi.waitFor(() => expect(reopened.feed.state.messages).toHaveLength(7), { interval: 1 });
    // The live query delivers the same message again (a reconnection): still shown once.
    server.post('41', message(7));

    expect(ids(reopened.atOnce.messages)).toEqual(ids(range(1, 6)));
    expect(ids(reopened.feed.state.messages)).toEqual(ids(range(1, 7)));
    expect(server.transport.subscribe).toHaveBeenLastCalledWith(
      '41',
      6000,
      expect.any(Function),
      expect.any(Function),
    );
    expect(ids(sessionCache.current().firstPage('ORDER', '41')?.messages ?? [])).toEqual(
      ids(range(1, 7)),
    );
    expect(server.transport.loadLatest).toHaveBeenCalledTimes(1);
  });

  it('002 §9: "12 returned per read" — older messages come from the buffer 12 at a time before the server is asked', async () => {
    const server = fakeTransport({ '41': range(1, 60) });
    const sessionCache = signedInCache();
    const first = await open(server, sessionCache, '41');
    await loadOlder(first.feed);
    await loadOlder(first.feed);
    first.feed.close();
    expect(server.transport.loadOlder).toHaveBeenCalledTimes(2);

    const reopened = await open(server, sessionCache, '41');
    reopened.feed.loadOlder();
    const afterFirstRead = ids(reopened.feed.state.messages);
    reopened.feed.loadOlder();
    const afterSecondRead = ids(reopened.feed.state.messages);
    await loadOlder(reopened.feed);

    expect(afterFirstRead).toEqual(ids(range(25, 60)));
    expect(afterSecondRead).toEqual(ids(range(13, 60)));
    expect(server.transport.loadOlder).toHaveBeenCalledTimes(3);
    expect(server.transport.loadOlder).toHaveBeenLastCalledWith('41', 13_000, expect.anything());
    expect(ids(reopened.feed.state.messages)).toEqual(ids(range(1, 60)));
    expect(reopened.feed.state.hasOlder).toBe(true);
  });

  it('002 §9: a cached chat whose whole history is in the buffer has nothing older to ask the server for', async () => {
    const server = fakeTransport({ '41': range(1, 10) });
    const sessionCache = signedInCache();
    (await open(server, sessionCache, '41')).feed.close();

    const reopened = await open(server, sessionCache, '41');
    reopened.feed.loadOlder();

    expect(reopened.atOnce.hasOlder).toBe(false);
    expect(server.transport.loadOlder).not.toHaveBeenCalled();
  });

  it('002 §9: "at most 5 cached chats per category … with random eviction" — opening a sixth order chat evicts the one the random source picks, which then loads from the server again', async () => {
    const chats = Object.fromEntries(
      ['1', '2', '3', '4', '5', '6'].map((chatId) => [chatId, range(1, 3)]),
    );
    const server = fakeTransport(chats);
    // The first of the five cached chats is the one picked.
    const sessionCache = signedInCache(() => 0);
    for (const chatId of ['1', '2', '3', '4', '5', '6']) {
      (await open(server, sessionCache, chatId)).feed.close();
    }

    const evicted = await open(server, sessionCache, '1', 'ORDER');

    expect(evicted.atOnce.state).toBe('loading');
    expect(server.transport.loadLatest).toHaveBeenCalledTimes(7);
    expect(server.transport.loadLatest).toHaveBeenLastCalledWith('1', expect.anything());
    // Reopened, chat 1 came back and evicted the first cached again (chat 2).
    expect(cachedChatIds(sessionCache.snapshot(), 'ORDER')).toEqual(['3', '4', '5', '6', '1']);
  });

  it('002 §9: "(the company has no limit)" — company chats stay cached however many are opened', async () => {
    const chatIds = Array.from({ length: 8 }, (_, index) => `c${index}`);
    const server = fakeTransport(Object.fromEntries(chatIds.map((id) => [id, range(1, 2)])));
    const sessionCache = signedInCache(() => {
      throw new Error('random must not be called');
    });
    for (const chatId of chatIds) {
      (await open(server, sessionCache, chatId, 'COMPANY')).feed.close();
    }

    const reopened = await open(server, sessionCache, 'c0', 'COMPANY');

    expect(reopened.atOnce.state).toBe('ready');
    expect(cachedChatIds(sessionCache.snapshot(), 'COMPANY')).toEqual(chatIds);
  });

  it('002 §9: a profile switch or a sign-out empties the cache — the chat reopens from the server', async () => {
    const server = fakeTransport({ '41': range(1, 5) });
    const sessionCache = signedInCache();
    (await open(server, sessionCache, '41')).feed.close();

    sessionCache.owner.follow(chatCacheOwner('7', 'portineria:usr:303'));
    const afterSwitch = await open(server, sessionCache, '41');
    afterSwitch.feed.close();
    sessionCache.owner.follow(null);
    const afterSignOut = await open(server, sessionCache, '41');

    expect(afterSwitch.atOnce.state).toBe('loading');
    expect(afterSignOut.atOnce.state).toBe('loading');
    expect(server.transport.loadLatest).toHaveBeenCalledTimes(3);
  });

  it('002 §3.6 / §9: a chat opened before its category is known is cached once the list tells it', async () => {
    const server = fakeTransport({ '41': range(1, 5) });
    const sessionCache = signedInCache();
    const first = await open(server, sessionCache, '41', null);
    expect(cachedChatIds(sessionCache.snapshot(), 'CLAIM')).toEqual([]);

    first.learnCategory('CLAIM');
    first.feed.close();
    const reopened = await open(server, sessionCache, '41', 'CLAIM');

    expect(reopened.atOnce.state).toBe('ready');
    expect(ids(reopened.atOnce.messages)).toEqual(ids(range(1, 5)));
  });

  it('DECISIONS.md "The chat\'s session cache in the panel" 7: a chat opened by its address before the chats list loaded is cached once its info tells the category, and opening it by its address again is served from the cache', async () => {
    const server = fakeTransport({ '41': range(1, 30) });
    const sessionCache = signedInCache();
    // A reload on /USR/COM/chats/3/41: the list has not answered, the chat info has.
    const byAddress = await open(
      server,
      sessionCache,
      '41',
      chatFeedCategory(undefined, undefined) ?? null,
    );
    byAddress.learnCategory(chatFeedCategory(undefined, 'TICKET') ?? 'BUILDING');
    byAddress.feed.close();

    // Back to the same address, the list still not loaded and the info not yet answered.
    const again = await open(
      server,
      sessionCache,
      '41',
      chatFeedCategory(undefined, undefined) ?? null,
    );

    expect(cachedChatIds(sessionCache.snapshot(), 'TICKET')).toEqual(['41']);
    expect(again.atOnce.state).toBe('ready');
    expect(ids(again.atOnce.messages)).toEqual(ids(range(7, 30)));
    expect(again.atOnce.hasOlder).toBe(true);
    expect(server.transport.loadLatest).toHaveBeenCalledTimes(1);
    expect(server.transport.subscribe).toHaveBeenLastCalledWith(
      '41',
      30_000,
      expect.any(Function),
      expect.any(Function),
    );
    // Older messages of the reopened chat read the buffer of the category it was cached under.
    again.feed.loadOlder();
    expect(ids(again.feed.state.messages)).toEqual(ids(range(7, 30)));
    await vi.waitFor(() => expect(again.feed.state.loadingOlder).toBe(false), { interval: 1 });
    expect(server.transport.loadOlder).toHaveBeenCalledTimes(1);
  });

  it('002 §9: "at most 5 cached chats per category … with random eviction" — a chat opened by its address enters its category like any other, evicting the chat the random source picks', async () => {
    const chats = Object.fromEntries(
      ['1', '2', '3', '4', '5', '6'].map((chatId) => [chatId, range(1, 3)]),
    );
    const server = fakeTransport(chats);
    // The last of the five cached chats is the one picked.
    const sessionCache = signedInCache(() => 0.99);
    for (const chatId of ['1', '2', '3', '4', '5']) {
      (await open(server, sessionCache, chatId, 'ORDER')).feed.close();
    }

    const byAddress = await open(server, sessionCache, '6', null);
    expect(cachedChatIds(sessionCache.snapshot(), 'ORDER')).toEqual(['1', '2', '3', '4', '5']);
    byAddress.learnCategory(chatFeedCategory(undefined, 'ORDER') ?? 'BUILDING');
    byAddress.feed.close();
    const again = await open(server, sessionCache, '6', null);
    const evicted = await open(server, sessionCache, '5', null);

    expect(cachedChatIds(sessionCache.snapshot(), 'ORDER')).toEqual(['1', '2', '3', '4', '6']);
    expect(again.atOnce.state).toBe('ready');
    expect(evicted.atOnce.state).toBe('loading');
    expect(server.transport.loadLatest).toHaveBeenCalledTimes(7);
  });

  it("002 §3.6: the chats list's category wins over the chat info's; an unknown value is no category", () => {
    expect(chatFeedCategory('ORDER', 'TICKET')).toBe('ORDER');
    expect(chatFeedCategory(undefined, 'CLAIM')).toBe('CLAIM');
    expect(chatFeedCategory('ORD', undefined)).toBeUndefined();
    expect(chatFeedCategory(undefined, 'toString')).toBeUndefined();
    expect(chatFeedCategory(undefined, undefined)).toBeUndefined();
  });

  it('002 §8 "a permission-denied error means the user has lost access": the chat leaves the cache', async () => {
    const server = fakeTransport({ '41': range(1, 5) });
    const sessionCache = signedInCache();
    const first = await open(server, sessionCache, '41');

    server.refuse('41', 'permission-denied');
    first.feed.close();
    const reopened = await open(server, sessionCache, '41');

    expect(first.feed.state.state).toBe('error');
    expect(first.feed.state.error?.kind).toBe('lostAccess');
    expect(reopened.atOnce.state).toBe('loading');
    expect(server.transport.loadLatest).toHaveBeenCalledTimes(2);
  });

  it('002 §9: a message this panel sent is kept in the cache with the rest', async () => {
    const server = fakeTransport({ '41': range(1, 3) });
    const sessionCache = signedInCache();
    const first = await open(server, sessionCache, '41');

    first.feed.add([message(4)]);
    first.feed.close();
    const reopened = await open(server, sessionCache, '41');

    expect(ids(reopened.atOnce.messages)).toEqual(ids(range(1, 4)));
    expect(server.transport.subscribe).toHaveBeenLastCalledWith(
      '41',
      4000,
      expect.any(Function),
      expect.any(Function),
    );
  });
});
