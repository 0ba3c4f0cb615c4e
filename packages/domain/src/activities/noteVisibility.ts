import type { RoleType } from '../profiles/types.ts';
import { activityNotesAccess } from './activityActions.ts';
import { ACTIVITY_STATUSES } from './types.ts';

/** The notes of an activity (001 §3 "note (shared with the supplier), noteOrg, noteSpl"). */
export type ActivityNoteField = 'note' | 'noteOrg' | 'noteSpl';

/**
 * Whether a role sees a note of an activity at all (001 §4.2 "each sees the other's shared
 * note", internal notes private to their side; 002 §6 "USR level sees no internal notes"): the
 * visibility of {@link activityNotesAccess}, which depends on the role only — the statuses decide
 * whether a note is editable, never whether it is seen.
 */
export function isActivityNoteVisible(field: ActivityNoteField, roleType: RoleType): boolean {
  return activityNotesAccess({ status: ACTIVITY_STATUSES[0] }, { status: 'OPEN' }, roleType)[field]
    .visible;
}
