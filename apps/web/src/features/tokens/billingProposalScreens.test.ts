import type { RecordHistoryEntry } from '@portineria/api-client';
import { describe, expect, it } from 'vitest';
import { fieldsShownTo, includesOf } from '../../records/fields.ts';
import { historyEntry } from '../../records/testing/historyEntry.ts';
import { recordHistoryTimelineEntry } from '../../records/recordHistory.ts';
import { BILLING_PROPOSAL_HISTORY_FORMAT } from './billingProposalHistory.ts';
import { BILLING_PROPOSALS, presentBillingProposalStatus } from './billingProposalRecords.ts';

/** An entry of Paolo's proposal 4 (the supplier sent it). */
function entry(overrides: Partial<RecordHistoryEntry>): RecordHistoryEntry {
  return historyEntry({
    id: 12,
    user: { id: 7, fullname: 'Paolo Bianchi' },
    profile: { role: 'spl_3', companyName: 'Idraulica Bianchi' },
    entity: 'billingProposal',
    entityId: 4,
    action: 'create',
    ...overrides,
  });
}

describe('the billing proposal timeline (domain DECISIONS.md "Billing proposals" 4)', () => {
  it("titles the sending with domain's words, the status by its label and the total as an amount", () => {
    const shown = recordHistoryTimelineEntry(
      BILLING_PROPOSAL_HISTORY_FORMAT,
      entry({
        changes: [
          { field: 'status', label: 'Stato', from: null, to: 'SENT' },
          { field: 'tokens', label: 'Gettoni', from: null, to: 'GET-2026-031, GET-2026-032' },
          { field: 'total', label: 'Totale', from: null, to: 1234.5 },
        ],
      }),
    );

    expect(shown).toMatchObject({
      id: '12',
      title: 'Proposta inviata',
      who: 'Paolo Bianchi · Idraulica Bianchi',
      changes: [
        { label: 'Stato', from: null, to: 'Inviata' },
        { label: 'Gettoni', to: 'GET-2026-031, GET-2026-032' },
        { label: 'Totale', to: '1.234,50 €' },
      ],
    });
  });

  it('titles the refusal and shows its reason as it was written', () => {
    const shown = recordHistoryTimelineEntry(
      BILLING_PROPOSAL_HISTORY_FORMAT,
      entry({
        action: 'REFUSE',
        user: { id: 3, fullname: 'Giulia Rossi' },
        profile: { role: 'org_3', companyName: 'Studio Rossi' },
        changes: [
          { field: 'status', label: 'Stato', from: 'SENT', to: 'REFUSED' },
          { field: 'refusalReason', label: 'Motivo del rifiuto', from: null, to: 'Manca il DDT' },
        ],
      }),
    );

    expect(shown).toMatchObject({
      title: 'Proposta rifiutata',
      changes: [
        { label: 'Stato', from: 'Inviata', to: 'Rifiutata' },
        { label: 'Motivo del rifiuto', to: 'Manca il DDT' },
      ],
    });
  });
});

describe('the billing proposals list and detail (domain DECISIONS.md "Billing proposals: their list and detail")', () => {
  it('pages by 50, newest first, and says so when there is none', () => {
    expect(BILLING_PROPOSALS.pageSize).toBe(50);
    expect(BILLING_PROPOSALS.order).toEqual([['createdAt', 'DESC']]);
    expect(BILLING_PROPOSALS.emptyLabel).toBe('token.proposal.none');
  });

  it('002 §2.2: the office reads the supplier, the supplier reads the administrator, each included in the same request', () => {
    const office = { role: 'org_3', roleType: 'ORG' } as const;
    const supplier = { role: 'spl_3', roleType: 'SPL' } as const;

    expect(fieldsShownTo(BILLING_PROPOSALS.columns, office).map((field) => field.id)).toEqual([
      'id',
      'status',
      'supplier',
      'tokenCount',
      'total',
      'createdAt',
    ]);
    expect(fieldsShownTo(BILLING_PROPOSALS.columns, supplier).map((field) => field.id)).toEqual([
      'id',
      'status',
      'administrator',
      'tokenCount',
      'total',
      'createdAt',
    ]);
    expect(includesOf(BILLING_PROPOSALS.columns, office)).toEqual(['org_suppliers']);
    expect(includesOf(BILLING_PROPOSALS.columns, supplier)).toEqual(['organization']);
  });

  it("shows the status as a chip with domain's label: Inviata, Accettata, Rifiutata", () => {
    expect(presentBillingProposalStatus('SENT')).toEqual({
      kind: 'chips',
      chips: [{ label: 'Inviata', tone: 'info' }],
    });
    expect(presentBillingProposalStatus('ACCEPTED')).toEqual({
      kind: 'chips',
      chips: [{ label: 'Accettata', tone: 'success' }],
    });
    expect(presentBillingProposalStatus('REFUSED')).toEqual({
      kind: 'chips',
      chips: [{ label: 'Rifiutata', tone: 'error' }],
    });
  });

  it('reads the detail with its tokens, whatever the fields include', () => {
    const query = BILLING_PROPOSALS.record('4', ['org_suppliers']);

    expect(JSON.stringify(query.queryKey)).toContain('org_tokens');
    expect(JSON.stringify(query.queryKey)).toContain('billingProposals');
  });
});
