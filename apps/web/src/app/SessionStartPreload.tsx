/**
 * Uses the session start's wait (000 §2, §4: 'Stai per accedere con il profilo' for 2 s) to load
 * what the redirect will show, so that it lands on a painted screen:
 * - as soon as the profile is known, the code of the route the session will redirect to (its
 *   role's chunk and screen; Vite adds a modulepreload link for each file the chunk imports);
 * - once the start checks have passed (organisation and buildings read), that route's prefetch,
 *   which starts its queries (the ORG dashboard's widgets) into the cache the screen reads, and the
 *   menu's reads (pinned links, 'Servizi'), so that the rail does not grow after it first paints.
 * The target is domain's `redirectTarget`, the same rule the machine applies when it redirects.
 */
import { redirectTarget } from '@portineria/domain';
import { useEffect } from 'react';
import { apiClient } from '../lib/apiClient.ts';
import { queryClient } from '../lib/queryClient.ts';
import { useSessionActor, type SessionSnapshot } from '../session/SessionProvider.tsx';
import { preloadRouteCode, preloadRouteData, type AppRoute } from '../routes/routeTable.ts';
import { prefetchNavigationMenu } from '../shell/useNavigationMenu.ts';

/** The path the session will redirect to, once its profile is known during the start. */
export function startTarget(snapshot: SessionSnapshot): string | undefined {
  const { activeProfile, query, lastRoute } = snapshot.context;
  if (!snapshot.matches('starting') || !activeProfile) return undefined;
  return redirectTarget({ profile: activeProfile, query, lastRoute }).path;
}

/** Whether the start checks have passed and only the Loading screen's wait is left. */
export function isWaitingToRedirect(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ starting: { redirecting: 'waiting' } });
}

export function SessionStartPreload({ routes }: { routes: readonly AppRoute[] }) {
  const actor = useSessionActor();
  useEffect(() => {
    let codeFor: string | undefined;
    let dataFor: string | undefined;
    const preload = (snapshot: SessionSnapshot) => {
      const target = startTarget(snapshot);
      if (!target) return;
      if (target !== codeFor) {
        codeFor = target;
        preloadRouteCode(routes, target);
      }
      if (target !== dataFor && isWaitingToRedirect(snapshot)) {
        dataFor = target;
        preloadRouteData(routes, target);
        const profile = snapshot.context.activeProfile;
        if (profile) prefetchNavigationMenu(queryClient, apiClient, profile);
      }
    };
    preload(actor.getSnapshot());
    // After the other subscribers of the same change: the SessionProvider gives the api-client
    // the active profile and the route prefetches the active session (its effect subscribes after this
    // child's).
    const subscription = actor.subscribe((snapshot) => queueMicrotask(() => preload(snapshot)));
    return () => subscription.unsubscribe();
  }, [actor, routes]);
  return null;
}
