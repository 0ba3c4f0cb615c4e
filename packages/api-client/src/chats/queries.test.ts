import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ChatTransport } from '../chat/types.ts';
import { createApiClient } from '../createApiClient.ts';
import { fakeFetch, json } from '../http/testing/fakeFetch.ts';
import { queryKeys } from '../queryKeys.ts';
import { getChatsPageQueryOptions, sendChatMessageMutationOptions } from './queries.ts';

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
