export {
  NOTIFICATION_STATUS,
  NOTIFICATION_TYPES,
  NOTIFICATION_ENTITY_NAMES,
  CHAT_PANEL_EVENTS,
  isNotificationType,
} from './notificationTypes.ts';
export type {
  NotificationStatus,
  NotificationType,
  NotificationEntityName,
  ChatPanelEventName,
  ChatPanelEvent,
} from './notificationTypes.ts';
export { parseNotificationEntityIds, entityIdOf } from './entityIds.ts';
export type { NotificationEntityId, RawNotificationEntityIds } from './entityIds.ts';
export { NOTIFICATION_TARGETS, CHAT_MESSAGE_NOTIFICATION_TYPES } from './notificationTargets.ts';
export type {
  NotificationTarget,
  NotificationRouteTarget,
  NotificationEventTarget,
} from './notificationTargets.ts';
export { routeNotification } from './routeNotification.ts';
export type {
  NotificationPayload,
  NotificationRoutingContext,
  NotificationRouting,
  UnhandledNotificationReason,
} from './routeNotification.ts';
export { notificationToast, parseNotification } from './notificationToast.ts';
export type { NotificationToast } from './notificationToast.ts';
export { bellShouldRing } from './bell.ts';
export {
  chatMessageNotificationBody,
  chatMessageNotificationTitle,
  orderSentNotificationTitle,
  quoteDecidedNotificationTitle,
  ticketOpenedNotificationTitle,
} from './notificationTitles.ts';
export {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PREFERENCE_TYPES,
  notificationOfPreferenceHistoryField,
  notificationPreferenceHistoryField,
  notificationPreferenceLabel,
  notifiesBy,
  parseNotificationPreferences,
  profileHistoryFieldLabel,
  resolveNotificationPreferences,
} from './notificationPreferences.ts';
export type {
  NotificationChannel,
  NotificationChannelChoice,
  NotificationPreferences,
} from './notificationPreferences.ts';
