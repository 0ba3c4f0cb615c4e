/**
 * Tells the gateway what the member has seen of the open chat (per-member marks in domain's
 * DECISIONS.md): the newest message shown, whenever it changes while the page is visible, and
 * again when a hidden tab comes back — so the chat list's count and the top bar's total clear
 * when a chat is opened and stay clear while it is read.
 */
import { markChatSeenMutationOptions } from '@portineria/api-client';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '../../lib/apiClient.ts';

/** Marks `chatId` seen up to `newest` (the newest message's timestamp; undefined: nothing to mark). */
export function useMarkChatSeen(chatId: string, newest: number | undefined): void {
  const { mutate } = useMutation(markChatSeenMutationOptions(apiClient));
  // The last mark sent for this chat: a re-render with the same newest message sends nothing.
  const sent = useRef<{ chatId: string; timestamp: number } | undefined>(undefined);
  useEffect(() => {
    if (newest === undefined) return undefined;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      const last = sent.current;
      if (last && last.chatId === chatId && last.timestamp >= newest) return;
      sent.current = { chatId, timestamp: newest };
      mutate({ chatId, timestamp: newest });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [chatId, newest, mutate]);
}
