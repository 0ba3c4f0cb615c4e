import { CHUNK_LOAD_TIMEOUT_MS } from '@portineria/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, loadChunk } from './chunkLoad.ts';

describe('loadChunk (000 §9: script chunk load timeout 120 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('000 §9: a chunk that has not arrived after 120 s fails with a timeout error', async () => {
    const loading = loadChunk(() => new Promise<never>(() => undefined));
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('000 §9: a chunk that arrives in time is returned, and no timer is left behind', async () => {
    const module = { screen: 'ORG' };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('000 §9: a chunk that fails keeps its own error', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });
});
