/**
 * The browser history the app's router renders from, shared with the session (which navigates and
 * follows the address from outside the React tree) and with the routes' data starts. react-router's
 * browser history takes one listener: this one passes each change on to all of its listeners.
 */
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import type { SessionRouter } from '../session/SessionProvider.tsx';

/** The history the router renders from (react-router's `History`). */
export type AppHistory = ReturnType<typeof createBrowserHistory>;
type Listener = Parameters<AppHistory['listen']>[0];

/** A browser history (pushes and replaces tell the listeners too) open to several listeners. */
export function createAppHistory(): AppHistory {
  const browser = createBrowserHistory({ v5Compat: true });
  const listeners = new Set<Listener>();
  let stopListening: (() => void) | undefined;
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
    push: (to, state?: unknown) => browser.push(to, state),
    replace: (to, state?: unknown) => browser.replace(to, state),
    go: (delta) => browser.go(delta),
    listen(listener) {
      listeners.add(listener);
      stopListening ??= browser.listen((update) => {
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
