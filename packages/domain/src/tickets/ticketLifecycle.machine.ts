/**
 * The ticket lifecycle, one machine for the web (which actions to show) and the gateway (which
 * transitions to accept): 001 §3 Ticket, §4.3; 002 §4.6; DECISIONS.md "Ticket lifecycle".
 *
 * States: open ('In gestione') → working ('In lavorazione') → closed ('Chiuso', ours), and
 * closed → open again (a reopened request). Who handles the ticket (`_assignTo`) is context: an
 * open ticket without one is 'Da assegnare', with one it shows the employee's name (002 §4.6).
 * The machine is pure: it starts from a stored ticket (`machine.resolveState`), takes one event,
 * and its context ends with the fields to write (`changes`).
 */
import { and, assertEvent, assign, setup } from 'xstate';
import { toMachineGuards } from '../orders/transitions.ts';
import type { TransitionEffect } from '../orders/transitions.ts';
import { TICKET_EVENT_CONDITIONS, TICKET_GUARDS } from './ticketLifecycleGuards.ts';
import type { TicketGuardName } from './ticketLifecycleGuards.ts';
import type {
  TicketEventType,
  TicketFacts,
  TicketLifecycleRecord,
  TicketTransitionEvent,
} from './ticketLifecycleTypes.ts';

/** The machine's context: the facts and what the transition decides to write. */
export interface TicketLifecycleContext extends TicketFacts {
  changes: Partial<TicketLifecycleRecord>;
  effects: TransitionEffect[];
}

/** The lifecycle state of a stored ticket. */
export type TicketLifecycleState = 'open' | 'working' | 'closed';

/** The state of a ticket's status (an unknown status reads as open, the status a ticket starts in). */
export function ticketLifecycleState(
  ticket: Pick<TicketLifecycleRecord, 'status'>,
): TicketLifecycleState {
  switch (ticket.status) {
    case 'WORKING':
      return 'working';
    case 'CLOSED':
      return 'closed';
    case 'OPEN':
      return 'open';
    default:
      return 'open';
  }
}

/** Every guard of an event, the actor's first: the machine refuses what the action list disables. */
function ticketGuards(type: TicketEventType): TicketGuardName[] {
  const { conditions, payload } = TICKET_EVENT_CONDITIONS[type];
  return ['isOrganisation', 'isTicketActionPermitted', ...conditions, ...payload];
}

function change(
  context: TicketLifecycleContext,
  changes: Partial<TicketLifecycleRecord>,
): Pick<TicketLifecycleContext, 'changes'> {
  return { changes: { ...context.changes, ...changes } };
}

/** The ticket lifecycle (001 §4.3; DECISIONS.md "Ticket lifecycle"). */
export const ticketLifecycleMachine = setup({
  types: {
    context: {} as TicketLifecycleContext,
    events: {} as TicketTransitionEvent,
    input: {} as TicketFacts,
  },
  guards: toMachineGuards<TicketGuardName, TicketFacts, TicketTransitionEvent>(TICKET_GUARDS),
  actions: {
    takeCharge: assign(({ context }) => change(context, { _assignTo: context.actorEmployee })),
    assign: assign(({ context, event }) => {
      assertEvent(event, 'ASSIGN');
      return change(context, { _assignTo: event.assignee ?? null });
    }),
    startWork: assign(({ context }) => change(context, { status: 'WORKING' })),
    close: assign(({ context }) => change(context, { status: 'CLOSED' })),
    reopen: assign(({ context }) => change(context, { status: 'OPEN' })),
  },
}).createMachine({
  id: 'ticketLifecycle',
  context: ({ input }) => ({ ...input, changes: {}, effects: [] }),
  initial: 'open',
  states: {
    open: {
      on: {
        TAKE_CHARGE: { guard: and(ticketGuards('TAKE_CHARGE')), actions: 'takeCharge' },
        ASSIGN: { guard: and(ticketGuards('ASSIGN')), actions: 'assign' },
        START_WORK: {
          guard: and(ticketGuards('START_WORK')),
          target: 'working',
          actions: 'startWork',
        },
        CLOSE: { guard: and(ticketGuards('CLOSE')), target: 'closed', actions: 'close' },
      },
    },
    working: {
      on: {
        TAKE_CHARGE: { guard: and(ticketGuards('TAKE_CHARGE')), actions: 'takeCharge' },
        ASSIGN: { guard: and(ticketGuards('ASSIGN')), actions: 'assign' },
        CLOSE: { guard: and(ticketGuards('CLOSE')), target: 'closed', actions: 'close' },
      },
    },
    closed: {
      on: {
        REOPEN: { guard: and(ticketGuards('REOPEN')), target: 'open', actions: 'reopen' },
      },
    },
  },
});
