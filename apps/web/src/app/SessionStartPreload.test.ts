import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { preloadRouteCode, preloadRouteData } from './SessionStartPreload.tsx';

/** A route tree like the app's: a layout, two role routes with lazy code, one with a loader. */
function routes() {
  const dashboardLazy = vi.fn(() => Promise.resolve({}));
  const listLazy = vi.fn(() => Promise.resolve({}));
  const dashboardLoader = vi.fn(() => null);
  const tree: RouteObject[] = [
    {
      children: [
        { path: '/ORG/dashboard', lazy: dashboardLazy, loader: dashboardLoader },
        { path: '/ORG/orders/:id', lazy: listLazy },
        { path: '*' },
      ],
    },
  ];
  return { tree, dashboardLazy, listLazy, dashboardLoader };
}

describe("the session start loads its redirect's route (000 §2 Loading screen, 000 §4 redirect)", () => {
  it('loads the code of the route the session redirects to, and of no other', () => {
    const { tree, dashboardLazy, listLazy } = routes();
    preloadRouteCode(tree, '/ORG/dashboard');
    expect(dashboardLazy).toHaveBeenCalledTimes(1);
    expect(listLazy).not.toHaveBeenCalled();
  });

  it("runs the target route's loader with its path and params, which starts its queries", () => {
    const { tree, dashboardLoader } = routes();
    preloadRouteData(tree, '/ORG/dashboard', 'http://localhost');
    expect(dashboardLoader).toHaveBeenCalledTimes(1);
    const [args] = dashboardLoader.mock.calls[0] as unknown as [{ request: Request }];
    expect(new URL(args.request.url).pathname).toBe('/ORG/dashboard');
  });

  it('a deep link into a record loads that screen, and a path without a route loads nothing', () => {
    const { tree, dashboardLazy, listLazy, dashboardLoader } = routes();
    preloadRouteCode(tree, '/ORG/orders/42');
    preloadRouteData(tree, '/ORG/orders/42', 'http://localhost');
    expect(listLazy).toHaveBeenCalledTimes(1);
    expect(dashboardLazy).not.toHaveBeenCalled();
    expect(dashboardLoader).not.toHaveBeenCalled();
    preloadRouteCode(tree, '/nowhere');
    expect(listLazy).toHaveBeenCalledTimes(1);
  });
});
