import { describe, expect, it } from 'vitest';
import { CLAIM_DASHBOARD_VIEWS, CLAIMS_ASSIGNED_TO_ME_CRITERIA } from './claimViews.ts';

describe('CLAIM_DASHBOARD_VIEWS', () => {
  it('000 §4: "Claims: OPE Aperti, VDD In verifica, DAC Danno accertato, INL In liquidazione"', () => {
    // Act
    const views = CLAIM_DASHBOARD_VIEWS.map(({ id, label }) => [id, label]);

    // Assert
    expect(views).toEqual([
      ['OPE', 'Aperti'],
      ['VDD', 'In verifica'],
      ['DAC', 'Danno accertato'],
      ['INL', 'In liquidazione'],
    ]);
  });

  it('000 §4: "OPE Aperti" counts every claim not closed; the others one status each', () => {
    // Act
    const criteria = Object.fromEntries(
      CLAIM_DASHBOARD_VIEWS.map((view) => [view.id, view.criteria]),
    );

    // Assert
    expect(criteria).toEqual({
      OPE: { status: { $notIn: ['CLOSE_LIQUIDATED', 'CLOSE_NOT_LIQUIDATED'] } },
      VDD: { status: 'VERIFYING' },
      DAC: { status: 'DAMAGE_ASSESSED' },
      INL: { status: 'WAITING_LIQUIDATION' },
    });
  });
});

describe('CLAIMS_ASSIGNED_TO_ME_CRITERIA', () => {
  it('001 §2.7: "Assigned to me: merges tickets, orders and claims" — open claims of the active user', () => {
    // Assert
    expect(CLAIMS_ASSIGNED_TO_ME_CRITERIA).toEqual({
      status: { $notIn: ['CLOSE_LIQUIDATED', 'CLOSE_NOT_LIQUIDATED'] },
      '$org_employees._user$': '@activeUser',
    });
  });
});
