import type { RecordHistoryEntry } from '@portineria/api-client';
import { describe, expect, it } from 'vitest';
import { recordHistoryTimelineEntry } from './recordHistory.ts';
import type { RecordHistoryFormat } from './recordHistory.ts';

const FORMAT: RecordHistoryFormat = { title: () => 'Creato' };

function entry(changes: RecordHistoryEntry['changes']): RecordHistoryEntry {
  return {
    id: 4,
    at: '2026-11-20T09:31:00Z',
    user: { id: 3, fullname: 'Giulia Rossi' },
    profile: { role: 'org_3', companyName: 'Studio Rossi' },
    entity: 'plannedMaintenance',
    entityId: 12,
    action: 'create',
    changes,
  };
}

describe('a history entry (DECISIONS.md "Record history")', () => {
  it('tells a related record by the name the gateway gave, and by its recorded value without one', () => {
    const shown = recordHistoryTimelineEntry(
      FORMAT,
      entry([
        {
          field: '_building',
          label: 'Immobile',
          from: 7,
          to: 9,
          fromName: 'Condominio Aurora',
          toName: 'Residenza I Platani',
        },
        // A record the reader may not read (or gone): no name, the value as recorded.
        { field: '_supplier', label: 'Fornitore', from: null, to: 31 },
        { field: 'startDate', label: 'Inizio', from: null, to: '2027-03-01' },
      ]),
    );
    expect(shown.changes).toEqual([
      { label: 'Immobile', from: 'Condominio Aurora', to: 'Residenza I Platani' },
      { label: 'Fornitore', from: null, to: '31' },
      { label: 'Inizio', from: null, to: '01/03/2027' },
    ]);
  });
});
