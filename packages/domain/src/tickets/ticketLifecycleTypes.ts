/** The types of the ticket lifecycle (DECISIONS.md "Ticket lifecycle"). */
import type { TransitionActor } from '../orders/transitions.ts';
import type { TicketStatus } from './types.ts';

/** An employee id as the gateway stores it (a number) or the web holds it (a string). */
export type TicketEmployeeId = number | string;

/** What the lifecycle reads of a ticket. */
export interface TicketLifecycleRecord {
  status: TicketStatus;
  /** The employee handling it, null when nobody does. */
  _assignTo?: TicketEmployeeId | null;
  /** The version of the stored ticket (stale writes are refused, DECISIONS.md "Order lifecycle"). */
  updatedAt?: string | Date | null;
}

/** The events of the ticket lifecycle. */
export type TicketTransitionEvent =
  /** The acting employee handles the ticket himself. */
  | { type: 'TAKE_CHARGE' }
  /** Another (or the same) employee of the organisation handles it. */
  | { type: 'ASSIGN'; assignee?: TicketEmployeeId | null }
  /** The work on the request starts: 'In lavorazione'. */
  | { type: 'START_WORK' }
  /** The request is solved. */
  | { type: 'CLOSE' }
  /** A closed ticket is handled again. */
  | { type: 'REOPEN' };

/** The type of a ticket event. */
export type TicketEventType = TicketTransitionEvent['type'];

/** The facts a ticket transition is decided on. */
export interface TicketFacts {
  ticket: TicketLifecycleRecord;
  actor: TransitionActor;
  /** The employee record of the acting user in the ticket's organisation, null when it has none. */
  actorEmployee: TicketEmployeeId | null;
}
