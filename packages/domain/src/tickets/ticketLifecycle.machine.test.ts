import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { makeProfile } from '../profiles/testProfile.ts';
import { ticketLifecycleMachine, ticketLifecycleState } from './ticketLifecycle.machine.ts';
import type { TicketFacts } from './ticketLifecycleTypes.ts';

const ORG = makeProfile({
  role: 'org_3',
  permissions: [{ application: 'ORG_GEN_TICKETS', functionalities: ['APP_MENU', 'APP_UPDATE'] }],
});

function snapshotOf(facts: TicketFacts) {
  return ticketLifecycleMachine.resolveState({
    value: ticketLifecycleState(facts.ticket),
    context: { ...facts, changes: {}, effects: [] },
  });
}

describe('ticketLifecycleMachine (001 §4.3)', () => {
  it.each([
    ['OPEN', 'open'],
    ['WORKING', 'working'],
    ['CLOSED', 'closed'],
  ] as const)('001 §4.3 a stored status %s starts the machine in %s', (status, state) => {
    // Act
    const value = ticketLifecycleState({ status });

    // Assert
    expect(value).toBe(state);
  });

  it('001 §4.3 a status the spec does not name reads as open, the status a ticket starts in', () => {
    // Act
    const value = ticketLifecycleState({ status: 'PENDING' as never });

    // Assert
    expect(value).toBe('open');
  });

  it('001 §4.3 "OPEN (shown as "In gestione") → WORKING ("In lavorazione")" once assigned', () => {
    // Arrange
    const snapshot = snapshotOf({
      ticket: { status: 'OPEN', _assignTo: 4 },
      actor: ORG,
      actorEmployee: 4,
    });

    // Act
    const [next] = transition(ticketLifecycleMachine, snapshot, { type: 'START_WORK' });

    // Assert
    expect(next.value).toBe('working');
    expect(next.context.changes).toEqual({ status: 'WORKING' });
  });

  it('the guard keeps an unassigned ticket open: nothing to write', () => {
    // Arrange
    const snapshot = snapshotOf({
      ticket: { status: 'OPEN', _assignTo: null },
      actor: ORG,
      actorEmployee: 4,
    });

    // Act
    const [next] = transition(ticketLifecycleMachine, snapshot, { type: 'START_WORK' });

    // Assert
    expect(next.value).toBe('open');
    expect(next.context.changes).toEqual({});
  });
});
