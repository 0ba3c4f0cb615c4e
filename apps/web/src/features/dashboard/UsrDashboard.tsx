/**
 * /USR/dashboard (000 §2 "USR dashboard", §4 "USR building selection", §6): 'Dashboard' with
 * reload; the building selector, or the selected-building card ('city - street (province)') with
 * previous, next and unselect and its public page in a new tab; the shortcuts to orders,
 * communications, tickets, condominium correspondences, general communications (only with the
 * three modules) and notices — the condominium ones hidden for a private building — and the
 * unread correspondence. The selection is shared with the menu (002 §2.10).
 */
import { countUsrUnreadCorrespondenceQueryOptions } from '@portineria/api-client';
import {
  dashboardWidgetById,
  dashboardWidgetHref,
  hrefFor,
  selectedUsrBuilding,
  usrBuildingNavigation,
  usrShortcuts,
  type UsrShortcutId,
} from '@portineria/domain';
import { BuildingSelectorCard, ShortcutTile } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import {
  Bell,
  ClipboardList,
  Mail,
  MailOpen,
  Megaphone,
  Ticket,
  type LucideIcon,
} from 'lucide-react';
import { apiClient } from '../../lib/apiClient.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { useDashboardSession, widgetDecision, type DashboardSession } from './dashboardContext.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { useUsrBuildingSelection } from '../../session/usrBuildingStore.ts';
import { UnreadCorrespondenceWidget } from './widgets/UnreadCorrespondenceWidget.tsx';
import * as styles from './dashboard.css.ts';

const SHORTCUT_ICONS: Record<UsrShortcutId, LucideIcon> = {
  usr_orders_shortcut: ClipboardList,
  usr_communications_shortcut: Mail,
  usr_tickets_shortcut: Ticket,
  usr_condo_correspondences_shortcut: MailOpen,
  usr_general_communications_shortcut: Megaphone,
  usr_notices_shortcut: Bell,
};

function Shortcut({
  id,
  session,
  buildingId,
}: {
  id: UsrShortcutId;
  session: DashboardSession;
  buildingId: string | null;
}) {
  const widget = dashboardWidgetById(id);
  const decision = widget ? widgetDecision(session.profile, widget) : { state: 'hidden' as const };
  // The communications shortcut carries the count of what is still unread (001 §7 count).
  const unread = useQuery({
    ...countUsrUnreadCorrespondenceQueryOptions(apiClient, {
      product: session.profile.product,
      buildingId,
    }),
    enabled: id === 'usr_communications_shortcut' && decision.state === 'allowed',
  });
  if (!widget || decision.state === 'hidden') return null;
  const Icon = SHORTCUT_ICONS[id];
  return (
    <ShortcutTile
      label={widget.name}
      icon={<Icon size={24} aria-hidden />}
      href={dashboardWidgetHref(id) ?? ''}
      badge={id === 'usr_communications_shortcut' ? (unread.data ?? undefined) : undefined}
      locked={decision.state === 'locked'}
      labels={decision.message ? { locked: decision.message } : undefined}
    />
  );
}

export function UsrDashboard() {
  const session = useDashboardSession();
  const buildings = useSession((snapshot) => snapshot.context.buildings);
  const [selection, dispatch] = useUsrBuildingSelection(session?.profile.uid, buildings);
  if (!session) return null;
  const building = selectedUsrBuilding(selection);
  const navigation = usrBuildingNavigation(selection);
  const unreadWidget = dashboardWidgetById('usr_unread_correspondence');
  const unreadDecision = unreadWidget ? widgetDecision(session.profile, unreadWidget) : null;
  const buildingId = building ? String(building.id) : null;
  return (
    <section data-testid="dashboard">
      <DashboardHeader />
      <div className={styles.sections}>
        <div className={styles.wide}>
          <BuildingSelectorCard
            buildings={selection.buildings}
            selectedIndex={selection.index}
            onSelect={(buildingId) => dispatch({ type: 'select', buildingId })}
            onPrevious={() => dispatch({ type: 'previous' })}
            onNext={() => dispatch({ type: 'next' })}
            onUnselect={() => dispatch({ type: 'unselect' })}
            hasPrevious={navigation.hasPrevious}
            hasNext={navigation.hasNext}
            publicPageHref={(selected) => hrefFor('publicBuilding', { idBuilding: selected.id })}
            headingLevel={3}
          />
        </div>
        <div className={styles.tiles}>
          {usrShortcuts(building, session.profile.moduli).map((id) => (
            <Shortcut key={id} id={id} session={session} buildingId={buildingId} />
          ))}
        </div>
        {unreadWidget && unreadDecision?.state === 'allowed' ? (
          <div className={styles.wide}>
            <UnreadCorrespondenceWidget
              widget={unreadWidget}
              session={session}
              buildingId={buildingId}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
