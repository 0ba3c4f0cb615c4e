/**
 * The code of the routes' lazy screens, loaded once each and kept: a screen whose code has arrived
 * renders at once (React's `use` reads a settled promise without suspending), so a route the
 * session start preloaded paints on the redirect with no fallback in between. Each load fails past
 * the chunk load timeout (000 §9), and the route's error page offers 'Ricarica'.
 */
import type { ComponentType } from 'react';
import { loadChunk } from '../lib/chunkLoad.ts';

/** A load whose outcome can be read without waiting (the fields React's `use` reads). */
type TrackedLoad = Promise<ComponentType> & {
  // React's `use` marks a promise it waits for 'pending'.
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: ComponentType;
  reason?: unknown;
};

/** A screen loaded when its route is first shown (or preloaded). */
export interface LazyScreen {
  readonly load: () => Promise<ComponentType>;
}

const loads = new WeakMap<LazyScreen, TrackedLoad>();
const shown = new WeakSet<Promise<ComponentType>>();

function startLoad(screen: LazyScreen): TrackedLoad {
  const started: TrackedLoad = loadChunk(screen.load);
  loads.set(screen, started);
  started.then(
    (component) => {
      started.status = 'fulfilled';
      started.value = component;
    },
    (error: unknown) => {
      started.status = 'rejected';
      started.reason = error;
      // A preload that failed before any route showed it is tried again when the route renders;
      // one a route waited for stays failed, and its error page offers 'Ricarica'.
      if (!shown.has(started) && loads.get(screen) === started) loads.delete(screen);
    },
  );
  return started;
}

/** Starts loading a screen's code (a failure is not reported here: the route tries again). */
export function preloadScreen(screen: LazyScreen): void {
  if (!loads.has(screen)) startLoad(screen);
}

/**
 * Settles when the screen's code has arrived or failed (started if needed), for a navigation that
 * waits for it; undefined when it already has. The navigation's route then shows this outcome.
 */
export function screenReady(screen: LazyScreen): Promise<unknown> | undefined {
  const started = loads.get(screen) ?? startLoad(screen);
  shown.add(started);
  const done = started.status === 'fulfilled' || started.status === 'rejected';
  return done ? undefined : started.then(settled, settled);
}

const settled = () => undefined;

/** The load of a screen's code for a route that renders it (started if needed). */
export function screenLoad(screen: LazyScreen): Promise<ComponentType> {
  const started = loads.get(screen) ?? startLoad(screen);
  shown.add(started);
  return started;
}
