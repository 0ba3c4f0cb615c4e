import { claimsMessage } from '../messages/it-IT/claims.ts';
import type { claimsMessages } from '../messages/it-IT/claims.ts';
import type { Claim, ClaimStatus } from './types.ts';

/** A key of the claims area's messages. */
type ClaimsMessageKey = keyof typeof claimsMessages;

/** The closed claim states (001 §4.4: "CLOSE_LIQUIDATED and CLOSE_NOT_LIQUIDATED are closed states"). */
export const CLOSED_CLAIM_STATUSES = [
  'CLOSE_LIQUIDATED',
  'CLOSE_NOT_LIQUIDATED',
] as const satisfies readonly ClaimStatus[];

/** Every claim status, from the first to the closed ones. */
export const CLAIM_STATUSES = [
  'OPEN',
  'VERIFYING',
  'DAMAGE_ASSESSED',
  'WAITING_LIQUIDATION',
  ...CLOSED_CLAIM_STATUSES,
] as const satisfies readonly ClaimStatus[];

const STATUS_LABEL_KEYS = {
  OPEN: 'claims.status.open',
  VERIFYING: 'claims.status.verifying',
  DAMAGE_ASSESSED: 'claims.status.damageAssessed',
  WAITING_LIQUIDATION: 'claims.status.waitingLiquidation',
  CLOSE_LIQUIDATED: 'claims.status.closeLiquidated',
  CLOSE_NOT_LIQUIDATED: 'claims.status.closeNotLiquidated',
} as const satisfies Record<ClaimStatus, ClaimsMessageKey>;

/**
 * Whether a claim is closed (001 §4.4: "CLOSE_LIQUIDATED and CLOSE_NOT_LIQUIDATED are closed
 * states").
 */
export function isClaimClosed(claim: Pick<Claim, 'status'>): boolean {
  return (CLOSED_CLAIM_STATUSES as readonly ClaimStatus[]).includes(claim.status);
}

/**
 * The Italian name of a claim status. The four open states take the words of the dashboard views
 * (000 §4: 'In verifica', 'Danno accertato', 'In liquidazione'; 'Aperto' for OPEN); the spec names
 * the closed states only as codes, so 'Chiuso liquidato' and 'Chiuso non liquidato' are ours
 * (DECISIONS.md).
 */
export function claimStatusLabel(status: ClaimStatus): string {
  return claimsMessage(STATUS_LABEL_KEYS[status]);
}
