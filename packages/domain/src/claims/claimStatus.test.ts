import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUSES,
  CLOSED_CLAIM_STATUSES,
  claimStatusLabel,
  isClaimClosed,
} from './claimStatus.ts';
import type { ClaimStatus } from './types.ts';

describe('isClaimClosed', () => {
  it.each<[ClaimStatus, boolean]>([
    ['CLOSE_LIQUIDATED', true],
    ['CLOSE_NOT_LIQUIDATED', true],
    ['OPEN', false],
    ['VERIFYING', false],
    ['DAMAGE_ASSESSED', false],
    ['WAITING_LIQUIDATION', false],
  ])(
    '001 §4.4: "CLOSE_LIQUIDATED and CLOSE_NOT_LIQUIDATED are closed states": %s → %s',
    (status, expected) => {
      // Act
      const closed = isClaimClosed({ status });

      // Assert
      expect(closed).toBe(expected);
    },
  );
});

describe('CLAIM_STATUSES', () => {
  it('002 §3.5: "Claim: status (closed-not-liquidated, closed-liquidated, waiting-liquidation)" — all three are statuses', () => {
    // Assert
    expect(CLAIM_STATUSES).toEqual(
      expect.arrayContaining(['CLOSE_NOT_LIQUIDATED', 'CLOSE_LIQUIDATED', 'WAITING_LIQUIDATION']),
    );
    expect(CLOSED_CLAIM_STATUSES).toEqual(['CLOSE_LIQUIDATED', 'CLOSE_NOT_LIQUIDATED']);
  });
});

describe('claimStatusLabel', () => {
  it.each<[ClaimStatus, string]>([
    ['OPEN', 'Aperto'],
    ['VERIFYING', 'In verifica'],
    ['DAMAGE_ASSESSED', 'Danno accertato'],
    ['WAITING_LIQUIDATION', 'In liquidazione'],
    ['CLOSE_LIQUIDATED', 'Chiuso liquidato'],
    ['CLOSE_NOT_LIQUIDATED', 'Chiuso non liquidato'],
  ])(
    '000 §4: "VDD In verifica, DAC Danno accertato, INL In liquidazione" as status names: %s → %s',
    (status, expected) => {
      // Act
      const label = claimStatusLabel(status);

      // Assert
      expect(label).toBe(expected);
    },
  );
});
