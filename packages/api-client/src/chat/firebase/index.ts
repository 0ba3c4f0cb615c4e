/**
 * The Firebase Realtime Database adapter of the chat port: `@portineria/api-client/chat/firebase`.
 * Importing this module loads no Firebase code: the SDK is imported when the transport is created.
 */
export {
  LIVE_WINDOW,
  createFirebaseChatTransport,
  firebaseChatError,
  messageFromSnapshot,
} from './firebaseChatTransport.ts';
export type { FirebaseChatTransportOptions } from './firebaseChatTransport.ts';
export * from '../index.ts';
