/**
 * The ORG route tree's chunk: its dashboard. The settings screens (the dashboard wizard, the
 * sidebar) and the shared kit of the other screens (./roleScreens.tsx) load when first visited,
 * so the sign-in → dashboard path does not carry them.
 */
import type { RouteDefinition } from '@portineria/domain';
import type { ComponentType } from 'react';
import { OrgDashboard } from '../features/dashboard/OrgDashboard.tsx';

const SETTINGS_SCREENS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  orgDashboardSettings: async () =>
    (await import('../features/dashboard/OrgDashboardSettings.tsx')).OrgDashboardSettings,
  orgSettingsSidebar: async () =>
    (await import('../features/settings/SidebarSettingsScreen.tsx')).SidebarSettingsScreen,
};

export async function screenFor(route: RouteDefinition): Promise<ComponentType> {
  if (route.name === 'orgDashboard') return OrgDashboard;
  const settings = SETTINGS_SCREENS[route.name];
  return settings ? settings() : (await import('./roleScreens.tsx')).roleScreen(route);
}
