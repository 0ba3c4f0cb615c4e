/** The types of the claim lifecycle (DECISIONS.md "Claim lifecycle"). */
import type { TransitionActor } from '../orders/transitions.ts';
import type { ClaimStatus } from './types.ts';

/** An amount as the gateway stores it (a number, or PostgreSQL numeric's string) or a form holds it. */
export type ClaimAmount = number | string;

/** What the lifecycle reads of a claim. */
export interface ClaimLifecycleRecord {
  status: ClaimStatus;
  /** The insurer (ICMP) linked to the claim, null when none is. */
  _supplierICMP?: number | string | null;
  /** The loss adjuster (IEXP, the perito) linked to the claim, null when none is. */
  _supplierIEXP?: number | string | null;
  /** What the claim asks the insurer for. */
  amountClaimed?: ClaimAmount | null;
  /** What the insurer paid (002 §3.5 "amountRefunded"): written when the claim closes liquidated. */
  amountRefunded?: ClaimAmount | null;
  /** The version of the stored claim (stale writes are refused, DECISIONS.md "Order lifecycle"). */
  updatedAt?: string | Date | null;
}

/** The events of the claim lifecycle. */
export type ClaimTransitionEvent =
  /** OPEN → VERIFYING: the insurer starts checking the claim ('In verifica'). */
  | { type: 'START_VERIFICATION' }
  /** VERIFYING → DAMAGE_ASSESSED: the loss adjuster has assessed the damage. */
  | { type: 'ASSESS_DAMAGE' }
  /** DAMAGE_ASSESSED → WAITING_LIQUIDATION: the claimed amount is asked of the insurer. */
  | { type: 'REQUEST_LIQUIDATION' }
  /** WAITING_LIQUIDATION → CLOSE_LIQUIDATED: the insurer paid this amount. */
  | { type: 'LIQUIDATE'; amountRefunded?: ClaimAmount | null }
  /** Any open state → CLOSE_NOT_LIQUIDATED, with the reason (refused, withdrawn, under the excess). */
  | { type: 'CLOSE_NOT_LIQUIDATED'; reason?: string | null }
  /** CLOSE_NOT_LIQUIDATED → OPEN: a refusal contested, the claim is handled again. */
  | { type: 'REOPEN' };

/** The type of a claim event. */
export type ClaimEventType = ClaimTransitionEvent['type'];

/** The facts a claim transition is decided on. */
export interface ClaimFacts {
  claim: ClaimLifecycleRecord;
  actor: TransitionActor;
}
