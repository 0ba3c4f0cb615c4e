import { describe, expect, it } from 'vitest';
import { notificationToast, parseNotification } from './notificationToast.ts';

describe('notificationToast', () => {
  it('002 §3.10: "Notification message: messageId, data.notificationTitle"', () => {
    const toast = notificationToast({
      messageId: 'm-1',
      data: {
        notificationTitle: 'Nuovo ticket aperto',
        notificationType: 'TICKET_NEW',
        entityIDs: '[{"entityName":"ticket","id":4}]',
        profileID: 'p-1',
      },
    });

    expect(toast).toEqual({
      id: 'm-1',
      title: 'Nuovo ticket aperto',
      notification: {
        notificationType: 'TICKET_NEW',
        entityIDs: '[{"entityName":"ticket","id":4}]',
        profileID: 'p-1',
      },
      visibleForMs: 5_900,
    });
  });

  it('002 §9: "Notification toast 6 seconds (removal 100 ms earlier)"', () => {
    expect(notificationToast({}).visibleForMs).toBe(6_000 - 100);
  });

  it('falls back to a generic title when the message has none', () => {
    const toast = notificationToast({ messageId: 7, data: { notificationTitle: '   ' } });

    expect(toast.title).toBe('Nuova notifica');
    expect(toast.id).toBe('7');
    expect(toast.notification).toBeUndefined();
  });

  it('accepts anything without throwing', () => {
    expect(notificationToast(null)).toEqual({
      id: undefined,
      title: 'Nuova notifica',
      notification: undefined,
      visibleForMs: 5_900,
    });
  });
});

describe('parseNotification', () => {
  it('002 §7.6: "Window messages carry notification objects" — the object itself', () => {
    expect(
      parseNotification({ notificationType: ' POLL_NEW ', entityIDs: [], profileID: 3 }),
    ).toEqual({
      notificationType: 'POLL_NEW',
      entityIDs: [],
      profileID: 3,
    });
  });

  it('002 §3.10: or the data of a notification message', () => {
    expect(parseNotification({ messageId: 'x', data: { notificationType: 'POLL_NEW' } })).toEqual({
      notificationType: 'POLL_NEW',
      entityIDs: undefined,
      profileID: undefined,
    });
  });

  it.each([
    ['null', null],
    ['a string', 'POLL_NEW'],
    ['no type', { data: {} }],
    ['an empty type', { notificationType: '' }],
    ['a numeric type', { notificationType: 4 }],
  ])('refuses %s', (_label, value) => {
    expect(parseNotification(value)).toBeUndefined();
  });

  it('drops a profileID that is neither text nor number', () => {
    expect(
      parseNotification({ notificationType: 'POLL_NEW', profileID: { id: 1 } })?.profileID,
    ).toBeUndefined();
  });
});
