import type { RecordHistoryEntry } from '@portineria/api-client';
import { describe, expect, it } from 'vitest';
import { recordHistoryTimelineEntry } from '../../records/recordHistory.ts';
import { FOLDER_HISTORY_FORMAT } from './folderHistory.ts';

function entry(overrides: Partial<RecordHistoryEntry>): RecordHistoryEntry {
  return {
    id: 4,
    at: '2026-12-07T09:31:00Z',
    user: { id: 3, fullname: 'Giulia Rossi' },
    profile: { role: 'org_3', companyName: 'Studio Rossi' },
    entity: 'folder',
    entityId: 12,
    action: 'APPROVE',
    changes: [],
    ...overrides,
  };
}

describe('the folder history timeline (domain DECISIONS.md "Qualification folder lifecycle" 7, "Record history")', () => {
  it('titles the approval with domain’s words and writes the status by its label', () => {
    const shown = recordHistoryTimelineEntry(
      FOLDER_HISTORY_FORMAT,
      entry({ changes: [{ field: 'status', label: 'Stato', from: 1, to: 2 }] }),
    );
    expect(shown).toMatchObject({
      title: 'Cartella approvata',
      who: 'Giulia Rossi · Studio Rossi',
      changes: [{ label: 'Stato', from: 'Da completare', to: 'Completata' }],
    });
  });

  it('titles the sending back and shows its reason as it was written', () => {
    const shown = recordHistoryTimelineEntry(
      FOLDER_HISTORY_FORMAT,
      entry({
        action: 'SEND_BACK',
        changes: [
          { field: 'status', label: 'Stato', from: 1, to: 3 },
          { field: 'reason', label: 'Motivo', from: null, to: 'Manca la quietanza' },
        ],
      }),
    );
    expect(shown).toMatchObject({
      title: 'Cartella rimandata al fornitore',
      changes: [
        { label: 'Stato', from: 'Da completare', to: 'Mancante' },
        { label: 'Motivo', to: 'Manca la quietanza' },
      ],
    });
  });
});

describe('a FORM folder in its history (domain DECISIONS.md "Qualification folder forms" 3)', () => {
  it('writes the submitted form as its filled fields by label, the declaration by its words', () => {
    const shown = recordHistoryTimelineEntry(
      FOLDER_HISTORY_FORMAT,
      entry({
        action: 'SUBMIT',
        changes: [
          {
            field: 'formData',
            label: 'Modulo',
            from: null,
            to: {
              legalRepresentative: 'Paolo Bianchi',
              employeeCount: 12,
              safetyManager: null,
              truthfulness: true,
            },
          },
        ],
      }),
    );
    expect(shown).toMatchObject({
      title: 'Cartella inviata in revisione',
      changes: [
        {
          label: 'Modulo',
          to: 'Legale rappresentante: Paolo Bianchi; Numero di dipendenti: 12; Dichiaro che i dati indicati sono veritieri',
        },
      ],
    });
  });
});
