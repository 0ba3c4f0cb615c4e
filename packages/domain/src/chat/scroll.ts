import { CHAT_SCROLL_THRESHOLD_PERCENT } from '../constants/constants.ts';
import type { ChatMessage } from './types.ts';

/** The scroll position of the message list, as the browser reports it. */
export interface ChatScrollPosition {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Options of {@link unreadAfterIncoming}. */
export interface UnreadOptions {
  /** Whether the list is scrolled to the bottom, where new messages show. */
  atBottom: boolean;
  /** The current user: their own messages are never unread. */
  ownUserId: string;
}

/**
 * The unread counter after a message arrives (002 §4.4 "unread counter (increments for incoming
 * messages while the user is not at the bottom)"). The user's own messages do not count; at the
 * bottom the new message is in view, so the counter is 0.
 */
export function unreadAfterIncoming(
  unread: number,
  message: Pick<ChatMessage, '_user'>,
  { atBottom, ownUserId }: UnreadOptions,
): number {
  if (atBottom) return 0;
  if (message._user === ownUserId) return unread;
  return unread + 1;
}

/** The unread counter after the user scrolls: reaching the bottom reads everything. */
export function unreadAfterScroll(unread: number, atBottom: boolean): number {
  return atBottom ? 0 : unread;
}

/**
 * Whether the list is scrolled to the bottom, within a tolerance in pixels (1 by default, because
 * browsers report fractional scroll positions on zoomed pages).
 */
export function isAtBottom(position: ChatScrollPosition, tolerance = 1): boolean {
  return position.scrollHeight - position.clientHeight - position.scrollTop <= tolerance;
}

/**
 * Whether the list is within the top 30 percent of its scrollable distance (002 §9 "list scroll
 * threshold 30 percent"). The spec does not say 30 percent of what; we measure the distance the
 * list can scroll, so the rule means the same on short and long lists. A list that cannot scroll
 * counts as near the top: older messages are needed to fill it.
 */
export function isNearTop(position: ChatScrollPosition): boolean {
  const scrollable = position.scrollHeight - position.clientHeight;
  if (scrollable <= 0) return true;
  return position.scrollTop <= (scrollable * CHAT_SCROLL_THRESHOLD_PERCENT) / 100;
}

/** Input of {@link shouldLoadOlderMessages}. */
export interface LoadOlderInput {
  position: ChatScrollPosition;
  /** A page request is already running. */
  loading: boolean;
  /** Older messages exist (the last page was full). */
  hasMore: boolean;
}

/** Whether to request the next older page: near the top, not already loading, more to load. */
export function shouldLoadOlderMessages({ position, loading, hasMore }: LoadOlderInput): boolean {
  return !loading && hasMore && isNearTop(position);
}
