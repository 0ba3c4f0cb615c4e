import type { RecordHistoryEntry } from '@portineria/api-client';
import { describe, expect, it } from 'vitest';
import { recordHistoryTimelineEntry } from '../../records/recordHistory.ts';
import { TICKET_HISTORY_FORMAT } from './ticketHistory.ts';

function entry(overrides: Partial<RecordHistoryEntry>): RecordHistoryEntry {
  return {
    id: 4,
    at: '2026-11-20T09:31:00Z',
    user: { id: 3, fullname: 'Giulia Rossi' },
    profile: { role: 'org_3', companyName: 'Studio Rossi' },
    entity: 'ticket',
    entityId: 12,
    action: 'update',
    changes: [],
    ...overrides,
  };
}

describe('the ticket history timeline (DECISIONS.md "Ticket lifecycle" 8, "Record history")', () => {
  it('titles a step with domain’s ticket history words and writes the status as 002 §4.6 names it', () => {
    const shown = recordHistoryTimelineEntry(
      TICKET_HISTORY_FORMAT,
      entry({
        action: 'START_WORK',
        changes: [{ field: 'status', label: 'Stato', from: 'OPEN', to: 'WORKING' }],
      }),
    );
    expect(shown).toMatchObject({
      id: '4',
      title: 'Messo in lavorazione',
      who: 'Giulia Rossi · Studio Rossi',
      changes: [{ label: 'Stato', from: 'In gestione', to: 'In lavorazione' }],
    });
  });

  it('writes an edit’s priority and visibility by the new-ticket form’s names, and an emptied value as nothing', () => {
    const shown = recordHistoryTimelineEntry(
      TICKET_HISTORY_FORMAT,
      entry({
        changes: [
          { field: 'priority', label: 'Priorità', from: 'NORMAL', to: 'URGENT' },
          { field: 'visibility', label: 'Visibilità', from: 'owner', to: null },
          { field: 'dateTicket', label: 'Data segnalazione', from: null, to: '2026-11-19' },
        ],
      }),
    );
    expect(shown.title).toBe('Ticket modificato');
    expect(shown.changes).toEqual([
      { label: 'Priorità', from: 'Normale', to: 'Urgente' },
      { label: 'Visibilità', from: 'Proprietari', to: null },
      { label: 'Data segnalazione', from: null, to: '19/11/2026' },
    ]);
  });
});
