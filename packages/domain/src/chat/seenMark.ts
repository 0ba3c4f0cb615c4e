/**
 * What a member has read of a chat (002 §4.4 unread counter; 000 top bar chat button). The spec
 * keeps the counter in the open panel only; the chat list and the top bar also show, per member,
 * the messages of the others written after the member last looked — a mark the gateway keeps.
 */

/** What moves a member's seen mark: the mark stored, the one asked for, the newest message. */
export interface SeenMarkInput {
  /** The stored mark (ms since the epoch); null: the member never opened the chat. */
  current: number | null;
  /** The timestamp of the newest message the member's panel shows. */
  requested: number;
  /** The timestamp of the chat's newest message; null: the chat has none. */
  newest: number | null;
}

/**
 * The member's new seen mark: it only moves forward (an old tab reporting late never makes read
 * messages unread again), and never past the chat's newest message (a client clock ahead cannot
 * mark as read messages not written yet).
 */
export function advanceSeenMark({ current, requested, newest }: SeenMarkInput): number {
  const stored = current ?? 0;
  const reachable = Math.min(requested, newest ?? stored);
  return Math.max(stored, reachable);
}

/** Whether a message counts as unread for a member: written by someone else after the mark. */
export function isUnreadFor(
  message: { _user: string; timestamp: number },
  member: { userId: string; seenMark: number | null },
): boolean {
  return message._user !== member.userId && message.timestamp > (member.seenMark ?? 0);
}
