import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ChatTransport } from '../chat/types.ts';
import { createApiClient } from '../createApiClient.ts';
import { fakeFetch, json } from '../http/testing/fakeFetch.ts';
import { queryKeys } from '../queryKeys.ts';
import {
  getChatLinkPreviewQueryOptions,
  getChatsPageQueryOptions,
  sendChatMessageMutationOptions,
} from './queries.ts';

describe('sendChatMessageMutationOptions', () => {
  it('002 §7.3 "push of {_user, timestamp, message}": sent through the chat port, and the chats list (newest message first) becomes stale', async () => {
    // Arrange
    const fake = fakeFetch(() => json({ rows: { results: [], counter: 0 } }));
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'p',
      getActiveUserId: () => 5,
      fetch: fake.fetch,
    });
    const stored = { idMessage: 'm1', _user: '5', timestamp: 10, message: 'Ciao' };
    const send = vi.fn(async () => stored);
    const transport = { send } as unknown as ChatTransport;
    const queryClient = new QueryClient();
    const list = getChatsPageQueryOptions(client, { limit: 50, offset: 0 });
    await queryClient.fetchQuery(list);
    const message = { _user: '5', timestamp: 10, message: 'Ciao' };

    // Act
    const result = await queryClient
      .getMutationCache()
      .build(queryClient, sendChatMessageMutationOptions(client, transport))
      .execute({ chatId: 7, message });

    // Assert
    expect(send).toHaveBeenCalledWith(7, message);
    expect(result).toEqual(stored);
    expect(queryClient.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
    expect(list.queryKey.slice(0, 3)).toEqual(queryKeys.chats.all('p'));
    queryClient.clear();
  });
});

describe('getChatLinkPreviewQueryOptions', () => {
  it("002 §3.6 `external`: a message's link preview is read from the gateway, unwrapped from data, and kept for the session", async () => {
    // Arrange
    const preview = {
      valid: true,
      url: 'https://www.studiorossi.example/regolamento',
      title: 'Regolamento condominiale',
      description: 'Regolamento aggiornato',
      logo: null,
    };
    const fake = fakeFetch(() => json({ data: preview }));
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'p',
      fetch: fake.fetch,
    });
    const queryClient = new QueryClient();
    const options = getChatLinkPreviewQueryOptions(client, 7, 'a1b2-c3');

    // Act
    const result = await queryClient.fetchQuery(options);

    // Assert
    expect(result).toEqual(preview);
    expect(fake.requests[0]?.url).toMatch(
      /\/api\/v2\/proxy\/chats\/7\/messages\/a1b2-c3\/preview$/,
    );
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.queryKey.slice(0, 3)).toEqual(queryKeys.chats.all('p'));
    queryClient.clear();
  });

  it('DECISIONS.md "Retry-After: a refused call says when to ask again": a preview refused with 429 is asked again after the Retry-After the gateway sent, not before', async () => {
    // Arrange
    vi.useFakeTimers();
    const preview = {
      valid: true,
      url: 'https://x.example/',
      title: 'X',
      description: null,
      logo: null,
    };
    let calls = 0;
    const fake = fakeFetch(() => {
      calls += 1;
      if (calls > 1) return json({ data: preview });
      const refused = json(
        { error_code: 'TOO_MANY_REQUESTS', message: 'Riprova tra 3 secondi.' },
        429,
      );
      refused.headers.set('retry-after', '3');
      return refused;
    });
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'p',
      fetch: fake.fetch,
    });
    const queryClient = new QueryClient();

    try {
      // Act
      const result = queryClient.fetchQuery(getChatLinkPreviewQueryOptions(client, 7, 'm1'));
      await vi.advanceTimersByTimeAsync(2_900);
      const before = fake.requests.length;
      await vi.advanceTimersByTimeAsync(200);

      // Assert
      expect(before).toBe(1);
      expect(await result).toEqual(preview);
      expect(fake.requests).toHaveLength(2);
    } finally {
      queryClient.clear();
      vi.useRealTimers();
    }
  });
});
