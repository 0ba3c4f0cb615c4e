import { activitiesMessage } from '../messages/it-IT/activities.ts';
import type { Order } from '../orders/types.ts';
import type { RoleType } from '../profiles/types.ts';
import type { Activity } from './types.ts';

/** The order fields the activity rules read: its status and suspension. */
export type ActivityOrderState = Pick<Order, 'status' | 'isSuspended'>;

/** What the current role may do with an activity (001 §4.2). */
export interface ActivityActions {
  /** ORG, order in draft. */
  canDelete: boolean;
  /** ORG, order open, activity TODO. */
  canReject: boolean;
  /** ORG, activity TODO, order draft or open. */
  canEditDatesAndNotes: boolean;
  /** SPL, activity neither rejected nor done, order open and not suspended. */
  canRegisterTask: boolean;
  /** Same rule as registering a task: quick completion creates a task. */
  canCompleteQuickly: boolean;
  /** The activity has a token and the organisation has the token permission. */
  showTokenLink: boolean;
}

/** Facts about the profile that the caller has checked with the permission rules. */
export interface ActivityActionOptions {
  /** The profile may open tokens (e.g. ORG_OPR_TOKENS allowed). */
  hasTokenPermission: boolean;
}

/**
 * Whether an activity's dates (and the organisation's notes) are locked: they are editable only
 * while the activity is TODO and the order is draft or open (001 §5, §4.2).
 */
export function areActivityDatesLocked(
  activity: Pick<Activity, 'status'>,
  order: Pick<Order, 'status'>,
): boolean {
  return !(activity.status === 'TODO' && (order.status === 'DRAFT' || order.status === 'OPEN'));
}

/**
 * Whether a supplier may still work on an activity: register a task or complete it quickly
 * (001 §4.2 "except when the activity is rejected or done, or the order is suspended").
 * The spec is silent on orders that are not open; a supplier works only on open orders (its
 * agenda and today's activities list only OPEN orders, 002 §4.6, §7.6), so a draft, closed or
 * in-validation order forbids it too.
 */
export function canSupplierWorkOnActivity(
  activity: Pick<Activity, 'status'>,
  order: ActivityOrderState,
): boolean {
  const activityOpen = activity.status === 'TODO' || activity.status === 'WORKING';
  return activityOpen && order.status === 'OPEN' && !order.isSuspended;
}

/**
 * The actions on an activity for a role (001 §4.2): the organisation deletes while the order is
 * a draft, rejects a TODO activity of an open order (suspension does not matter: it stops the
 * supplier, not the organisation), edits dates and notes of a TODO activity of a draft or open
 * order; the supplier registers a task or completes quickly (see `canSupplierWorkOnActivity`).
 * The token link appears only with the token permission (001 §4.2) and, as there is nothing to
 * link otherwise, only when the activity has a token. USR and SYS get no action.
 */
export function activityActions(
  activity: Pick<Activity, 'status' | '_token'>,
  order: ActivityOrderState,
  roleType: RoleType,
  { hasTokenPermission }: ActivityActionOptions,
): ActivityActions {
  const isOrganisation = roleType === 'ORG';
  const supplierCanWork = roleType === 'SPL' && canSupplierWorkOnActivity(activity, order);
  return {
    canDelete: isOrganisation && order.status === 'DRAFT',
    canReject: isOrganisation && order.status === 'OPEN' && activity.status === 'TODO',
    canEditDatesAndNotes: isOrganisation && !areActivityDatesLocked(activity, order),
    canRegisterTask: supplierCanWork,
    canCompleteQuickly: supplierCanWork,
    showTokenLink: hasTokenPermission && activity._token != null,
  };
}

/** How a role sees and edits one note field. */
export interface ActivityNoteAccess {
  visible: boolean;
  editable: boolean;
}

/** How a role sees and edits the three notes of an activity. */
export interface ActivityNotesAccess {
  /** The note shared between organisation and supplier. */
  note: ActivityNoteAccess;
  /** The organisation's internal note. */
  noteOrg: ActivityNoteAccess;
  /** The supplier's internal note. */
  noteSpl: ActivityNoteAccess;
}

const HIDDEN: ActivityNoteAccess = { visible: false, editable: false };

/**
 * The notes of an activity for a role (001 §4.2 "the organisation sees and edits noteOrg, the
 * supplier edits noteSpl, and each sees the other's shared note"; 001 §3 "note (shared with the
 * supplier)"). The organisation edits the shared note and its own only while dates and notes are
 * editable (TODO activity, draft or open order). The spec puts no condition on the supplier's
 * own note, so it stays editable. Internal notes are never shown to the other side. USR and SYS
 * see no note: the shared note is between organisation and supplier, and 002 §6 hides internal
 * notes from USR.
 */
export function activityNotesAccess(
  activity: Pick<Activity, 'status'>,
  order: Pick<Order, 'status'>,
  roleType: RoleType,
): ActivityNotesAccess {
  switch (roleType) {
    case 'ORG': {
      const editable = !areActivityDatesLocked(activity, order);
      return {
        note: { visible: true, editable },
        noteOrg: { visible: true, editable },
        noteSpl: HIDDEN,
      };
    }
    case 'SPL':
      return {
        note: { visible: true, editable: false },
        noteOrg: HIDDEN,
        noteSpl: { visible: true, editable: true },
      };
    case 'USR':
    case 'SYS':
      return { note: HIDDEN, noteOrg: HIDDEN, noteSpl: HIDDEN };
    default:
      // An unknown role type sees no note.
      roleType satisfies never;
      return { note: HIDDEN, noteOrg: HIDDEN, noteSpl: HIDDEN };
  }
}

/** What rejecting an activity does (001 §4.2). */
export interface ActivityRejection {
  /** The fields the rejection sets: the activity is rejected and marked managedFromOrg. */
  changes: Pick<Activity, 'status' | 'managedFromOrg'>;
  /** "Annullata dall'amministratore". */
  label: string;
  /** The text of the chat message posted about it. */
  chatMessage: string;
}

/**
 * The effect of the organisation rejecting an activity (001 §4.2 "This marks it managedFromOrg,
 * shows 'Annullata dall'amministratore', and a chat message is posted about it"). The spec gives
 * no chat wording; ours names the activity by its code.
 */
export function activityRejection(activity: Pick<Activity, 'code'>): ActivityRejection {
  return {
    changes: { status: 'REJECTED', managedFromOrg: true },
    label: activitiesMessage('activities.rejected.label'),
    chatMessage: activity.code
      ? activitiesMessage('activities.rejected.chatMessage', { code: activity.code })
      : activitiesMessage('activities.rejected.chatMessageWithoutCode'),
  };
}

/**
 * "Annullata dall'amministratore" for an activity the organisation rejected (001 §4.2), else
 * undefined. Both the flag and the status are required, so a stray flag never mislabels live work.
 */
export function activityCancelledByOrganisationLabel(
  activity: Pick<Activity, 'status' | 'managedFromOrg'>,
): string | undefined {
  return activity.status === 'REJECTED' && activity.managedFromOrg
    ? activitiesMessage('activities.rejected.label')
    : undefined;
}
