/**
 * The two questions the web and the gateway ask the ticket lifecycle machine (DECISIONS.md
 * "Ticket lifecycle"): which actions may this actor take on this ticket now, and what does this
 * event write. Both read the same machine and guards, so a button the web enables is a
 * transition the gateway accepts, and a refusal says the same Italian reason on both sides.
 */
import { transition } from 'xstate';
import { ticketLifecycleMessage } from '../messages/it-IT/ticketLifecycle.ts';
import type { TicketLifecycleMessageKey } from '../messages/it-IT/ticketLifecycle.ts';
import { refusal, transitionSuccess } from '../orders/transitions.ts';
import type {
  TransitionAction,
  TransitionActor,
  TransitionRefusal,
  TransitionResult,
} from '../orders/transitions.ts';
import { ticketLifecycleMachine, ticketLifecycleState } from './ticketLifecycle.machine.ts';
import type { TicketLifecycleState } from './ticketLifecycle.machine.ts';
import {
  TICKET_EVENT_CONDITIONS,
  TICKET_GUARDS,
  ticketGuardRefusal,
} from './ticketLifecycleGuards.ts';
import type { TicketGuardName } from './ticketLifecycleGuards.ts';
import { ticketOrderRefusal } from './ticketOrder.ts';
import type {
  TicketEmployeeId,
  TicketEventType,
  TicketFacts,
  TicketLifecycleRecord,
  TicketTransitionEvent,
} from './ticketLifecycleTypes.ts';

/** The actions a screen offers on a ticket: the lifecycle's steps, then 'Crea ordine'. */
export type TicketActionId =
  'takeCharge' | 'assign' | 'startWork' | 'close' | 'reopen' | 'createOrder';

/**
 * 'Crea ordine' is not a step of the ticket's lifecycle: the screen serves it (it opens the
 * order form) and the order's creation writes the ticket's history row under this action.
 */
export const TICKET_CREATE_ORDER_EVENT = 'CREATE_ORDER';

/** One action on a ticket, as `ticketActions` lists it. */
export type TicketAction = TransitionAction<
  TicketActionId,
  TicketEventType | typeof TICKET_CREATE_ORDER_EVENT
>;

const TICKET_ACTION_EVENTS = {
  takeCharge: 'TAKE_CHARGE',
  assign: 'ASSIGN',
  startWork: 'START_WORK',
  close: 'CLOSE',
  reopen: 'REOPEN',
} as const satisfies Record<Exclude<TicketActionId, 'createOrder'>, TicketEventType>;

/** Every ticket lifecycle step, in the order a screen lists them ('Crea ordine' comes after). */
export const TICKET_ACTION_IDS = Object.keys(TICKET_ACTION_EVENTS) as Exclude<
  TicketActionId,
  'createOrder'
>[];

/** Why each state refuses an event it does not take. */
const STATE_REFUSALS: Readonly<Record<TicketLifecycleState, TicketLifecycleMessageKey>> = {
  open: 'tickets.refusal.notClosed',
  working: 'tickets.refusal.working',
  closed: 'tickets.refusal.closed',
};

function stateRefusal(type: TicketEventType, state: TicketLifecycleState): TransitionRefusal {
  if (state === 'working' && type === 'REOPEN')
    return refusal('CONFLICT', ticketLifecycleMessage('tickets.refusal.notClosed'));
  return refusal('CONFLICT', ticketLifecycleMessage(STATE_REFUSALS[state]));
}

function acceptsEvent(state: TicketLifecycleState, type: TicketEventType): boolean {
  return ticketLifecycleMachine.states[state]?.ownEvents.includes(type) === true;
}

/**
 * The first reason an event is refused, in the order a person wants to hear it: not yours
 * (FORBIDDEN: not the organisation, or no update permission), not now (CONFLICT: the state,
 * then the ticket's facts), not like this (the payload, on apply only). Undefined when accepted.
 */
function findRefusal(
  facts: TicketFacts,
  event: TicketTransitionEvent,
  checkPayload: boolean,
): TransitionRefusal | undefined {
  const failing = (guards: readonly TicketGuardName[]) =>
    guards.find((guard) => !TICKET_GUARDS[guard](facts, event));
  const actorRefusal = failing(['isOrganisation', 'isTicketActionPermitted']);
  if (actorRefusal) return ticketGuardRefusal(actorRefusal);
  const state = ticketLifecycleState(facts.ticket);
  if (!acceptsEvent(state, event.type)) return stateRefusal(event.type, state);
  const { conditions, payload } = TICKET_EVENT_CONDITIONS[event.type];
  const failed = failing(conditions) ?? (checkPayload ? failing(payload) : undefined);
  return failed ? ticketGuardRefusal(failed) : undefined;
}

function confirmationOf(id: TicketActionId): TicketAction['confirmation'] {
  if (id !== 'close' && id !== 'reopen') return undefined;
  return {
    message: ticketLifecycleMessage(
      id === 'close' ? 'tickets.confirm.close' : 'tickets.confirm.reopen',
    ),
    confirmLabel: ticketLifecycleMessage('tickets.confirm.continue'),
    cancelLabel: ticketLifecycleMessage('tickets.confirm.cancel'),
  };
}

/**
 * 'Crea ordine' (DECISIONS.md "Ticket lifecycle" 9): shown to the organisation in every state,
 * disabled with the reason on a closed ticket or without the order-create permission.
 */
function createOrderAction(
  ticket: TicketLifecycleRecord,
  actor: TransitionActor,
  organisation: boolean,
): TicketAction {
  const reason = ticketOrderRefusal(ticket, actor)?.message;
  return {
    id: 'createOrder',
    event: TICKET_CREATE_ORDER_EVENT,
    label: ticketLifecycleMessage('tickets.action.createOrder'),
    enabled: reason === undefined,
    ...(reason === undefined ? {} : { reason }),
    ...(organisation ? {} : { hidden: true }),
  };
}

/**
 * Every action on the ticket for the actor (DECISIONS.md "Ticket lifecycle"): the organisation
 * sees each one, enabled or disabled with the Italian reason, but Riapri only on a closed ticket
 * and the steps of the other states hidden once the ticket is closed, then 'Crea ordine'; a
 * resident, a supplier or the back office see none (they follow the status).
 */
export function ticketActions(
  ticket: TicketLifecycleRecord,
  actor: TransitionActor,
  actorEmployee: TicketEmployeeId | null,
): TicketAction[] {
  const facts: TicketFacts = { ticket, actor, actorEmployee };
  const organisation = TICKET_GUARDS.isOrganisation(facts, { type: 'CLOSE' });
  const closed = ticketLifecycleState(ticket) === 'closed';
  const steps = TICKET_ACTION_IDS.map((id): TicketAction => {
    const type = TICKET_ACTION_EVENTS[id];
    const reason = findRefusal(facts, { type } as TicketTransitionEvent, false)?.message;
    const confirmation = confirmationOf(id);
    const hidden = !organisation || (id === 'reopen' ? !closed : closed);
    return {
      id,
      event: type,
      label: ticketLifecycleMessage(`tickets.action.${id}`),
      enabled: reason === undefined,
      ...(reason === undefined ? {} : { reason }),
      ...(hidden ? { hidden: true } : {}),
      ...(confirmation ? { confirmation } : {}),
    };
  });
  return [...steps, createOrderAction(ticket, actor, organisation)];
}

/**
 * What an event writes on the ticket, or why it is refused (DECISIONS.md "Ticket lifecycle").
 * Pure: the gateway runs it on the stored ticket inside its transaction, writes `changes` and
 * appends `history`; a refusal is answered with its code (FORBIDDEN 403, CONFLICT 409,
 * VALIDATION 400) and its Italian message.
 */
export function applyTicketTransition(
  ticket: TicketLifecycleRecord,
  event: TicketTransitionEvent,
  actor: TransitionActor,
  actorEmployee: TicketEmployeeId | null,
): TransitionResult<TicketLifecycleRecord> {
  const facts: TicketFacts = { ticket, actor, actorEmployee };
  const refused = findRefusal(facts, event, true);
  if (refused) return refused;
  const snapshot = ticketLifecycleMachine.resolveState({
    value: ticketLifecycleState(ticket),
    context: { ...facts, changes: {}, effects: [] },
  });
  const [next] = transition(ticketLifecycleMachine, snapshot, event);
  return transitionSuccess(ticket, next);
}
