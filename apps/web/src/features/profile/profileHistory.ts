/**
 * How the own profile's history entries read (`GET profiles/{uid}/own/history`, shown by
 * records/RecordHistory.tsx in 'Il mio profilo'): a save of the Anagrafica, a new password (only
 * that it changed) or new notification choices; a notification's choice as its two channels in
 * words, the other values as the shared timeline writes them.
 */
import type { RecordHistoryEntry } from '@portineria/api-client';
import { NOTIFICATION_CHANNELS, notificationOfPreferenceHistoryField } from '@portineria/domain';
import type { NotificationChannel } from '@portineria/domain';
import { webMessage } from '../../messages/it-IT.ts';
import { historyValueText } from '../../records/recordHistory.ts';
import type { RecordHistoryFormat } from '../../records/recordHistory.ts';

/** The name of each notification channel, as the Preferenze tab and the history show it. */
export const NOTIFICATION_CHANNEL_LABEL = {
  bell: 'profile.preferences.bell',
  email: 'profile.preferences.email',
} as const satisfies Record<NotificationChannel, string>;

/** The title of an entry: what the profile editor did. */
function profileHistoryTitle(entry: RecordHistoryEntry): string {
  switch (entry.action) {
    case 'update':
      return webMessage('profile.history.update');
    case 'password':
      return webMessage('profile.history.password');
    case 'preferences':
      return webMessage('profile.history.preferences');
    default:
      // An action this editor does not write: told as a change of the profile.
      return webMessage('profile.history.other');
  }
}

/** A notification's choice (`{ bell, email }`) as each channel and whether it is on. */
function profileHistoryValue(field: string, value: unknown): string | undefined {
  const isChoice = notificationOfPreferenceHistoryField(field) !== null;
  if (!isChoice || typeof value !== 'object' || value === null) {
    return undefined;
  }
  const choice = value as Partial<Record<NotificationChannel, unknown>>;
  return NOTIFICATION_CHANNELS.map((channel) =>
    webMessage('profile.history.channel', {
      channel: webMessage(NOTIFICATION_CHANNEL_LABEL[channel]),
      choice: historyValueText(choice[channel] === true) ?? '',
    }),
  ).join(webMessage('profile.history.channelSeparator'));
}

/** The own profile's history as records/RecordHistory.tsx shows it. */
export const PROFILE_HISTORY_FORMAT: RecordHistoryFormat = {
  title: profileHistoryTitle,
  value: profileHistoryValue,
};
