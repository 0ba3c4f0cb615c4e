import { claimsMessage } from '../messages/it-IT/claims.ts';
import { ASSIGNED_TO_ACTIVE_USER } from '../orders/criteria.ts';
import { CLOSED_CLAIM_STATUSES } from './claimStatus.ts';
import type { ClaimCriteria } from './types.ts';

/** The code of a claims dashboard view (000 §4: OPE, VDD, DAC, INL). */
export type ClaimViewId = 'OPE' | 'VDD' | 'DAC' | 'INL';

/** A claims view: its code, its Italian label and the where criteria that select its claims. */
export interface ClaimView {
  id: ClaimViewId;
  label: string;
  criteria: ClaimCriteria;
}

/**
 * The claims dashboard views (000 §4: "Claims: OPE Aperti, VDD In verifica, DAC Danno accertato,
 * INL In liquidazione"). The spec gives no criteria (DECISIONS.md): 'Aperti' counts every claim
 * not closed, as 'Aperti' does for repeat orders beside their narrower views, and the other three
 * count one status each.
 */
export const CLAIM_DASHBOARD_VIEWS: readonly ClaimView[] = [
  {
    id: 'OPE',
    label: claimsMessage('claims.view.open'),
    criteria: { status: { $notIn: CLOSED_CLAIM_STATUSES } },
  },
  { id: 'VDD', label: claimsMessage('claims.view.verifying'), criteria: { status: 'VERIFYING' } },
  {
    id: 'DAC',
    label: claimsMessage('claims.view.damageAssessed'),
    criteria: { status: 'DAMAGE_ASSESSED' },
  },
  {
    id: 'INL',
    label: claimsMessage('claims.view.waitingLiquidation'),
    criteria: { status: 'WAITING_LIQUIDATION' },
  },
];

/**
 * The claims of the 'assigned to me' widget (001 §2.7: "merges tickets, orders and claims"): open
 * claims followed by the active user: the claim's employee (`_orgEmployee`) is the active user's
 * ({@link ASSIGNED_TO_ACTIVE_USER}, DECISIONS.md).
 */
export const CLAIMS_ASSIGNED_TO_ME_CRITERIA: ClaimCriteria = {
  status: { $notIn: CLOSED_CLAIM_STATUSES },
  ...ASSIGNED_TO_ACTIVE_USER,
};
