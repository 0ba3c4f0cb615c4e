/**
 * The poll lifecycle, one machine for the web (which actions to show, whether the resident may
 * vote) and the gateway (which steps and votes to accept): 001 §2.2 /ORG/COM/polls, ORG_COM_POLLS;
 * 000 §3 watch record "Poll (status boolean, validTo, _building)"; DECISIONS.md "Polls".
 *
 * States: draft ('Bozza') → open ('Aperto', status true) → closed ('Chiuso', status false). The
 * stored `status` is the spec's boolean; a draft is a poll never published (`publishedAt` null).
 * The office publishes and closes; a resident votes, once, while the poll is open and its closing
 * date (`validTo`, inclusive) has not passed. The machine is pure: it starts from a stored poll
 * (`machine.resolveState`), takes one event, and its context ends with the fields to write.
 */
import { and, assign, setup } from 'xstate';
import { holdsPermission, toMachineGuards } from '../orders/transitions.ts';
import type { TransitionActor, TransitionEffect } from '../orders/transitions.ts';
import { withApplicationModules } from '../permissions/applicationModules.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import { pollOptionsOf } from './pollForm.ts';

/** What the lifecycle reads of a poll. */
export interface PollLifecycleRecord {
  /** The spec's boolean: true while the poll is open (000 §3). */
  status: boolean;
  /** When it was published; null for a draft. */
  publishedAt?: string | Date | null;
  /** The closing date, `YYYY-MM-DD`: the last day a resident may vote. */
  validTo?: string | null;
  /** The answers as stored (`[{ id, label, votes }]`). */
  options?: unknown;
  /** The version of the stored poll (stale writes are refused). */
  updatedAt?: string | Date | null;
}

/** The events of the poll lifecycle. */
export type PollTransitionEvent =
  /** draft → open: the residents of the building see it, may vote, and are notified. */
  | { type: 'PUBLISH' }
  /** open → closed: no more votes; the residents see the results. */
  | { type: 'CLOSE' }
  /** A resident's vote for one answer (open only; the poll's state does not change). */
  | { type: 'VOTE'; option: number };

/** The type of a poll event. */
export type PollEventType = PollTransitionEvent['type'];

/** The facts a poll event is decided on. */
export interface PollFacts {
  poll: PollLifecycleRecord;
  actor: TransitionActor;
  /** Today, `YYYY-MM-DD` (the closing date is compared with it). */
  today: string;
  /** Whether the actor has already voted on this poll. */
  hasVoted: boolean;
}

/** The lifecycle state of a stored poll. */
export type PollLifecycleState = 'draft' | 'open' | 'closed';

/** The state of a stored poll: open while its status is true, a draft until it is published. */
export function pollLifecycleState(
  poll: Pick<PollLifecycleRecord, 'status' | 'publishedAt'>,
): PollLifecycleState {
  if (poll.status) return 'open';
  return poll.publishedAt === null || poll.publishedAt === undefined ? 'draft' : 'closed';
}

/**
 * The permission every office step needs: the organisation's polls (001 §6 "ORG_COM_POLLS"),
 * which needs the communications modules.
 */
export const POLL_UPDATE_PERMISSION: PermissionRequirement = withApplicationModules({
  application: 'ORG_COM_POLLS',
  functionality: 'APP_UPDATE',
});

/** The permission a vote needs: the residents' polls (002 §6 "USR_COM_POLLS"). */
export const POLL_VOTE_PERMISSION: PermissionRequirement = withApplicationModules({
  application: 'USR_COM_POLLS',
  functionality: 'APP_MENU',
});

/** The names of the poll guards. */
export type PollGuardName =
  | 'isOrganisation'
  | 'isPollActionPermitted'
  | 'isResident'
  | 'isVotePermitted'
  | 'isBeforeClosingDate'
  | 'hasNotVoted'
  | 'isOfferedOption';

/** Whether today is on or before the poll's closing date (inclusive; no date: no limit). */
export function isBeforePollClosingDate(
  poll: Pick<PollLifecycleRecord, 'validTo'>,
  today: string,
): boolean {
  return poll.validTo === null || poll.validTo === undefined || today <= poll.validTo;
}

/** The plain guards. */
export const POLL_GUARDS: Readonly<
  Record<PollGuardName, (facts: PollFacts, event: PollTransitionEvent) => boolean>
> = {
  // Only the office publishes and closes; only residents vote.
  isOrganisation: (facts) => roleTypeOf(facts.actor.role) === 'ORG',
  isPollActionPermitted: (facts) => holdsPermission(facts.actor, POLL_UPDATE_PERMISSION),
  isResident: (facts) => roleTypeOf(facts.actor.role) === 'USR',
  isVotePermitted: (facts) => holdsPermission(facts.actor, POLL_VOTE_PERMISSION),
  isBeforeClosingDate: (facts) => isBeforePollClosingDate(facts.poll, facts.today),
  hasNotVoted: (facts) => !facts.hasVoted,
  isOfferedOption: (facts, event) =>
    event.type === 'VOTE' &&
    pollOptionsOf(facts.poll.options).some((option) => option.id === event.option),
};

/** The machine's context: the facts and what the event decides to write. */
export interface PollLifecycleContext extends PollFacts {
  changes: Partial<PollLifecycleRecord>;
  effects: TransitionEffect[];
}

const office = and(['isOrganisation', 'isPollActionPermitted']);
const vote = and([
  'isResident',
  'isVotePermitted',
  'isBeforeClosingDate',
  'hasNotVoted',
  'isOfferedOption',
]);

/** The poll lifecycle (DECISIONS.md "Polls"). */
export const pollLifecycleMachine = setup({
  types: {
    context: {} as PollLifecycleContext,
    events: {} as PollTransitionEvent,
    input: {} as PollFacts,
  },
  guards: toMachineGuards<PollGuardName, PollFacts, PollTransitionEvent>(POLL_GUARDS),
  actions: {
    open: assign(({ context }) => ({ changes: { ...context.changes, status: true } })),
    close: assign(({ context }) => ({ changes: { ...context.changes, status: false } })),
    // Named so the open state lists VOTE among its events; the gateway counts the vote itself.
    acceptVote: () => undefined,
  },
}).createMachine({
  id: 'pollLifecycle',
  context: ({ input }) => ({ ...input, changes: {}, effects: [] }),
  initial: 'draft',
  states: {
    draft: { on: { PUBLISH: { guard: office, target: 'open', actions: 'open' } } },
    open: {
      on: {
        CLOSE: { guard: office, target: 'closed', actions: 'close' },
        // A vote is counted by the gateway in its own table; the poll's state does not change.
        VOTE: { guard: vote, actions: 'acceptVote' },
      },
    },
    closed: {},
  },
});
