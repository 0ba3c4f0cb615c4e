/**
 * The two questions the web and the gateway ask the notice lifecycle machine (DECISIONS.md
 * "Notices"): which actions may this actor take on this notice now, and what does this event
 * write. Both read the same machine and guards, so a button the web enables is a transition the
 * gateway accepts, and a refusal says the same Italian reason on both sides.
 */
import { transition } from 'xstate';
import { communicationsMessage } from '../messages/it-IT/communications.ts';
import { permissionRefusal, refusal, transitionSuccess } from '../orders/transitions.ts';
import type {
  TransitionAction,
  TransitionActor,
  TransitionRefusal,
  TransitionResult,
} from '../orders/transitions.ts';
import {
  NOTICE_GUARDS,
  NOTICE_UPDATE_PERMISSION,
  noticeLifecycleMachine,
  noticeLifecycleState,
} from './noticeLifecycle.machine.ts';
import type {
  NoticeEventType,
  NoticeFacts,
  NoticeLifecycleRecord,
  NoticeLifecycleState,
  NoticeTransitionEvent,
} from './noticeLifecycle.machine.ts';

/** Each action a screen offers on a notice and the event it sends, in the order they are listed. */
const NOTICE_ACTION_LIST = [
  { id: 'publish', event: 'PUBLISH' },
  { id: 'withdraw', event: 'WITHDRAW' },
] as const satisfies readonly { id: string; event: NoticeEventType }[];

/** The actions a screen offers on a notice. */
export type NoticeActionId = (typeof NOTICE_ACTION_LIST)[number]['id'];

/** One action on a notice, as `noticeActions` lists it. */
export type NoticeAction = TransitionAction<NoticeActionId, NoticeEventType>;

function acceptsEvent(state: NoticeLifecycleState, type: NoticeEventType): boolean {
  return noticeLifecycleMachine.states[state]?.ownEvents.includes(type) === true;
}

/** Why the notice's state refuses an event it does not take. */
function stateRefusal(state: NoticeLifecycleState): TransitionRefusal {
  const key =
    state === 'withdrawn'
      ? 'communications.notice.refusal.withdrawn'
      : state === 'published'
        ? 'communications.notice.refusal.published'
        : 'communications.notice.refusal.notPublished';
  return refusal('CONFLICT', communicationsMessage(key));
}

/**
 * The first reason an event is refused: not yours (FORBIDDEN: not the office, or no
 * ORG_COM_NOTICES update permission), then not now (CONFLICT: the state). Undefined when accepted.
 */
function findRefusal(
  facts: NoticeFacts,
  event: NoticeTransitionEvent,
): TransitionRefusal | undefined {
  if (!NOTICE_GUARDS.isOrganisation(facts, event)) {
    return refusal(
      'FORBIDDEN',
      communicationsMessage('communications.notice.refusal.organisationOnly'),
    );
  }
  if (!NOTICE_GUARDS.isNoticeActionPermitted(facts, event)) {
    return permissionRefusal(facts.actor, NOTICE_UPDATE_PERMISSION);
  }
  const state = noticeLifecycleState(facts.notice);
  return acceptsEvent(state, event.type) ? undefined : stateRefusal(state);
}

/**
 * Every action on the notice for the actor: the office sees 'Pubblica' on a draft and 'Ritira'
 * on a published notice (with a confirmation), enabled or disabled with the Italian reason; the
 * other state's action is hidden. A resident or the back office see none: they read it.
 */
export function noticeActions(
  notice: NoticeLifecycleRecord,
  actor: TransitionActor,
): NoticeAction[] {
  const facts: NoticeFacts = { notice, actor };
  const organisation = NOTICE_GUARDS.isOrganisation(facts, { type: 'PUBLISH' });
  const state = noticeLifecycleState(notice);
  return NOTICE_ACTION_LIST.map(({ id, event: type }) => {
    const reason = findRefusal(facts, { type })?.message;
    const hidden = !organisation || !acceptsEvent(state, type);
    return {
      id,
      event: type,
      label: communicationsMessage(`communications.notice.action.${id}`),
      enabled: reason === undefined,
      ...(reason === undefined ? {} : { reason }),
      ...(hidden ? { hidden: true } : {}),
      ...(id === 'withdraw'
        ? {
            confirmation: {
              message: communicationsMessage('communications.notice.confirm.withdraw'),
              confirmLabel: communicationsMessage('communications.notice.confirm.continue'),
              cancelLabel: communicationsMessage('communications.notice.confirm.cancel'),
            },
          }
        : {}),
    };
  });
}

/**
 * What an event writes on the notice, or why it is refused (DECISIONS.md "Notices"). Pure: the
 * gateway runs it on the stored notice inside its transaction, writes `changes`, appends
 * `history`, and notifies the building's residents once a notice is published.
 */
export function applyNoticeTransition(
  notice: NoticeLifecycleRecord,
  event: NoticeTransitionEvent,
  actor: TransitionActor,
): TransitionResult<NoticeLifecycleRecord> {
  const facts: NoticeFacts = { notice, actor };
  const refused = findRefusal(facts, event);
  if (refused) return refused;
  const snapshot = noticeLifecycleMachine.resolveState({
    value: noticeLifecycleState(notice),
    context: { ...facts, changes: {}, effects: [] },
  });
  const [next] = transition(noticeLifecycleMachine, snapshot, event);
  return transitionSuccess(notice, next);
}

/** Whether residents see a notice: only a published one (DECISIONS.md "Notices"). */
export function isNoticeVisibleToResidents(notice: Pick<NoticeLifecycleRecord, 'status'>): boolean {
  return noticeLifecycleState(notice) === 'published';
}

const STATUS_KEYS = {
  draft: 'communications.notice.status.draft',
  published: 'communications.notice.status.published',
  withdrawn: 'communications.notice.status.withdrawn',
} as const satisfies Record<NoticeLifecycleState, string>;

/** A notice status in Italian: 'Bozza', 'Pubblicato', 'Ritirato' (DECISIONS.md "Notices" 2). */
export function noticeStatusLabel(status: NoticeLifecycleRecord['status']): string {
  return communicationsMessage(STATUS_KEYS[noticeLifecycleState({ status })]);
}

/**
 * Why the office may not edit this notice now, or undefined (DECISIONS.md "Notices" 6): the
 * office with ORG_COM_NOTICES APP_UPDATE (FORBIDDEN), a draft or a published notice — a
 * withdrawn one is final (CONFLICT).
 */
export function noticeEditRefusal(
  notice: NoticeLifecycleRecord,
  actor: TransitionActor,
): TransitionRefusal | undefined {
  const facts: NoticeFacts = { notice, actor };
  if (!NOTICE_GUARDS.isOrganisation(facts, { type: 'PUBLISH' })) {
    return refusal(
      'FORBIDDEN',
      communicationsMessage('communications.notice.refusal.organisationOnly'),
    );
  }
  if (!NOTICE_GUARDS.isNoticeActionPermitted(facts, { type: 'PUBLISH' })) {
    return permissionRefusal(actor, NOTICE_UPDATE_PERMISSION);
  }
  return noticeLifecycleState(notice) === 'withdrawn'
    ? refusal('CONFLICT', communicationsMessage('communications.notice.refusal.editWithdrawn'))
    : undefined;
}
