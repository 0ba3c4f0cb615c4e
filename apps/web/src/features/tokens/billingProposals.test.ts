import { describe, expect, it } from 'vitest';
import { proposableToken, proposalTokenLabel, selectableTokens } from './BillingProposals.tsx';

describe("the supplier's selection of 'Proposte di fatturazione' (DECISIONS.md \"Billing proposals\" 1)", () => {
  it('offers the tokens domain lets go: not invoiced, with an amount, not waiting in a proposal sent (a refused one may go again)', () => {
    // Arrange
    const rows = [
      { id: 1, code: 'GET-1', amount: '180.00', isInvoiced: false },
      { id: 2, code: 'GET-2', amount: null, isInvoiced: false },
      { id: 3, code: 'GET-3', amount: '50', isInvoiced: true },
      {
        id: 4,
        code: 'GET-4',
        amount: '50',
        org_billing_proposals: { id: 9, status: 'SENT' as const },
      },
      {
        id: 5,
        code: 'GET-5',
        amount: '50',
        org_billing_proposals: { id: 8, status: 'REFUSED' as const },
      },
    ];

    // Act
    const offered = selectableTokens(rows).map((row) => row.code);

    // Assert
    expect(offered).toEqual(['GET-1', 'GET-5']);
  });

  it('reads the organisation and the proposal status for domain, and names a token by code, description and amount', () => {
    // Arrange
    const row = {
      id: 7,
      code: 'GET-7',
      description: 'Sostituzione valvola',
      amount: '1234.5',
      isInvoiced: false,
      _organization: 3,
      org_billing_proposals: { id: 2, status: 'REFUSED' as const },
    };

    // Act & Assert
    expect(proposableToken(row)).toEqual({
      code: 'GET-7',
      isInvoiced: false,
      amount: '1234.5',
      organizationId: 3,
      proposalStatus: 'REFUSED',
    });
    expect(proposalTokenLabel(row)).toBe('GET-7 · Sostituzione valvola · 1.234,50 €');
  });
});
