/**
 * The two questions the web and the gateway ask the claim lifecycle machine (DECISIONS.md
 * "Claim lifecycle"): which actions may this actor take on this claim now, and what does this
 * event write. Both read the same machine and guards, so a button the web enables is a
 * transition the gateway accepts, and a refusal says the same Italian reason on both sides.
 */
import { transition } from 'xstate';
import { claimsMessage } from '../messages/it-IT/claims.ts';
import { refusal, transitionSuccess } from '../orders/transitions.ts';
import type {
  TransitionAction,
  TransitionActor,
  TransitionRefusal,
  TransitionResult,
} from '../orders/transitions.ts';
import { claimLifecycleMachine, claimLifecycleState } from './claimLifecycle.machine.ts';
import type { ClaimLifecycleState } from './claimLifecycle.machine.ts';
import { CLAIM_EVENT_CONDITIONS, CLAIM_GUARDS, claimGuardRefusal } from './claimLifecycleGuards.ts';
import type { ClaimGuardName } from './claimLifecycleGuards.ts';
import type {
  ClaimEventType,
  ClaimFacts,
  ClaimLifecycleRecord,
  ClaimTransitionEvent,
} from './claimLifecycleTypes.ts';
import { claimStatusLabel } from './claimStatus.ts';

/** The actions a screen offers on a claim. */
export type ClaimActionId =
  | 'startVerification'
  | 'assessDamage'
  | 'requestLiquidation'
  | 'liquidate'
  | 'closeNotLiquidated'
  | 'reopen';

/** One action on a claim, as `claimActions` lists it. */
export type ClaimAction = TransitionAction<ClaimActionId, ClaimEventType>;

const CLAIM_ACTION_EVENTS = {
  startVerification: 'START_VERIFICATION',
  assessDamage: 'ASSESS_DAMAGE',
  requestLiquidation: 'REQUEST_LIQUIDATION',
  liquidate: 'LIQUIDATE',
  closeNotLiquidated: 'CLOSE_NOT_LIQUIDATED',
  reopen: 'REOPEN',
} as const satisfies Record<ClaimActionId, ClaimEventType>;

/** Every claim action, in the order a screen lists them. */
export const CLAIM_ACTION_IDS = Object.keys(CLAIM_ACTION_EVENTS) as ClaimActionId[];

/**
 * The history field that keeps why a claim closed not liquidated: the reason is not a column of
 * the claim, it is told by its history row (DECISIONS.md "Claim lifecycle").
 */
export const CLAIM_CLOSING_REASON_FIELD = 'closingReason';

function acceptsEvent(state: ClaimLifecycleState, type: ClaimEventType): boolean {
  return claimLifecycleMachine.states[state]?.ownEvents.includes(type) === true;
}

/** Why the claim's state refuses an event it does not take. */
function stateRefusal(
  claim: ClaimLifecycleRecord,
  type: ClaimEventType,
  state: ClaimLifecycleState,
): TransitionRefusal {
  if (type === 'REOPEN') {
    return refusal(
      'CONFLICT',
      claimsMessage(
        state === 'closeLiquidated' ? 'claims.refusal.liquidatedFinal' : 'claims.refusal.notClosed',
      ),
    );
  }
  if (state === 'closeLiquidated' || state === 'closeNotLiquidated') {
    return refusal('CONFLICT', claimsMessage('claims.refusal.closed'));
  }
  return refusal(
    'CONFLICT',
    claimsMessage('claims.refusal.state', { status: claimStatusLabel(claim.status) }),
  );
}

/**
 * The first reason an event is refused, in the order a person wants to hear it: not yours
 * (FORBIDDEN: not the organisation, or no update permission or claims module), not now
 * (CONFLICT: the state, then the claim's links and amounts), not like this (VALIDATION: the
 * amount or the reason the event carries, on apply only). Undefined when accepted.
 */
function findRefusal(
  facts: ClaimFacts,
  event: ClaimTransitionEvent,
  checkPayload: boolean,
): TransitionRefusal | undefined {
  const failing = (guards: readonly ClaimGuardName[]) =>
    guards.find((guard) => !CLAIM_GUARDS[guard](facts, event));
  const actorRefusal = failing(['isOrganisation', 'isClaimActionPermitted']);
  if (actorRefusal) return claimGuardRefusal(actorRefusal, facts);
  const state = claimLifecycleState(facts.claim);
  if (!acceptsEvent(state, event.type)) return stateRefusal(facts.claim, event.type, state);
  const { conditions, payload } = CLAIM_EVENT_CONDITIONS[event.type];
  const failed = failing(conditions) ?? (checkPayload ? failing(payload) : undefined);
  return failed ? claimGuardRefusal(failed, facts) : undefined;
}

function confirmationOf(id: ClaimActionId): ClaimAction['confirmation'] {
  if (id !== 'reopen') return undefined;
  return {
    message: claimsMessage('claims.confirm.reopen'),
    confirmLabel: claimsMessage('claims.confirm.continue'),
    cancelLabel: claimsMessage('claims.confirm.cancel'),
  };
}

/**
 * Every action on the claim for the actor (DECISIONS.md "Claim lifecycle"): the organisation
 * sees the steps its claim's state takes — the next step and 'Chiudi non liquidato' while open,
 * 'Riapri' once closed not liquidated, nothing once liquidated — each enabled, or disabled with
 * the Italian reason; the other states' steps are hidden. A supplier (insurer or loss adjuster),
 * a resident or the back office see none: they read the claim.
 */
export function claimActions(claim: ClaimLifecycleRecord, actor: TransitionActor): ClaimAction[] {
  const facts: ClaimFacts = { claim, actor };
  const organisation = CLAIM_GUARDS.isOrganisation(facts, { type: 'REOPEN' });
  const state = claimLifecycleState(claim);
  return CLAIM_ACTION_IDS.map((id) => {
    const type = CLAIM_ACTION_EVENTS[id];
    const reason = findRefusal(facts, { type } as ClaimTransitionEvent, false)?.message;
    const confirmation = confirmationOf(id);
    const hidden = !organisation || !acceptsEvent(state, type);
    return {
      id,
      event: type,
      label: claimsMessage(`claims.action.${id}`),
      enabled: reason === undefined,
      ...(reason === undefined ? {} : { reason }),
      ...(hidden ? { hidden: true } : {}),
      ...(confirmation ? { confirmation } : {}),
    };
  });
}

/**
 * What an event writes on the claim, or why it is refused (DECISIONS.md "Claim lifecycle").
 * Pure: the gateway runs it on the stored claim inside its transaction, writes `changes` and
 * appends `history`; a refusal is answered with its code (FORBIDDEN 403, CONFLICT 409,
 * VALIDATION 400) and its Italian message. Closing not liquidated adds the reason to the history
 * as `closingReason` (not a field of the claim).
 */
export function applyClaimTransition(
  claim: ClaimLifecycleRecord,
  event: ClaimTransitionEvent,
  actor: TransitionActor,
): TransitionResult<ClaimLifecycleRecord> {
  const facts: ClaimFacts = { claim, actor };
  const refused = findRefusal(facts, event, true);
  if (refused) return refused;
  const snapshot = claimLifecycleMachine.resolveState({
    value: claimLifecycleState(claim),
    context: { ...facts, changes: {}, effects: [] },
  });
  const [next] = transition(claimLifecycleMachine, snapshot, event);
  const success = transitionSuccess(claim, next);
  if (event.type !== 'CLOSE_NOT_LIQUIDATED') return success;
  return {
    ...success,
    history: [
      ...success.history,
      { field: CLAIM_CLOSING_REASON_FIELD, from: null, to: (event.reason ?? '').trim() },
    ],
  };
}
