/**
 * /ORG/dashboard (000 §2 Dashboards): the saved layout as a read-only 4-column grid, each cell
 * wrapped in its permission gate (hidden, locked with the lock and its tooltip, or shown), the
 * unknown-component message for an id this version does not know, 12 skeleton cells while the
 * session is not ready, and the settings button. The manager-org redirect is the guard's (001 §2.2).
 */
import {
  dashboardCellDisplay,
  gridPlacement,
  hrefFor,
  dashboardMessage,
  type DashboardCellPlacement,
  type DashboardWidget,
  type PermissionDecision,
} from '@portineria/domain';
import { Button, DashboardCellMessage, DashboardGrid, PermissionGate } from '@portineria/ui';
import { Settings2 } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSavedDashboard } from './dashboardStore.ts';
import {
  useDashboardSession,
  useWidgetDecisions,
  type DashboardSession,
} from './dashboardContext.ts';
import { DashboardWidgetView } from './widgets/DashboardWidgetView.tsx';
import * as styles from './dashboard.css.ts';

/** One cell of a dashboard grid: the widget in its permission gate, or what replaces it. */
export function DashboardCell({
  id,
  session,
  decisions,
}: {
  id: string | null;
  session: DashboardSession;
  decisions: (widget: DashboardWidget) => PermissionDecision;
}) {
  const display = dashboardCellDisplay(id, (widget) => decisions(widget).state);
  switch (display.kind) {
    case 'empty':
    case 'hidden':
      return null;
    case 'unknown':
      return <DashboardCellMessage message={display.message} />;
    case 'locked':
      return (
        <PermissionGate
          decision={decisions(display.widget)}
          layout="block"
          featureLabel={display.widget.name}
        >
          <DashboardCellMessage
            title={display.widget.name}
            message={decisions(display.widget).message ?? ''}
          />
        </PermissionGate>
      );
    case 'shown':
      return <DashboardWidgetView widget={display.widget} session={session} />;
    default:
      return display satisfies never;
  }
}

export function OrgDashboard() {
  const navigate = useNavigate();
  const session = useDashboardSession();
  const orgType = session?.profile.organization?.orgType;
  const dashboard = useSavedDashboard(session?.profile.uid, orgType);
  const placements = useMemo(
    () => (dashboard ? gridPlacement(dashboard.variant) : []),
    [dashboard],
  );
  const decisions = useWidgetDecisions(session?.profile);

  const title = dashboardMessage('dashboard.title');
  return (
    <section data-testid="dashboard">
      <header className={styles.header}>
        <h2 id="dashboard-title" className={styles.title}>
          {title}
        </h2>
        <Button
          variant="outlined"
          icon={<Settings2 size={18} aria-hidden />}
          onClick={() => navigate(hrefFor('orgDashboardSettings'))}
        >
          {dashboardMessage('dashboard.settings.title')}
        </Button>
      </header>
      <DashboardGrid
        label={title}
        loading={!session || !dashboard}
        placements={placements}
        renderCell={(placement: DashboardCellPlacement) =>
          session && dashboard ? (
            <div
              className={styles.fill}
              data-cell-component={dashboard.configuration[placement.cell] ?? ''}
            >
              <DashboardCell
                id={dashboard.configuration[placement.cell] ?? null}
                session={session}
                decisions={decisions}
              />
            </div>
          ) : null
        }
      />
    </section>
  );
}
