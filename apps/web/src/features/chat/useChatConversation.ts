/**
 * One chat's messages as the panel shows them (002 §7.3): the newest 24 first, then 12 older at a
 * time; live messages from the newest one loaded (002 §9 "a live query runs from the last seen
 * timestamp"), merged in timestamp order without duplicates; sending `{_user, timestamp,
 * message}`. Errors follow domain's `chatErrorOutcome` (002 §8).
 */
import {
  ChatTransportError,
  chatClientMessages,
  sendChatMessageMutationOptions,
} from '@portineria/api-client';
import {
  CHAT_FIRST_PAGE_SIZE,
  CHAT_OLDER_PAGE_SIZE,
  buildOutgoingMessage,
  chatErrorOutcome,
  mergeMessagePage,
  type ChatErrorOutcome,
  type ChatMessage,
} from '@portineria/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { chatTransport } from '../../lib/chatTransport.ts';

/** What the panel needs of a chat's conversation. */
export interface ChatConversation {
  /** 'loading' until the first page, 'error' when the chat could not start or access was lost. */
  state: 'loading' | 'ready' | 'error';
  messages: ChatMessage[];
  /** The panel's error, or the read error's snackbar (002 §8). */
  error: ChatErrorOutcome | undefined;
  /** Dismisses a read error's snackbar. */
  dismissError: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  sending: boolean;
  sendError: string | undefined;
  /** Sends a message; rejects (keeping the text in the box) when it fails. */
  send: (text: string) => Promise<void>;
}

function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ChatTransportError ? error.code : undefined;
}

/** The conversation of `chatId` for the user `userId` (the `_user` of their messages). */
export function useChatConversation(chatId: string, userId: string): ChatConversation {
  const [state, setState] = useState<ChatConversation['state']>('loading');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<ChatErrorOutcome | undefined>();
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sendError, setSendError] = useState<string | undefined>();
  const sendMutation = useMutation(sendChatMessageMutationOptions(apiClient, chatTransport()));
  const { mutateAsync } = sendMutation;
  // The oldest timestamp shown, read by loadOlder without re-creating it at every message.
  const oldestRef = useRef<number | undefined>(undefined);

  useEffect(() => {
    const transport = chatTransport();
    const abort = new AbortController();
    let unsubscribe: (() => void) | undefined;
    setState('loading');
    setMessages([]);
    setError(undefined);
    setSendError(undefined);
    setHasOlder(false);
    oldestRef.current = undefined;
    const receive = (incoming: readonly ChatMessage[]) =>
      setMessages((current) => {
        const merged = mergeMessagePage(current, incoming);
        oldestRef.current = merged[0]?.timestamp;
        return merged;
      });
    transport
      .loadLatest(chatId, { signal: abort.signal })
      .then((latest) => {
        if (abort.signal.aborted) return;
        receive(latest);
        setHasOlder(latest.length >= CHAT_FIRST_PAGE_SIZE);
        setState('ready');
        unsubscribe = transport.subscribe(
          chatId,
          latest.at(-1)?.timestamp ?? 0,
          (message) => receive([message]),
          (failure) => {
            const outcome = chatErrorOutcome(failure.code, 'read');
            setError(outcome);
            if (outcome.disablesChat) setState('error');
          },
        );
      })
      .catch((failure: unknown) => {
        if (abort.signal.aborted) return;
        setError(chatErrorOutcome(errorCodeOf(failure), 'start'));
        setState('error');
      });
    return () => {
      abort.abort();
      unsubscribe?.();
    };
  }, [chatId]);

  const loadOlder = useCallback(() => {
    const before = oldestRef.current;
    if (before === undefined || loadingOlder) return;
    setLoadingOlder(true);
    chatTransport()
      .loadOlder(chatId, before)
      .then((older) => {
        setMessages((current) => {
          const merged = mergeMessagePage(current, older);
          oldestRef.current = merged[0]?.timestamp;
          return merged;
        });
        setHasOlder(older.length >= CHAT_OLDER_PAGE_SIZE);
      })
      .catch((failure: unknown) => setError(chatErrorOutcome(errorCodeOf(failure), 'read')))
      .finally(() => setLoadingOlder(false));
  }, [chatId, loadingOlder]);

  const send = useCallback(
    async (text: string) => {
      const outgoing = buildOutgoingMessage(userId, text, new Date());
      if (!outgoing) return;
      setSendError(undefined);
      try {
        const stored = await mutateAsync({ chatId, message: outgoing });
        setMessages((current) => mergeMessagePage(current, [stored]));
      } catch (failure) {
        const outcome = chatErrorOutcome(errorCodeOf(failure), 'read');
        if (outcome.kind === 'lostAccess') {
          setError(outcome);
          setState('error');
        }
        setSendError(
          failure instanceof ChatTransportError ? failure.message : chatClientMessages.sendFailed,
        );
        throw failure;
      }
    },
    [chatId, userId, mutateAsync],
  );

  return {
    state,
    messages,
    error,
    dismissError: () => setError(undefined),
    hasOlder,
    loadingOlder,
    loadOlder,
    sending: sendMutation.isPending,
    sendError,
    send,
  };
}
