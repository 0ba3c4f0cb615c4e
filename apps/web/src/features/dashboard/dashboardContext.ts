/**
 * What every dashboard widget reads from the session: the active profile, its role, the user id
 * that replaces '@activeUser' (000 §7) and the company id the supplier calls need; plus the two
 * cross-cutting behaviours of widgets — the permission decision (000 §5) and the HTTP error snack
 * of a failed load (000 §8 "List loading failure: counters … null shown as '-' and an HTTP error
 * snack").
 */
import { isApiClientError } from '@portineria/api-client';
import {
  DASHBOARD_WIDGETS,
  dashboardWidgetPermission,
  commonMessage,
  type DashboardWidget,
  type PermissionDecision,
  type Profile,
} from '@portineria/domain';
import { useSnackbar } from '@portineria/ui';
import { useEffect, useMemo } from 'react';
import { useSession } from '../../session/SessionProvider.tsx';
import { dashboardSessionOf, type DashboardSession } from './dashboardSession.ts';

export { dashboardSessionOf, widgetDecision } from './dashboardSession.ts';
export type { DashboardRole, DashboardSession } from './dashboardSession.ts';

/** The dashboard session, or null while no ORG, SPL or USR profile is active. */
export function useDashboardSession(): DashboardSession | null {
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const roleType = useSession((snapshot) => snapshot.context.roleType);
  const activeUserId = useSession((snapshot) => snapshot.context.user?.id);
  return dashboardSessionOf(profile, roleType, activeUserId);
}

/**
 * Every widget's decision for a profile, worked out once per profile: a grid asks for the same
 * widget in its cell, its picker and its preview.
 */
export function useWidgetDecisions(
  profile: Profile | undefined,
): (widget: DashboardWidget) => PermissionDecision {
  return useMemo(() => {
    const decisions = new Map(
      DASHBOARD_WIDGETS.map((widget) => [
        widget.id,
        profile ? dashboardWidgetPermission(profile, widget) : HIDDEN,
      ]),
    );
    return (widget: DashboardWidget) => decisions.get(widget.id) ?? HIDDEN;
  }, [profile]);
}

const HIDDEN: PermissionDecision = { state: 'hidden' };

/** The one id of the dashboards' error snack: many failing counts show one snack, not twelve. */
const DASHBOARD_ERROR_SNACK = 'dashboard-load-error';

/** The text of a failed call: the server's or the client's Italian message, else the generic one. */
export function loadErrorMessage(error: unknown): string {
  return isApiClientError(error) ? error.message : commonMessage('common.genericError');
}

/** Shows the HTTP error snack while `error` is set (000 §8), once per error. */
export function useLoadErrorSnack(error: unknown): void {
  const { show } = useSnackbar();
  useEffect(() => {
    if (!error) return;
    show({ id: DASHBOARD_ERROR_SNACK, message: loadErrorMessage(error), tone: 'error' });
  }, [error, show]);
}
