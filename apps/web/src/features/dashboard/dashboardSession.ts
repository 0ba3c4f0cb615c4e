/**
 * The session facts a dashboard reads, and a widget's decision, without React or ui: the route
 * loader that prefetches the ORG dashboard (prefetch.ts) reads them before any screen code loads.
 */
import {
  ROLE_TYPE,
  dashboardWidgetPermission,
  type DashboardWidget,
  type PermissionDecision,
  type Profile,
  type RoleType,
} from '@portineria/domain';

/** The roles that have a widget dashboard. */
export type DashboardRole = 'ORG' | 'SPL' | 'USR';

/** The session facts the widgets' calls and links need. */
export interface DashboardSession {
  profile: Profile;
  role: DashboardRole;
  /** Replaces '@activeUser' in counter criteria (000 §7). */
  activeUserId: string | undefined;
  /** The supplier's company for the folder counts (000 §7 "query sysSplId = company id"). */
  companyId: string;
}

/** The dashboard session of a profile, or null for a role without a widget dashboard. */
export function dashboardSessionOf(
  profile: Profile | undefined,
  roleType: RoleType | undefined,
  activeUserId: string | undefined,
): DashboardSession | null {
  if (
    !profile ||
    (roleType !== ROLE_TYPE.ORG && roleType !== ROLE_TYPE.SPL && roleType !== ROLE_TYPE.USR)
  )
    return null;
  return { profile, role: roleType, activeUserId, companyId: String(profile.company_id) };
}

/** A widget's decision on the active profile: allowed, locked or hidden (000 §5, §6). */
export function widgetDecision(profile: Profile, widget: DashboardWidget): PermissionDecision {
  return dashboardWidgetPermission(profile, widget);
}
