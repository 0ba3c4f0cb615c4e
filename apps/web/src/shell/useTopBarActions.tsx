/**
 * The top bar's actions (002 §2.11): which ones a profile gets, in which order and what each
 * opens come from domain's `topBarActions`; this hook gives each its icon and its handler — a
 * drawer, a dialog, a page, the profile switch or the external help centre.
 */
import { getChatUnreadTotalQueryOptions } from '@portineria/api-client';
import { topBarActions, type TopBarActionRule } from '@portineria/domain';
import type { TopBarAction } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeftRight,
  Building,
  CalendarClock,
  CircleHelp,
  LayoutGrid,
  MessagesSquare,
  Newspaper,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../lib/apiClient.ts';
import { helpCentreUrl } from '../lib/deploymentLinks.ts';
import { webMessage } from '../messages/startMessages.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** The drawers of the shell. */
export type ShellDrawer = 'help' | 'notifications' | 'chat';

/** The dialogs the top bar opens. */
export type ShellDialog = 'apps' | 'linkedProfiles' | 'remindersInfo';

const ICONS: Record<TopBarActionRule['id'], ReactNode> = {
  'linked-profiles': <ArrowLeftRight size={20} aria-hidden />,
  'manager-profile': <Building size={20} aria-hidden />,
  reminders: <CalendarClock size={20} aria-hidden />,
  chat: <MessagesSquare size={20} aria-hidden />,
  help: <CircleHelp size={20} aria-hidden />,
  changelog: <Newspaper size={20} aria-hidden />,
  apps: <LayoutGrid size={20} aria-hidden />,
};

/** What the actions open. */
export interface TopBarHandlers {
  openDrawer: (drawer: ShellDrawer) => void;
  openDialog: (dialog: ShellDialog) => void;
  switchProfile: (uid: string) => void;
}

/** The top bar's actions for the active profile, and domain's rules they were made from. */
export function useTopBarActions({ openDrawer, openDialog, switchProfile }: TopBarHandlers) {
  const navigate = useNavigate();
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const profiles = useSession((snapshot) => snapshot.context.profiles);
  const roleType = useSession((snapshot) => snapshot.context.roleType);
  const buildings = useSession((snapshot) => snapshot.context.buildings);
  const rules = topBarActions({ profile, roleType, profiles, buildings });
  // The chat button's counter: the unread messages over the caller's chats, refreshed when a
  // chat is marked seen and on every realtime notification (useRealtimeNotifications).
  const chatUnread = useQuery({
    ...getChatUnreadTotalQueryOptions(apiClient),
    enabled: Boolean(profile) && rules.some((rule) => rule.id === 'chat'),
    retry: false,
  });
  const unreadMessages = chatUnread.data?.unread ?? 0;

  const onClick = (rule: TopBarActionRule): (() => void) => {
    switch (rule.id) {
      case 'linked-profiles':
        return () => openDialog('linkedProfiles');
      case 'manager-profile':
        return () => switchProfile(rule.profile.uid);
      case 'reminders': {
        const { href } = rule;
        return () => (href ? navigate(href) : openDialog('remindersInfo'));
      }
      case 'chat':
        return () => openDrawer('chat');
      case 'help':
        return rule.opens === 'helpCentre'
          ? () => void window.open(helpCentreUrl, '_blank', 'noopener,noreferrer')
          : () => openDrawer('help');
      case 'changelog':
        return () => void navigate(rule.href);
      case 'apps':
        return () => openDialog('apps');
      default:
        return rule satisfies never;
    }
  };

  const actions: TopBarAction[] = rules.map((rule) => ({
    id: rule.id,
    label: rule.label,
    icon: ICONS[rule.id],
    onClick: onClick(rule),
    ...(rule.id === 'chat' && unreadMessages > 0
      ? {
          badge: {
            count: unreadMessages,
            label:
              unreadMessages === 1
                ? webMessage('shell.chatUnreadOne')
                : webMessage('shell.chatUnreadMany', { count: unreadMessages }),
          },
        }
      : {}),
  }));
  return { actions, rules };
}
