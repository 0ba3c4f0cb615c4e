/**
 * /SPL/dashboard (000 §2 "SPL dashboard"): 'Dashboard' with reload and the to-do shortcut, the app
 * banner, the launcher tiles of buildings and employees, the order and contract chips, the
 * certification-folder chips (only with the qualifications module, 000 §6), 'Attività pianificate'
 * (all of today's, 'Nessuna attività pianificata' when none), the expired activities (max 5) and
 * 'Preventivi richiesti da fare' (max 5). Which widgets show, locked or not at all is domain's.
 */
import {
  calendarHref,
  dashboardWidgetHref,
  fixedDashboardWidgets,
  mobileAppStoreUrl,
  type DashboardWidget,
} from '@portineria/domain';
import {
  AppBanner,
  Button,
  DashboardCellMessage,
  LauncherTile,
  PermissionGate,
} from '@portineria/ui';
import { Building2, ListTodo, Users } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { mobileAppStoreUrls } from '../../lib/deploymentLinks.ts';
import { webMessage } from '../../messages/startMessages.ts';
import { useDashboardSession, widgetDecision, type DashboardSession } from './dashboardContext.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DashboardWidgetView } from './widgets/DashboardWidgetView.tsx';
import * as styles from './dashboard.css.ts';

const LAUNCHER_ICONS: Partial<Record<DashboardWidget['id'], typeof Building2>> = {
  spl_buildings_launcher: Building2,
  spl_employees_launcher: Users,
};

function SplWidget({
  widget,
  locked,
  session,
}: {
  widget: DashboardWidget;
  locked: boolean;
  session: DashboardSession;
}) {
  const decision = widgetDecision(session.profile, widget);
  if (widget.mode === 'banner') {
    return (
      <div className={styles.wide}>
        <AppBanner
          title={widget.name}
          text={webMessage('dashboard.banner.text')}
          actionLabel={webMessage('dashboard.banner.action')}
          href={mobileAppStoreUrl(navigator.userAgent, mobileAppStoreUrls)}
          newTab
        />
      </div>
    );
  }
  if (widget.mode === 'launcher') {
    const Icon = LAUNCHER_ICONS[widget.id] ?? Building2;
    return (
      <LauncherTile
        title={widget.name}
        description={widget.info[0]}
        icon={<Icon size={24} aria-hidden />}
        href={dashboardWidgetHref(widget.id) ?? ''}
        locked={locked}
        labels={decision.message ? { locked: decision.message } : undefined}
      />
    );
  }
  const wide = widget.mode === 'chip-counter' ? styles.wide : undefined;
  return (
    <div className={wide}>
      {locked ? (
        <PermissionGate decision={decision} layout="block" featureLabel={widget.name}>
          <DashboardCellMessage title={widget.name} message={decision.message ?? ''} />
        </PermissionGate>
      ) : (
        <DashboardWidgetView widget={widget} session={session} />
      )}
    </div>
  );
}

export function SplDashboard() {
  const navigate = useNavigate();
  const session = useDashboardSession();
  if (!session) return null;
  const widgets = fixedDashboardWidgets(
    'SPL',
    (widget) => widgetDecision(session.profile, widget).state,
  );
  const ofMode = (modes: readonly DashboardWidget['mode'][], keep: boolean) =>
    widgets.filter(({ widget }) => modes.includes(widget.mode) === keep);
  const banners = ofMode(['banner'], true);
  const launchers = ofMode(['launcher'], true);
  const rest = ofMode(['banner', 'launcher'], false);
  return (
    <section data-testid="dashboard">
      <DashboardHeader>
        <Button
          variant="outlined"
          icon={<ListTodo size={18} aria-hidden />}
          onClick={() => navigate(calendarHref('SPL', { openSidebar: true }) ?? '/SPL/calendar')}
        >
          {webMessage('dashboard.todo')}
        </Button>
      </DashboardHeader>
      <div className={styles.sections}>
        {banners.map((entry) => (
          <SplWidget key={entry.widget.id} {...entry} session={session} />
        ))}
        {launchers.length > 0 ? (
          <div className={styles.tiles}>
            {launchers.map((entry) => (
              <SplWidget key={entry.widget.id} {...entry} session={session} />
            ))}
          </div>
        ) : null}
        {rest.map((entry) => (
          <SplWidget key={entry.widget.id} {...entry} session={session} />
        ))}
      </div>
    </section>
  );
}
