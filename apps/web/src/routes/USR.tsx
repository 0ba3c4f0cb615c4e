/** The USR route tree's chunk: its dashboard, the rest from the shared kit. */
import type { RouteDefinition } from '@portineria/domain';
import { UsrDashboard } from '../features/dashboard/UsrDashboard.tsx';
import { roleScreen } from './roleScreens.tsx';

export function screenFor(route: RouteDefinition) {
  return roleScreen(route, { usrDashboard: UsrDashboard });
}
