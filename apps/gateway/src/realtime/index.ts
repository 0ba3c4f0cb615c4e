/**
 * Realtime (brief: "Realtime"): the bus that fans events out (in process with PGlite,
 * LISTEN/NOTIFY with PostgreSQL) and the WebSocket endpoint `/api/v2/realtime` that relays chat
 * messages to chat members and notifications to their profile.
 */
export {
  MAX_NOTIFY_PAYLOAD_BYTES,
  NOTIFY_CHANNEL,
  RealtimePayloadTooLargeError,
  createMemoryBus,
  createPostgresBus,
  createRealtimeBus,
} from './bus.ts';
export type { PostgresBusOptions, RealtimeBus, RealtimeHandler } from './bus.ts';
export { attachRealtime, REALTIME_PATH } from './server.ts';
export type { RealtimeServer, RealtimeServerOptions } from './server.ts';
export {
  chatChannel,
  notificationsChannel,
  publishChatMessage,
  publishNotification,
} from './channels.ts';
export type { ChatMessageEvent, NotificationEvent } from './channels.ts';
