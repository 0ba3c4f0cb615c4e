import { describe, expect, it } from 'vitest';
import {
  chatMessageNotificationBody,
  chatMessageNotificationTitle,
  orderSentNotificationTitle,
  quoteDecidedNotificationTitle,
  ticketOpenedNotificationTitle,
} from './notificationTitles.ts';

describe('notification titles (001 §3 Notification title, 002 §3.10 data.notificationTitle)', () => {
  it('names the order that reached the supplier and the ticket a resident opened', () => {
    expect(orderSentNotificationTitle('Riparazione ascensore')).toBe(
      'Nuovo ordine: Riparazione ascensore',
    );
    expect(ticketOpenedNotificationTitle('Perdita in cantina')).toBe(
      'Nuovo ticket: Perdita in cantina',
    );
  });

  it("tells each supplier asked for a quote whether it was chosen (DECISIONS 'Quote lifecycle' 8)", () => {
    expect(quoteDecidedNotificationTitle('Tinteggiatura scale', true)).toBe(
      'Preventivo accettato: Tinteggiatura scale',
    );
    expect(quoteDecidedNotificationTitle('Tinteggiatura scale', false)).toBe(
      'Preventivo non scelto: Tinteggiatura scale',
    );
  });

  it('names the chat of a new message, or says "in chat" when it has no object', () => {
    expect(chatMessageNotificationTitle('Condominio Manzoni')).toBe(
      'Nuovo messaggio in «Condominio Manzoni»',
    );
    expect(chatMessageNotificationTitle(null)).toBe('Nuovo messaggio in chat');
  });

  it('says who wrote and what, or that an attachment was sent', () => {
    expect(chatMessageNotificationBody('Paolo Bianchi', 'Arrivo alle 10')).toBe(
      'Paolo Bianchi: Arrivo alle 10',
    );
    expect(chatMessageNotificationBody('Paolo Bianchi', null)).toBe(
      'Paolo Bianchi: ha inviato un allegato',
    );
  });
});
