/**
 * What the chat benches share around the api-client's gateway chat transport
 * (test/support/chatTransport.ts): a member following a chat (every message its handler got,
 * when each text first arrived, a wait for a given text), the send → receipt timing loop, and
 * the count of the messages a follower lost, got twice or out of timestamp order.
 * `bench/chat.bench.ts` (one gateway) and `bench/scale/scale.bench.ts` (instances behind HAProxy)
 * use them.
 */
import { performance } from 'node:perf_hooks';
import type { ChatMessage, ChatTransport } from '../test/support/chatTransport.ts';

/** A member following a chat through its transport's live subscription. */
export interface ChatFollower {
  /** Every message the handler got, in the order it got them (doubles included). */
  readonly received: ChatMessage[];
  /** When each text first reached the handler (performance.now()). */
  readonly arrivedAt: ReadonlyMap<string, number>;
  /** Resolves with true when `text` has reached the handler, false after `limitMs`. */
  arrival(text: string, limitMs: number): Promise<boolean>;
  /** Ends the subscription. */
  stop(): void;
}

/**
 * Subscribes `transport` to `chatId` from its newest stored message on (as the chat screen does:
 * the latest page, then live), recording what arrives.
 */
export async function followChat(
  transport: ChatTransport,
  chatId: number | string,
): Promise<ChatFollower> {
  const received: ChatMessage[] = [];
  const arrivedAt = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const latest = await transport.loadLatest(chatId);
  const stop = transport.subscribe(chatId, latest.at(-1)?.timestamp ?? null, (message) => {
    const now = performance.now();
    received.push(message);
    if (!arrivedAt.has(message.message)) arrivedAt.set(message.message, now);
    waiting.get(message.message)?.();
    waiting.delete(message.message);
  });
  return {
    received,
    arrivedAt,
    stop,
    arrival: (text, limitMs) =>
      arrivedAt.has(text)
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const timer = setTimeout(() => {
              waiting.delete(text);
              resolve(false);
            }, limitMs);
            waiting.set(text, () => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
  };
}

/** Sends `text` and waits for it to reach `follower`: the subscription is live once it has. */
export async function untilLive(
  follower: ChatFollower,
  send: (text: string) => Promise<unknown>,
  text: string,
  limitMs: number,
): Promise<void> {
  const delivered = follower.arrival(text, limitMs);
  await send(text);
  if (!(await delivered)) throw new Error('the subscription never went live');
}

/** Options of {@link timeRelay}. */
export interface RelayTiming {
  /** Timed messages. */
  messages: number;
  /** Unmeasured messages sent first. */
  warmup: number;
  /** The texts are `${label} ${index}`. */
  label: string;
  /** A message not received within this is a failure of the bench. */
  limitMs: number;
}

/**
 * Sends `messages` (after `warmup`) one after the other, each once the previous one reached the
 * follower: the time from the call to `send` to the follower's handler, and to the sender's answer.
 */
export async function timeRelay(
  follower: ChatFollower,
  send: (text: string) => Promise<unknown>,
  timing: RelayTiming,
): Promise<{ latencies: number[]; sendTimes: number[] }> {
  const latencies: number[] = [];
  const sendTimes: number[] = [];
  for (let index = 0; index < timing.warmup + timing.messages; index += 1) {
    const text = `${timing.label} ${String(index)}`;
    const started = performance.now();
    const delivered = follower.arrival(text, timing.limitMs);
    await send(text);
    const answered = performance.now();
    if (!(await delivered)) throw new Error(`${text} never reached the other member`);
    if (index < timing.warmup) continue;
    latencies.push((follower.arrivedAt.get(text) ?? Number.NaN) - started);
    sendTimes.push(answered - started);
  }
  return { latencies, sendTimes };
}

/**
 * Of the `sent` messages (those the server acknowledged), how many never reached the follower;
 * of everything it received, how many messages came more than once and how many came with a
 * timestamp not after the previous one's.
 */
export function deliveryCounts(
  sent: readonly ChatMessage[],
  received: readonly ChatMessage[],
): { lost: number; doubled: number; outOfOrder: number } {
  const counts = new Map<string, number>();
  for (const message of received)
    counts.set(message.idMessage, (counts.get(message.idMessage) ?? 0) + 1);
  return {
    lost: sent.filter((message) => !counts.has(message.idMessage)).length,
    doubled: [...counts.values()].filter((count) => count > 1).length,
    outOfOrder: received.filter(
      (message, index) => index > 0 && message.timestamp <= (received[index - 1]?.timestamp ?? 0),
    ).length,
  };
}
