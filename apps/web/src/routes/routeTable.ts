/**
 * The app's route table as the router and the session start's preload read it: each route's path,
 * domain's route name and screen, and what a navigation to it starts early (its code, its queries).
 */
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import { preloadScreen, screenReady, type LazyScreen } from './screenLoads.ts';

/** A route of the app: its path, domain's route name, and its screen (at hand or loaded lazily). */
export interface AppRoute {
  readonly path: string;
  readonly name: string;
  /** The screen, when it comes with the start. */
  readonly Component?: ComponentType;
  /** The screen's code, loaded when the route is first shown (or preloaded). */
  readonly load?: () => Promise<ComponentType>;
  /** Starts the screen's queries into the cache the screen reads, as a navigation to it begins. */
  readonly prefetch?: () => unknown;
}

/** The route of `routes` that a path shows, as the router matches it. */
export function matchAppRoute(routes: readonly AppRoute[], path: string): AppRoute | undefined {
  return matchRoutes(routes as AppRoute[], path)?.at(-1)?.route;
}

/** Whether the route's screen is loaded when first shown. */
export function isLazy(route: AppRoute): route is AppRoute & LazyScreen {
  return route.load !== undefined;
}

/** Loads the code of the route `path` shows (a failure is retried when the route renders). */
export function preloadRouteCode(routes: readonly AppRoute[], path: string): void {
  const route = matchAppRoute(routes, path);
  if (route && isLazy(route)) preloadScreen(route);
}

/** Starts the queries of the route `path` shows, if it has any to start. */
export function preloadRouteData(routes: readonly AppRoute[], path: string): void {
  matchAppRoute(routes, path)?.prefetch?.();
}

/**
 * A navigation to `path` begins: the route's queries start, and its code if it has not arrived.
 * Returns what the navigation waits for before it changes the address, so that the address and the
 * screen change together (undefined: nothing to wait for).
 */
export function prepareNavigation(
  routes: readonly AppRoute[],
  path: string,
): Promise<unknown> | undefined {
  const route = matchAppRoute(routes, path);
  route?.prefetch?.();
  return route && isLazy(route) ? screenReady(route) : undefined;
}
