/**
 * The questions the web and the gateway ask the poll lifecycle machine (DECISIONS.md "Polls"):
 * which steps may this actor take on this poll now, what does a step write, may this resident
 * vote, and who sees the results. Both read the same machine and guards, so a button the web
 * enables is a step or a vote the gateway accepts, and a refusal says the same Italian reason.
 */
import dayjs from 'dayjs';
import { transition } from 'xstate';
import { formatDate } from '../format/dates.ts';
import { communicationsMessage } from '../messages/it-IT/communications.ts';
import { permissionRefusal, refusal, transitionSuccess } from '../orders/transitions.ts';
import type {
  TransitionAction,
  TransitionActor,
  TransitionRefusal,
  TransitionResult,
} from '../orders/transitions.ts';
import { pollOptionsOf } from './pollForm.ts';
import type { PollOption } from './pollForm.ts';
import {
  POLL_GUARDS,
  POLL_UPDATE_PERMISSION,
  POLL_VOTE_PERMISSION,
  isBeforePollClosingDate,
  pollLifecycleMachine,
  pollLifecycleState,
} from './pollLifecycle.machine.ts';
import type {
  PollEventType,
  PollFacts,
  PollLifecycleRecord,
  PollLifecycleState,
  PollTransitionEvent,
} from './pollLifecycle.machine.ts';

/** The office's steps on a poll and the event each sends, in the order they are listed. */
const POLL_ACTION_LIST = [
  { id: 'publish', event: 'PUBLISH' },
  { id: 'close', event: 'CLOSE' },
] as const satisfies readonly { id: string; event: PollEventType }[];

/** The office's steps a screen offers on a poll. */
export type PollActionId = (typeof POLL_ACTION_LIST)[number]['id'];

/** One office step on a poll, as `pollActions` lists it. */
export type PollAction = TransitionAction<PollActionId, 'PUBLISH' | 'CLOSE'>;

/** Today as the closing date is compared with it (`YYYY-MM-DD`, the caller's local day). */
export function pollToday(now: Date): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** What `pollShownState` reads of a poll: its stored state and its closing date. */
export type PollShownRecord = Pick<PollLifecycleRecord, 'status' | 'publishedAt' | 'validTo'>;

/** The state shown on a given day (`YYYY-MM-DD`): see `pollShownState`. */
function shownStateOn(poll: PollShownRecord, today: string): PollLifecycleState {
  const stored = pollLifecycleState(poll);
  return stored === 'open' && !isBeforePollClosingDate(poll, today) ? 'closed' : stored;
}

/**
 * The state everyone sees and every rule reads (DECISIONS.md "Polls" 7): the stored state, except
 * that an open poll whose closing date (`validTo`, the last day to vote) has passed is closed —
 * the office need not close it by hand for the vote to end. Pure: `now` is the caller's clock.
 */
export function pollShownState(poll: PollShownRecord, now: Date): PollLifecycleState {
  return shownStateOn(poll, pollToday(now));
}

/** Whether the poll ended by its closing date alone (open as stored, closed as shown). */
function closedByDate(poll: PollShownRecord, today: string): boolean {
  return pollLifecycleState(poll) === 'open' && shownStateOn(poll, today) === 'closed';
}

/** 'Il sondaggio si è chiuso il 20/12/2026'. */
function pastClosingDateRefusal(poll: PollShownRecord): TransitionRefusal {
  return refusal(
    'CONFLICT',
    communicationsMessage('communications.poll.refusal.pastClosingDate', {
      date: formatDate(poll.validTo ?? null),
    }),
  );
}

function acceptsEvent(state: PollLifecycleState, type: PollEventType): boolean {
  return pollLifecycleMachine.states[state]?.ownEvents.includes(type) === true;
}

/** Why the poll's state refuses an event it does not take. */
function stateRefusal(state: PollLifecycleState): TransitionRefusal {
  const key =
    state === 'closed'
      ? 'communications.poll.refusal.closed'
      : state === 'open'
        ? 'communications.poll.refusal.published'
        : 'communications.poll.refusal.notPublished';
  return refusal('CONFLICT', communicationsMessage(key));
}

/**
 * The first reason an event is refused, in the contract's order: not yours (FORBIDDEN: a step
 * not by the office or without ORG_COM_POLLS update; a vote not by a resident or without
 * USR_COM_POLLS), then not now (CONFLICT: the state, the closing date passed, a vote already
 * given), then a bad payload (VALIDATION: an answer the poll does not offer). Undefined when
 * accepted.
 */
function findRefusal(facts: PollFacts, event: PollTransitionEvent): TransitionRefusal | undefined {
  if (event.type === 'VOTE') {
    if (!POLL_GUARDS.isResident(facts, event)) {
      return refusal(
        'FORBIDDEN',
        communicationsMessage('communications.poll.refusal.residentsOnly'),
      );
    }
    if (!POLL_GUARDS.isVotePermitted(facts, event)) {
      return permissionRefusal(facts.actor, POLL_VOTE_PERMISSION);
    }
  } else {
    if (!POLL_GUARDS.isOrganisation(facts, event)) {
      return refusal(
        'FORBIDDEN',
        communicationsMessage('communications.poll.refusal.organisationOnly'),
      );
    }
    if (!POLL_GUARDS.isPollActionPermitted(facts, event)) {
      return permissionRefusal(facts.actor, POLL_UPDATE_PERMISSION);
    }
  }
  // The shown state: past its closing date an open poll takes neither a vote nor 'Chiudi'.
  const state = shownStateOn(facts.poll, facts.today);
  if (!acceptsEvent(state, event.type)) {
    return closedByDate(facts.poll, facts.today)
      ? pastClosingDateRefusal(facts.poll)
      : stateRefusal(state);
  }
  if (event.type !== 'VOTE') return undefined;
  if (!POLL_GUARDS.hasNotVoted(facts, event)) {
    return refusal('CONFLICT', communicationsMessage('communications.poll.refusal.alreadyVoted'));
  }
  if (!POLL_GUARDS.isOfferedOption(facts, event)) {
    const message = communicationsMessage('communications.poll.refusal.unknownOption');
    return refusal('VALIDATION', message, { option: message });
  }
  return undefined;
}

/** What `pollActions` and `pollVoteRefusal` are asked about: the poll, who, today, voted already. */
export type PollQuestion = PollFacts;

/**
 * Every office step on the poll for the actor: 'Pubblica' on a draft, 'Chiudi' on an open poll
 * (asked first), enabled or disabled with the Italian reason; the other state's step is hidden.
 * A resident or the back office see none: a resident votes (`pollVoteRefusal`).
 */
export function pollActions(facts: PollQuestion): PollAction[] {
  const organisation = POLL_GUARDS.isOrganisation(facts, { type: 'PUBLISH' });
  const state = shownStateOn(facts.poll, facts.today);
  return POLL_ACTION_LIST.map(({ id, event: type }) => {
    const reason = findRefusal(facts, { type })?.message;
    const hidden = !organisation || !acceptsEvent(state, type);
    return {
      id,
      event: type,
      label: communicationsMessage(`communications.poll.action.${id}`),
      enabled: reason === undefined,
      ...(reason === undefined ? {} : { reason }),
      ...(hidden ? { hidden: true } : {}),
      ...(id === 'close'
        ? {
            confirmation: {
              message: communicationsMessage('communications.poll.confirm.close'),
              confirmLabel: communicationsMessage('communications.poll.confirm.continue'),
              cancelLabel: communicationsMessage('communications.poll.confirm.cancel'),
            },
          }
        : {}),
    };
  });
}

/**
 * What an office step writes on the poll, or why it is refused (DECISIONS.md "Polls" 2). Pure:
 * the gateway runs it on the stored poll inside its transaction, writes `changes`, appends
 * `history`, and notifies the building's residents once a poll is published.
 */
export function applyPollTransition(
  facts: PollFacts,
  event: Exclude<PollTransitionEvent, { type: 'VOTE' }>,
): TransitionResult<PollLifecycleRecord> {
  const refused = findRefusal(facts, event);
  if (refused) return refused;
  const snapshot = pollLifecycleMachine.resolveState({
    value: pollLifecycleState(facts.poll),
    context: { ...facts, changes: {}, effects: [] },
  });
  const [next] = transition(pollLifecycleMachine, snapshot, event);
  return transitionSuccess(facts.poll, next);
}

/**
 * Why this vote is refused, or undefined when the resident may cast it (DECISIONS.md "Polls" 4):
 * residents only (FORBIDDEN), an open poll before its closing date and one vote each (CONFLICT),
 * one of the poll's answers (VALIDATION). Without an `option`, asks whether the resident may vote
 * at all (the web's question before an answer is picked).
 */
export function pollVoteRefusal(facts: PollFacts, option?: number): TransitionRefusal | undefined {
  const offered = pollOptionsOf(facts.poll.options)[0]?.id ?? 0;
  return findRefusal(facts, { type: 'VOTE', option: option ?? offered });
}

/** Whether residents see a poll: once published, open or closed (DECISIONS.md "Polls" 3). */
export function isPollVisibleToResidents(
  poll: Pick<PollLifecycleRecord, 'status' | 'publishedAt'>,
): boolean {
  return pollLifecycleState(poll) !== 'draft';
}

/**
 * Whether the viewer sees the counts (DECISIONS.md "Polls" 6): the office always ("live for the
 * office"), a resident once voting has ended — the poll closed or its closing date passed — so
 * the early counts sway nobody.
 */
export function arePollResultsVisible(
  poll: Pick<PollLifecycleRecord, 'status' | 'publishedAt' | 'validTo'>,
  actor: TransitionActor,
  today: string,
): boolean {
  if (POLL_GUARDS.isOrganisation({ poll, actor, today, hasVoted: false }, { type: 'CLOSE' })) {
    return true;
  }
  return shownStateOn(poll, today) === 'closed';
}

/** One answer's result: its count and its share of the votes (a whole percentage). */
export interface PollResultRow extends PollOption {
  percent: number;
}

/** The results of a poll: each answer in its order with count and share, and the total. */
export interface PollResults {
  rows: PollResultRow[];
  total: number;
}

/** The counts per answer of a stored poll, with the share of each (0 when nobody voted). */
export function pollResults(options: unknown): PollResults {
  const stored = pollOptionsOf(options);
  const total = stored.reduce((sum, option) => sum + option.votes, 0);
  return {
    total,
    rows: stored.map((option) => ({
      ...option,
      percent: total === 0 ? 0 : Math.round((option.votes * 100) / total),
    })),
  };
}

const STATUS_KEYS = {
  draft: 'communications.poll.status.draft',
  open: 'communications.poll.status.open',
  closed: 'communications.poll.status.closed',
} as const satisfies Record<PollLifecycleState, string>;

/** A poll state in Italian: 'Bozza', 'Aperto', 'Chiuso' (DECISIONS.md "Polls" 2). */
export function pollStateLabel(state: PollLifecycleState): string {
  return communicationsMessage(STATUS_KEYS[state]);
}

/**
 * A stored poll's state in Italian, as its history wrote it (DECISIONS.md "Polls" 2). What a
 * screen shows of a poll now is `pollShownStatusLabel`.
 */
export function pollStatusLabel(poll: Pick<PollLifecycleRecord, 'status' | 'publishedAt'>): string {
  return pollStateLabel(pollLifecycleState(poll));
}

/** The state a user sees in Italian: 'Chiuso' once the closing date has passed (`pollShownState`). */
export function pollShownStatusLabel(poll: PollShownRecord, now: Date): string {
  return pollStateLabel(pollShownState(poll, now));
}

/** What `pollEditRefusal` is asked: the poll as stored (its counts), who, today, what changes. */
export interface PollEditQuestion {
  poll: PollShownRecord & Pick<PollLifecycleRecord, 'options'>;
  actor: TransitionActor;
  today: string;
  /** Whether the edit changes what is voted: the answers or the building. */
  changesBallot: boolean;
}

/**
 * Why the office may not edit this poll now, or undefined (DECISIONS.md "Polls" 7): the office
 * with ORG_COM_POLLS APP_UPDATE (FORBIDDEN), a poll not closed — stored or by its date — and
 * the answers and the building changed only while nobody has voted (CONFLICT).
 */
export function pollEditRefusal(question: PollEditQuestion): TransitionRefusal | undefined {
  const facts: PollFacts = { ...question, hasVoted: false };
  if (!POLL_GUARDS.isOrganisation(facts, { type: 'CLOSE' })) {
    return refusal(
      'FORBIDDEN',
      communicationsMessage('communications.poll.refusal.organisationOnly'),
    );
  }
  if (!POLL_GUARDS.isPollActionPermitted(facts, { type: 'CLOSE' })) {
    return permissionRefusal(question.actor, POLL_UPDATE_PERMISSION);
  }
  if (shownStateOn(question.poll, question.today) === 'closed') {
    return refusal('CONFLICT', communicationsMessage('communications.poll.refusal.editClosed'));
  }
  if (question.changesBallot && pollResults(question.poll.options).total > 0) {
    return refusal('CONFLICT', communicationsMessage('communications.poll.refusal.editVoted'));
  }
  return undefined;
}
