/**
 * The ORG route tree's chunk: its dashboard, the rest from the shared kit. The settings screens
 * (the dashboard wizard, the sidebar) load when first visited, so the sign-in → dashboard path
 * does not carry them.
 */
import type { RouteDefinition } from '@portineria/domain';
import type { ComponentType } from 'react';
import { OrgDashboard } from '../features/dashboard/OrgDashboard.tsx';
import { roleScreen } from './roleScreens.tsx';

const SETTINGS_SCREENS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  orgDashboardSettings: async () =>
    (await import('../features/dashboard/OrgDashboardSettings.tsx')).OrgDashboardSettings,
  orgSettingsSidebar: async () =>
    (await import('../features/settings/SidebarSettingsScreen.tsx')).SidebarSettingsScreen,
};

export function screenFor(route: RouteDefinition) {
  const settings = SETTINGS_SCREENS[route.name];
  return settings ? settings() : roleScreen(route, { orgDashboard: OrgDashboard });
}
