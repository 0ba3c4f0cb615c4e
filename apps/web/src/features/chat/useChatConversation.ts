/**
 * One chat's conversation as the panel shows it (002 §7.3): its messages from ./chatFeed.ts — the
 * session cache of 002 §9 first, then the server, live messages merged without duplicates — and
 * sending `{_user, timestamp, message}`, with the picked files uploaded first (their progress
 * reported) and one message per file (domain's `outgoingMessagesWithFiles`). Errors follow
 * domain's `chatErrorOutcome` (002 §8).
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
  chatErrorOutcome,
  outgoingMessagesWithFiles,
  unsentChatPart,
  type ChatCategory,
  type ChatErrorOutcome,
  type ChatMessage,
  type ChatSendDelivered,
} from '@portineria/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { chatSessionCache } from '../../lib/chatSessionCache.ts';
import { chatTransport } from '../../lib/chatTransport.ts';
import { initialChatFeedState, openChatFeed, type ChatFeed } from './chatFeed.ts';

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

/**
 * The conversation of `chatId` for the user `userId` (the `_user` of their messages); `category`
 * (002 §3.6) keys the session cache, and may arrive after the chat opened.
 */
export function useChatConversation(
  chatId: string,
  userId: string,
  category: ChatCategory | undefined,
): ChatConversation {
  const [feedState, setFeedState] = useState(() =>
    initialChatFeedState(chatSessionCache.current(), chatId, category),
  );
  const [sendError, setSendError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [uploads, setUploads] = useState<ChatFileUpload[]>([]);
  const { mutateAsync } = useMutation(sendChatMessageMutationOptions(apiClient, chatTransport()));
  const { mutateAsync: uploadFile } = useMutation(uploadChatFileMutationOptions(apiClient));
  const feedRef = useRef<ChatFeed | undefined>(undefined);
  // The category read by the open feed: the chats list may tell it after the chat opened. It is
  // the category of one chat, so a feed still open on the previous chat never reads it.
  const categoryRef = useRef({ chatId, category });

  useEffect(() => {
    categoryRef.current = { chatId, category };
    feedRef.current?.remember();
  }, [chatId, category]);

  useEffect(() => {
    const feed = openChatFeed({
      chatId,
      category: () =>
        categoryRef.current.chatId === chatId ? categoryRef.current.category : undefined,
      transport: chatTransport(),
      cache: chatSessionCache.current(),
      onChange: setFeedState,
    });
    feedRef.current = feed;
    setFeedState(feed.state);
    setSendError(undefined);
    return () => {
      feed.close();
      if (feedRef.current === feed) feedRef.current = undefined;
    };
  }, [chatId]);

  const loadOlder = useCallback(() => feedRef.current?.loadOlder(), []);
  const dismissError = useCallback(() => feedRef.current?.dismissError(), []);

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
          feedRef.current?.add([sent]);
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
        if (outcome.kind === 'lostAccess') feedRef.current?.fail(outcome);
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
    state: feedState.state,
    messages: feedState.messages,
    error: feedState.error,
    dismissError,
    hasOlder: feedState.hasOlder,
    loadingOlder: feedState.loadingOlder,
    loadOlder,
    sending,
    uploads,
    sendError,
    send,
  };
}
