/**
 * The frame around every role screen (000 §2 Shell; 002 §2.10–2.11): ui's AppShell with the
 * role's NavDrawer (domain's navigation area, each entry gated by its application code) and the
 * TopBar (title, reminders, chat, bell, help, changelog, avatar menu with the profile switch and
 * sign-out). Mini mode below 1904 px comes from the NavDrawer; below 960 px the drawer becomes an
 * overlay opened by the top bar's menu button.
 */
import {
  calendarHref,
  changelogHref,
  chatButtonLabel,
  externalApps,
  externalAppUrl,
  matchRoute,
  message,
  profileSwitchTargets,
  roleLabel,
  routeTitleKey,
  showsChatButton,
  type ExternalAppId,
  type NavigationEntry,
  type NavigationGroup,
} from '@portineria/domain';
import {
  AppShell,
  Button,
  Dialog,
  InfoDialog,
  NavDrawer,
  TopBar,
  type NavItem,
  type NavLinkRenderProps,
  type NavSection,
  type TopBarAction,
  type TopBarMenuItem,
} from '@portineria/ui';
import {
  ArrowLeftRight,
  Building,
  CalendarClock,
  ExternalLink,
  LayoutGrid,
  CircleHelp,
  LogOut,
  MessagesSquare,
  Newspaper,
  UserRound,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '../app/apiClient.ts';
import { externalAppUrls, helpCentreUrl } from '../app/deploymentLinks.ts';
import { applicationDecision, useEntryDecisions } from '../app/permissions.ts';
import { webMessage } from '../messages/it-IT.ts';
import { loginUrl, signOut } from '../session/loginService.ts';
import { useSession, useSessionActor } from '../session/SessionProvider.tsx';
import { clearToken, currentToken } from '../session/tokenStore.ts';
import { showLoadingOverlay } from '../app/loadingOverlay.ts';
import { ChatDrawer } from './ChatDrawer.tsx';
import { HelpDrawer } from './HelpDrawer.tsx';
import { NotificationsDrawer } from './NotificationsDrawer.tsx';
import { useNavigationMenu } from './useNavigationMenu.ts';
import { useUsrBuildingSelection } from '../dashboard/usrBuildingStore.ts';
import { unreadQueryKey, useRealtimeNotifications } from './useRealtimeNotifications.ts';

/** Below this width the navigation is an overlay opened from the top bar. */
const OVERLAY_QUERY = '(max-width: 959px)';

function subscribeOverlay(onChange: () => void) {
  const list = window.matchMedia(OVERLAY_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function useOverlayNavigation(): boolean {
  return useSyncExternalStore(
    subscribeOverlay,
    () => window.matchMedia(OVERLAY_QUERY).matches,
    () => false,
  );
}

function renderLink({ href, children, item: _item, ...props }: NavLinkRenderProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const actor = useSessionActor();
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const profiles = useSession((snapshot) => snapshot.context.profiles);
  const roleType = useSession((snapshot) => snapshot.context.roleType);
  const user = useSession((snapshot) => snapshot.context.user);
  const buildings = useSession((snapshot) => snapshot.context.buildings);
  // The USR menu disables the condominium entries while the dashboard's building is private.
  const [buildingSelection] = useUsrBuildingSelection(profile?.uid, buildings);
  const menu = useNavigationMenu(buildingSelection.buildings[buildingSelection.index]?.id ?? null);
  // The bell's counter (002 §7.6 "Notification counter by status … unread"), refreshed by the
  // realtime socket's notification events; polled every minute only while the socket is down.
  const realtime = useRealtimeNotifications(profile?.uid);
  const unread = useQuery({
    queryKey: unreadQueryKey(profile?.uid),
    queryFn: ({ signal }) => apiClient.notifications.countUnread({ signal }),
    enabled: Boolean(profile) && realtime.settled,
    refetchInterval: realtime.live ? false : 60_000,
    retry: false,
  });
  const overlay = useOverlayNavigation();
  const [navigationOpen, setNavigationOpen] = useState(false);
  const [remindersInfo, setRemindersInfo] = useState(false);
  const [appsOpen, setAppsOpen] = useState(false);
  const [linkedOpen, setLinkedOpen] = useState(false);
  const [drawer, setDrawer] = useState<'help' | 'notifications' | 'chat' | null>(null);
  const drawerProps = (name: 'help' | 'notifications' | 'chat') => ({
    open: drawer === name,
    onOpenChange: (open: boolean) => setDrawer(open ? name : null),
  });

  /** External apps open in a new tab with the token and profile uid, no opener, no referrer (002 §7.6). */
  const openExternalApp = (id: ExternalAppId) => {
    const token = currentToken();
    if (!token || !profile) return;
    window.open(
      externalAppUrl(id, token, profile.uid, externalAppUrls),
      '_blank',
      'noopener,noreferrer',
    );
  };
  const apps = profile
    ? externalApps(profile).filter(
        (app) => applicationDecision(profile, app.application).state === 'allowed',
      )
    : [];

  const allEntries = [...menu.pinned, ...menu.groups.flatMap((group) => group.entries)];
  const decisions = useEntryDecisions(
    profile,
    allEntries.map((entry) => ({
      id: entry.id,
      application: entry.application,
      permissionPath: entry.href
        ? (matchRoute(entry.href.split('?')[0] ?? '')?.route.permissionPath ?? null)
        : null,
    })),
  );
  const toItem = (entry: NavigationEntry): NavItem => ({
    id: entry.id,
    label: entry.label,
    ...(entry.href
      ? { href: entry.href }
      : entry.external === 'login'
        ? { onSelect: () => window.location.assign(loginUrl()) }
        : { onSelect: () => openExternalApp('postalService') }),
    ...(entry.disabled ? { disabled: true } : {}),
    ...(entry.disabledReason ? { disabledReason: entry.disabledReason } : {}),
    ...(entry.badge ? { badge: { count: entry.badge.count, label: entry.badge.label } } : {}),
    decision: decisions.get(entry.id) ?? applicationDecision(profile, entry.application),
  });
  const sections: NavSection[] = menu.groups.map((group: NavigationGroup) => ({
    id: group.id,
    ...(group.subtitle ? { subtitle: group.subtitle } : {}),
    items: group.entries.map(toItem),
  }));
  const pinned = menu.pinned.map(toItem);
  const activeId = allEntries.find(
    (entry) => entry.href !== undefined && location.pathname.startsWith(entry.href.split('?')[0]!),
  )?.id;

  const match = matchRoute(location.pathname);
  const title = match ? message(routeTitleKey(match)) : '';

  const actions: TopBarAction[] = [];
  if (roleType === 'SPL' || roleType === 'ORG') {
    const allowed =
      roleType === 'SPL' || applicationDecision(profile, 'ORG_OTHER_CALENDAR').state === 'allowed';
    actions.push({
      id: 'reminders',
      label: webMessage('shell.reminders'),
      icon: <CalendarClock size={20} aria-hidden />,
      onClick: () => {
        const target = allowed ? calendarHref(roleType, { openSidebar: true }) : undefined;
        if (target) navigate(target);
        else setRemindersInfo(true);
      },
    });
  }
  if (
    profile &&
    showsChatButton(
      profile,
      buildings.map((building) => ({ isPrivate: building.isPrivate === true })),
    )
  ) {
    actions.push({
      id: 'chat',
      label: chatButtonLabel(roleType),
      icon: <MessagesSquare size={20} aria-hidden />,
      onClick: () => setDrawer('chat'),
    });
  }
  actions.push(
    roleType === 'SPL' || roleType === 'USR'
      ? {
          id: 'help',
          label: webMessage('shell.helpCentre'),
          icon: <CircleHelp size={20} aria-hidden />,
          onClick: () => {
            window.open(helpCentreUrl, '_blank', 'noopener,noreferrer');
          },
        }
      : {
          id: 'help',
          label: webMessage('shell.helpdesk'),
          icon: <CircleHelp size={20} aria-hidden />,
          onClick: () => setDrawer('help'),
        },
  );
  if (roleType === 'ORG') {
    actions.push({
      id: 'changelog',
      label: webMessage('shell.changelog'),
      icon: <Newspaper size={20} aria-hidden />,
      onClick: () => navigate(changelogHref('ORG')),
    });
  }

  if (apps.length > 0) {
    actions.push({
      id: 'apps',
      label: message('navigation.app.menu'),
      icon: <LayoutGrid size={20} aria-hidden />,
      onClick: () => setAppsOpen(true),
    });
  }

  // 002 §2.11: the go-to-manager-profile action and the linked-profile switch.
  const switchTargets = profileSwitchTargets(profiles, profile);
  const switchTo = (uid: string) => {
    showLoadingOverlay(webMessage('shell.switchingProfile'));
    actor.send({ type: 'SWITCH_PROFILE', profileId: uid });
  };
  if (switchTargets.manager) {
    const managerUid = switchTargets.manager.uid;
    actions.unshift({
      id: 'manager-profile',
      label: webMessage('shell.managerProfile'),
      icon: <Building size={20} aria-hidden />,
      onClick: () => switchTo(managerUid),
    });
  }
  if (switchTargets.linked.length > 0) {
    actions.unshift({
      id: 'linked-profiles',
      label: webMessage('shell.linkedProfiles'),
      icon: <ArrowLeftRight size={20} aria-hidden />,
      onClick: () => setLinkedOpen(true),
    });
  }

  const accountItems: TopBarMenuItem[] = [
    ...profiles
      .filter((candidate) => candidate.uid !== profile?.uid)
      .map((candidate, index): TopBarMenuItem => ({
        id: `profile:${candidate.uid}`,
        label: `${webMessage('shell.profileSwitch')}: ${candidate.company_name} (${roleLabel(candidate.role)})`,
        icon: <UserRound size={16} aria-hidden />,
        separatorBefore: index === 0,
        onSelect: () => switchTo(candidate.uid),
      })),
    {
      id: 'logout',
      label: webMessage('shell.logout'),
      icon: <LogOut size={16} aria-hidden />,
      tone: 'error',
      separatorBefore: true,
      onSelect: () => {
        showLoadingOverlay(webMessage('shell.signingOut'));
        clearToken();
        void signOut()
          .catch(() => undefined)
          .then(() => window.location.assign(loginUrl()));
      },
    },
  ];

  return (
    <>
      <AppShell
        navigationMode={overlay ? 'overlay' : 'permanent'}
        navigationOpen={navigationOpen}
        onNavigationOpenChange={setNavigationOpen}
        navigation={
          <NavDrawer
            sections={sections}
            pinned={pinned}
            {...(activeId ? { activeId } : {})}
            autoMini={!overlay}
            renderLink={renderLink}
            onItemSelect={() => setNavigationOpen(false)}
          />
        }
        topBar={
          <TopBar
            title={title}
            showMenuButton={overlay}
            onMenuClick={() => setNavigationOpen((open) => !open)}
            menuExpanded={navigationOpen}
            actions={actions}
            notificationCount={unread.data}
            onNotificationsClick={() => setDrawer('notifications')}
            account={{
              name: user?.displayName ?? profile?.company_name ?? '',
              description: profile ? `${profile.company_name} · ${roleLabel(profile.role)}` : null,
              items: accountItems,
            }}
          />
        }
      >
        {children}
      </AppShell>
      <HelpDrawer {...drawerProps('help')} />
      <NotificationsDrawer {...drawerProps('notifications')} />
      <ChatDrawer
        {...drawerProps('chat')}
        title={chatButtonLabel(roleType)}
        roleType={roleType}
        profileUid={profile?.uid}
      />
      <Dialog open={appsOpen} onOpenChange={setAppsOpen} title={message('navigation.app.menu')}>
        {apps.map((app) => (
          <Button
            key={app.id}
            variant="text"
            icon={<ExternalLink size={16} aria-hidden />}
            onClick={() => {
              openExternalApp(app.id);
              setAppsOpen(false);
            }}
          >
            {app.label}
          </Button>
        ))}
      </Dialog>
      <Dialog
        open={linkedOpen}
        onOpenChange={setLinkedOpen}
        title={webMessage('shell.linkedProfiles')}
      >
        {switchTargets.linked.map((candidate) => (
          <Button
            key={candidate.uid}
            variant="text"
            icon={<UserRound size={16} aria-hidden />}
            onClick={() => {
              setLinkedOpen(false);
              switchTo(candidate.uid);
            }}
          >
            {`${candidate.company_name} (${roleLabel(candidate.role)})`}
          </Button>
        ))}
      </Dialog>
      <InfoDialog
        open={remindersInfo}
        onOpenChange={setRemindersInfo}
        title={webMessage('shell.remindersInfoTitle')}
      >
        {webMessage('shell.remindersInfoText')}
      </InfoDialog>
    </>
  );
}
