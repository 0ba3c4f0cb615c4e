import { describe, expect, it } from 'vitest';
import { ticketHistoryActionLabel, ticketHistoryFieldLabel } from './ticketHistoryLabels.ts';

describe('ticket history labels (DECISIONS.md "Record history")', () => {
  it('titles each lifecycle step and edit in the past tense, the working step as 002 §4.6 words it', () => {
    expect(ticketHistoryActionLabel('TAKE_CHARGE')).toBe('Preso in carico');
    expect(ticketHistoryActionLabel('ASSIGN')).toBe('Assegnato');
    expect(ticketHistoryActionLabel('START_WORK')).toBe('Messo in lavorazione');
    expect(ticketHistoryActionLabel('CLOSE')).toBe('Ticket chiuso');
    expect(ticketHistoryActionLabel('REOPEN')).toBe('Ticket riaperto');
    expect(ticketHistoryActionLabel('update')).toBe('Ticket modificato');
    expect(ticketHistoryActionLabel('create')).toBe('Ticket aperto');
    expect(ticketHistoryActionLabel('CREATE_ORDER')).toBe('Ordine creato');
  });

  it("DECISIONS.md \"Record history\" 6: a file added is titled 'File aggiunto' with the file under 'File'", () => {
    expect(ticketHistoryActionLabel('ATTACH')).toBe('File aggiunto');
    expect(ticketHistoryFieldLabel('file')).toBe('File');
  });

  it("DECISIONS.md \"Order files\" 3: the ticket's files copied to the order it became are named under 'File copiati nell'ordine'", () => {
    expect(ticketHistoryFieldLabel('files')).toBe("File copiati nell'ordine");
  });

  it('keeps an unknown action readable as it was recorded', () => {
    expect(ticketHistoryActionLabel('ARCHIVE')).toBe('ARCHIVE');
  });

  it('labels the form’s fields with the new-ticket form’s labels and the lifecycle’s fields with their own', () => {
    expect(ticketHistoryFieldLabel('object')).toBe('Oggetto');
    expect(ticketHistoryFieldLabel('_building')).toBe('Immobile');
    expect(ticketHistoryFieldLabel('priority')).toBe('Priorità');
    expect(ticketHistoryFieldLabel('status')).toBe('Stato');
    expect(ticketHistoryFieldLabel('_assignTo')).toBe('Assegnato a');
    expect(ticketHistoryFieldLabel('_contact')).toBe('Richiedente');
    expect(ticketHistoryFieldLabel('dateTicket')).toBe('Data segnalazione');
    expect(ticketHistoryFieldLabel('closedAt')).toBe('Data chiusura');
    expect(ticketHistoryFieldLabel('order')).toBe('Ordine');
    expect(ticketHistoryFieldLabel('somethingNew')).toBe('somethingNew');
  });
});
