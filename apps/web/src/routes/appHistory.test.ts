import { describe, expect, it, vi } from 'vitest';
import { createAppHistory, sessionRouterOf } from './appHistory.ts';

/** A stand-in for the browser's window: its address and history entries, and popstate. */
function browserWindow(start = '/loading') {
  const entries: { url: URL; state: unknown }[] = [
    { url: new URL(start, 'http://app.test'), state: null },
  ];
  let index = 0;
  const popListeners = new Set<(event: unknown) => void>();
  const current = () => entries[index]!;
  const window = {
    location: {
      get pathname() {
        return current().url.pathname;
      },
      get search() {
        return current().url.search;
      },
      get hash() {
        return current().url.hash;
      },
      origin: 'http://app.test',
      protocol: 'http:',
      get href() {
        return current().url.href;
      },
    },
    history: {
      get state() {
        return current().state;
      },
      get length() {
        return entries.length;
      },
      pushState(state: unknown, _title: string, url: string) {
        entries.splice(index + 1);
        entries.push({ url: new URL(url, current().url), state });
        index += 1;
      },
      replaceState(state: unknown, _title: string, url?: string) {
        entries[index] = { url: url ? new URL(url, current().url) : current().url, state };
      },
      go(delta: number) {
        index += delta;
        for (const listener of popListeners) listener({ state: current().state });
      },
    },
    addEventListener: (_type: string, listener: (event: unknown) => void) =>
      popListeners.add(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) =>
      popListeners.delete(listener),
  };
  return { window: window as unknown as Window, address: () => current().url.pathname };
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("the app's history (000 §2 navigation, back and forward)", () => {
  it('tells every listener of a change, and stops telling one that left', () => {
    const { window } = browserWindow();
    const history = createAppHistory({ window });
    const router = vi.fn();
    const session = vi.fn();
    const stopRouter = history.listen(router);
    history.listen(session);
    history.push('/ORG/dashboard');
    stopRouter();
    history.push('/ORG/OPR/orders');

    expect(router).toHaveBeenCalledTimes(1);
    expect(session.mock.calls.map(([update]) => update.location.pathname)).toEqual([
      '/ORG/dashboard',
      '/ORG/OPR/orders',
    ]);
  });

  it('a navigation changes the address once its route is ready, as the screen changes', async () => {
    const { window, address } = browserWindow();
    const code = deferred();
    const prepare = vi.fn((path: string) => (path === '/ORG/dashboard' ? code.promise : undefined));
    const history = createAppHistory({ window, prepare });
    history.listen(() => undefined);
    history.push('/ORG/dashboard');

    expect(prepare).toHaveBeenCalledWith('/ORG/dashboard');
    expect(address()).toBe('/loading');
    code.resolve();
    await vi.waitFor(() => expect(address()).toBe('/ORG/dashboard'));
  });

  it('a later navigation, or back, wins over one still waiting for its route', async () => {
    const { window, address } = browserWindow('/ORG/dashboard');
    const code = deferred();
    const onPop = vi.fn();
    const history = createAppHistory({
      window,
      onPop,
      prepare: (path) => (path === '/ORG/OPR/claims' ? code.promise : undefined),
    });
    history.listen(() => undefined);
    history.push('/ORG/OPR/orders');
    history.push('/ORG/OPR/claims');
    history.push('/ORG/OPR/tickets');
    code.resolve();
    await code.promise;
    await Promise.resolve();
    expect(address()).toBe('/ORG/OPR/tickets');

    const late = deferred();
    const waiting = createAppHistory({
      window,
      onPop,
      prepare: (path) => (path === '/ORG/OPR/claims' ? late.promise : undefined),
    });
    waiting.listen(() => undefined);
    waiting.push('/ORG/OPR/claims');
    waiting.go(-1);
    late.resolve();
    await late.promise;
    await Promise.resolve();
    expect(address()).toBe('/ORG/OPR/orders');
    expect(onPop).toHaveBeenCalledWith('/ORG/OPR/orders');
  });

  it("the session's navigations push or replace the entry, and it reads the address", () => {
    const { window } = browserWindow();
    const history = createAppHistory({ window });
    const session = sessionRouterOf(history);
    const seen = vi.fn();
    session.subscribe(seen);
    session.navigate('/ORG/dashboard', { replace: true });
    session.navigate('/ORG/OPR/orders?view=all');

    expect(session.state.location).toMatchObject({
      pathname: '/ORG/OPR/orders',
      search: '?view=all',
    });
    expect(window.history.length).toBe(2);
    expect(seen.mock.calls.map(([state]) => state.location.pathname)).toEqual([
      '/ORG/dashboard',
      '/ORG/OPR/orders',
    ]);
  });
});
