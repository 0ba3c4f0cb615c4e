import { LINK_PREVIEW_LIMITS } from '@portineria/domain';
import { describe, expect, it, vi } from 'vitest';
import type { LinkPreviewOutcome } from './fetchLinkPreview.ts';
import { createLinkPreviewCache } from './linkPreviewCache.ts';

const page: LinkPreviewOutcome = {
  ok: true,
  url: 'https://www.studiorossi.example/',
  title: 'Studio Rossi',
  description: null,
  logo: null,
};

describe('createLinkPreviewCache', () => {
  it('DECISIONS.md "Link previews of chat messages": a preview is kept for an hour by link, then fetched again', async () => {
    let now = 0;
    const clock = () => new Date(now);
    const fetch = vi.fn(async () => page);
    const cache = createLinkPreviewCache();

    await cache.get('https://www.studiorossi.example/', clock, fetch);
    now += LINK_PREVIEW_LIMITS.cacheTtlMs - 1;
    await cache.get('https://www.studiorossi.example/', clock, fetch);
    expect(fetch).toHaveBeenCalledTimes(1);

    now += 2;
    await cache.get('https://www.studiorossi.example/', clock, fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('DECISIONS.md "Link previews of chat messages": a timed-out fetch is tried again after a minute', async () => {
    let now = 0;
    const clock = () => new Date(now);
    const fetch = vi.fn(async (): Promise<LinkPreviewOutcome> => ({
      ok: false,
      reason: 'timeout',
    }));
    const cache = createLinkPreviewCache();

    await cache.get('https://lento.example/', clock, fetch);
    now += LINK_PREVIEW_LIMITS.retryAfterFailureMs + 1;
    await cache.get('https://lento.example/', clock, fetch);

    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('DECISIONS.md "Link previews: a member\'s fetches are limited": has() tells a link the cache answers (being fetched or kept) from one it would fetch', async () => {
    let now = 0;
    const clock = () => new Date(now);
    let release: (outcome: LinkPreviewOutcome) => void = () => undefined;
    const cache = createLinkPreviewCache();

    const before = cache.has('https://www.studiorossi.example/', clock);
    const running = cache.get('https://www.studiorossi.example/', clock, () => {
      return new Promise<LinkPreviewOutcome>((resolve) => (release = resolve));
    });
    const whileRunning = cache.has('https://www.studiorossi.example/', clock);
    release(page);
    await running;
    const kept = cache.has('https://www.studiorossi.example/', clock);
    now += LINK_PREVIEW_LIMITS.cacheTtlMs + 1;

    expect([before, whileRunning, kept]).toEqual([false, true, true]);
    expect(cache.has('https://www.studiorossi.example/', clock)).toBe(false);
  });

  it('DECISIONS.md "Link previews of chat messages": two asks for the same link at once cause one fetch', async () => {
    const clock = () => new Date(0);
    let release: (outcome: LinkPreviewOutcome) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<LinkPreviewOutcome>((resolve) => (release = resolve)));
    const cache = createLinkPreviewCache();

    const first = cache.get('https://www.studiorossi.example/', clock, fetch);
    const second = cache.get('https://www.studiorossi.example/', clock, fetch);
    release(page);

    expect(await first).toEqual(page);
    expect(await second).toEqual(page);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('DECISIONS.md "Link previews of chat messages": at most 500 links are kept, the oldest dropped first', async () => {
    const clock = () => new Date(0);
    const fetch = vi.fn(async () => page);
    const cache = createLinkPreviewCache();

    for (let index = 0; index <= LINK_PREVIEW_LIMITS.cacheEntries; index += 1) {
      await cache.get(`https://sito${index}.example/`, clock, fetch);
    }
    await cache.get('https://sito0.example/', clock, fetch);

    expect(fetch).toHaveBeenCalledTimes(LINK_PREVIEW_LIMITS.cacheEntries + 2);
  });
});
