/**
 * The notifications drawer (000 §2 Shell; 002 §2.11, §7.6): the login service's notifications
 * page embedded with the active profile. Its window messages are accepted only from that page's
 * origin and window; each becomes a toast for about 6 s (domain's notificationToast) that opens
 * the target domain's notification routing picks (001 §4.8).
 */
import { notificationToast } from '@portineria/domain';
import { SideDrawer, useToast } from '@portineria/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { webMessage } from '../messages/startMessages.ts';
import { notificationPath, notificationRouting } from '../session/openNotification.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { isTrustedNotificationMessage, loginServiceOrigin } from './notificationMessages.ts';

export function NotificationsDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const roleType = useSession((snapshot) => snapshot.context.roleType);
  const frame = useRef<HTMLIFrameElement>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const origin = loginServiceOrigin();
    const onMessage = (event: MessageEvent) => {
      if (!isTrustedNotificationMessage(event, frame.current?.contentWindow, origin)) return;
      if (!profile || !roleType) return;
      const shown = notificationToast(event.data);
      const path = notificationPath(
        notificationRouting(event.data, {
          activeProfileId: profile.uid,
          roleType,
          currentPathname: pathname,
        }),
      );
      toast.show({
        title: shown.title,
        duration: shown.visibleForMs,
        ...(shown.id ? { id: shown.id } : {}),
        ...(path ? { onOpen: () => navigate(path) } : {}),
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [profile, roleType, pathname, toast, navigate]);

  if (!profile) return null;
  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={webMessage('shell.notifications')}
      width={500}
    >
      <iframe
        ref={frame}
        title={webMessage('shell.notificationsFrame')}
        src={`/auth/notifications?${new URLSearchParams({ profile: profile.uid }).toString()}`}
        style={{ border: 0, width: '100%', height: '100%', minHeight: '70vh' }}
        referrerPolicy="same-origin"
      />
    </SideDrawer>
  );
}
