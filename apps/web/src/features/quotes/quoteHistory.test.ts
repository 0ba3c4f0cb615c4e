import { describe, expect, it } from 'vitest';
import { recordHistoryTimelineEntry } from '../../records/recordHistory.ts';
import { QUOTE_HISTORY_FORMAT } from './quoteHistory.ts';

const ENTRY = {
  id: 5,
  at: '2026-12-06T10:00:00.000Z',
  user: { id: 1, fullname: 'Giulia Rossi' },
  profile: { role: 'org_3', companyName: 'Studio Rossi Amministrazioni' },
  entity: 'quote' as const,
  entityId: 21,
};

describe('a quote request\'s Cronologia (DECISIONS.md "Quote lifecycle" 6)', () => {
  it("an acceptance reads 'Preventivo accettato', the offer's status by its Italian name", () => {
    // Act
    const entry = recordHistoryTimelineEntry(QUOTE_HISTORY_FORMAT, {
      ...ENTRY,
      action: 'ACCEPT',
      changes: [
        { field: 'status', label: 'Stato', from: 'SUBMITTED', to: 'ACCEPTED' },
        { field: '_order', label: 'Ordine creato', from: null, to: 88 },
      ],
    });

    // Assert
    expect(entry.title).toBe('Preventivo accettato');
    expect(entry.changes).toEqual([
      { label: 'Stato', from: 'Presentato', to: 'Accettato' },
      { label: 'Ordine creato', from: null, to: '88' },
    ]);
  });

  it("the request's creation, the suppliers asked, the answers; an unknown step keeps its name", () => {
    const titles = ['create', 'ASK', 'SUBMIT', 'DECLINE', 'OTHER'].map(
      (action) =>
        recordHistoryTimelineEntry(QUOTE_HISTORY_FORMAT, { ...ENTRY, action, changes: [] }).title,
    );
    expect(titles).toEqual([
      'Richiesta di preventivo creata',
      'Preventivo richiesto',
      'Preventivo inviato',
      'Richiesta declinata',
      'OTHER',
    ]);
  });
});
