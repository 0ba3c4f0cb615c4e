/** The SYS route tree's chunk. */
import type { RouteDefinition } from '@portineria/domain';
import { roleScreen } from './roleScreens.tsx';

export function screenFor(route: RouteDefinition) {
  return roleScreen(route);
}
