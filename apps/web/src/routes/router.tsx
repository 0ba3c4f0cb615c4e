/**
 * The data router, built from domain's route table (000 §2 Route forms; 001 §2): one route per
 * row, each role's tree loaded lazily as its own chunk, the routes that need no role bundled with
 * the start, and a catch-all 404. The guard in RootLayout decides what each path may show.
 */
import { ROUTES, type RouteDefinition, type RoleType } from '@portineria/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { prefetchOrgDashboard } from '../features/dashboard/prefetch.ts';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { loadChunk } from '../lib/chunkLoad.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import { NotFoundPage } from '../records/NotFoundPage.tsx';
import { PublicBuildingPage } from './PublicBuildingPage.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

type RoleChunk = { screenFor: (route: RouteDefinition) => Promise<ComponentType> };

/** Each role's tree is its own chunk, loaded when one of its paths is first visited. */
const ROLE_CHUNKS: Record<RoleType, () => Promise<RoleChunk>> = {
  ORG: () => import('./ORG.tsx'),
  SPL: () => import('./SPL.tsx'),
  USR: () => import('./USR.tsx'),
  SYS: () => import('./SYS.tsx'),
};

/** The screens of the routes that need no role and load with the start. */
const PUBLIC_SCREENS: Readonly<Record<string, ComponentType>> = {
  root: LoadingScreen,
  loading: LoadingScreen,
  changeProfile: LoadingScreen,
  publicBuilding: PublicBuildingPage,
  publicBuildingHtml: PublicBuildingPage,
  forbidden: ForbiddenPage,
  notFound: NotFoundPage,
};

/**
 * The public screens loaded when first visited: the help page, with its HTML sanitiser, is opened
 * from the help drawer, never on the way from the sign-in to a dashboard.
 */
const PUBLIC_LAZY_SCREENS: Readonly<Record<string, () => Promise<{ Component: ComponentType }>>> = {
  helper: async () => ({
    Component: (await import('../features/help/HelperPage.tsx')).HelperPage,
  }),
};

/**
 * Loaders that start a screen's queries alongside its lazy code (they return nothing: the screen
 * reads the query cache). Static, so they run while the role chunk is still loading.
 */
const LOADERS: Readonly<Record<string, () => null>> = {
  orgDashboard: prefetchOrgDashboard,
};

function routeObject(route: RouteDefinition): RouteObject {
  const handle = { routeName: route.name };
  if (route.roleType === null) {
    const screen = PUBLIC_LAZY_SCREENS[route.name];
    if (screen) return { path: route.path, handle, lazy: () => loadChunk(screen) };
    return { path: route.path, handle, Component: PUBLIC_SCREENS[route.name] ?? NotFoundPage };
  }
  const load = ROLE_CHUNKS[route.roleType];
  const loader = LOADERS[route.name];
  return {
    path: route.path,
    handle,
    ...(loader ? { loader } : {}),
    // The role's chunk and the screen's: past the chunk load timeout (000 §9) the route fails, and
    // its error page offers 'Ricarica'.
    lazy: () => loadChunk(async () => ({ Component: await (await load()).screenFor(route) })),
  };
}

/** The route objects of the app (exported for tests). */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // A page opened directly waits for its route's chunk: the loading screen, never a blank page.
    HydrateFallback: LoadingScreen,
    children: [
      ...(ROUTES as readonly RouteDefinition[]).map(routeObject),
      // Any path containing 'error' is a public error page (000 §2 Route forms).
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
