/**
 * The billing proposal lifecycle ('Proposte di fatturazione', 002 §2.8 list toolbar menu; domain
 * DECISIONS.md "Billing proposals"): the supplier groups tokens not yet invoiced into a proposal
 * with their total and sends it to the organisation, which accepts it (every token of it is
 * marked invoiced) or refuses it with a reason (the tokens may be proposed again).
 *
 * States: sent ('Inviata') → ACCEPT → accepted ('Accettata'); sent → REFUSE → refused
 * ('Rifiutata'). Both ends are final. The machine is pure, as the token's is: it starts from a
 * stored proposal, takes one event, and its context ends with the fields to write.
 */
import { and, assign, setup } from 'xstate';
import { tokensMessage } from '../messages/it-IT/tokens.ts';
import type { TokensMessageKey } from '../messages/it-IT/tokens.ts';
import { refusal, toMachineGuards } from '../orders/transitions.ts';
import type {
  TransitionActor,
  TransitionEffect,
  TransitionRefusal,
} from '../orders/transitions.ts';
import {
  TOKEN_GUARDS,
  TOKEN_REASON_MAX_LENGTH,
  tokenGuardRefusal,
} from './tokenLifecycle.machine.ts';

/** The stored status of a billing proposal (DECISIONS.md "Billing proposals" 2). */
export type BillingProposalStatus = 'SENT' | 'ACCEPTED' | 'REFUSED';

/** Each billing proposal status by name, for the apps to compare with. */
export const BILLING_PROPOSAL_STATUS = {
  SENT: 'SENT',
  ACCEPTED: 'ACCEPTED',
  REFUSED: 'REFUSED',
} as const satisfies Record<BillingProposalStatus, BillingProposalStatus>;

/** What the lifecycle reads of a proposal. */
export interface BillingProposalRecord {
  status?: BillingProposalStatus | null;
  /** Why the organisation refused it; null unless refused. */
  refusalReason?: string | null;
  /** The version of the stored proposal (stale writes are refused). */
  updatedAt?: string | Date | null;
}

/** The events of the proposal lifecycle. */
export type BillingProposalEvent =
  /** sent → accepted: the organisation accepts the proposal; its tokens are marked invoiced. */
  | { type: 'ACCEPT' }
  /** sent → refused: the organisation refuses it, and says why. */
  | { type: 'REFUSE'; reason?: string | null };

/** The type of a proposal event. */
export type BillingProposalEventType = BillingProposalEvent['type'];

/** The facts a proposal transition is decided on. */
export interface BillingProposalFacts {
  proposal: BillingProposalRecord;
  actor: TransitionActor;
}

/** The machine's context: the facts and what the transition decides to write. */
export interface BillingProposalContext extends BillingProposalFacts {
  changes: Partial<BillingProposalRecord>;
  effects: TransitionEffect[];
}

/** The lifecycle state of a stored proposal. */
export type BillingProposalState = 'sent' | 'accepted' | 'refused';

/** The names of the proposal guards. */
export type BillingProposalGuardName =
  'isOrganisation' | 'isTokenActionPermitted' | 'hasReason' | 'isReasonWithinLimit';

const reasonOf = (event: BillingProposalEvent): string =>
  event.type === 'REFUSE' ? (event.reason ?? '').trim() : '';

/**
 * The plain guards. Who may answer a proposal is who may invoice a token: the organisation with
 * ORG_OPR_TOKENS_MOD (the token's own guards, asked about the actor alone).
 */
export const BILLING_PROPOSAL_GUARDS: Readonly<
  Record<
    BillingProposalGuardName,
    (facts: BillingProposalFacts, event: BillingProposalEvent) => boolean
  >
> = {
  isOrganisation: (facts) =>
    TOKEN_GUARDS.isOrganisation({ token: {}, actor: facts.actor }, { type: 'MARK_INVOICED' }),
  isTokenActionPermitted: (facts) =>
    TOKEN_GUARDS.isTokenActionPermitted(
      { token: {}, actor: facts.actor },
      { type: 'MARK_INVOICED' },
    ),
  hasReason: (_facts, event) => event.type !== 'REFUSE' || reasonOf(event) !== '',
  isReasonWithinLimit: (_facts, event) => reasonOf(event).length <= TOKEN_REASON_MAX_LENGTH,
};

/** The checks of what each event carries: run on apply only, not when listing actions. */
export const BILLING_PROPOSAL_EVENT_PAYLOAD: Readonly<
  Record<BillingProposalEventType, readonly BillingProposalGuardName[]>
> = {
  ACCEPT: [],
  REFUSE: ['hasReason', 'isReasonWithinLimit'],
};

/** Why a guard refuses: the token's words for the actor, the proposal's for the reason. */
export function billingProposalGuardRefusal(
  guard: BillingProposalGuardName,
  facts: BillingProposalFacts,
): TransitionRefusal {
  if (guard === 'isOrganisation' || guard === 'isTokenActionPermitted') {
    return tokenGuardRefusal(guard, { token: {}, actor: facts.actor });
  }
  const key: TokensMessageKey =
    guard === 'hasReason'
      ? 'tokens.proposal.refusal.reasonRequired'
      : 'tokens.refusal.reasonTooLong';
  const text = tokensMessage(key, { max: TOKEN_REASON_MAX_LENGTH });
  return refusal('VALIDATION', text, { reason: text });
}

/** The state of a stored proposal: a missing status reads as sent. */
export function billingProposalState(
  proposal: Pick<BillingProposalRecord, 'status'>,
): BillingProposalState {
  if (proposal.status === 'ACCEPTED') return 'accepted';
  if (proposal.status === 'REFUSED') return 'refused';
  return 'sent';
}

function guardsOf(type: BillingProposalEventType): BillingProposalGuardName[] {
  return ['isOrganisation', 'isTokenActionPermitted', ...BILLING_PROPOSAL_EVENT_PAYLOAD[type]];
}

/** The billing proposal lifecycle (DECISIONS.md "Billing proposals"). */
export const billingProposalMachine = setup({
  types: {
    context: {} as BillingProposalContext,
    events: {} as BillingProposalEvent,
    input: {} as BillingProposalFacts,
  },
  guards: toMachineGuards<BillingProposalGuardName, BillingProposalFacts, BillingProposalEvent>(
    BILLING_PROPOSAL_GUARDS,
  ),
  actions: {
    accept: assign(({ context }) => ({
      changes: { ...context.changes, status: BILLING_PROPOSAL_STATUS.ACCEPTED },
    })),
    refuse: assign(({ context, event }) => ({
      changes: {
        ...context.changes,
        status: BILLING_PROPOSAL_STATUS.REFUSED,
        refusalReason: reasonOf(event),
      },
    })),
  },
}).createMachine({
  id: 'billingProposal',
  context: ({ input }) => ({ ...input, changes: {}, effects: [] }),
  initial: 'sent',
  states: {
    sent: {
      on: {
        ACCEPT: { guard: and(guardsOf('ACCEPT')), target: 'accepted', actions: 'accept' },
        REFUSE: { guard: and(guardsOf('REFUSE')), target: 'refused', actions: 'refuse' },
      },
    },
    accepted: { type: 'final' },
    refused: { type: 'final' },
  },
});
