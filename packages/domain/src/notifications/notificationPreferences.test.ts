import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_PREFERENCE_TYPES,
  notificationOfPreferenceHistoryField,
  notificationPreferenceHistoryField,
  notificationPreferenceLabel,
  notifiesBy,
  parseNotificationPreferences,
  profileHistoryFieldLabel,
  resolveNotificationPreferences,
} from './notificationPreferences.ts';

describe('notification preferences (002 §2.9 "Preferenze (notifications)", 001 §4.8 targets)', () => {
  it('001 §4.8: offers one line per notification a user receives, not the chat-panel events', () => {
    expect(NOTIFICATION_PREFERENCE_TYPES).toEqual([
      'TICKET_NEW',
      'TICKET_UPDATE',
      'ORDER_NEW',
      'ORDER_UPDATE',
      'QUOTE_NEW',
      'QUOTE_UPDATE',
      'PROCUREMENT_NEW',
      'CORRESPONDENCE_NEW',
      'NOTICE_NEW',
      'POLL_NEW',
      'CHAT_CUSTOM_MESSAGE',
      'CHAT_TOKEN_MESSAGE',
      'CHAT_CLAIM_MESSAGE',
      'FOLDER_QUALIFICATION_UPDATE',
      'CONSULTANCY_FOLDER_TYPE_MESSAGE',
    ]);
    expect(notificationPreferenceLabel('TICKET_NEW')).toBe('Nuovo ticket');
    expect(notificationPreferenceLabel('CHAT_CLAIM_MESSAGE')).toBe(
      'Messaggio nella chat di un sinistro',
    );
  });

  it('002 §2.9 Preferenze: a notification nobody chose about comes by bell and by e-mail', () => {
    const resolved = resolveNotificationPreferences({ ORDER_NEW: { bell: true, email: false } });
    expect(resolved.ORDER_NEW).toEqual({ bell: true, email: false });
    expect(resolved.TICKET_NEW).toEqual({ bell: true, email: true });
    expect(notifiesBy({ ORDER_NEW: { bell: true, email: false } }, 'ORDER_NEW', 'email')).toBe(
      false,
    );
    expect(notifiesBy(null, 'POLL_NEW', 'bell')).toBe(true);
    expect(notifiesBy({}, 'CHAT_MEMBERS_UPDATE', 'email')).toBe(true);
  });

  it('002 §2.9 Preferenze: a save names offered notifications with a boolean per channel', () => {
    expect(parseNotificationPreferences({ TICKET_NEW: { bell: false, email: true } })).toEqual({
      ok: true,
      preferences: { TICKET_NEW: { bell: false, email: true } },
    });
    expect(
      parseNotificationPreferences({
        CHAT_STATUS_UPDATE: { bell: true, email: true },
        TICKET_NEW: { bell: 'yes', email: true },
        ORDER_NEW: { bell: true, email: true, sms: true },
        __proto__: { bell: true, email: true },
      }),
    ).toEqual({ ok: false, invalid: ['CHAT_STATUS_UPDATE', 'TICKET_NEW', 'ORDER_NEW'] });
    expect(parseNotificationPreferences([])).toEqual({ ok: false, invalid: ['preferences'] });
  });
});

describe('the profile history’s fields (002 §2.9 "Preferenze (notifications)", DECISIONS.md "Record history")', () => {
  it('002 §2.9 Preferenze: a notification’s choice is recorded under its own field and read back as that notification', () => {
    for (const type of NOTIFICATION_PREFERENCE_TYPES) {
      expect(notificationOfPreferenceHistoryField(notificationPreferenceHistoryField(type))).toBe(
        type,
      );
    }
    expect(notificationOfPreferenceHistoryField('firstname')).toBeNull();
    expect(notificationOfPreferenceHistoryField('notifications.CHAT_STATUS_UPDATE')).toBeNull();
  });

  it('002 §2.9: the profile history names a notification’s choice as Preferenze does and the Anagrafica’s fields by the form’s labels', () => {
    expect(profileHistoryFieldLabel(notificationPreferenceHistoryField('ORDER_NEW'))).toBe(
      notificationPreferenceLabel('ORDER_NEW'),
    );
    expect(profileHistoryFieldLabel('firstname')).toBe('Nome');
    expect(profileHistoryFieldLabel('mobile')).toBe('Cellulare');
  });
});
