/**
 * The browser history the app's router renders from, shared with the session (which navigates and
 * follows the address from outside the React tree). react-router's browser history takes one
 * listener: this one passes each change on to all of its listeners.
 *
 * A push or replace first lets the target route prepare (`prepare`: its queries start, its code
 * loads) and changes the address once that has settled, as the data router did: the address and
 * the screen change together, and a later navigation (or back/forward) meanwhile wins over it.
 */
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import type { SessionRouter } from '../session/SessionProvider.tsx';

/** The history the router renders from (react-router's `History`). */
export type AppHistory = ReturnType<typeof createBrowserHistory>;
type Listener = Parameters<AppHistory['listen']>[0];

interface AppHistoryOptions {
  /** What a navigation to `path` waits for before it changes the address, if anything. */
  prepare?: (path: string) => Promise<unknown> | undefined;
  /** Called when back or forward has changed the address. */
  onPop?: (path: string) => void;
  /** The browser window (tests give a stand-in). */
  window?: Window;
}

/** A browser history (pushes and replaces tell the listeners too) open to several listeners. */
export function createAppHistory({
  prepare,
  onPop,
  window: browserWindow,
}: AppHistoryOptions = {}): AppHistory {
  const browser = createBrowserHistory({
    v5Compat: true,
    ...(browserWindow ? { window: browserWindow } : {}),
  });
  const listeners = new Set<Listener>();
  let stopListening: (() => void) | undefined;
  // The latest navigation: one still waiting for its route is dropped when another comes.
  let latest = 0;

  const navigate = (change: () => void, path: string) => {
    latest += 1;
    const ticket = latest;
    const ready = prepare?.(path);
    if (!ready) change();
    else
      void ready.then(() => {
        if (ticket === latest) change();
      });
  };

  return {
    get action() {
      return browser.action;
    },
    get location() {
      return browser.location;
    },
    createHref: (to) => browser.createHref(to),
    createURL: (to) => browser.createURL(to),
    encodeLocation: (to) => browser.encodeLocation(to),
    push: (to, state?: unknown) => navigate(() => browser.push(to, state), browser.createHref(to)),
    replace: (to, state?: unknown) =>
      navigate(() => browser.replace(to, state), browser.createHref(to)),
    go: (delta) => {
      latest += 1;
      browser.go(delta);
    },
    listen(listener) {
      listeners.add(listener);
      stopListening ??= browser.listen((update) => {
        if (update.action === 'POP') {
          latest += 1;
          onPop?.(browser.createHref(update.location));
        }
        for (const each of [...listeners]) each(update);
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopListening?.();
          stopListening = undefined;
        }
      };
    },
  };
}

/** What the session needs of the router, on the app's history. */
export function sessionRouterOf(history: AppHistory): SessionRouter {
  return {
    navigate(to, options) {
      if (options?.replace) history.replace(to);
      else history.push(to);
    },
    subscribe: (listener) => history.listen(({ location }) => listener({ location })),
    get state() {
      return { location: history.location };
    },
  };
}
