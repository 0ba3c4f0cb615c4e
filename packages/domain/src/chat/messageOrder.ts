import { CHAT_FIRST_PAGE_SIZE, CHAT_OLDER_PAGE_SIZE } from '../constants/constants.ts';
import type { ChatMessage } from './types.ts';

/**
 * Messages ordered by timestamp (002 §4.4), oldest first, one per idMessage. The sort is stable:
 * messages with the same timestamp keep their arrival order. When an idMessage appears twice the
 * later copy wins (the realtime listener may deliver a message again, e.g. with its link preview
 * filled in), placed by its own timestamp.
 */
export function sortMessages<Message extends ChatMessage>(messages: readonly Message[]): Message[] {
  const latestById = new Map<string, number>();
  messages.forEach((entry, index) => latestById.set(entry.idMessage, index));
  return messages
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry, index }) => latestById.get(entry.idMessage) === index)
    .sort((a, b) => a.entry.timestamp - b.entry.timestamp || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * The list after a page of messages arrives, older page or live update alike: merged, ordered by
 * timestamp and de-duplicated, an incoming copy replacing the one already shown.
 */
export function mergeMessagePage<Message extends ChatMessage>(
  existing: readonly Message[],
  incoming: readonly Message[],
): Message[] {
  return sortMessages([...existing, ...incoming]);
}

/**
 * How many messages to request: 24 for the first page, 12 for each older page (002 §7.3, §9
 * "initial page 24 messages, older pages 12").
 */
export function chatPageLimit(loadedCount: number): number {
  return loadedCount === 0 ? CHAT_FIRST_PAGE_SIZE : CHAT_OLDER_PAGE_SIZE;
}
