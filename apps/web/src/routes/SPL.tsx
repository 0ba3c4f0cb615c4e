/**
 * The SPL route tree's chunk: its dashboard; the shared kit of the other screens
 * (./roleScreens.tsx) loads when one of them is first visited.
 */
import type { RouteDefinition } from '@portineria/domain';
import type { ComponentType } from 'react';
import { SplDashboard } from '../features/dashboard/SplDashboard.tsx';

export async function screenFor(route: RouteDefinition): Promise<ComponentType> {
  if (route.name === 'splDashboard') return SplDashboard;
  return (await import('./roleScreens.tsx')).roleScreen(route);
}
