/**
 * The two questions the web and the gateway ask the billing token lifecycle (DECISIONS.md
 * "Billing token lifecycle"): which actions may this actor take on this token now, and what does
 * this event write. Both read the same machine and guards, so a button the web enables is a
 * transition the gateway accepts, and a refusal says the same Italian reason on both sides.
 */
import { transition } from 'xstate';
import { tokensMessage } from '../messages/it-IT/tokens.ts';
import type { TokensMessageKey } from '../messages/it-IT/tokens.ts';
import { refusal, transitionSuccess } from '../orders/transitions.ts';
import type {
  TransitionAction,
  TransitionActor,
  TransitionRefusal,
  TransitionResult,
} from '../orders/transitions.ts';
import {
  TOKEN_EVENT_PAYLOAD,
  TOKEN_GUARDS,
  tokenGuardRefusal,
  tokenLifecycleMachine,
  tokenLifecycleState,
} from './tokenLifecycle.machine.ts';
import type {
  TokenEventType,
  TokenFacts,
  TokenGuardName,
  TokenLifecycleRecord,
  TokenLifecycleState,
  TokenTransitionEvent,
} from './tokenLifecycle.machine.ts';

/** The actions a screen offers on a token. */
export type TokenActionId = 'markInvoiced' | 'markNotInvoiced';

/** One action on a token, as `tokenActions` lists it. */
export type TokenAction = TransitionAction<TokenActionId, TokenEventType>;

const TOKEN_ACTION_EVENTS = {
  markInvoiced: 'MARK_INVOICED',
  markNotInvoiced: 'MARK_NOT_INVOICED',
} as const satisfies Record<TokenActionId, TokenEventType>;

/** Every token action, in the order a screen lists them. */
export const TOKEN_ACTION_IDS = Object.keys(TOKEN_ACTION_EVENTS) as TokenActionId[];

/**
 * The history field that keeps why a token went back to not invoiced: the token has no column
 * for it, its history row tells it (DECISIONS.md "Billing token lifecycle").
 */
export const TOKEN_NOT_INVOICED_REASON_FIELD = 'reason';

function acceptsEvent(state: TokenLifecycleState, type: TokenEventType): boolean {
  return tokenLifecycleMachine.states[state]?.ownEvents.includes(type) === true;
}

/** Why the token's state refuses an event: it is already where the event would take it. */
function stateRefusal(state: TokenLifecycleState): TransitionRefusal {
  return refusal(
    'CONFLICT',
    tokensMessage(
      state === 'invoiced' ? 'tokens.refusal.alreadyInvoiced' : 'tokens.refusal.notInvoiced',
    ),
  );
}

/**
 * The first reason an event is refused: not yours (FORBIDDEN: not the organisation, or no
 * ORG_OPR_TOKENS_MOD), not now (CONFLICT: already invoiced, or not invoiced), not like this
 * (VALIDATION: the reason, on apply only). Undefined when accepted.
 */
function findRefusal(
  facts: TokenFacts,
  event: TokenTransitionEvent,
  checkPayload: boolean,
): TransitionRefusal | undefined {
  const failing = (guards: readonly TokenGuardName[]) =>
    guards.find((guard) => !TOKEN_GUARDS[guard](facts, event));
  const actorRefusal = failing(['isOrganisation', 'isTokenActionPermitted']);
  if (actorRefusal) return tokenGuardRefusal(actorRefusal, facts);
  const state = tokenLifecycleState(facts.token);
  if (!acceptsEvent(state, event.type)) return stateRefusal(state);
  const failed = checkPayload ? failing(TOKEN_EVENT_PAYLOAD[event.type]) : undefined;
  return failed ? tokenGuardRefusal(failed, facts) : undefined;
}

/**
 * Every action on the token for the actor (DECISIONS.md "Billing token lifecycle"): the
 * organisation sees the one step its token's state takes — 'Segna come fatturato' while not
 * invoiced, 'Riporta a da fatturare' once invoiced — enabled, or disabled with the Italian reason
 * (no ORG_OPR_TOKENS_MOD); the other is hidden. A supplier, a resident or the back office see
 * none: they read the token.
 */
export function tokenActions(token: TokenLifecycleRecord, actor: TransitionActor): TokenAction[] {
  const facts: TokenFacts = { token, actor };
  const organisation = TOKEN_GUARDS.isOrganisation(facts, { type: 'MARK_INVOICED' });
  const state = tokenLifecycleState(token);
  return TOKEN_ACTION_IDS.map((id) => {
    const type = TOKEN_ACTION_EVENTS[id];
    const reason = findRefusal(facts, { type }, false)?.message;
    const hidden = !organisation || !acceptsEvent(state, type);
    return {
      id,
      event: type,
      label: tokensMessage(`tokens.action.${id}`),
      enabled: reason === undefined,
      ...(reason === undefined ? {} : { reason }),
      ...(hidden ? { hidden: true } : {}),
    };
  });
}

/**
 * What an event writes on the token, or why it is refused (DECISIONS.md "Billing token
 * lifecycle"). Pure: the gateway runs it on the stored token inside its transaction, writes
 * `changes` (the invoicing date follows the flag there) and appends `history`; a refusal is
 * answered with its code (FORBIDDEN 403, CONFLICT 409, VALIDATION 400) and its Italian message.
 * Taking the invoicing back adds the reason to the history as `reason`.
 */
export function applyTokenTransition(
  token: TokenLifecycleRecord,
  event: TokenTransitionEvent,
  actor: TransitionActor,
): TransitionResult<TokenLifecycleRecord> {
  const facts: TokenFacts = { token, actor };
  const refused = findRefusal(facts, event, true);
  if (refused) return refused;
  const snapshot = tokenLifecycleMachine.resolveState({
    value: tokenLifecycleState(token),
    context: { ...facts, changes: {}, effects: [] },
  });
  const [next] = transition(tokenLifecycleMachine, snapshot, event);
  const success = transitionSuccess(token, next);
  if (event.type !== 'MARK_NOT_INVOICED') return success;
  return {
    ...success,
    history: [
      ...success.history,
      { field: TOKEN_NOT_INVOICED_REASON_FIELD, from: null, to: (event.reason ?? '').trim() },
    ],
  };
}

const ACTION_KEYS: Readonly<Record<string, TokensMessageKey>> = {
  MARK_INVOICED: 'tokens.history.action.MARK_INVOICED',
  MARK_NOT_INVOICED: 'tokens.history.action.MARK_NOT_INVOICED',
  update: 'tokens.history.action.update',
  // Written by a billing proposal (DECISIONS.md "Billing proposals" 4).
  PROPOSE: 'tokens.proposal.history.action.PROPOSE',
};

const FIELD_KEYS: Readonly<Record<string, TokensMessageKey>> = {
  isInvoiced: 'tokens.history.field.isInvoiced',
  invoicedAt: 'tokens.history.field.invoicedAt',
  [TOKEN_NOT_INVOICED_REASON_FIELD]: 'tokens.history.field.reason',
  description: 'tokens.history.field.description',
  amount: 'tokens.history.field.amount',
  _billingProposal: 'tokens.proposal.history.field.billingProposal',
};

/**
 * The title of a token history entry: 'MARK_INVOICED' → 'Segnato come fatturato'. An action
 * without a title is named as it was recorded, so an entry is never blank.
 */
export function tokenHistoryActionLabel(action: string): string {
  const key = ACTION_KEYS[action];
  return key === undefined ? action : tokensMessage(key);
}

/**
 * The Italian label of a field a token's history records: 'isInvoiced' → 'Fatturato', 'reason'
 * → 'Motivo'. A field without a label is named as it is on the wire.
 */
export function tokenHistoryFieldLabel(field: string): string {
  const key = FIELD_KEYS[field];
  return key === undefined ? field : tokensMessage(key);
}

/** The invoicing state by its Italian name: 'Fatturato' or 'Da fatturare'. */
export function tokenInvoicingLabel(isInvoiced: boolean | null | undefined): string {
  return tokensMessage(
    isInvoiced === true ? 'tokens.status.invoiced' : 'tokens.status.notInvoiced',
  );
}
