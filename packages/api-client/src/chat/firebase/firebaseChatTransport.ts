/**
 * The chat port over a Firebase Realtime Database (002 §7.3 "read the messages path under the
 * chat id, ordered by timestamp, paged by limit-to-last (24 first, 12 later); a child-added
 * listener for new messages; push of {_user, timestamp, message}"). The Firebase SDK (≈119 kB gz)
 * is loaded on first use with dynamic imports, so it never weighs on the initial route. Files go
 * through the gateway's attachment endpoints, like with the gateway adapter.
 *
 * Messages live at `chats/{chatId}/messages/{pushId}`; members at `chats/{chatId}/members/{uid}`
 * (see ../database.rules.json, which these queries satisfy: ordered by timestamp, limitToLast ≤ 24).
 */
import {
  CHAT_FIRST_PAGE_SIZE,
  CHAT_OLDER_PAGE_SIZE,
  type ChatFile,
  type ChatMessage,
} from '@portineria/domain';
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type * as FirebaseAppModule from 'firebase/app';
import type * as FirebaseAuthModule from 'firebase/auth';
import type * as FirebaseDatabaseModule from 'firebase/database';
import type { DataSnapshot, Database, Query } from 'firebase/database';
import { createAuthApi } from '../../auth/auth.ts';
import type { HttpClient } from '../../http/client.ts';
import { uploadChatAttachment } from '../attachments.ts';
import { asChatCall } from '../errors.ts';
import { chatClientMessages } from '../messages.ts';
import {
  ChatTransportError,
  type ChatCallOptions,
  type ChatId,
  type ChatTransport,
} from '../types.ts';
import { isPermissionDenied } from '@portineria/domain';

/** The options of {@link createFirebaseChatTransport}. */
export interface FirebaseChatTransportOptions {
  /** The web app configuration of the Firebase project; `databaseURL` is required. */
  firebaseConfig: FirebaseOptions;
  /** The api-client's HTTP client: the custom token and the attachments come from the gateway. */
  http: HttpClient;
  /** The Firebase app name, so the chat does not clash with another app instance. */
  appName?: string;
  /** Where the custom token comes from. Default: `GET users/auth/custom-tokens`. */
  getCustomToken?: (options?: ChatCallOptions) => Promise<string>;
}

/** How many messages the live query may catch up with at once (the rules cap queries at 24). */
export const LIVE_WINDOW = CHAT_FIRST_PAGE_SIZE;

interface FirebaseModules {
  app: typeof FirebaseAppModule;
  auth: typeof FirebaseAuthModule;
  database: typeof FirebaseDatabaseModule;
}

/** Loads the three Firebase modules the adapter uses; nothing imports them statically. */
async function loadFirebase(): Promise<FirebaseModules> {
  const [app, auth, database] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    import('firebase/database'),
  ]);
  return { app, auth, database };
}

/** A message's file as the rules store it: its known fields only, never an undefined value. */
function storedFileOf(file: ChatFile): ChatFile {
  const stored: ChatFile = {};
  if (file.id !== undefined) stored.id = file.id;
  if (file.name !== undefined) stored.name = file.name;
  if (file.url !== undefined) stored.url = file.url;
  if (file.type !== undefined) stored.type = file.type;
  if (file.size !== undefined) stored.size = file.size;
  return stored;
}

function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** A Firebase failure as a chat error (permission denials become `permission-denied`). */
export function firebaseChatError(error: unknown, fallbackMessage: string): ChatTransportError {
  if (error instanceof ChatTransportError) return error;
  const code = errorCodeOf(error);
  const text = error instanceof Error ? error.message : String(error);
  if (isPermissionDenied(code) || /permission[_ -]denied/i.test(text)) {
    return new ChatTransportError('permission-denied', chatClientMessages.permissionDenied, {
      cause: error,
    });
  }
  return new ChatTransportError('unavailable', fallbackMessage, { cause: error });
}

/** A message snapshot in the domain's wire shape (the push id is the `idMessage`). */
export function messageFromSnapshot(snapshot: DataSnapshot): ChatMessage | undefined {
  const value: unknown = snapshot.val();
  if (snapshot.key === null || typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (
    typeof record._user !== 'string' ||
    typeof record.timestamp !== 'number' ||
    typeof record.message !== 'string'
  ) {
    return undefined;
  }
  const message: ChatMessage = {
    idMessage: snapshot.key,
    _user: record._user,
    timestamp: record.timestamp,
    message: record.message,
  };
  if (typeof record.containsLink === 'boolean') message.containsLink = record.containsLink;
  if (typeof record.external === 'object')
    message.external = record.external as ChatMessage['external'];
  if (typeof record.file === 'object') message.file = record.file as ChatMessage['file'];
  return message;
}

function messagesOf(snapshot: DataSnapshot): ChatMessage[] {
  const messages: ChatMessage[] = [];
  // forEach walks the children in query order: by timestamp, oldest first.
  snapshot.forEach((child) => {
    const message = messageFromSnapshot(child);
    if (message) messages.push(message);
  });
  return messages;
}

/**
 * Creates the Firebase chat transport: loads the SDK, initialises (or reuses) the named app and
 * signs in with the gateway's custom token before the first database call.
 */
export async function createFirebaseChatTransport(
  options: FirebaseChatTransportOptions,
): Promise<ChatTransport> {
  if (!options.firebaseConfig.databaseURL) {
    throw new ChatTransportError('invalid-argument', chatClientMessages.firebaseNotConfigured);
  }
  const firebase = await loadFirebase();
  const appName = options.appName ?? 'portineria-chat';
  const app: FirebaseApp =
    firebase.app.getApps().find((candidate) => candidate.name === appName) ??
    firebase.app.initializeApp(options.firebaseConfig, appName);
  const auth = firebase.auth.getAuth(app);
  const database: Database = firebase.database.getDatabase(app);
  const { ref, query, orderByChild, limitToLast, endBefore, startAfter, get, onChildAdded, push } =
    firebase.database;
  const authApi = createAuthApi(options.http);
  const getCustomToken =
    options.getCustomToken ??
    (async (callOptions?: ChatCallOptions) => (await authApi.getCustomToken(callOptions)).token);
  let signingIn: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  let closed = false;

  /** Signs in once; a failed attempt is forgotten so that the next call tries again. */
  function signedIn(): Promise<void> {
    if (auth.currentUser) return Promise.resolve();
    signingIn ??= (async () => {
      const token = await getCustomToken();
      await firebase.auth.signInWithCustomToken(auth, token);
    })().catch((error: unknown) => {
      signingIn = undefined;
      throw error;
    });
    return signingIn;
  }

  function messagesRef(chatId: ChatId) {
    return ref(database, `chats/${String(chatId)}/messages`);
  }

  async function read(chatQuery: Query): Promise<ChatMessage[]> {
    await signedIn();
    return messagesOf(await get(chatQuery));
  }

  async function run<Result>(fallback: string, call: () => Promise<Result>): Promise<Result> {
    try {
      return await call();
    } catch (error) {
      throw firebaseChatError(error, fallback);
    }
  }

  return {
    loadLatest(chatId) {
      return run(chatClientMessages.readFailed, () =>
        read(
          query(messagesRef(chatId), orderByChild('timestamp'), limitToLast(CHAT_FIRST_PAGE_SIZE)),
        ),
      );
    },
    loadOlder(chatId, beforeTimestamp) {
      return run(chatClientMessages.readFailed, () =>
        read(
          query(
            messagesRef(chatId),
            orderByChild('timestamp'),
            endBefore(beforeTimestamp),
            limitToLast(CHAT_OLDER_PAGE_SIZE),
          ),
        ),
      );
    },
    subscribe(chatId, sinceTimestamp, onMessage, onError) {
      let unsubscribe: (() => void) | undefined;
      let stopped = false;
      const seen = new Set<string>();
      const stop = (): void => {
        stopped = true;
        unsubscribe?.();
        listeners.delete(stop);
      };
      listeners.add(stop);
      const report = (error: unknown): void => {
        if (stopped) return;
        const chatError = firebaseChatError(error, chatClientMessages.readFailed);
        // The SDK cancels a listener it was refused; transient trouble it retries by itself.
        if (chatError.code === 'permission-denied') stop();
        onError?.(chatError);
      };
      void (async () => {
        await signedIn();
        const reference = messagesRef(chatId);
        let start: QueryStart;
        if (sinceTimestamp === null) {
          // "From now on": start after the newest stored message (by the server's clock, not ours).
          const [newest] = messagesOf(
            await get(query(reference, orderByChild('timestamp'), limitToLast(1))),
          );
          start = newest ? { value: newest.timestamp, key: newest.idMessage } : { value: 0 };
        } else {
          start = { value: sinceTimestamp };
        }
        if (stopped) return;
        const live = query(
          reference,
          orderByChild('timestamp'),
          start.key === undefined ? startAfter(start.value) : startAfter(start.value, start.key),
          limitToLast(LIVE_WINDOW),
        );
        unsubscribe = onChildAdded(
          live,
          (snapshot) => {
            const message = messageFromSnapshot(snapshot);
            // A child leaving and re-entering the limited window is added again: deliver once.
            if (stopped || !message || seen.has(message.idMessage)) return;
            seen.add(message.idMessage);
            try {
              onMessage(message);
            } catch {
              // The handler's failure must not stop the stream.
            }
          },
          report,
        );
      })().catch(report);
      return stop;
    },
    send(chatId, message) {
      return run(chatClientMessages.sendFailed, async () => {
        await signedIn();
        // The server's clock is authoritative (the rules accept only `timestamp == now`).
        const pushed = push(messagesRef(chatId), {
          _user: message._user,
          timestamp: firebase.database.serverTimestamp(),
          message: message.message,
          // The rules accept a file's id, name, url, type and size, nothing else.
          ...(message.file ? { file: storedFileOf(message.file) } : {}),
        });
        await pushed;
        const stored = messageFromSnapshot(await get(pushed));
        if (!stored) throw new ChatTransportError('unavailable', chatClientMessages.sendFailed);
        return stored;
      });
    },
    uploadAttachment(upload, callOptions) {
      return asChatCall(chatClientMessages.attachmentFailed, () =>
        uploadChatAttachment(options.http, upload, callOptions),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const stop of [...listeners]) stop();
      await firebase.auth.signOut(auth).catch(() => undefined);
      await firebase.app.deleteApp(app).catch(() => undefined);
    },
  };
}

interface QueryStart {
  value: number;
  key?: string;
}
