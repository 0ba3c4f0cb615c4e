/** The ORG route tree's chunk: its own settings screens, the rest from the shared kit. */
import type { RouteDefinition } from '@portineria/domain';
import { roleScreen } from './roleScreens.tsx';
import { DashboardSettingsScreen } from './SettingsPlaceholder.tsx';
import { SidebarSettingsScreen } from './SidebarSettingsScreen.tsx';

export function screenFor(route: RouteDefinition) {
  return roleScreen(route, {
    orgSettingsSidebar: SidebarSettingsScreen,
    orgDashboardSettings: DashboardSettingsScreen,
  });
}
