/**
 * The channels of the realtime bus and the helpers that publish on them. Bus payloads stay small
 * (PostgreSQL NOTIFY caps them below 8000 bytes): a chat event names the message, and each
 * instance reads it back from the database before relaying it to its sockets.
 */
import type { RealtimeBus } from './bus.ts';

/** The bus channel of one chat. */
export function chatChannel(chatId: number): string {
  return `chat:${chatId}`;
}

/** The bus channel of a profile's notifications. */
export function notificationsChannel(profileId: number): string {
  return `notifications:${profileId}`;
}

/** What travels on a chat channel: the ids of the new message. */
export interface ChatMessageEvent {
  chatId: number;
  messageId: number;
}

/** What travels on a notifications channel: the notification in its wire shape (kept small). */
export type NotificationEvent = Record<string, unknown>;

/** Announces a stored chat message to the chat's members on every instance. */
export function publishChatMessage(
  bus: RealtimeBus,
  chatId: number,
  messageId: number,
): Promise<void> {
  const event: ChatMessageEvent = { chatId, messageId };
  return bus.publish(chatChannel(chatId), event);
}

/**
 * Announces a notification to the sockets of one profile (the notifications drawer and its
 * iframe page). The payload is the notification in its wire shape; keep it small.
 */
export function publishNotification(
  bus: RealtimeBus,
  profileId: number,
  notification: NotificationEvent,
): Promise<void> {
  return bus.publish(notificationsChannel(profileId), notification);
}

/** The chat event carried by a bus payload, or undefined when it is not one. */
export function readChatMessageEvent(payload: unknown): ChatMessageEvent | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { chatId, messageId } = payload as Record<string, unknown>;
  if (!Number.isSafeInteger(chatId) || !Number.isSafeInteger(messageId)) return undefined;
  return { chatId: chatId as number, messageId: messageId as number };
}
