/**
 * The messages of one open chat, off React so that a test drives it with a fake transport: the
 * newest 24 first, then 12 older at a time (002 §7.3), live messages after the newest one (002 §9
 * "a live query runs from the last seen timestamp"), merged by domain's `mergeMessagePage`, so
 * nothing shows twice. The session cache (002 §9, ../../lib/chatSessionCache.ts) keeps what was
 * shown: a chat reopened in the session shows its cached messages at once and its live query
 * resumes from the newest of them, with no first page asked again; older messages are read from
 * the buffer, 12 at a time, before the server is asked. A closed chat keeps no live query: what
 * arrived meanwhile comes with the live query of its reopening (DECISIONS.md "The chat's session
 * cache in the panel").
 */
import { ChatTransportError, type ChatTransport } from '@portineria/api-client';
import {
  CHAT_CATEGORIES,
  CHAT_FIRST_PAGE_SIZE,
  CHAT_OLDER_PAGE_SIZE,
  chatErrorOutcome,
  mergeMessagePage,
  type CachedPage,
  type ChatCategory,
  type ChatErrorOutcome,
  type ChatMessage,
} from '@portineria/domain';
import type { ChatCacheHandle } from '../../lib/chatSessionCache.ts';

/** What the panel shows of a chat's messages. */
export interface ChatFeedState {
  /** 'loading' until the first page, 'error' when the chat could not start or access was lost. */
  state: 'loading' | 'ready' | 'error';
  /** Oldest first. */
  messages: ChatMessage[];
  /** The panel's error, or the read error's snackbar (002 §8). */
  error: ChatErrorOutcome | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
}

/** What the feed needs of the realtime chat port. */
export type ChatFeedTransport = Pick<ChatTransport, 'loadLatest' | 'loadOlder' | 'subscribe'>;

/** Options of {@link openChatFeed}. */
export interface ChatFeedOptions {
  chatId: string;
  /**
   * The chat's category (002 §3.6), the cache's key; read when needed, since the chats list or
   * the chat info may tell it after the chat opened. Unknown, the cache is asked by the chat's id
   * alone (a chat opened by its address and cached earlier); unknown there too, the chat is
   * neither read from nor kept in the cache until it is told.
   */
  category: () => ChatCategory | undefined;
  transport: ChatFeedTransport;
  /** The signed-in profile's session cache. */
  cache: ChatCacheHandle;
  /** Called with the new state at every change. */
  onChange: (state: ChatFeedState) => void;
}

/** One open chat's messages. */
export interface ChatFeed {
  /** The state now. */
  readonly state: ChatFeedState;
  /** Shows the next older messages: from the cache's buffer, else from the server. */
  loadOlder(): void;
  /** Shows messages this panel sent (the stored copies the transport answered). */
  add(messages: readonly ChatMessage[]): void;
  /** Shows an error a send met; access lost disables the chat and drops it from the cache. */
  fail(outcome: ChatErrorOutcome): void;
  /** Dismisses a read error's snackbar. */
  dismissError(): void;
  /** Keeps what is shown in the cache: called when the chat's category becomes known. */
  remember(): void;
  /** Stops the live query and any call under way. */
  close(): void;
}

function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ChatTransportError ? error.code : undefined;
}

function isChatCategory(value: string | undefined): value is ChatCategory {
  return value !== undefined && Object.hasOwn(CHAT_CATEGORIES, value);
}

/**
 * The category an open chat is cached under (002 §3.6, §9): the chats list's, else the chat
 * info's — a chat opened by its address is cached as soon as either arrives, not only once the
 * list has loaded (DECISIONS.md "The chat's session cache in the panel" 7). Undefined while
 * neither knows it.
 */
export function chatFeedCategory(
  listCategory: string | undefined,
  infoCategory: string | undefined,
): ChatCategory | undefined {
  if (isChatCategory(listCategory)) return listCategory;
  return isChatCategory(infoCategory) ? infoCategory : undefined;
}

/** Whether messages older than a cached page exist: in the buffer, or on the server. */
function olderLeft(page: CachedPage): boolean {
  return page.hasMore || !page.startReached;
}

/**
 * The state a chat opens with: its cached messages, ready at once, when the session cache holds
 * it; else loading.
 */
export function initialChatFeedState(
  cache: ChatCacheHandle,
  chatId: string,
  category: ChatCategory | undefined,
): ChatFeedState {
  const known = category ?? cache.categoryOf(chatId);
  const cached = known === undefined ? undefined : cache.firstPage(known, chatId);
  if (!cached) {
    return {
      state: 'loading',
      messages: [],
      error: undefined,
      hasOlder: false,
      loadingOlder: false,
    };
  }
  return {
    state: 'ready',
    messages: cached.messages,
    error: undefined,
    hasOlder: olderLeft(cached),
    loadingOlder: false,
  };
}

/** Opens a chat: from the session cache when it holds the chat, else from the server. */
export function openChatFeed({
  chatId,
  category: told,
  transport,
  cache,
  onChange,
}: ChatFeedOptions): ChatFeed {
  // What the screen tells wins; else the category the chat was cached under, found by its id.
  const category = () => told() ?? cache.categoryOf(chatId);
  const abort = new AbortController();
  let unsubscribe: (() => void) | undefined;
  let state = initialChatFeedState(cache, chatId, category());

  const remember = () => {
    const known = category();
    if (known === undefined || state.state !== 'ready') return;
    // Nothing older left to show means the shown messages reach the chat's first one.
    cache.store(known, chatId, state.messages, !state.hasOlder);
  };
  const update = (patch: Partial<ChatFeedState>) => {
    if (abort.signal.aborted) return;
    state = { ...state, ...patch };
    remember();
    onChange(state);
  };
  const receive = (incoming: readonly ChatMessage[]) =>
    update({ messages: mergeMessagePage(state.messages, incoming) });
  const fail = (outcome: ChatErrorOutcome) => {
    update({ error: outcome, ...(outcome.disablesChat ? { state: 'error' as const } : {}) });
    const known = category();
    if (outcome.kind === 'lostAccess' && known !== undefined) cache.remove(known, chatId);
  };
  const follow = (sinceTimestamp: number) => {
    unsubscribe = transport.subscribe(
      chatId,
      sinceTimestamp,
      (message) => receive([message]),
      (failure) => fail(chatErrorOutcome(failure.code, 'read')),
    );
  };

  if (state.state === 'ready') {
    // 002 §9 "a live query runs from the last seen timestamp": the newest cached message's.
    follow(state.messages.at(-1)?.timestamp ?? 0);
  } else {
    transport
      .loadLatest(chatId, { signal: abort.signal })
      .then((latest) => {
        update({
          messages: mergeMessagePage(state.messages, latest),
          hasOlder: latest.length >= CHAT_FIRST_PAGE_SIZE,
          state: 'ready',
        });
        if (!abort.signal.aborted) follow(latest.at(-1)?.timestamp ?? 0);
      })
      .catch((failure: unknown) => {
        update({ error: chatErrorOutcome(errorCodeOf(failure), 'start'), state: 'error' });
      });
  }

  return {
    get state() {
      return state;
    },
    loadOlder() {
      const before = state.messages[0]?.timestamp;
      if (before === undefined || !state.hasOlder || state.loadingOlder || abort.signal.aborted) {
        return;
      }
      const known = category();
      const buffered = known === undefined ? undefined : cache.olderPage(known, chatId, before);
      if (buffered && buffered.messages.length > 0) {
        update({
          messages: mergeMessagePage(state.messages, buffered.messages),
          hasOlder: olderLeft(buffered),
        });
        return;
      }
      update({ loadingOlder: true });
      transport
        .loadOlder(chatId, before, { signal: abort.signal })
        .then((older) =>
          update({
            messages: mergeMessagePage(state.messages, older),
            hasOlder: older.length >= CHAT_OLDER_PAGE_SIZE,
            loadingOlder: false,
          }),
        )
        .catch((failure: unknown) =>
          update({ error: chatErrorOutcome(errorCodeOf(failure), 'read'), loadingOlder: false }),
        );
    },
    add: receive,
    fail,
    dismissError: () => update({ error: undefined }),
    remember,
    close() {
      abort.abort();
      unsubscribe?.();
    },
  };
}
