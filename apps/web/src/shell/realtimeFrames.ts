/**
 * The frames of the gateway's realtime socket `/api/v2/realtime` as the bell uses them: the first
 * frame authenticates (`{ type: 'auth', token, profile }` — the token never travels in the URL),
 * then `{ type: 'subscribe', channel: 'notifications' }`; every `event` frame on that channel
 * means the unread counter may have changed (002 §2.11 bell; §7.6 notification counter).
 */

/** The socket URL on the page's own origin (ws: for http:, wss: for https:). */
export function realtimeUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/v2/realtime`;
}

/** The first frame. */
export function authFrame(token: string, profile: string): string {
  return JSON.stringify({ type: 'auth', token, profile });
}

/** The subscription to the caller's notifications. */
export const SUBSCRIBE_NOTIFICATIONS = JSON.stringify({
  type: 'subscribe',
  channel: 'notifications',
});

/** What the bell does with a frame from the server. */
export type RealtimeStep = 'subscribe' | 'live' | 'refresh' | 'failed' | 'ignore';

/** The step a server frame asks for. */
export function readRealtimeFrame(data: unknown): RealtimeStep {
  if (typeof data !== 'string') return 'ignore';
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return 'ignore';
  }
  if (typeof frame !== 'object' || frame === null) return 'ignore';
  const { type, channel } = frame as { type?: unknown; channel?: unknown };
  if (type === 'authenticated') return 'subscribe';
  if (type === 'subscribed' && channel === 'notifications') return 'live';
  if (type === 'event' && channel === 'notifications') return 'refresh';
  if (type === 'error') return 'failed';
  return 'ignore';
}

/** Wait before reconnecting after `attempt` failures: 2 s doubling, at most 60 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt));
}
