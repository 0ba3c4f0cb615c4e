/**
 * The frame around every role screen (000 §2 Shell; 002 §2.10–2.11): ui's AppShell with the
 * role's NavDrawer (`useShellNavigation`) and the TopBar — title, the actions domain gives the
 * profile (`useTopBarActions`), the bell, the avatar menu (`useAccountMenu`) — with the drawers
 * and dialogs they open. Mini mode below 1904 px comes from the NavDrawer; below 960 px the
 * drawer becomes an overlay opened by the top bar's menu button.
 */
import { countUnreadNotificationsQueryOptions, getMeQueryOptions } from '@portineria/api-client';
import {
  chatButtonLabel,
  externalAppUrl,
  matchRoute,
  routingMessage,
  routeTitleKey,
  type ExternalAppId,
} from '@portineria/domain';
import { AppShell, NavDrawer, RoleBadge, TopBar } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { apiClient } from '../lib/apiClient.ts';
import { externalAppUrls } from '../lib/deploymentLinks.ts';
import { showLoadingOverlay } from '../lib/loadingOverlay.ts';
import { currentToken } from '../lib/tokenStore.ts';
import { webMessage } from '../messages/startMessages.ts';
import { useSession, useSessionActor } from '../session/SessionProvider.tsx';
import { useAccountMenu, type AccountEditor } from './useAccountMenu.tsx';
import { useRealtimeNotifications } from './useRealtimeNotifications.ts';
import {
  renderNavigationLink,
  useOverlayNavigation,
  useShellNavigation,
} from './useShellNavigation.tsx';
import { useTopBarActions, type ShellDialog, type ShellDrawer } from './useTopBarActions.tsx';
import { WhenOpened } from './WhenOpened.tsx';

// The drawers and dialogs the top bar opens load on their first opening (see WhenOpened).
const HelpDrawer = lazy(() =>
  import('../features/help/HelpDrawer.tsx').then((module) => ({ default: module.HelpDrawer })),
);
const NotificationsDrawer = lazy(() =>
  import('./NotificationsDrawer.tsx').then((module) => ({ default: module.NotificationsDrawer })),
);
const ChatDrawer = lazy(() =>
  import('../features/chat/ChatDrawer.tsx').then((module) => ({ default: module.ChatDrawer })),
);
const ProfileEditor = lazy(() =>
  import('../features/profile/ProfileEditor.tsx').then((module) => ({
    default: module.ProfileEditor,
  })),
);
const CompanyEditor = lazy(() =>
  import('../features/company/CompanyEditor.tsx').then((module) => ({
    default: module.CompanyEditor,
  })),
);
const SupplierCompanyEditor = lazy(() =>
  import('../features/company/SupplierCompanyEditor.tsx').then((module) => ({
    default: module.SupplierCompanyEditor,
  })),
);
const ShellDialogs = lazy(() =>
  import('./ShellDialogs.tsx').then((module) => ({ default: module.ShellDialogs })),
);

export function Shell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const actor = useSessionActor();
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const roleType = useSession((snapshot) => snapshot.context.roleType);
  const user = useSession((snapshot) => snapshot.context.user);
  const overlay = useOverlayNavigation();
  const [navigationOpen, setNavigationOpen] = useState(false);
  const [drawer, setDrawer] = useState<ShellDrawer | null>(null);
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const [editor, setEditor] = useState<AccountEditor | null>(null);
  const editorProps = (name: AccountEditor) => ({
    open: editor === name,
    onOpenChange: (open: boolean) => setEditor(open ? name : null),
  });
  // The signed-in user as stored now: a save in 'Il mio profilo' invalidates it, so the name
  // follows at once (002 §7.5); the session's copy is the one of the start.
  const me = useQuery({ ...getMeQueryOptions(apiClient), enabled: Boolean(user) });
  const drawerProps = (name: ShellDrawer) => ({
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
  const switchProfile = (uid: string) => {
    showLoadingOverlay(webMessage('shell.switchingProfile'));
    actor.send({ type: 'SWITCH_PROFILE', profileId: uid });
  };

  const navigation = useShellNavigation(() => openExternalApp('postalService'));
  const { actions, rules } = useTopBarActions({
    openDrawer: setDrawer,
    openDialog: setDialog,
    switchProfile,
  });
  const accountItems = useAccountMenu(switchProfile, setEditor);
  // The bell's counter (002 §7.6 "Notification counter by status … unread"), refreshed by the
  // realtime socket's notification events; polled every minute only while the socket is down.
  const realtime = useRealtimeNotifications(profile?.uid);
  const unread = useQuery({
    ...countUnreadNotificationsQueryOptions(apiClient),
    enabled: Boolean(profile) && realtime.settled,
    refetchInterval: realtime.live ? false : 60_000,
    retry: false,
  });

  const match = matchRoute(location.pathname);
  return (
    <>
      <AppShell
        navigationMode={overlay ? 'overlay' : 'permanent'}
        navigationOpen={navigationOpen}
        onNavigationOpenChange={setNavigationOpen}
        navigation={
          <NavDrawer
            sections={navigation.sections}
            pinned={navigation.pinned}
            {...(navigation.activeId ? { activeId: navigation.activeId } : {})}
            autoMini={!overlay}
            renderLink={renderNavigationLink}
            onItemSelect={() => setNavigationOpen(false)}
          />
        }
        topBar={
          <TopBar
            title={match ? routingMessage(routeTitleKey(match)) : ''}
            showMenuButton={overlay}
            onMenuClick={() => setNavigationOpen((open) => !open)}
            menuExpanded={navigationOpen}
            actions={actions}
            notificationCount={unread.data}
            onNotificationsClick={() => setDrawer('notifications')}
            account={{
              name: me.data?.displayName ?? user?.displayName ?? profile?.company_name ?? '',
              // 000 §6: the active role as its label, colour and icon.
              description: profile ? (
                <>
                  {profile.company_name} · <RoleBadge role={profile.role} size="small" />
                </>
              ) : null,
              items: accountItems,
            }}
          />
        }
      >
        {children}
      </AppShell>
      <WhenOpened open={drawer === 'help'}>
        <HelpDrawer {...drawerProps('help')} />
      </WhenOpened>
      <WhenOpened open={drawer === 'notifications'}>
        <NotificationsDrawer {...drawerProps('notifications')} />
      </WhenOpened>
      <WhenOpened open={drawer === 'chat'}>
        <ChatDrawer
          {...drawerProps('chat')}
          title={chatButtonLabel(roleType)}
          roleType={roleType}
        />
      </WhenOpened>
      {profile ? (
        <>
          <WhenOpened open={editor === 'profile'}>
            <ProfileEditor {...editorProps('profile')} uid={profile.uid} />
          </WhenOpened>
          <WhenOpened open={editor === 'company'}>
            <CompanyEditor {...editorProps('company')} profile={profile} />
          </WhenOpened>
          <WhenOpened open={editor === 'supplierCompany'}>
            <SupplierCompanyEditor {...editorProps('supplierCompany')} profile={profile} />
          </WhenOpened>
        </>
      ) : null}
      <WhenOpened open={dialog !== null}>
        <ShellDialogs
          open={dialog}
          onClose={() => setDialog(null)}
          rules={rules}
          openExternalApp={openExternalApp}
          switchProfile={switchProfile}
        />
      </WhenOpened>
    </>
  );
}
