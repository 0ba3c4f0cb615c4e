/**
 * The permission decision of a dashboard widget (000 §3 "permissions (list of an application code
 * and a functionality id), permissionsMode (AND by default)"; 000 §5, §6). The modules of each
 * application are added (`withApplicationModules`), so a widget whose module is off is locked
 * with 'Funzionalità non abilitata' — or hidden — exactly like the menu entry of its list, and
 * the decision needs no call: the profile carries grants and modules.
 */
import { evaluatePermissions } from '../permissions/evaluatePermission.ts';
import type { PermissionProfile } from '../permissions/evaluatePermission.ts';
import { withApplicationModules } from '../permissions/applicationModules.ts';
import type { PermissionDecision } from '../permissions/types.ts';
import type { DashboardWidget } from './types.ts';

/** The decision for a widget on a profile: allowed, locked (with its reason) or hidden. */
export function dashboardWidgetPermission(
  profile: PermissionProfile,
  widget: Pick<DashboardWidget, 'permissions' | 'permissionsMode'>,
): PermissionDecision {
  if (widget.permissions.length === 0) return { state: 'allowed' };
  return evaluatePermissions(
    profile,
    widget.permissions.map(withApplicationModules),
    widget.permissionsMode,
  );
}
