import { describe, expect, it } from 'vitest';
import { recordHistoryTimelineEntry } from '../../records/recordHistory.ts';
import { CLAIM_HISTORY_FORMAT } from './claimHistory.ts';

describe('a claim\'s Cronologia (DECISIONS.md "Claim lifecycle" 10)', () => {
  it("a liquidation reads 'Chiuso liquidato', its status change by the statuses' names", () => {
    // Act
    const entry = recordHistoryTimelineEntry(CLAIM_HISTORY_FORMAT, {
      id: 5,
      at: '2026-12-06T10:00:00.000Z',
      user: { id: 1, fullname: 'Giulia Rossi' },
      profile: { role: 'org_3', companyName: 'Studio Rossi Amministrazioni' },
      entity: 'claim',
      entityId: 21,
      action: 'LIQUIDATE',
      changes: [
        { field: 'status', label: 'Stato', from: 'WAITING_LIQUIDATION', to: 'CLOSE_LIQUIDATED' },
        { field: 'amountRefunded', label: 'Importo liquidato', from: null, to: 2100.5 },
      ],
    });

    // Assert
    expect(entry.title).toBe('Chiuso liquidato');
    expect(entry.changes).toEqual([
      { label: 'Stato', from: 'In liquidazione', to: 'Chiuso liquidato' },
      { label: 'Importo liquidato', from: null, to: '2100.5' },
    ]);
  });
});
