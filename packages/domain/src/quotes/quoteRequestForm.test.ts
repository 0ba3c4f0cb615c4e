import { describe, expect, it } from 'vitest';
import { quoteHistoryFieldLabel } from './quoteHistory.ts';
import { QUOTE_REQUEST_LABELS, validateQuoteRequest } from './quoteRequestForm.ts';

const NOW = new Date(2026, 5, 10, 12, 0);

describe('validateQuoteRequest (DECISIONS.md "Quote lifecycle" 1)', () => {
  it('DECISIONS.md "Quote lifecycle" 1: a request with object, building, deadline and suppliers is valid', () => {
    expect(
      validateQuoteRequest(
        {
          object: 'Rifacimento guaina',
          _building: 3,
          description: 'Tetto condominiale',
          dueDate: '2026-06-10',
          suppliers: [7, 8],
        },
        NOW,
      ),
    ).toEqual({});
  });

  it('DECISIONS.md "Quote lifecycle" 1: object, building, deadline and at least one supplier are required', () => {
    expect(validateQuoteRequest({ object: ' ', suppliers: [] }, NOW)).toEqual({
      object: 'Campo obbligatorio',
      _building: 'Campo obbligatorio',
      dueDate: 'Campo obbligatorio',
      suppliers: 'Scegli almeno un fornitore',
    });
  });

  it('DECISIONS.md "Quote lifecycle" 1: a past deadline, a supplier asked twice and over-long texts are refused', () => {
    expect(
      validateQuoteRequest(
        {
          object: 'x'.repeat(4001),
          _building: 3,
          description: 'y'.repeat(4001),
          dueDate: '2026-06-09',
          suppliers: [7, '7'],
        },
        NOW,
      ),
    ).toEqual({
      object: 'Il testo è troppo lungo',
      description: 'Il testo è troppo lungo',
      dueDate: 'La scadenza non può essere passata',
      suppliers: 'Un fornitore è indicato più di una volta',
    });
  });

  it('DECISIONS.md "Quote lifecycle" 1: the labels of the form', () => {
    expect(QUOTE_REQUEST_LABELS).toEqual({
      object: 'Oggetto',
      _building: 'Immobile',
      description: 'Descrizione',
      dueDate: 'Scadenza',
      suppliers: 'Fornitori',
    });
  });
});

describe('quoteHistoryFieldLabel (DECISIONS.md "Quote lifecycle" 6)', () => {
  it('DECISIONS.md "Quote lifecycle" 6: the fields of the history in Italian, an unknown one by its name', () => {
    expect(
      [
        'status',
        'amount',
        'note',
        'submittedAt',
        '_supplier',
        '_order',
        '_quote',
        'object',
        'dueDate',
        'requests',
        'other',
      ].map(quoteHistoryFieldLabel),
    ).toEqual([
      'Stato',
      'Importo',
      'Note',
      'Presentato il',
      'Fornitore',
      'Ordine creato',
      'Da preventivo',
      'Oggetto',
      'Scadenza',
      'Preventivi richiesti',
      'other',
    ]);
  });
});
