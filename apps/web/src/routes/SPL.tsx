/** The SPL route tree's chunk: its dashboard, the rest from the shared kit. */
import type { RouteDefinition } from '@portineria/domain';
import { SplDashboard } from '../features/dashboard/SplDashboard.tsx';
import { roleScreen } from './roleScreens.tsx';

export function screenFor(route: RouteDefinition) {
  return roleScreen(route, { splDashboard: SplDashboard });
}
