/**
 * One chat's messages as the panel shows them (002 §7.3): the newest 24 first, then 12 older at a
 * time; live messages from the newest one loaded (002 §9 "a live query runs from the last seen
 * timestamp"), merged in timestamp order without duplicates; sending `{_user, timestamp,
 * message}`, with the picked files uploaded first (their progress reported) and one message per
 * file (domain's `outgoingMessagesWithFiles`). Errors follow domain's `chatErrorOutcome` (002 §8).
 */
import {
  ApiError,
  ChatTransportError,
  chatClientMessages,
  sendChatMessageMutationOptions,
  uploadChatFileMutationOptions,
  type StoredAttachment,
} from '@portineria/api-client';
import {
  CHAT_FIRST_PAGE_SIZE,
  CHAT_OLDER_PAGE_SIZE,
  chatErrorOutcome,
  mergeMessagePage,
  outgoingMessagesWithFiles,
  unsentChatPart,
  type ChatErrorOutcome,
  type ChatMessage,
  type ChatSendDelivered,
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
  /** The upload progress (0…1) of each file of the message being sent, in the order picked. */
  uploads: ChatFileUpload[];
  sendError: string | undefined;
  /**
   * Sends a message with its files; rejects (the panel keeps the text and the files) when an
   * upload or a send fails.
   */
  send: (text: string, files?: readonly File[]) => Promise<void>;
}

/** One file's upload progress. */
export interface ChatFileUpload {
  name: string;
  fraction: number;
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
  const [sending, setSending] = useState(false);
  const [uploads, setUploads] = useState<ChatFileUpload[]>([]);
  const { mutateAsync } = useMutation(sendChatMessageMutationOptions(apiClient, chatTransport()));
  const { mutateAsync: uploadFile } = useMutation(uploadChatFileMutationOptions(apiClient));
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

  // What a send that failed half-way already delivered (its text, its files' messages) and the
  // files it already uploaded: sending again goes on from there (domain unsentChatPart).
  const deliveredRef = useRef<ChatSendDelivered<File>>({ text: null, files: new Set() });
  const uploadedRef = useRef(new Map<File, StoredAttachment>());
  useEffect(() => {
    deliveredRef.current = { text: null, files: new Set() };
    uploadedRef.current = new Map();
  }, [chatId]);

  const send = useCallback(
    async (typed: string, picked: readonly File[] = []) => {
      const delivered = deliveredRef.current;
      const { text, files } = unsentChatPart(typed, picked, delivered);
      if (outgoingMessagesWithFiles(userId, text, files, new Date()).length === 0) {
        deliveredRef.current = { text: null, files: new Set() };
        return;
      }
      setSendError(undefined);
      setSending(true);
      setUploads(files.map((file) => ({ name: file.name, fraction: 0 })));
      try {
        // One after the other: the progress shown is the file going up, and a refusal stops the rest.
        const stored: StoredAttachment[] = [];
        for (const [index, file] of files.entries()) {
          const uploaded =
            uploadedRef.current.get(file) ??
            (await uploadFile({
              chatId,
              file,
              fileName: file.name,
              onProgress: (fraction) =>
                setUploads((current) =>
                  current.map((upload, at) => (at === index ? { ...upload, fraction } : upload)),
                ),
            }));
          uploadedRef.current.set(file, uploaded);
          stored.push(uploaded);
        }
        const outgoing = outgoingMessagesWithFiles(userId, text, stored, new Date());
        for (const [index, message] of outgoing.entries()) {
          const sent = await mutateAsync({ chatId, message });
          setMessages((current) => mergeMessagePage(current, [sent]));
          // Delivered: a send tried again does not repeat it.
          const file = files[index];
          deliveredRef.current = {
            text: index === 0 ? typed : delivered.text,
            files: new Set([...deliveredRef.current.files, ...(file ? [file] : [])]),
          };
        }
        // All of it went: the next message starts afresh.
        deliveredRef.current = { text: null, files: new Set() };
        uploadedRef.current = new Map();
      } catch (failure) {
        const outcome = chatErrorOutcome(errorCodeOf(failure), 'read');
        if (outcome.kind === 'lostAccess') {
          setError(outcome);
          setState('error');
        }
        // The gateway's and domain's refusals are Italian (a file's type, size or content).
        setSendError(
          failure instanceof ChatTransportError || failure instanceof ApiError
            ? failure.message
            : chatClientMessages.sendFailed,
        );
        throw failure;
      } finally {
        setSending(false);
        setUploads([]);
      }
    },
    [chatId, userId, mutateAsync, uploadFile],
  );

  return {
    state,
    messages,
    error,
    dismissError: () => setError(undefined),
    hasOlder,
    loadingOlder,
    loadOlder,
    sending,
    uploads,
    sendError,
    send,
  };
}
