/**
 * The notification preferences of 'Il mio profilo' → Preferenze (002 §2.9 "Preferenze
 * (notifications)"): for each notification the platform sends a user (001 §4.8 "Targets: ..."),
 * whether it comes by the bell and whether by e-mail. The two chat-panel events are not
 * notifications a user receives (001 §4.8 "Some types emit internal events for a chat panel"), so
 * they are not offered. The spec gives no defaults: everything is on until the user turns it off
 * (DECISIONS.md "Notification preferences").
 */
import { notificationsMessage } from '../messages/it-IT/notifications.ts';
import { fieldLabel } from '../validation/fieldLabels.ts';
import { NOTIFICATION_TYPES } from './notificationTypes.ts';
import type { NotificationType } from './notificationTypes.ts';

/** The ways a notification reaches a user: the top bar's bell, or an e-mail. */
export const NOTIFICATION_CHANNELS = ['bell', 'email'] as const;

/** One of {@link NOTIFICATION_CHANNELS}. */
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Whether one notification comes by each channel. */
export type NotificationChannelChoice = Readonly<Record<NotificationChannel, boolean>>;

/** The preferences as stored and sent: a type not named keeps the default (both channels on). */
export type NotificationPreferences = Partial<Record<NotificationType, NotificationChannelChoice>>;

/** The notifications a user chooses about, in the order Preferenze lists them (001 §4.8). */
export const NOTIFICATION_PREFERENCE_TYPES: readonly NotificationType[] = [
  NOTIFICATION_TYPES.TICKET_NEW,
  NOTIFICATION_TYPES.TICKET_UPDATE,
  NOTIFICATION_TYPES.ORDER_NEW,
  NOTIFICATION_TYPES.ORDER_UPDATE,
  NOTIFICATION_TYPES.QUOTE_NEW,
  NOTIFICATION_TYPES.QUOTE_UPDATE,
  NOTIFICATION_TYPES.PROCUREMENT_NEW,
  NOTIFICATION_TYPES.CORRESPONDENCE_NEW,
  NOTIFICATION_TYPES.NOTICE_NEW,
  NOTIFICATION_TYPES.POLL_NEW,
  NOTIFICATION_TYPES.CHAT_CUSTOM_MESSAGE,
  NOTIFICATION_TYPES.CHAT_TOKEN_MESSAGE,
  NOTIFICATION_TYPES.CHAT_CLAIM_MESSAGE,
  NOTIFICATION_TYPES.FOLDER_QUALIFICATION_UPDATE,
  NOTIFICATION_TYPES.CONSULTANCY_FOLDER_TYPE_MESSAGE,
];

/** The choice of a type nobody has chosen about yet: both channels on. */
const DEFAULT_CHOICE: NotificationChannelChoice = { bell: true, email: true };

/** The Italian label of a notification in Preferenze. */
export function notificationPreferenceLabel(type: NotificationType): string {
  return notificationsMessage(`notifications.preference.${type}` as never);
}

/** What a profile's history names a notification's choice by: `notifications.{type}`. */
const PREFERENCE_HISTORY_FIELD_PREFIX = 'notifications.';

/** The field a profile's history records a notification's new choice under (002 §2.9 Preferenze). */
export function notificationPreferenceHistoryField(type: NotificationType): string {
  return `${PREFERENCE_HISTORY_FIELD_PREFIX}${type}`;
}

/** The offered notification whose choice a profile's history field records, or null for another field. */
export function notificationOfPreferenceHistoryField(field: string): NotificationType | null {
  if (!field.startsWith(PREFERENCE_HISTORY_FIELD_PREFIX)) return null;
  const type = field.slice(PREFERENCE_HISTORY_FIELD_PREFIX.length);
  return NOTIFICATION_PREFERENCE_TYPES.find((offered) => offered === type) ?? null;
}

/**
 * The Italian label of a field a profile's history records: a notification's choice by the
 * notification's name in Preferenze, the Anagrafica's fields by the form's labels.
 */
export function profileHistoryFieldLabel(field: string): string {
  const type = notificationOfPreferenceHistoryField(field);
  return type === null ? fieldLabel(field) : notificationPreferenceLabel(type);
}

/** Every offered type with its choice: the stored one, else the default. */
export function resolveNotificationPreferences(
  stored: NotificationPreferences | null | undefined,
): Record<NotificationType, NotificationChannelChoice> {
  const resolved = {} as Record<NotificationType, NotificationChannelChoice>;
  for (const type of NOTIFICATION_PREFERENCE_TYPES) {
    const choice = stored?.[type];
    resolved[type] = choice ? { bell: choice.bell, email: choice.email } : DEFAULT_CHOICE;
  }
  return resolved;
}

/** Whether a notification of `type` reaches the user by `channel` under their preferences. */
export function notifiesBy(
  stored: NotificationPreferences | null | undefined,
  type: NotificationType,
  channel: NotificationChannel,
): boolean {
  if (!NOTIFICATION_PREFERENCE_TYPES.includes(type)) return true;
  return resolveNotificationPreferences(stored)[type][channel];
}

/**
 * The preferences a save sends, checked: an object whose keys are offered types, each with a
 * boolean `bell` and `email` and nothing else. Answers the preferences, or the keys refused.
 */
export function parseNotificationPreferences(
  input: unknown,
): { ok: true; preferences: NotificationPreferences } | { ok: false; invalid: string[] } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, invalid: ['preferences'] };
  }
  const preferences: NotificationPreferences = {};
  const invalid: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const type = NOTIFICATION_PREFERENCE_TYPES.find((candidate) => candidate === key);
    const choice = value as Record<string, unknown> | null;
    const valid =
      type !== undefined &&
      typeof choice === 'object' &&
      choice !== null &&
      Object.keys(choice).every((channel) =>
        (NOTIFICATION_CHANNELS as readonly string[]).includes(channel),
      ) &&
      typeof choice.bell === 'boolean' &&
      typeof choice.email === 'boolean';
    if (!valid || type === undefined) {
      invalid.push(key);
      continue;
    }
    preferences[type] = { bell: choice.bell as boolean, email: choice.email as boolean };
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, preferences };
}
