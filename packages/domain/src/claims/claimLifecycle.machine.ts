/**
 * The claim lifecycle, one machine for the web (which actions to show) and the gateway (which
 * transitions to accept): 001 §3 Claim, §4.4; 000 §4 claim views; DECISIONS.md "Claim lifecycle".
 *
 * States: open ('Aperto') → verifying ('In verifica') → damageAssessed ('Danno accertato') →
 * waitingLiquidation ('In liquidazione') → closeLiquidated ('Chiuso liquidato'); any open state →
 * closeNotLiquidated ('Chiuso non liquidato', with a reason), which may be reopened. The machine
 * is pure: it starts from a stored claim (`machine.resolveState`), takes one event, and its
 * context ends with the fields to write (`changes`).
 */
import { and, assertEvent, assign, setup } from 'xstate';
import { toMachineGuards } from '../orders/transitions.ts';
import type { TransitionEffect } from '../orders/transitions.ts';
import { CLAIM_EVENT_CONDITIONS, CLAIM_GUARDS, claimAmountValue } from './claimLifecycleGuards.ts';
import type { ClaimGuardName } from './claimLifecycleGuards.ts';
import type {
  ClaimEventType,
  ClaimFacts,
  ClaimLifecycleRecord,
  ClaimTransitionEvent,
} from './claimLifecycleTypes.ts';
import type { ClaimStatus } from './types.ts';

/** The machine's context: the facts and what the transition decides to write. */
export interface ClaimLifecycleContext extends ClaimFacts {
  changes: Partial<ClaimLifecycleRecord>;
  effects: TransitionEffect[];
}

/** The lifecycle state of a stored claim. */
export type ClaimLifecycleState =
  | 'open'
  | 'verifying'
  | 'damageAssessed'
  | 'waitingLiquidation'
  | 'closeLiquidated'
  | 'closeNotLiquidated';

const STATE_OF_STATUS = {
  OPEN: 'open',
  VERIFYING: 'verifying',
  DAMAGE_ASSESSED: 'damageAssessed',
  WAITING_LIQUIDATION: 'waitingLiquidation',
  CLOSE_LIQUIDATED: 'closeLiquidated',
  CLOSE_NOT_LIQUIDATED: 'closeNotLiquidated',
} as const satisfies Record<ClaimStatus, ClaimLifecycleState>;

/** The state of a claim's status (an unknown status reads as open, the status a claim starts in). */
export function claimLifecycleState(
  claim: Pick<ClaimLifecycleRecord, 'status'>,
): ClaimLifecycleState {
  return Object.hasOwn(STATE_OF_STATUS, claim.status) ? STATE_OF_STATUS[claim.status] : 'open';
}

/** Every guard of an event, the actor's first: the machine refuses what the action list disables. */
function claimGuards(type: ClaimEventType): ClaimGuardName[] {
  const { conditions, payload } = CLAIM_EVENT_CONDITIONS[type];
  return ['isOrganisation', 'isClaimActionPermitted', ...conditions, ...payload];
}

function withStatus(
  context: ClaimLifecycleContext,
  status: ClaimStatus,
): Pick<ClaimLifecycleContext, 'changes'> {
  return { changes: { ...context.changes, status } };
}

/** The close-not-liquidated transition, the same from every open state. */
const closeNotLiquidated = {
  guard: and(claimGuards('CLOSE_NOT_LIQUIDATED')),
  target: 'closeNotLiquidated',
  actions: 'closeNotLiquidated',
} as const;

/** The claim lifecycle (001 §4.4; DECISIONS.md "Claim lifecycle"). */
export const claimLifecycleMachine = setup({
  types: {
    context: {} as ClaimLifecycleContext,
    events: {} as ClaimTransitionEvent,
    input: {} as ClaimFacts,
  },
  guards: toMachineGuards<ClaimGuardName, ClaimFacts, ClaimTransitionEvent>(CLAIM_GUARDS),
  actions: {
    startVerification: assign(({ context }) => withStatus(context, 'VERIFYING')),
    assessDamage: assign(({ context }) => withStatus(context, 'DAMAGE_ASSESSED')),
    requestLiquidation: assign(({ context }) => withStatus(context, 'WAITING_LIQUIDATION')),
    liquidate: assign(({ context, event }) => {
      assertEvent(event, 'LIQUIDATE');
      return {
        changes: {
          ...context.changes,
          status: 'CLOSE_LIQUIDATED' as const,
          amountRefunded: claimAmountValue(event.amountRefunded),
        },
      };
    }),
    closeNotLiquidated: assign(({ context }) => withStatus(context, 'CLOSE_NOT_LIQUIDATED')),
    reopen: assign(({ context }) => withStatus(context, 'OPEN')),
  },
}).createMachine({
  id: 'claimLifecycle',
  context: ({ input }) => ({ ...input, changes: {}, effects: [] }),
  initial: 'open',
  states: {
    open: {
      on: {
        START_VERIFICATION: {
          guard: and(claimGuards('START_VERIFICATION')),
          target: 'verifying',
          actions: 'startVerification',
        },
        CLOSE_NOT_LIQUIDATED: closeNotLiquidated,
      },
    },
    verifying: {
      on: {
        ASSESS_DAMAGE: {
          guard: and(claimGuards('ASSESS_DAMAGE')),
          target: 'damageAssessed',
          actions: 'assessDamage',
        },
        CLOSE_NOT_LIQUIDATED: closeNotLiquidated,
      },
    },
    damageAssessed: {
      on: {
        REQUEST_LIQUIDATION: {
          guard: and(claimGuards('REQUEST_LIQUIDATION')),
          target: 'waitingLiquidation',
          actions: 'requestLiquidation',
        },
        CLOSE_NOT_LIQUIDATED: closeNotLiquidated,
      },
    },
    waitingLiquidation: {
      on: {
        LIQUIDATE: {
          guard: and(claimGuards('LIQUIDATE')),
          target: 'closeLiquidated',
          actions: 'liquidate',
        },
        CLOSE_NOT_LIQUIDATED: closeNotLiquidated,
      },
    },
    // Final for the organisation: the insurer paid; a later payment is a new claim.
    closeLiquidated: {},
    closeNotLiquidated: {
      on: {
        REOPEN: { guard: and(claimGuards('REOPEN')), target: 'open', actions: 'reopen' },
      },
    },
  },
});
