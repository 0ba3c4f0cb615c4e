import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  prepareNavigation,
  preloadRouteCode,
  preloadRouteData,
  type AppRoute,
} from './routeTable.ts';
import { screenLoad } from './screenLoads.ts';

const Screen: ComponentType = () => null;

/** A route table like the app's: two role routes with lazy code, one with a prefetch, a 404. */
function routes() {
  const dashboardLoad = vi.fn(() => Promise.resolve(Screen));
  const listLoad = vi.fn(() => Promise.resolve(Screen));
  const dashboardPrefetch = vi.fn(() => null);
  const tree: AppRoute[] = [
    {
      path: '/ORG/dashboard',
      name: 'orgDashboard',
      load: dashboardLoad,
      prefetch: dashboardPrefetch,
    },
    { path: '/ORG/orders/:id', name: 'orgOrderMod', load: listLoad },
    { path: '*', name: 'notFound', Component: Screen },
  ];
  return { tree, dashboardLoad, listLoad, dashboardPrefetch };
}

describe("the session start loads its redirect's route (000 §2 Loading screen, 000 §4 redirect)", () => {
  it('loads the code of the route the session redirects to, and of no other', () => {
    const { tree, dashboardLoad, listLoad } = routes();
    preloadRouteCode(tree, '/ORG/dashboard');
    expect(dashboardLoad).toHaveBeenCalledTimes(1);
    expect(listLoad).not.toHaveBeenCalled();
  });

  it("starts the target route's queries", () => {
    const { tree, dashboardPrefetch } = routes();
    preloadRouteData(tree, '/ORG/dashboard?skip');
    expect(dashboardPrefetch).toHaveBeenCalledTimes(1);
  });

  it('a deep link into a record loads that screen, and a path without a route loads nothing', () => {
    const { tree, dashboardLoad, listLoad, dashboardPrefetch } = routes();
    preloadRouteCode(tree, '/ORG/orders/42');
    preloadRouteData(tree, '/ORG/orders/42');
    expect(listLoad).toHaveBeenCalledTimes(1);
    expect(dashboardLoad).not.toHaveBeenCalled();
    expect(dashboardPrefetch).not.toHaveBeenCalled();
    preloadRouteCode(tree, '/nowhere');
    expect(listLoad).toHaveBeenCalledTimes(1);
  });
});

describe("a route's screen code is loaded once (000 §9 chunks)", () => {
  it('the route renders the code the preload fetched, without fetching it again', async () => {
    const { tree, dashboardLoad } = routes();
    preloadRouteCode(tree, '/ORG/dashboard');
    preloadRouteCode(tree, '/ORG/dashboard');
    const route = tree[0] as AppRoute & { load: () => Promise<ComponentType> };
    await expect(screenLoad(route)).resolves.toBe(Screen);
    expect(dashboardLoad).toHaveBeenCalledTimes(1);
  });

  it('once arrived, the screen can be read without waiting (no fallback on the redirect)', async () => {
    const { tree } = routes();
    preloadRouteCode(tree, '/ORG/dashboard');
    const route = tree[0] as AppRoute & { load: () => Promise<ComponentType> };
    await screenLoad(route);
    expect(screenLoad(route)).toMatchObject({ status: 'fulfilled', value: Screen });
  });

  it('a preload that failed is tried again when the route renders; a failure a route waited for stays', async () => {
    const { tree, listLoad } = routes();
    listLoad.mockRejectedValueOnce(new Error('chunk failed'));
    preloadRouteCode(tree, '/ORG/orders/7');
    await vi.waitFor(() => expect(listLoad).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    const route = tree[1] as AppRoute & { load: () => Promise<ComponentType> };
    listLoad.mockRejectedValueOnce(new Error('chunk failed again'));
    await expect(screenLoad(route)).rejects.toThrow('chunk failed again');
    expect(listLoad).toHaveBeenCalledTimes(2);
    await expect(screenLoad(route)).rejects.toThrow('chunk failed again');
    expect(listLoad).toHaveBeenCalledTimes(2);
  });
});

describe('a navigation prepares its route as it begins, as the data router did', () => {
  it("starts the route's queries with its code, and waits for the code only while it loads", async () => {
    const { tree, dashboardLoad, dashboardPrefetch } = routes();
    const waiting = prepareNavigation(tree, '/ORG/dashboard');
    expect(dashboardPrefetch).toHaveBeenCalledTimes(1);
    expect(dashboardLoad).toHaveBeenCalledTimes(1);
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect(prepareNavigation(tree, '/ORG/dashboard')).toBeUndefined();
    expect(prepareNavigation(tree, '/nowhere')).toBeUndefined();
    expect(dashboardPrefetch).toHaveBeenCalledTimes(2);
  });

  it('a navigation waits for a failing load too, and its route then shows the failure', async () => {
    const { tree, listLoad } = routes();
    listLoad.mockRejectedValueOnce(new Error('chunk failed'));
    await prepareNavigation(tree, '/ORG/orders/3');
    const route = tree[1] as AppRoute & { load: () => Promise<ComponentType> };
    await expect(screenLoad(route)).rejects.toThrow('chunk failed');
    expect(listLoad).toHaveBeenCalledTimes(1);
  });
});
