import type { RecordHistoryEntry } from '@portineria/api-client';
import { describe, expect, it } from 'vitest';
import { historyEntry } from '../../records/testing/historyEntry.ts';
import { recordHistoryTimelineEntry } from '../../records/recordHistory.ts';
import { TOKEN_HISTORY_FORMAT } from './tokenHistory.ts';

function entry(overrides: Partial<RecordHistoryEntry>): RecordHistoryEntry {
  return historyEntry({ entity: 'token', entityId: 31, action: 'MARK_INVOICED', ...overrides });
}

describe('the token history timeline (domain DECISIONS.md "Billing token lifecycle" 6, "Record history")', () => {
  it('titles the invoicing with domain’s words and writes the flag as Da fatturare → Fatturato', () => {
    const shown = recordHistoryTimelineEntry(
      TOKEN_HISTORY_FORMAT,
      entry({ changes: [{ field: 'isInvoiced', label: 'Fatturato', from: false, to: true }] }),
    );
    expect(shown).toMatchObject({
      id: '9',
      title: 'Segnato come fatturato',
      who: 'Giulia Rossi · Studio Rossi',
      changes: [{ label: 'Fatturato', from: 'Da fatturare', to: 'Fatturato' }],
    });
  });

  it('titles the way back and shows its reason as it was written', () => {
    const shown = recordHistoryTimelineEntry(
      TOKEN_HISTORY_FORMAT,
      entry({
        action: 'MARK_NOT_INVOICED',
        changes: [
          { field: 'isInvoiced', label: 'Fatturato', from: true, to: false },
          { field: 'reason', label: 'Motivo', from: null, to: 'Nota di credito' },
        ],
      }),
    );
    expect(shown).toMatchObject({
      title: 'Riportato a da fatturare',
      changes: [
        { label: 'Fatturato', from: 'Fatturato', to: 'Da fatturare' },
        { label: 'Motivo', to: 'Nota di credito' },
      ],
    });
  });
});
