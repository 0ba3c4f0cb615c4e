/**
 * The notification toast (002 §4.6: "Notification toast: shown, auto-removed after about 6
 * seconds, and a click opens the target and dismisses the toast"; 002 §3.10 "Notification
 * message: messageId, data.notificationTitle"; 002 §9 "Notification toast 6 seconds (removal
 * 100 ms earlier)").
 */
import {
  NOTIFICATION_TOAST_MS,
  NOTIFICATION_TOAST_REMOVAL_LEAD_MS,
} from '../constants/constants.ts';
import { notificationsMessage } from '../messages/it-IT/notifications.ts';
import type { RawNotificationEntityIds } from './entityIds.ts';
import type { NotificationPayload } from './routeNotification.ts';

/** What the toast shows and how long. */
export interface NotificationToast {
  /** The messageId, to dismiss the right toast; undefined when the message has none. */
  readonly id: string | undefined;
  /** data.notificationTitle, or 'Nuova notifica' when it is missing. */
  readonly title: string;
  /** The payload a click routes with `routeNotification`; undefined when the message has none. */
  readonly notification: NotificationPayload | undefined;
  /** The toast is removed after this many ms: 6 s, 100 ms early. */
  readonly visibleForMs: number;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

function nonEmptyText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * A notification payload from an untrusted value (002 §7.6 "Window messages carry notification
 * objects"): the object itself or its `data`, when it has a non-empty notificationType. The
 * entityIDs are passed on raw and parsed safely by `routeNotification`.
 */
export function parseNotification(value: unknown): NotificationPayload | undefined {
  const outer = record(value);
  const candidates = [outer, record(outer?.data)];
  for (const candidate of candidates) {
    const rawType = candidate?.notificationType;
    const notificationType = typeof rawType === 'string' ? nonEmptyText(rawType) : undefined;
    if (candidate && notificationType !== undefined) {
      const profileID = candidate.profileID;
      return {
        notificationType,
        entityIDs: candidate.entityIDs as RawNotificationEntityIds,
        profileID:
          typeof profileID === 'string' || typeof profileID === 'number' ? profileID : undefined,
      };
    }
  }
  return undefined;
}

/** The toast of a notification message ({ messageId, data: { notificationTitle, ... } }). */
export function notificationToast(notificationMessage: unknown): NotificationToast {
  const outer = record(notificationMessage);
  const data = record(outer?.data);
  return {
    id: nonEmptyText(outer?.messageId),
    title:
      nonEmptyText(data?.notificationTitle) ??
      notificationsMessage('notifications.toast.defaultTitle'),
    notification: parseNotification(notificationMessage),
    visibleForMs: NOTIFICATION_TOAST_MS - NOTIFICATION_TOAST_REMOVAL_LEAD_MS,
  };
}
