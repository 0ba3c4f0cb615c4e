/**
 * The app's routes, built from domain's route table (000 §2 Route forms; 001 §2): one route per
 * row, each role's tree loaded lazily as its own chunk, the routes that need no role bundled with
 * the start, and a catch-all 404. The guard in RootLayout decides what each path may show.
 * Declarative routing (`useRoutes`) over the app's history: the screens' code loads on first
 * visit, and a navigation keeps the current screen until the next one can render (it runs as a
 * React transition).
 */
import { ROUTES, type RouteDefinition, type RoleType } from '@portineria/domain';
import { use, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { prefetchOrgDashboard } from '../features/dashboard/prefetch.ts';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { NotFoundPage } from '../records/NotFoundPage.tsx';
import { PublicBuildingPage } from './PublicBuildingPage.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteNameContext } from './routeName.ts';
import { isLazy, type AppRoute } from './routeTable.ts';
import { screenLoad } from './screenLoads.ts';

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
const PUBLIC_LAZY_SCREENS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  helper: async () => (await import('../features/help/HelperPage.tsx')).HelperPage,
};

/**
 * What starts a screen's queries alongside its lazy code (they return nothing: the screen reads
 * the query cache). Static, so they run while the role chunk is still loading.
 */
const PREFETCHES: Readonly<Record<string, () => unknown>> = {
  orgDashboard: prefetchOrgDashboard,
};

function appRoute(route: RouteDefinition): AppRoute {
  const { path, name } = route;
  if (route.roleType === null) {
    const load = PUBLIC_LAZY_SCREENS[name];
    if (load) return { path, name, load };
    return { path, name, Component: PUBLIC_SCREENS[name] ?? NotFoundPage };
  }
  const chunk = ROLE_CHUNKS[route.roleType];
  const prefetch = PREFETCHES[name];
  return {
    path,
    name,
    ...(prefetch ? { prefetch } : {}),
    // The role's chunk, then the screen's.
    load: async () => (await chunk()).screenFor(route),
  };
}

/** The routes of the app (exported for the session start's preload). */
export const appRoutes: readonly AppRoute[] = [
  ...(ROUTES as readonly RouteDefinition[]).map(appRoute),
  // Any path containing 'error' is a public error page (000 §2 Route forms).
  { path: '*', name: 'notFound', Component: NotFoundPage },
];

/**
 * A route's screen, told its route name. A lazy screen whose code has arrived renders at once;
 * otherwise it suspends: a navigation keeps the current screen meanwhile, and a page opened
 * directly shows the loading screen (RootLayout's fallback).
 */
function RouteScreen({ route }: { route: AppRoute }) {
  const Screen = route.Component ?? (isLazy(route) ? use(screenLoad(route)) : NotFoundPage);
  return (
    <RouteNameContext value={route.name}>
      {/* eslint-disable-next-line react-hooks/static-components -- not made in render: each route's screen is one component, loaded once and kept (screenLoads.ts) */}
      <Screen />
    </RouteNameContext>
  );
}

const routeTree: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: appRoutes.map((route) => ({
      path: route.path,
      element: <RouteScreen route={route} />,
    })),
  },
];

/** The screen of the current address, in the layout. */
export function AppRoutes() {
  return useRoutes(routeTree);
}
