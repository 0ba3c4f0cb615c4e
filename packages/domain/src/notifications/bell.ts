/**
 * Whether the notifications bell rings after its counter changed (002 §2.11: "It rings for 4 s
 * when the counter rises"; the duration is `BELL_RING_MS`): only on a rise, never when the count
 * falls or stays, and not for the first count received (there is no previous one to rise from).
 */
export function bellShouldRing(previous: number | undefined, next: number | undefined): boolean {
  if (previous === undefined || next === undefined) return false;
  return next > previous;
}
