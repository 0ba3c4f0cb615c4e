/**
 * The quote offer lifecycle (DECISIONS.md "Quote lifecycle"; 001 §3 quotes, 002 §3.10 quote
 * summary): one supplier's answer to a quote request, from REQUESTED to SUBMITTED or DECLINED,
 * then ACCEPTED or REFUSED when the organisation chooses. One machine for the web (which actions
 * to show) and the gateway (which steps to accept); it is pure: it starts from a stored offer
 * (`machine.resolveState`), takes one event, and its context ends with the fields to write.
 */
import { and, assertEvent, assign, setup, transition } from 'xstate';
import { quotesMessage } from '../messages/it-IT/quotes.ts';
import type { QuotesMessageKey } from '../messages/it-IT/quotes.ts';
import { isPastEndDate } from '../orders/dates.ts';
import {
  effectiveChanges,
  holdsPermission,
  permissionRefusal,
  refusal,
  toMachineGuards,
  transitionSuccess,
} from '../orders/transitions.ts';
import type {
  FieldChange,
  TransitionAction,
  TransitionEffect,
  TransitionRefusal,
  TransitionResult,
} from '../orders/transitions.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import type {
  QuoteAmount,
  QuoteOfferEvent,
  QuoteOfferEventType,
  QuoteOfferFacts,
  QuoteOfferRecord,
  QuoteOfferStatus,
  QuoteRequestFacts,
} from './quoteOfferTypes.ts';

/** Every offer status, in the order a request's offers are read. */
export const QUOTE_OFFER_STATUSES = [
  'REQUESTED',
  'SUBMITTED',
  'DECLINED',
  'ACCEPTED',
  'REFUSED',
] as const satisfies readonly QuoteOfferStatus[];

const STATUS_LABEL_KEYS = {
  REQUESTED: 'quotes.offerStatus.requested',
  SUBMITTED: 'quotes.offerStatus.submitted',
  DECLINED: 'quotes.offerStatus.declined',
  ACCEPTED: 'quotes.offerStatus.accepted',
  REFUSED: 'quotes.offerStatus.refused',
} as const satisfies Record<QuoteOfferStatus, QuotesMessageKey>;

/** The Italian name of an offer status: 'Richiesto', 'Presentato', 'Declinato', 'Accettato', 'Non scelto'. */
export function quoteOfferStatusLabel(status: QuoteOfferStatus): string {
  return quotesMessage(STATUS_LABEL_KEYS[status]);
}

/** The supplier's answer to a request (SUBMIT, DECLINE): SPL_OPR_QUOTES APP_UPDATE. */
export const QUOTE_ANSWER_PERMISSION: PermissionRequirement = {
  application: 'SPL_OPR_QUOTES',
  functionality: 'APP_UPDATE',
};

/** The organisation's choice of an offer (ACCEPT): ORG_OPR_QUOTES APP_UPDATE. */
export const QUOTE_ACCEPT_PERMISSION: PermissionRequirement = {
  application: 'ORG_OPR_QUOTES',
  functionality: 'APP_UPDATE',
};

/** An amount as a number: a number, or a numeric text with a dot or a decimal comma; else NaN. */
export function quoteAmountValue(amount: QuoteAmount | null | undefined): number {
  if (typeof amount === 'number') return amount;
  if (typeof amount !== 'string' || amount.trim() === '') return Number.NaN;
  return Number(amount.trim().replace(',', '.'));
}

/** Whether a request is closed: one of its offers was accepted (DECISIONS.md "Quote lifecycle" 4). */
export function isQuoteRequestClosed(offers: readonly Pick<QuoteOfferRecord, 'status'>[]): boolean {
  return offers.some((offer) => offer.status === 'ACCEPTED');
}

/**
 * Whether the request's deadline has passed for an answer: the supplier answers up to the
 * deadline day included (the single expiry line of `isPastEndDate`). No deadline never passes.
 */
export function isQuoteDeadlinePassed(
  request: Pick<QuoteRequestFacts, 'dueDate'>,
  now: Date,
): boolean {
  return isPastEndDate(request.dueDate, now);
}

/**
 * The quote counts of a request from its offers (002 §3.10 "quotes.got and quotes.requests"):
 * every supplier asked is a request; an offer submitted (whatever was decided since) is received.
 * A declined offer is an answer but not a quote: it is not received.
 */
export function quoteCountsOf(offers: readonly Pick<QuoteOfferRecord, 'submittedAt'>[]): {
  requests: number;
  got: number;
} {
  return {
    requests: offers.length,
    got: offers.filter((offer) => offer.submittedAt != null && offer.submittedAt !== '').length,
  };
}

/** The machine's context: the facts and what the transition decides to write. */
export interface QuoteOfferLifecycleContext extends QuoteOfferFacts {
  changes: Partial<QuoteOfferRecord>;
  effects: TransitionEffect[];
}

/** The lifecycle state of a stored offer. */
export type QuoteOfferLifecycleState =
  'requested' | 'submitted' | 'declined' | 'accepted' | 'refused';

const STATE_OF_STATUS = {
  REQUESTED: 'requested',
  SUBMITTED: 'submitted',
  DECLINED: 'declined',
  ACCEPTED: 'accepted',
  REFUSED: 'refused',
} as const satisfies Record<QuoteOfferStatus, QuoteOfferLifecycleState>;

/** The state of an offer's status (an unknown status reads as requested, where every offer starts). */
export function quoteOfferLifecycleState(
  offer: Pick<QuoteOfferRecord, 'status'>,
): QuoteOfferLifecycleState {
  return Object.hasOwn(STATE_OF_STATUS, offer.status) ? STATE_OF_STATUS[offer.status] : 'requested';
}

/** The names of the offer guards. */
export type QuoteOfferGuardName =
  | 'isAskedSupplier'
  | 'isOrganisation'
  | 'mayAnswer'
  | 'mayAccept'
  | 'isRequestOpen'
  | 'isBeforeDeadline'
  | 'hasAmount'
  | 'isAmountPositive'
  | 'hasReason';

/** The plain guards, shared by the machine, the action list and the refusals. */
export const QUOTE_OFFER_GUARDS: Readonly<
  Record<QuoteOfferGuardName, (facts: QuoteOfferFacts, event: QuoteOfferEvent) => boolean>
> = {
  // Only the supplier the offer was asked of answers it.
  isAskedSupplier: (facts) =>
    roleTypeOf(facts.actor.role) === 'SPL' &&
    facts.offer._supplier != null &&
    facts.actorCompanyId != null &&
    String(facts.offer._supplier) === String(facts.actorCompanyId),
  isOrganisation: (facts) => roleTypeOf(facts.actor.role) === 'ORG',
  mayAnswer: (facts) => holdsPermission(facts.actor, QUOTE_ANSWER_PERMISSION),
  mayAccept: (facts) => holdsPermission(facts.actor, QUOTE_ACCEPT_PERMISSION),
  isRequestOpen: (facts) => !facts.request.closed,
  isBeforeDeadline: (facts) => !isQuoteDeadlinePassed(facts.request, facts.now),
  hasAmount: (_facts, event) =>
    event.type !== 'SUBMIT' || (event.amount != null && String(event.amount).trim() !== ''),
  isAmountPositive: (_facts, event) =>
    event.type !== 'SUBMIT' || quoteAmountValue(event.amount) > 0,
  hasReason: (_facts, event) => event.type !== 'DECLINE' || (event.reason ?? '').trim() !== '',
};

/** Per event: who sends it, their permission, the request's facts, the payload's checks. */
const EVENT_RULES: Readonly<
  Record<
    QuoteOfferEventType,
    {
      actor: QuoteOfferGuardName;
      permission: QuoteOfferGuardName;
      conditions: readonly QuoteOfferGuardName[];
      payload: readonly QuoteOfferGuardName[];
    }
  >
> = {
  SUBMIT: {
    actor: 'isAskedSupplier',
    permission: 'mayAnswer',
    conditions: ['isRequestOpen', 'isBeforeDeadline'],
    payload: ['hasAmount', 'isAmountPositive'],
  },
  DECLINE: {
    actor: 'isAskedSupplier',
    permission: 'mayAnswer',
    conditions: ['isRequestOpen', 'isBeforeDeadline'],
    payload: ['hasReason'],
  },
  ACCEPT: {
    actor: 'isOrganisation',
    permission: 'mayAccept',
    conditions: ['isRequestOpen'],
    payload: [],
  },
};

function eventGuards(type: QuoteOfferEventType): QuoteOfferGuardName[] {
  const rule = EVENT_RULES[type];
  return [rule.actor, rule.permission, ...rule.conditions, ...rule.payload];
}

/** The quote offer lifecycle (DECISIONS.md "Quote lifecycle"). */
export const quoteOfferLifecycleMachine = setup({
  types: {
    context: {} as QuoteOfferLifecycleContext,
    events: {} as QuoteOfferEvent,
    input: {} as QuoteOfferFacts,
  },
  guards: toMachineGuards<QuoteOfferGuardName, QuoteOfferFacts, QuoteOfferEvent>(
    QUOTE_OFFER_GUARDS,
  ),
  actions: {
    submit: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      const note = (event.note ?? '').trim();
      return {
        changes: {
          ...context.changes,
          status: 'SUBMITTED' as const,
          amount: quoteAmountValue(event.amount),
          note: note === '' ? null : note,
          submittedAt: context.now,
        },
      };
    }),
    decline: assign(({ context, event }) => {
      assertEvent(event, 'DECLINE');
      return {
        changes: {
          ...context.changes,
          status: 'DECLINED' as const,
          note: (event.reason ?? '').trim(),
        },
      };
    }),
    accept: assign(({ context }) => ({
      changes: { ...context.changes, status: 'ACCEPTED' as const },
    })),
  },
}).createMachine({
  id: 'quoteOfferLifecycle',
  context: ({ input }) => ({ ...input, changes: {}, effects: [] }),
  initial: 'requested',
  states: {
    requested: {
      on: {
        SUBMIT: { guard: and(eventGuards('SUBMIT')), target: 'submitted', actions: 'submit' },
        DECLINE: { guard: and(eventGuards('DECLINE')), target: 'declined', actions: 'decline' },
      },
    },
    submitted: {
      on: {
        ACCEPT: { guard: and(eventGuards('ACCEPT')), target: 'accepted', actions: 'accept' },
      },
    },
    // Final: the answers are given once (DECISIONS.md "Quote lifecycle" 2), the choice once (4).
    declined: {},
    accepted: {},
    refused: {},
  },
});

function acceptsEvent(state: QuoteOfferLifecycleState, type: QuoteOfferEventType): boolean {
  return quoteOfferLifecycleMachine.states[state]?.ownEvents.includes(type) === true;
}

const GUARD_REFUSALS: Readonly<
  Record<
    Exclude<QuoteOfferGuardName, 'mayAnswer' | 'mayAccept'>,
    { code: TransitionRefusal['code']; key: QuotesMessageKey; field?: string }
  >
> = {
  isAskedSupplier: { code: 'FORBIDDEN', key: 'quotes.refusal.supplierOnly' },
  isOrganisation: { code: 'FORBIDDEN', key: 'quotes.refusal.organisationOnly' },
  isRequestOpen: { code: 'CONFLICT', key: 'quotes.refusal.closed' },
  isBeforeDeadline: { code: 'CONFLICT', key: 'quotes.refusal.deadlinePassed' },
  hasAmount: { code: 'VALIDATION', key: 'quotes.refusal.amountRequired', field: 'amount' },
  isAmountPositive: { code: 'VALIDATION', key: 'quotes.refusal.amountPositive', field: 'amount' },
  hasReason: { code: 'VALIDATION', key: 'quotes.refusal.reasonRequired', field: 'reason' },
};

function guardRefusal(guard: QuoteOfferGuardName, facts: QuoteOfferFacts): TransitionRefusal {
  if (guard === 'mayAnswer') return permissionRefusal(facts.actor, QUOTE_ANSWER_PERMISSION);
  if (guard === 'mayAccept') return permissionRefusal(facts.actor, QUOTE_ACCEPT_PERMISSION);
  const { code, key, field } = GUARD_REFUSALS[guard];
  const text = quotesMessage(key);
  return field === undefined ? refusal(code, text) : refusal(code, text, { [field]: text });
}

function stateRefusal(offer: QuoteOfferRecord, type: QuoteOfferEventType): TransitionRefusal {
  if (type === 'ACCEPT' && offer.status === 'REQUESTED') {
    return refusal('CONFLICT', quotesMessage('quotes.refusal.notSubmitted'));
  }
  return refusal(
    'CONFLICT',
    quotesMessage('quotes.refusal.state', { status: quoteOfferStatusLabel(offer.status) }),
  );
}

/**
 * The first reason an event is refused, in the order a person wants to hear it: not yours
 * (FORBIDDEN: not the asked supplier, not the organisation, no permission), not now (CONFLICT:
 * the offer's state, the request already assigned, the deadline passed), not like this
 * (VALIDATION: the amount or the reason, on apply only). Undefined when accepted.
 */
function findRefusal(
  facts: QuoteOfferFacts,
  event: QuoteOfferEvent,
  checkPayload: boolean,
): TransitionRefusal | undefined {
  const rule = EVENT_RULES[event.type];
  const failing = (guards: readonly QuoteOfferGuardName[]) =>
    guards.find((guard) => !QUOTE_OFFER_GUARDS[guard](facts, event));
  const actorRefusal = failing([rule.actor, rule.permission]);
  if (actorRefusal) return guardRefusal(actorRefusal, facts);
  if (!acceptsEvent(quoteOfferLifecycleState(facts.offer), event.type)) {
    return stateRefusal(facts.offer, event.type);
  }
  const failed = failing(rule.conditions) ?? (checkPayload ? failing(rule.payload) : undefined);
  return failed ? guardRefusal(failed, facts) : undefined;
}

/**
 * What an event writes on the offer, or why it is refused (DECISIONS.md "Quote lifecycle").
 * Pure: the gateway runs it on the stored offer inside its transaction, writes `changes` and
 * appends `history`; a refusal is answered with its code (FORBIDDEN 403, CONFLICT 409,
 * VALIDATION 400) and its Italian message. An accepted ACCEPT is followed by
 * `quoteOffersNotChosen` on the request's other offers and the order's creation.
 */
export function applyQuoteOfferTransition(
  facts: QuoteOfferFacts,
  event: QuoteOfferEvent,
): TransitionResult<QuoteOfferRecord> {
  const refused = findRefusal(facts, event, true);
  if (refused) return refused;
  const snapshot = quoteOfferLifecycleMachine.resolveState({
    value: quoteOfferLifecycleState(facts.offer),
    context: { ...facts, changes: {}, effects: [] },
  });
  const [next] = transition(quoteOfferLifecycleMachine, snapshot, event);
  return transitionSuccess(facts.offer, next);
}

/** One offer the organisation did not choose: what it becomes and its history. */
export interface QuoteOfferNotChosen<Id> {
  id: Id;
  changes: Partial<QuoteOfferRecord>;
  history: FieldChange[];
}

/**
 * The other offers of a request once one is accepted (DECISIONS.md "Quote lifecycle" 4): every
 * offer still REQUESTED or SUBMITTED becomes REFUSED ('Non scelto'); a declined offer stays
 * declined.
 */
export function quoteOffersNotChosen<Id>(
  offers: readonly (QuoteOfferRecord & { id: Id })[],
  acceptedId: Id,
): QuoteOfferNotChosen<Id>[] {
  return offers
    .filter(
      (offer) =>
        offer.id !== acceptedId && (offer.status === 'REQUESTED' || offer.status === 'SUBMITTED'),
    )
    .map((offer) => ({
      id: offer.id,
      ...effectiveChanges<QuoteOfferRecord>(offer, { status: 'REFUSED' }),
    }));
}

/** The actions a screen offers on an offer. */
export type QuoteOfferActionId = 'submit' | 'decline' | 'accept';

/** One action on an offer, as `quoteOfferActions` lists it. */
export type QuoteOfferAction = TransitionAction<QuoteOfferActionId, QuoteOfferEventType>;

const ACTION_EVENTS = {
  submit: 'SUBMIT',
  decline: 'DECLINE',
  accept: 'ACCEPT',
} as const satisfies Record<QuoteOfferActionId, QuoteOfferEventType>;

/** Every offer action, in the order a screen lists them. */
export const QUOTE_OFFER_ACTION_IDS = Object.keys(ACTION_EVENTS) as QuoteOfferActionId[];

/**
 * Every action on the offer for the actor (DECISIONS.md "Quote lifecycle" 5): the asked supplier
 * sees 'Invia preventivo' and 'Declina' while its offer is requested; the organisation sees
 * 'Accetta' on a submitted offer (after a confirmation). Each is enabled, or disabled with the
 * Italian reason (the deadline passed, the request already assigned); the other role's actions
 * and the steps the state does not take are hidden.
 */
export function quoteOfferActions(facts: QuoteOfferFacts): QuoteOfferAction[] {
  const state = quoteOfferLifecycleState(facts.offer);
  return QUOTE_OFFER_ACTION_IDS.map((id) => {
    const type = ACTION_EVENTS[id];
    const event = { type } as QuoteOfferEvent;
    const rule = EVENT_RULES[type];
    const reason = findRefusal(facts, event, false)?.message;
    const hidden = !QUOTE_OFFER_GUARDS[rule.actor](facts, event) || !acceptsEvent(state, type);
    return {
      id,
      event: type,
      label: quotesMessage(`quotes.action.${id}`),
      enabled: reason === undefined,
      ...(reason === undefined ? {} : { reason }),
      ...(hidden ? { hidden: true } : {}),
      ...(id === 'accept'
        ? {
            confirmation: {
              message: quotesMessage('quotes.confirm.accept'),
              confirmLabel: quotesMessage('quotes.confirm.continue'),
              cancelLabel: quotesMessage('quotes.confirm.cancel'),
            },
          }
        : {}),
    };
  });
}
