/**
 * Opening a notification (001 §4.8): domain parses the untrusted payload and decides the target;
 * the app only navigates, and only to a safe path of its own.
 */
import {
  parseNotification,
  routeNotification,
  safeReturnPath,
  type NotificationRouting,
  type RoleType,
} from '@portineria/domain';

/** What the app knows when a notification arrives. */
export interface NotificationScene {
  activeProfileId: string;
  roleType: RoleType;
  currentPathname: string;
  openChatId?: string | number | null;
}

/** The routing of an untrusted notification value, or undefined when it is not a notification. */
export function notificationRouting(
  value: unknown,
  scene: NotificationScene,
): NotificationRouting | undefined {
  const notification = parseNotification(value);
  return notification ? routeNotification(notification, scene) : undefined;
}

/** The in-app path a routing navigates to, when it navigates to a safe path. */
export function notificationPath(routing: NotificationRouting | undefined): string | undefined {
  if (routing?.kind !== 'navigate') return undefined;
  return safeReturnPath(routing.to, { requireKnownRoute: true });
}
