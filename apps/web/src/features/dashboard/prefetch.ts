/**
 * The loader of /ORG/dashboard: starts the queries of every widget the saved dashboard shows while
 * the ORG chunk and the dashboard's code still load (conventions: "a route module exports a loader
 * that prefetches query options"). Hidden and locked widgets make no call; the widgets then find
 * their requests in flight in the cache. Without an active ORG session it does nothing.
 */
import { dashboardCellDisplay } from '@portineria/domain';
import { queryClient } from '../../lib/queryClient.ts';
import { activeSession } from '../../session/activeSession.ts';
import { dashboardSessionOf, widgetDecision } from './dashboardSession.ts';
import { readDashboard } from './dashboardStore.ts';
import { prefetchWidget } from './widgetQueries.ts';

export function prefetchOrgDashboard(): null {
  const active = activeSession();
  const session = dashboardSessionOf(active?.profile, active?.roleType, active?.user?.id);
  const orgType = session?.profile.organization?.orgType;
  if (!session || session.role !== 'ORG' || !orgType) return null;
  const dashboard = readDashboard(session.profile.uid, orgType);
  for (const id of dashboard.configuration) {
    const display = dashboardCellDisplay(
      id,
      (widget) => widgetDecision(session.profile, widget).state,
    );
    if (display.kind === 'shown') prefetchWidget(queryClient, display.widget, session);
  }
  return null;
}
