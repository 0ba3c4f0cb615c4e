import { describe, expect, it } from 'vitest';
import { requesterTicketNotice } from './ticketNotice.ts';

const ticket = { object: 'Citofono guasto' };
const byOffice = { requesterUserId: 7, actorUserId: 2 };

describe("the requester's notice of a ticket step (DECISIONS 'Ticket lifecycle' 11, 001 §4.8 TICKET_UPDATE)", () => {
  it('names the new status when a step moves the ticket', () => {
    expect(requesterTicketNotice(ticket, { status: 'WORKING' }, byOffice, undefined)).toEqual({
      title: 'Ticket aggiornato: Citofono guasto',
      body: 'Stato: In lavorazione',
    });
  });

  it('names the new assignee, or says the ticket is no longer assigned', () => {
    expect(requesterTicketNotice(ticket, { _assignTo: 4 }, byOffice, 'Luca Neri')?.body).toBe(
      'Assegnato a Luca Neri',
    );
    expect(requesterTicketNotice(ticket, { _assignTo: null }, byOffice, undefined)?.body).toBe(
      'Non più assegnato',
    );
  });

  it('joins both when one step changes status and assignee', () => {
    expect(
      requesterTicketNotice(ticket, { status: 'CLOSED', _assignTo: 4 }, byOffice, 'Luca Neri')
        ?.body,
    ).toBe('Stato: Chiuso · Assegnato a Luca Neri');
  });

  it('tells nobody of their own step, and nothing when neither status nor assignee changed', () => {
    expect(
      requesterTicketNotice(
        ticket,
        { status: 'WORKING' },
        { requesterUserId: 7, actorUserId: 7 },
        undefined,
      ),
    ).toBeUndefined();
    expect(requesterTicketNotice(ticket, {}, byOffice, undefined)).toBeUndefined();
  });
});
