/**
 * The questions the web and the gateway ask about billing proposals ('Proposte di fatturazione',
 * 002 §2.8; DECISIONS.md "Billing proposals"): may this supplier propose these tokens, what is
 * the proposal's total, which actions may this actor take on a proposal now, and what does an
 * event write. Both sides read the same rules and machine, so a button the web enables is a
 * request the gateway accepts, with the same Italian reason when it is refused.
 */
import { transition } from 'xstate';
import { tokensMessage } from '../messages/it-IT/tokens.ts';
import type { TokensMessageKey } from '../messages/it-IT/tokens.ts';
import {
  holdsPermission,
  permissionRefusal,
  refusal,
  transitionSuccess,
} from '../orders/transitions.ts';
import type {
  TransitionAction,
  TransitionActor,
  TransitionRefusal,
  TransitionResult,
} from '../orders/transitions.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import {
  BILLING_PROPOSAL_EVENT_PAYLOAD,
  BILLING_PROPOSAL_GUARDS,
  billingProposalGuardRefusal,
  billingProposalMachine,
  billingProposalState,
} from './billingProposal.machine.ts';
import type {
  BillingProposalEvent,
  BillingProposalEventType,
  BillingProposalFacts,
  BillingProposalGuardName,
  BillingProposalRecord,
  BillingProposalState,
  BillingProposalStatus,
} from './billingProposal.machine.ts';

/**
 * The permission sending a proposal needs: the supplier's tokens with APP_NEW (001 §6
 * "SPL_OPR_TOKENS"): a proposal is a new record of the supplier's.
 */
export const BILLING_PROPOSAL_CREATE_PERMISSION: PermissionRequirement = {
  application: 'SPL_OPR_TOKENS',
  functionality: 'APP_NEW',
};

/** The most tokens one proposal groups (DECISIONS.md "Billing proposals" 1). */
export const BILLING_PROPOSAL_MAX_TOKENS = 100;

/**
 * The proposals' list ('Proposte di fatturazione', DECISIONS.md "Billing proposals: their list and
 * detail" 1): 50 a page, as the tickets' list (001 §7 "limit 50"), paged by the server.
 */
export const BILLING_PROPOSAL_LIST_LIMIT = 50;

/** The proposals' list order: the newest first, as the tickets' list (001 §7). */
export const BILLING_PROPOSAL_LIST_ORDER: readonly (readonly ['createdAt', 'DESC'])[] = [
  ['createdAt', 'DESC'],
];

/** The field a proposal's tokens are sent in (`{ tokenIds: [...] }`), where its errors are told. */
export const BILLING_PROPOSAL_TOKENS_FIELD = 'tokenIds';

/** A token as the proposal rules read it. */
export interface ProposableToken {
  code?: string | null;
  isInvoiced?: boolean | null;
  amount?: number | string | null;
  /** The organisation the token belongs to (the one the proposal goes to). */
  organizationId?: number | string | null;
  /** The status of the proposal the token was last put in; null or missing when never. */
  proposalStatus?: BillingProposalStatus | null;
}

function amountOf(token: ProposableToken): number | undefined {
  if (token.amount === null || token.amount === undefined || token.amount === '') return undefined;
  const value = Number(token.amount);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Why a token cannot go into a new proposal now, or undefined (DECISIONS.md "Billing proposals"
 * 1): it is already invoiced, it waits in a proposal already sent, or it has no amount to bill.
 */
export function tokenProposalRefusal(token: ProposableToken): TransitionRefusal | undefined {
  const code = token.code ?? '';
  if (token.isInvoiced === true) {
    return refusal('CONFLICT', tokensMessage('tokens.proposal.refusal.tokenInvoiced', { code }));
  }
  if (token.proposalStatus === 'SENT') {
    return refusal('CONFLICT', tokensMessage('tokens.proposal.refusal.tokenPending', { code }));
  }
  if (amountOf(token) === undefined) {
    const text = tokensMessage('tokens.proposal.refusal.tokenWithoutAmount', { code });
    return refusal('VALIDATION', text, { [BILLING_PROPOSAL_TOKENS_FIELD]: text });
  }
  return undefined;
}

/** Whether a token may be put in a new proposal now (the supplier's selection offers it). */
export function isTokenProposable(token: ProposableToken): boolean {
  return tokenProposalRefusal(token) === undefined;
}

/** The total of a proposal: the sum of its tokens' amounts, to the cent. */
export function billingProposalTotal(tokens: readonly ProposableToken[]): number {
  const cents = tokens.reduce((sum, token) => sum + Math.round((amountOf(token) ?? 0) * 100), 0);
  return cents / 100;
}

/**
 * Why this actor may not send a proposal of these tokens, or undefined (DECISIONS.md "Billing
 * proposals" 1): not yours (FORBIDDEN: only a supplier with SPL_OPR_TOKENS APP_NEW), not like
 * this (VALIDATION: no token, too many, tokens of more than one organisation, a token without an
 * amount), not now (CONFLICT: a token already invoiced or waiting in a proposal sent).
 */
export function billingProposalCreationRefusal(
  tokens: readonly ProposableToken[],
  actor: TransitionActor,
): TransitionRefusal | undefined {
  if (roleTypeOf(actor.role) !== 'SPL') {
    return refusal('FORBIDDEN', tokensMessage('tokens.proposal.refusal.supplierOnly'));
  }
  if (!holdsPermission(actor, BILLING_PROPOSAL_CREATE_PERMISSION)) {
    return permissionRefusal(actor, BILLING_PROPOSAL_CREATE_PERMISSION);
  }
  const field = (key: TokensMessageKey) => {
    const text = tokensMessage(key, { max: BILLING_PROPOSAL_MAX_TOKENS });
    return refusal('VALIDATION', text, { [BILLING_PROPOSAL_TOKENS_FIELD]: text });
  };
  if (tokens.length === 0) return field('tokens.proposal.refusal.noTokens');
  if (tokens.length > BILLING_PROPOSAL_MAX_TOKENS) return field('tokens.proposal.refusal.tooMany');
  const organisations = new Set(tokens.map((token) => String(token.organizationId ?? '')));
  if (organisations.size > 1) return field('tokens.proposal.refusal.severalOrganisations');
  const refusals = tokens.map(tokenProposalRefusal);
  return (
    refusals.find((found) => found?.code === 'CONFLICT') ??
    refusals.find((found) => found !== undefined)
  );
}

/** The actions a screen offers on a proposal. */
export type BillingProposalActionId = 'accept' | 'refuse';

/** One action on a proposal, as `billingProposalActions` lists it. */
export type BillingProposalAction = TransitionAction<
  BillingProposalActionId,
  BillingProposalEventType
>;

const ACTION_EVENTS = {
  accept: 'ACCEPT',
  refuse: 'REFUSE',
} as const satisfies Record<BillingProposalActionId, BillingProposalEventType>;

/** Every proposal action, in the order a screen lists them. */
export const BILLING_PROPOSAL_ACTION_IDS = Object.keys(ACTION_EVENTS) as BillingProposalActionId[];

function acceptsEvent(state: BillingProposalState, type: BillingProposalEventType): boolean {
  return billingProposalMachine.states[state]?.ownEvents.includes(type) === true;
}

/**
 * The first reason an event is refused: not yours (FORBIDDEN), not now (CONFLICT: the proposal
 * was already answered), not like this (VALIDATION: the reason, on apply only).
 */
function findRefusal(
  facts: BillingProposalFacts,
  event: BillingProposalEvent,
  checkPayload: boolean,
): TransitionRefusal | undefined {
  const failing = (guards: readonly BillingProposalGuardName[]) =>
    guards.find((guard) => !BILLING_PROPOSAL_GUARDS[guard](facts, event));
  const actorRefusal = failing(['isOrganisation', 'isTokenActionPermitted']);
  if (actorRefusal) return billingProposalGuardRefusal(actorRefusal, facts);
  const state = billingProposalState(facts.proposal);
  if (!acceptsEvent(state, event.type)) {
    return refusal('CONFLICT', tokensMessage('tokens.proposal.refusal.answered'));
  }
  const failed = checkPayload ? failing(BILLING_PROPOSAL_EVENT_PAYLOAD[event.type]) : undefined;
  return failed ? billingProposalGuardRefusal(failed, facts) : undefined;
}

/**
 * Every action on the proposal for the actor (DECISIONS.md "Billing proposals" 3): the
 * organisation sees 'Accetta e segna fatturati' and 'Rifiuta' while the proposal waits, enabled,
 * or disabled with the lock message (no ORG_OPR_TOKENS_MOD); once answered, none. The supplier
 * sees none: it sent the proposal.
 */
export function billingProposalActions(
  proposal: BillingProposalRecord,
  actor: TransitionActor,
): BillingProposalAction[] {
  const facts: BillingProposalFacts = { proposal, actor };
  const organisation = BILLING_PROPOSAL_GUARDS.isOrganisation(facts, { type: 'ACCEPT' });
  const state = billingProposalState(proposal);
  return BILLING_PROPOSAL_ACTION_IDS.map((id) => {
    const type = ACTION_EVENTS[id];
    const reason = findRefusal(facts, { type }, false)?.message;
    const hidden = !organisation || !acceptsEvent(state, type);
    return {
      id,
      event: type,
      label: tokensMessage(`tokens.proposal.action.${id}`),
      enabled: reason === undefined,
      ...(reason === undefined ? {} : { reason }),
      ...(hidden ? { hidden: true } : {}),
    };
  });
}

/**
 * What an event writes on the proposal, or why it is refused (DECISIONS.md "Billing proposals"
 * 3–4). Pure: the gateway runs it on the stored proposal in its transaction, writes `changes`,
 * appends `history`, and on ACCEPT marks each token of the proposal invoiced through the token's
 * own `applyTokenTransition`.
 */
export function applyBillingProposalTransition(
  proposal: BillingProposalRecord,
  event: BillingProposalEvent,
  actor: TransitionActor,
): TransitionResult<BillingProposalRecord> {
  const facts: BillingProposalFacts = { proposal, actor };
  const refused = findRefusal(facts, event, true);
  if (refused) return refused;
  const snapshot = billingProposalMachine.resolveState({
    value: billingProposalState(proposal),
    context: { ...facts, changes: {}, effects: [] },
  });
  const [next] = transition(billingProposalMachine, snapshot, event);
  return transitionSuccess(proposal, next);
}

const STATUS_KEYS = {
  SENT: 'tokens.proposal.status.SENT',
  ACCEPTED: 'tokens.proposal.status.ACCEPTED',
  REFUSED: 'tokens.proposal.status.REFUSED',
} as const satisfies Record<BillingProposalStatus, TokensMessageKey>;

/** A proposal's status by its Italian name: 'Inviata', 'Accettata', 'Rifiutata'. */
export function billingProposalStatusLabel(
  status: BillingProposalStatus | null | undefined,
): string {
  return tokensMessage(STATUS_KEYS[status ?? 'SENT']);
}

const HISTORY_ACTION_KEYS: Readonly<Record<string, TokensMessageKey>> = {
  create: 'tokens.proposal.history.action.create',
  ACCEPT: 'tokens.proposal.history.action.ACCEPT',
  REFUSE: 'tokens.proposal.history.action.REFUSE',
  PROPOSE: 'tokens.proposal.history.action.PROPOSE',
};

const HISTORY_FIELD_KEYS: Readonly<Record<string, TokensMessageKey>> = {
  status: 'tokens.proposal.history.field.status',
  total: 'tokens.proposal.history.field.total',
  tokens: 'tokens.proposal.history.field.tokens',
  refusalReason: 'tokens.proposal.history.field.refusalReason',
  _billingProposal: 'tokens.proposal.history.field.billingProposal',
};

/**
 * The title of a proposal's history entry ('ACCEPT' → 'Proposta accettata'), and of a token's
 * entry written by a proposal ('PROPOSE' → 'Inserito in una proposta di fatturazione'). An action
 * without a title is named as it was recorded.
 */
export function billingProposalHistoryActionLabel(action: string): string {
  const key = HISTORY_ACTION_KEYS[action];
  return key === undefined ? action : tokensMessage(key);
}

/** The Italian label of a field a proposal's history records; unknown fields as on the wire. */
export function billingProposalHistoryFieldLabel(field: string): string {
  const key = HISTORY_FIELD_KEYS[field];
  return key === undefined ? field : tokensMessage(key);
}
