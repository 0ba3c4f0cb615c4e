import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionCheck, type VisibilityDocument } from './versionCheck.ts';

/** A document whose visibility the test switches, firing `visibilitychange` like a browser. */
function fakeDocument(initial: 'visible' | 'hidden' = 'visible') {
  const listeners = new Set<() => void>();
  const document = {
    visibilityState: initial as string,
    addEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) =>
      listeners.delete(listener),
  } satisfies VisibilityDocument;
  return {
    document,
    listeners,
    set(state: 'visible' | 'hidden') {
      document.visibilityState = state;
      for (const listener of listeners) listener();
    },
  };
}

/** A fetch answering the version the test sets. */
function versionServer(initial: string) {
  const server = { version: initial, calls: [] as string[] };
  const fetch = vi.fn(async (input: string | URL | Request) => {
    server.calls.push(String(input));
    return new Response(JSON.stringify({ version: server.version }), { status: 200 });
  });
  return { server, fetch: fetch as unknown as typeof globalThis.fetch };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createVersionCheck (000 §7 "periodic check for a new release")', () => {
  it('checks at start and every 30 s, and reports a new version once', async () => {
    const { server, fetch } = versionServer('1.0.0');
    const visibility = fakeDocument();
    const onNewVersion = vi.fn();
    const check = createVersionCheck({ fetch, document: visibility.document, onNewVersion });
    check.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatch(/^\/version\.json\?t=\d+$/);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.calls).toHaveLength(2);
    expect(onNewVersion).not.toHaveBeenCalled();

    server.version = '1.1.0';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledWith('1.1.0', { version: '1.1.0' });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(5);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    check.stop();
  });

  it('pauses while the tab is hidden and checks at once when it is visible again', async () => {
    const { server, fetch } = versionServer('1.0.0');
    const visibility = fakeDocument();
    const check = createVersionCheck({
      fetch,
      document: visibility.document,
      onNewVersion: vi.fn(),
    });
    check.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);

    visibility.set('hidden');
    expect(check.isRunning).toBe(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(server.calls).toHaveLength(1);

    visibility.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(2);
    expect(check.isRunning).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.calls).toHaveLength(3);
    check.stop();
  });

  it('does not start polling in a hidden tab until it becomes visible', async () => {
    const { server, fetch } = versionServer('1.0.0');
    const visibility = fakeDocument('hidden');
    const check = createVersionCheck({
      fetch,
      document: visibility.document,
      onNewVersion: vi.fn(),
    });
    check.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(0);
    visibility.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);
    check.stop();
  });

  it('stop ends polling and listening', async () => {
    const { server, fetch } = versionServer('1.0.0');
    const visibility = fakeDocument();
    const check = createVersionCheck({
      fetch,
      document: visibility.document,
      onNewVersion: vi.fn(),
    });
    check.start();
    await vi.advanceTimersByTimeAsync(0);
    check.stop();
    expect(visibility.listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    visibility.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('compares with the built version when given, and honours url and interval', async () => {
    const { server, fetch } = versionServer('2.0.0');
    const onNewVersion = vi.fn();
    const check = createVersionCheck({
      fetch,
      url: '/app/version.json?build=1',
      intervalMs: 10_000,
      currentVersion: '1.9.0',
      document: fakeDocument().document,
      onNewVersion,
    });
    check.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewVersion).toHaveBeenCalledWith('2.0.0', { version: '2.0.0' });
    expect(server.calls[0]).toMatch(/^\/app\/version\.json\?build=1&t=\d+$/);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toHaveLength(2);
    check.stop();
  });

  it('reports a failed check and keeps polling', async () => {
    let answer: () => Promise<Response> = () => Promise.reject(new TypeError('offline'));
    const fetch = vi.fn(() => answer()) as unknown as typeof globalThis.fetch;
    const onError = vi.fn();
    const onNewVersion = vi.fn();
    const check = createVersionCheck({
      fetch,
      document: fakeDocument().document,
      onNewVersion,
      onError,
    });
    check.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(new TypeError('offline'));
    answer = async () => new Response('<html>', { status: 200 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onError).toHaveBeenCalledTimes(2);
    answer = async () => new Response('{}', { status: 404 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onError).toHaveBeenCalledTimes(3);
    answer = async () => new Response('{"version":"3.0.0"}', { status: 200 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onError).toHaveBeenCalledTimes(3);
    expect(onNewVersion).not.toHaveBeenCalled();
    check.stop();
  });
});
