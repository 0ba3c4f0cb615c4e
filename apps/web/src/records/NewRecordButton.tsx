/**
 * NUOVO on a list screen, when the route has a creation screen (creationScreens.ts) and the profile may create
 * (APP_NEW on the /new route's permission path: ORG_OPR_ORDERS, ORG_GEN_TICKETS, USR_GEN_TICKETS…).
 */
import { Button } from '@portineria/ui';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { usePathPermission } from '../lib/permissions.ts';
import { creationHref, creationRouteOf } from './creationScreens.ts';
import { useRecordRoute } from './useRecordRoute.ts';

/** Props of {@link NewRecordButton}. */
export interface NewRecordButtonProps {
  /** The button's text (each feature's own 'NUOVO'). */
  label: string;
}

/** The list's NUOVO, shown only where the profile may create. */
export function NewRecordButton({ label }: NewRecordButtonProps) {
  const navigate = useNavigate();
  const { route, params, profile } = useRecordRoute();
  // Only a /new route with its creation screen is offered (creationScreens.ts).
  const newRoute = route ? creationRouteOf(route) : undefined;
  const decision = usePathPermission(profile, newRoute?.permissionPath, 'APP_NEW');
  const href = route ? creationHref(route, params) : undefined;
  if (!href || decision?.state !== 'allowed') return null;
  return (
    <Button icon={<Plus size={16} aria-hidden />} onClick={() => navigate(href)}>
      {label}
    </Button>
  );
}
