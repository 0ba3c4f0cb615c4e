/**
 * The root of every route: domain's guard decides (001 §2.1), the permission check per path feeds
 * it, the shell frames role screens, and the session's blocking dialogs sit on top (000 §4).
 */
import {
  guardDecision,
  isManagerOrgWithoutRegistry,
  isShellHidden,
  type GuardDecision,
} from '@portineria/domain';
import { SnackbarProvider, UiRouterProvider } from '@portineria/ui';
import { lazy, Suspense, useEffect } from 'react';
import { AppLoadingOverlay } from '../shell/AppLoadingOverlay.tsx';
import { hideLoadingOverlay } from '../lib/loadingOverlay.ts';
import { Navigate, Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { MobileAppDialog } from '../shell/MobileAppDialog.tsx';
import { NewVersionDialog } from '../shell/NewVersionDialog.tsx';
import { usePathPermission } from '../lib/permissions.ts';
import { loginUrl } from '../lib/loginService.ts';
import { useSession, useSessionActor } from '../session/SessionProvider.tsx';
import { Shell } from '../shell/Shell.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { NotFoundPage } from '../records/NotFoundPage.tsx';

// The blocking dialog's code loads when the session opens one (see shell/WhenOpened.tsx).
const SessionDialogView = lazy(() =>
  import('../shell/SessionDialogView.tsx').then((module) => ({
    default: module.SessionDialogView,
  })),
);

/** The guard's decision for the current path, asking the permission check when it needs it. */
export function useGuard(pathname: string): GuardDecision {
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const roleType = useSession((snapshot) => snapshot.context.roleType);
  // The role is known once the start checks passed; a blocking dialog keeps it known.
  const roleResolved = useSession(
    (snapshot) => snapshot.matches('active') || snapshot.matches('blockingDialog'),
  );
  const input = {
    roleResolved,
    roleType,
    hasActiveProfile: profile !== undefined,
    pathname,
    isManagerOrgWithoutRegistry: profile ? isManagerOrgWithoutRegistry(profile) : false,
  };
  const first = guardDecision(input);
  const needs = first.kind === 'needs-permission' ? first : undefined;
  const decision = usePathPermission(
    profile,
    needs?.permissionPath,
    needs?.requirement.functionality,
  );
  if (!needs) return first;
  if (!decision) return { kind: 'loading' };
  return guardDecision({ ...input, permission: decision.state });
}

function SessionDialog() {
  const actor = useSessionActor();
  const dialog = useSession((snapshot) =>
    snapshot.matches('blockingDialog') ? snapshot.context.dialog : undefined,
  );
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialogView
        dialog={dialog}
        onConfirm={() => actor.send({ type: 'DIALOG_CONFIRMED' })}
      />
    </Suspense>
  );
}

function LeaveForLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.assign(loginUrl({ route: `${pathname}${search}` }));
  }, [pathname, search]);
  return <LoadingScreen />;
}

function GuardedOutlet() {
  const { pathname } = useLocation();
  const decision = useGuard(pathname);
  const hasRole = useSession((snapshot) => snapshot.context.roleType !== undefined);
  const leaving = useSession(
    (snapshot) => snapshot.matches('loggingOut') || snapshot.status === 'done',
  );
  if (leaving) return <LoadingScreen />;
  switch (decision.kind) {
    case 'loading':
      return <LoadingScreen />;
    case 'login':
      return <LeaveForLogin />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'refused':
    case 'denied':
      return <Navigate to={decision.redirectTo} replace />;
    case 'not-found':
      return hasRole ? (
        <Shell>
          <NotFoundPage />
        </Shell>
      ) : (
        <NotFoundPage />
      );
    case 'needs-permission':
      return <LoadingScreen />;
    case 'allowed':
      return hasRole && !isShellHidden(pathname) && pathname !== '/403' ? (
        <Shell>
          {/* A screen that fails keeps the shell around its error page (000 §2 Shell). */}
          <RouteErrorBoundary inShell>
            <Outlet />
          </RouteErrorBoundary>
        </Shell>
      ) : (
        <Outlet />
      );
    default:
      return decision satisfies never;
  }
}

/** The overlay of a profile switch or sign-out ends when the app lands on its next page. */
function useOverlayEndsOnArrival() {
  const { pathname } = useLocation();
  const active = useSession((snapshot) => snapshot.matches('active'));
  useEffect(() => {
    if (active && pathname !== '/changeProfile' && pathname !== '/loading') hideLoadingOverlay();
  }, [active, pathname]);
}

/** react-router's href of a ui link's target (ui's router provider asks for it by hook). */
function useRouterHref(to: string | number | object): string {
  return useHref(String(to));
}

export function RootLayout() {
  useOverlayEndsOnArrival();
  const navigate = useNavigate();
  // ui's links (cards, tiles, 'Mostra tutti', list rows) navigate client-side through ui's router.
  return (
    <UiRouterProvider navigate={(to) => void navigate(String(to))} useHref={useRouterHref}>
      <SnackbarProvider>
        {/* A screen whose code is still loading when there is no screen to keep (a page opened
            directly): the loading screen, never a blank page. */}
        <Suspense fallback={<LoadingScreen />}>
          <GuardedOutlet />
        </Suspense>
        <SessionDialog />
        <NewVersionDialog />
        <MobileAppDialog />
        <AppLoadingOverlay />
      </SnackbarProvider>
    </UiRouterProvider>
  );
}
