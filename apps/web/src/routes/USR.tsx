/**
 * The USR route tree's chunk: its dashboard; the shared kit of the other screens
 * (./roleScreens.tsx) loads when one of them is first visited.
 */
import type { RouteDefinition } from '@portineria/domain';
import type { ComponentType } from 'react';
import { UsrDashboard } from '../features/dashboard/UsrDashboard.tsx';

export async function screenFor(route: RouteDefinition): Promise<ComponentType> {
  if (route.name === 'usrDashboard') return UsrDashboard;
  return (await import('./roleScreens.tsx')).roleScreen(route);
}
