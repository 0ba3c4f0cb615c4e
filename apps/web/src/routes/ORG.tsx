/** The ORG route tree's chunk: its dashboard and settings screens, the rest from the shared kit. */
import type { RouteDefinition } from '@portineria/domain';
import { OrgDashboard } from '../features/dashboard/OrgDashboard.tsx';
import { OrgDashboardSettings } from '../features/dashboard/OrgDashboardSettings.tsx';
import { roleScreen } from './roleScreens.tsx';
import { SidebarSettingsScreen } from '../features/settings/SidebarSettingsScreen.tsx';

export function screenFor(route: RouteDefinition) {
  return roleScreen(route, {
    orgDashboard: OrgDashboard,
    orgDashboardSettings: OrgDashboardSettings,
    orgSettingsSidebar: SidebarSettingsScreen,
  });
}
