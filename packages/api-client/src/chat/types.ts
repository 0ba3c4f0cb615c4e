/**
 * The realtime chat port (002 §7.3): what the chat panel needs from a message store, whichever
 * backs it — the reference gateway (HTTP + WebSocket) or a Firebase Realtime Database. Messages
 * are the domain's `ChatMessage` (wire shape of 002 §3.6: `idMessage`, `_user`, `timestamp`,
 * `message`, `file`…), always oldest first.
 */
import type {
  ChatFile,
  ChatMessage,
  ChatUploadEntity,
  OutgoingChatMessage,
} from '@portineria/domain';

export type { ChatFile, ChatMessage, ChatUploadEntity, OutgoingChatMessage };

/** A chat id: the gateway's integers, the realtime database's keys. */
export type ChatId = string | number;

/** A browser `File`, or any `Blob` with a name given separately. */
export type AttachmentFile = Blob & { readonly name?: string };

/** A version 1 attachment upload: chat id, file, cover type (002 §7.3). */
export interface ChatAttachmentUploadV1 {
  version: 1;
  chatId: ChatId;
  file: AttachmentFile;
  /** The file name when `file` is a bare Blob. */
  fileName?: string;
  /** The cover type; the spec lists no values (e.g. 'image', 'document'). */
  coverType: string;
}

/** A version 2 attachment upload: file, entity, entity id (002 §7.3). */
export interface ChatAttachmentUploadV2 {
  version: 2;
  file: AttachmentFile;
  fileName?: string;
  entity: ChatUploadEntity;
  entityId: ChatId;
}

/** Either upload version. */
export type ChatAttachmentUpload = ChatAttachmentUploadV1 | ChatAttachmentUploadV2;

/** A stored attachment: what a message's `file` field carries. */
export interface UploadedAttachment extends ChatFile {
  /** The attachment's id on its store. */
  id: string;
  name: string;
  url: string;
  type: string;
  size: number;
}

/**
 * Why a transport call or a live subscription failed. `code` is `permission-denied` when the user
 * is not (or no longer) a member — domain's `chatErrorOutcome(error.code)` turns it into 'Non hai
 * più accesso a questa chat' — else the server's code (`VALIDATION_FAILED`, `unavailable`…).
 */
export class ChatTransportError extends Error {
  /** `permission-denied`, `unavailable`, `invalid-argument`, or a server error code. */
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChatTransportError';
    this.code = code;
  }
}

/** Per-call options. */
export interface ChatCallOptions {
  signal?: AbortSignal;
}

/** A handler of live messages; it may receive a message again (merge with `mergeMessagePage`). */
export type ChatMessageHandler = (message: ChatMessage) => void;

/**
 * The realtime chat port. Pages follow domain's rules: the first page is the newest 24, each older
 * page the 12 before the oldest shown (`chatPageLimit`), ordered by timestamp, oldest first.
 */
export interface ChatTransport {
  /** The newest 24 messages of a chat, oldest first. */
  loadLatest(chatId: ChatId, options?: ChatCallOptions): Promise<ChatMessage[]>;
  /** The 12 messages before `beforeTimestamp`, oldest first (empty when none is left). */
  loadOlder(
    chatId: ChatId,
    beforeTimestamp: number,
    options?: ChatCallOptions,
  ): Promise<ChatMessage[]>;
  /**
   * Live messages with a timestamp after `sinceTimestamp` (null: only the ones sent from now on),
   * each delivered once per subscription (told apart by `idMessage`), across reconnections. They
   * come in timestamp order, except that a message published late (two senders through two
   * gateway instances) still comes after a newer one: place it by its timestamp (domain's
   * `mergeMessagePage`), never drop it. Returns the
   * function that stops the subscription. `onError` receives a {@link ChatTransportError}; a
   * `permission-denied` ends the subscription, transient failures are retried.
   */
  subscribe(
    chatId: ChatId,
    sinceTimestamp: number | null,
    onMessage: ChatMessageHandler,
    onError?: (error: ChatTransportError) => void,
  ): () => void;
  /** Sends `{ _user, timestamp, message }` (domain's `buildOutgoingMessage`); resolves with the stored message. */
  send(
    chatId: ChatId,
    message: OutgoingChatMessage,
    options?: ChatCallOptions,
  ): Promise<ChatMessage>;
  /** Uploads an attachment (version 1 or 2) and resolves with its stored description. */
  uploadAttachment(
    upload: ChatAttachmentUpload,
    options?: ChatCallOptions,
  ): Promise<UploadedAttachment>;
  /** Closes connections and stops every subscription. */
  close(): Promise<void>;
}
