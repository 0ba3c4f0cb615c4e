/**
 * Each member's budget of link preview fetches (DECISIONS.md "Link previews: a member's fetches
 * are limited"): domain's `linkPreviewFetchWait` decides, this keeps the times of each member's
 * fetches in the gateway's memory — only the last window's, so a quiet member costs nothing.
 */
import { LINK_PREVIEW_LIMITS, linkPreviewFetchWait } from '@portineria/domain';

/** Members whose times are swept for old entries once this many are held. */
const SWEEP_AT = 1_000;

/** The fetch budget of every member, by key (the user id). */
export interface MemberFetchLimit {
  /**
   * Takes one fetch for `member` at `now` and answers 0, or answers how many milliseconds it
   * must wait and takes nothing.
   */
  take(member: string, now: Date): number;
}

/** A new budget, with nobody's fetches counted yet. */
export function createMemberFetchLimit(): MemberFetchLimit {
  const fetches = new Map<string, number[]>();
  const inWindow = (times: readonly number[], at: number) =>
    times.filter((time) => time > at - LINK_PREVIEW_LIMITS.memberFetchWindowMs);
  return {
    take(member, now) {
      const at = now.getTime();
      if (fetches.size >= SWEEP_AT) {
        for (const [key, times] of fetches) {
          if (inWindow(times, at).length === 0) fetches.delete(key);
        }
      }
      const times = inWindow(fetches.get(member) ?? [], at);
      const wait = linkPreviewFetchWait(times, at);
      fetches.set(member, wait === 0 ? [...times, at] : times);
      return wait;
    },
  };
}
