/**
 * The chat link preview cache (DECISIONS.md "Link previews of chat messages"): in the gateway's
 * memory, per link, for domain's `cacheTtlMs` (a failed or timed-out fetch for
 * `retryAfterFailureMs`), at most `cacheEntries` links, the oldest dropped first. Two members
 * opening the same message at once cause one fetch: the running one is shared.
 */
import { LINK_PREVIEW_LIMITS } from '@portineria/domain';
import type { LinkPreviewOutcome } from './fetchLinkPreview.ts';

interface Entry {
  expiresAt: number;
  outcome: Promise<LinkPreviewOutcome>;
}

/** A cache of previews by link. */
export interface LinkPreviewCache {
  /** The cached preview of `link` at `now`, else the one `fetch` makes (then cached). */
  get(
    link: string,
    now: () => Date,
    fetch: () => Promise<LinkPreviewOutcome>,
  ): Promise<LinkPreviewOutcome>;
  /** Whether `get` would answer `link` at `now` without fetching (cached, or being fetched). */
  has(link: string, now: () => Date): boolean;
}

function lifetime(outcome: LinkPreviewOutcome): number {
  const transient = !outcome.ok && (outcome.reason === 'timeout' || outcome.reason === 'network');
  return transient ? LINK_PREVIEW_LIMITS.retryAfterFailureMs : LINK_PREVIEW_LIMITS.cacheTtlMs;
}

/** A new, empty cache. */
export function createLinkPreviewCache(): LinkPreviewCache {
  const entries = new Map<string, Entry>();
  return {
    has(link, now) {
      const cached = entries.get(link);
      return cached !== undefined && cached.expiresAt > now().getTime();
    },
    get(link, now, fetch) {
      const at = now().getTime();
      const cached = entries.get(link);
      if (cached && cached.expiresAt > at) return cached.outcome;
      entries.delete(link);
      const outcome = fetch();
      // Running: kept until it settles, then for as long as its kind of answer lasts.
      const entry: Entry = { expiresAt: Number.POSITIVE_INFINITY, outcome };
      entries.set(link, entry);
      void outcome.then(
        (settled) => {
          entry.expiresAt = now().getTime() + lifetime(settled);
        },
        () => entries.delete(link),
      );
      while (entries.size > LINK_PREVIEW_LIMITS.cacheEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return outcome;
    },
  };
}
