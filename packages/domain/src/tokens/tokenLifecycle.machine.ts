/**
 * The billing token lifecycle, one machine for the web (which actions to show) and the gateway
 * (which transitions to accept): 001 §3 Billing token, 002 §3.10 "Token: isInvoiced", 000 §7
 * "SPL badge counts tokens where isInvoiced is false"; DECISIONS.md "Billing token lifecycle".
 *
 * States: notInvoiced ('Da fatturare') ⇄ invoiced ('Fatturato'). MARK_INVOICED sets the flag,
 * MARK_NOT_INVOICED takes it back with a reason. The machine is pure: it starts from a stored
 * token (`machine.resolveState`), takes one event, and its context ends with the fields to write
 * (`changes`). The invoicing date follows the flag where the token is written (the gateway's
 * clock), as a ticket's closing date follows its status.
 */
import { and, assign, setup } from 'xstate';
import { tokensMessage } from '../messages/it-IT/tokens.ts';
import type { TokensMessageKey } from '../messages/it-IT/tokens.ts';
import {
  holdsPermission,
  permissionRefusal,
  refusal,
  toMachineGuards,
} from '../orders/transitions.ts';
import type {
  TransitionActor,
  TransitionEffect,
  TransitionRefusal,
} from '../orders/transitions.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import { textLimitOf } from '../validation/limits.ts';

/** What the lifecycle reads of a token. */
export interface TokenLifecycleRecord {
  /** 002 §3.10 "Token: isInvoiced"; a missing flag reads as not invoiced. */
  isInvoiced?: boolean | null;
  /** When it was marked invoiced; null while it is not. */
  invoicedAt?: string | Date | null;
  /** The version of the stored token (stale writes are refused, DECISIONS.md "Order lifecycle"). */
  updatedAt?: string | Date | null;
}

/** The events of the token lifecycle. */
export type TokenTransitionEvent =
  /** notInvoiced → invoiced: the organisation has invoiced the token. */
  | { type: 'MARK_INVOICED' }
  /** invoiced → notInvoiced: the invoicing is taken back, and why (a wrong invoice, a credit note). */
  | { type: 'MARK_NOT_INVOICED'; reason?: string | null };

/** The type of a token event. */
export type TokenEventType = TokenTransitionEvent['type'];

/** The facts a token transition is decided on. */
export interface TokenFacts {
  token: TokenLifecycleRecord;
  actor: TransitionActor;
}

/** The machine's context: the facts and what the transition decides to write. */
export interface TokenLifecycleContext extends TokenFacts {
  changes: Partial<TokenLifecycleRecord>;
  effects: TransitionEffect[];
}

/** The lifecycle state of a stored token. */
export type TokenLifecycleState = 'notInvoiced' | 'invoiced';

/**
 * The permission every token step needs: the organisation's token editing (001 §6
 * "ORG_OPR_TOKENS_MOD", "APP_UPDATE").
 */
export const TOKEN_UPDATE_PERMISSION: PermissionRequirement = {
  application: 'ORG_OPR_TOKENS_MOD',
  functionality: 'APP_UPDATE',
};

/**
 * The longest reason a token taken back to not invoiced may carry: the text limit of `reason`
 * (validation/limits.ts TEXT_LIMITS, the default short text).
 */
export const TOKEN_REASON_MAX_LENGTH = textLimitOf('reason').maxLength;

/** The names of the token guards. */
export type TokenGuardName =
  'isOrganisation' | 'isTokenActionPermitted' | 'hasReason' | 'isReasonWithinLimit';

const reasonOf = (event: TokenTransitionEvent): string =>
  event.type === 'MARK_NOT_INVOICED' ? (event.reason ?? '').trim() : '';

/** The plain guards, shared by the machine, the action list and the gateway's refusals. */
export const TOKEN_GUARDS: Readonly<
  Record<TokenGuardName, (facts: TokenFacts, event: TokenTransitionEvent) => boolean>
> = {
  // Only the organisation invoices; the supplier reads its tokens and counts them (000 §7).
  isOrganisation: (facts) => roleTypeOf(facts.actor.role) === 'ORG',
  isTokenActionPermitted: (facts) => holdsPermission(facts.actor, TOKEN_UPDATE_PERMISSION),
  hasReason: (_facts, event) => event.type !== 'MARK_NOT_INVOICED' || reasonOf(event) !== '',
  isReasonWithinLimit: (_facts, event) => reasonOf(event).length <= TOKEN_REASON_MAX_LENGTH,
};

/** The checks of what each event carries: run on apply only, not when listing actions. */
export const TOKEN_EVENT_PAYLOAD: Readonly<Record<TokenEventType, readonly TokenGuardName[]>> = {
  MARK_INVOICED: [],
  MARK_NOT_INVOICED: ['hasReason', 'isReasonWithinLimit'],
};

/**
 * Why a guard refuses. A missing permission says the lock message of 000 §8 ('Funzionalità non
 * disponibile'); a payload error is a field error on `reason`.
 */
export function tokenGuardRefusal(guard: TokenGuardName, facts: TokenFacts): TransitionRefusal {
  if (guard === 'isTokenActionPermitted') {
    return permissionRefusal(facts.actor, TOKEN_UPDATE_PERMISSION);
  }
  if (guard === 'isOrganisation') {
    return refusal('FORBIDDEN', tokensMessage('tokens.refusal.organisationOnly'));
  }
  const key: TokensMessageKey =
    guard === 'hasReason' ? 'tokens.refusal.reasonRequired' : 'tokens.refusal.reasonTooLong';
  const text = tokensMessage(key, { max: TOKEN_REASON_MAX_LENGTH });
  return refusal('VALIDATION', text, { reason: text });
}

/** The state of a token: invoiced when its flag says so, else not invoiced. */
export function tokenLifecycleState(
  token: Pick<TokenLifecycleRecord, 'isInvoiced'>,
): TokenLifecycleState {
  return token.isInvoiced === true ? 'invoiced' : 'notInvoiced';
}

/** Every guard of an event, the actor's first: the machine refuses what the action list disables. */
export function tokenGuards(type: TokenEventType): TokenGuardName[] {
  return ['isOrganisation', 'isTokenActionPermitted', ...TOKEN_EVENT_PAYLOAD[type]];
}

/** The billing token lifecycle (DECISIONS.md "Billing token lifecycle"). */
export const tokenLifecycleMachine = setup({
  types: {
    context: {} as TokenLifecycleContext,
    events: {} as TokenTransitionEvent,
    input: {} as TokenFacts,
  },
  guards: toMachineGuards<TokenGuardName, TokenFacts, TokenTransitionEvent>(TOKEN_GUARDS),
  actions: {
    markInvoiced: assign(({ context }) => ({ changes: { ...context.changes, isInvoiced: true } })),
    markNotInvoiced: assign(({ context }) => ({
      changes: { ...context.changes, isInvoiced: false },
    })),
  },
}).createMachine({
  id: 'tokenLifecycle',
  context: ({ input }) => ({ ...input, changes: {}, effects: [] }),
  initial: 'notInvoiced',
  states: {
    notInvoiced: {
      on: {
        MARK_INVOICED: {
          guard: and(tokenGuards('MARK_INVOICED')),
          target: 'invoiced',
          actions: 'markInvoiced',
        },
      },
    },
    invoiced: {
      on: {
        MARK_NOT_INVOICED: {
          guard: and(tokenGuards('MARK_NOT_INVOICED')),
          target: 'notInvoiced',
          actions: 'markNotInvoiced',
        },
      },
    },
  },
});
