/**
 * What every record screen reads from the address and the session: the route of domain's table
 * and its parameters, its Italian title, the viewer (active role and the route's role tree) and
 * the context values are presented in.
 */
import { matchRoute, message, routeTitleKey, type RouteDefinition } from '@portineria/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionProvider.tsx';
import { PRODUCT } from '../session/sessionStorage.ts';
import type { RouteParams } from './definition.ts';
import type { Viewer } from './fields.ts';
import type { PresentationContext } from './presenters.ts';

export function useRecordRoute() {
  const location = useLocation();
  const match = matchRoute(location.pathname);
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const buildings = useSession((snapshot) => snapshot.context.buildings);
  const route: RouteDefinition | undefined = match?.route;
  const params = (match?.params ?? {}) as RouteParams;
  const roleType = route?.roleType ?? undefined;
  const role = profile?.role;
  const viewer = useMemo<Viewer | undefined>(
    () => (role && roleType ? { role, roleType } : undefined),
    [role, roleType],
  );
  const context = useMemo<PresentationContext>(
    () => ({ ...(role ? { role } : {}), now: new Date(), product: PRODUCT, buildings }),
    [role, buildings],
  );
  return {
    route,
    params,
    title: match ? message(routeTitleKey(match)) : '',
    profile,
    viewer,
    context,
  };
}
