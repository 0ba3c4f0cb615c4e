/**
 * The notice lifecycle, one machine for the web (which actions to show) and the gateway (which
 * transitions to accept): 001 §2.2 /ORG/COM/notices, ORG_COM_NOTICES; DECISIONS.md "Notices".
 *
 * States: draft ('Bozza') → published ('Pubblicato') → withdrawn ('Ritirato', stored ARCHIVED).
 * A withdrawn notice is final: publishing the same words again is a new notice. The machine is
 * pure: it starts from a stored notice (`machine.resolveState`), takes one event, and its context
 * ends with the fields to write (`changes`) and the effects to run (the residents notified).
 */
import { and, assign, setup } from 'xstate';
import { holdsPermission, toMachineGuards } from '../orders/transitions.ts';
import type { TransitionActor, TransitionEffect } from '../orders/transitions.ts';
import { withApplicationModules } from '../permissions/applicationModules.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import { roleTypeOf } from '../profiles/roles.ts';

/** The statuses of a notice as the gateway stores them (ARCHIVED: withdrawn). */
export const NOTICE_STATUS = {
  DRAFT: 'DRAFT',
  PUBLISHED: 'PUBLISHED',
  ARCHIVED: 'ARCHIVED',
} as const;

/** A notice status as the gateway stores it. */
export type NoticeStatus = (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS];

/** Whether a stored value is one of the notice statuses (a row read from the wire). */
export function isNoticeStatus(value: unknown): value is NoticeStatus {
  return Object.values<unknown>(NOTICE_STATUS).includes(value);
}

/** What the lifecycle reads of a notice. */
export interface NoticeLifecycleRecord {
  status: NoticeStatus;
  /** The version of the stored notice (stale writes are refused). */
  updatedAt?: string | Date | null;
}

/** The events of the notice lifecycle. */
export type NoticeTransitionEvent =
  /** DRAFT → PUBLISHED: the residents of the building see it and are notified. */
  | { type: 'PUBLISH' }
  /** PUBLISHED → ARCHIVED: the residents no longer see it. */
  | { type: 'WITHDRAW' };

/** The type of a notice event. */
export type NoticeEventType = NoticeTransitionEvent['type'];

/** The facts a notice transition is decided on. */
export interface NoticeFacts {
  notice: NoticeLifecycleRecord;
  actor: TransitionActor;
}

/** The lifecycle state of a stored notice. */
export type NoticeLifecycleState = 'draft' | 'published' | 'withdrawn';

/** The state of a notice's status (an unknown status reads as a draft, which nobody but the office sees). */
export function noticeLifecycleState(
  notice: Pick<NoticeLifecycleRecord, 'status'>,
): NoticeLifecycleState {
  switch (notice.status) {
    case NOTICE_STATUS.PUBLISHED:
      return 'published';
    case NOTICE_STATUS.ARCHIVED:
      return 'withdrawn';
    default:
      return 'draft';
  }
}

/**
 * The permission every notice write needs: the organisation's notices (001 §6 "ORG_COM_NOTICES"),
 * which needs the communications modules.
 */
export const NOTICE_UPDATE_PERMISSION: PermissionRequirement = withApplicationModules({
  application: 'ORG_COM_NOTICES',
  functionality: 'APP_UPDATE',
});

/** The names of the notice guards. */
export type NoticeGuardName = 'isOrganisation' | 'isNoticeActionPermitted';

/** The plain guards. */
export const NOTICE_GUARDS: Readonly<
  Record<NoticeGuardName, (facts: NoticeFacts, event: NoticeTransitionEvent) => boolean>
> = {
  // Only the office publishes and withdraws; residents read.
  isOrganisation: (facts) => roleTypeOf(facts.actor.role) === 'ORG',
  isNoticeActionPermitted: (facts) => holdsPermission(facts.actor, NOTICE_UPDATE_PERMISSION),
};

/** The machine's context: the facts and what the transition decides to write. */
export interface NoticeLifecycleContext extends NoticeFacts {
  changes: Partial<NoticeLifecycleRecord>;
  effects: TransitionEffect[];
}

const guard = and(['isOrganisation', 'isNoticeActionPermitted']);

/** The notice lifecycle (DECISIONS.md "Notices"). */
export const noticeLifecycleMachine = setup({
  types: {
    context: {} as NoticeLifecycleContext,
    events: {} as NoticeTransitionEvent,
    input: {} as NoticeFacts,
  },
  guards: toMachineGuards<NoticeGuardName, NoticeFacts, NoticeTransitionEvent>(NOTICE_GUARDS),
  actions: {
    publish: assign(({ context }) => ({
      changes: { ...context.changes, status: 'PUBLISHED' as const },
    })),
    withdraw: assign(({ context }) => ({
      changes: { ...context.changes, status: 'ARCHIVED' as const },
    })),
  },
}).createMachine({
  id: 'noticeLifecycle',
  context: ({ input }) => ({ ...input, changes: {}, effects: [] }),
  initial: 'draft',
  states: {
    draft: { on: { PUBLISH: { guard, target: 'published', actions: 'publish' } } },
    published: { on: { WITHDRAW: { guard, target: 'withdrawn', actions: 'withdraw' } } },
    withdrawn: {},
  },
});
