/**
 * The screen of a role route by its kind (domain's RouteKind): the role chunks pass their own
 * dashboard and special screens; list and detail screens come from the generic entity kit, loaded
 * only when such a route is first visited so the sign-in → dashboard path does not carry it.
 */
import type { RouteDefinition } from '@portineria/domain';
import type { ComponentType } from 'react';
import { ChangelogScreen } from './ChangelogScreen.tsx';
import { RoleDashboard } from './RoleDashboard.tsx';

/** Screens a role chunk supplies itself, by route name. */
export type ScreenOverrides = Readonly<Record<string, ComponentType>>;

/** The component of a role route. */
export async function roleScreen(
  route: RouteDefinition,
  overrides: ScreenOverrides = {},
): Promise<ComponentType> {
  const override = overrides[route.name];
  if (override) return override;
  switch (route.kind) {
    case 'dashboard':
      return RoleDashboard;
    case 'changelog':
      return ChangelogScreen;
    case 'list':
    case 'report':
    case 'chats':
    case 'calendar':
      return (await import('../entities/EntityListScreen.tsx')).EntityListScreen;
    case 'new':
    case 'mod':
    case 'detail':
      return (await import('../entities/EntityDetailScreen.tsx')).EntityDetailScreen;
    case 'settings':
    case 'redirect':
    case 'loading':
    case 'public':
    case 'helper':
    case 'error':
      return RoleDashboard;
    default:
      return route.kind satisfies never;
  }
}
