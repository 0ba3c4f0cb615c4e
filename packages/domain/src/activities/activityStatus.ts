/**
 * The name of an activity's status and what editing its notes needs (001 §3 Activity "Statuses:
 * TODO, WORKING, DONE, REJECTED"; 001 §4.2; 001 §6 scopes). The spec names the statuses, not
 * their Italian names: ours, except the organisation's rejection, which the spec words.
 */
import { activitiesMessage, type activitiesMessages } from '../messages/it-IT/activities.ts';
import { parseOrderStatus } from '../orders/codes.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import type { RoleType } from '../profiles/types.ts';
import { activityCancelledByOrganisationLabel, activityNotesAccess } from './activityActions.ts';
import { ACTIVITY_STATUSES, type ActivityStatus } from './types.ts';

const STATUS_MESSAGES = {
  TODO: 'activities.status.todo',
  WORKING: 'activities.status.working',
  DONE: 'activities.status.done',
  REJECTED: 'activities.status.rejected',
} as const satisfies Record<ActivityStatus, keyof typeof activitiesMessages>;

/** An activity status as the gateway sends it, or undefined for any other value. */
export function parseActivityStatus(value: unknown): ActivityStatus | undefined {
  return ACTIVITY_STATUSES.find((status) => status === value);
}

/**
 * The status of an activity as a person reads it: "Annullata dall'amministratore" when the
 * organisation rejected it (001 §4.2), else the status's name; undefined for an unknown status.
 */
export function activityStatusLabel(activity: {
  status: unknown;
  managedFromOrg?: boolean | null;
}): string | undefined {
  const status = parseActivityStatus(activity.status);
  if (!status) return undefined;
  return (
    activityCancelledByOrganisationLabel({
      status,
      managedFromOrg: activity.managedFromOrg === true,
    }) ?? activitiesMessage(STATUS_MESSAGES[status])
  );
}

/**
 * Editing an activity is an update of the role's activity scope (001 §6 names
 * ORG_OPR_ACTIVITIES_MOD and SPL_OPR_ACTIVITIES_MOD): APP_UPDATE on it. Other roles never edit one.
 */
const ACTIVITY_UPDATE: Readonly<Partial<Record<RoleType, PermissionRequirement>>> = {
  ORG: { application: 'ORG_OPR_ACTIVITIES_MOD', functionality: 'APP_UPDATE' },
  SPL: { application: 'SPL_OPR_ACTIVITIES_MOD', functionality: 'APP_UPDATE' },
};

/** How a role sees one note of an activity, and what saving it needs (null: read only). */
export interface ActivityNoteRule {
  visible: boolean;
  editRequirement: PermissionRequirement | null;
}

/** The rules of the three notes of an activity for a role. */
export type ActivityNoteRules = Readonly<Record<'note' | 'noteOrg' | 'noteSpl', ActivityNoteRule>>;

/**
 * The notes of an activity as a screen shows them (001 §4.2 `activityNotesAccess`), with the
 * permission each editable note needs. The activity and its order come as the gateway sends
 * them: an unknown or missing status reads as closed, so nothing unknown is ever editable.
 */
export function activityNoteRules(
  activity: { status?: unknown },
  order: { status?: unknown } | null | undefined,
  roleType: RoleType,
): ActivityNoteRules {
  const access = activityNotesAccess(
    { status: parseActivityStatus(activity.status) ?? 'DONE' },
    {
      status:
        (typeof order?.status === 'string' ? parseOrderStatus(order.status) : undefined) ?? 'CLOSE',
    },
    roleType,
  );
  const rule = (note: keyof ActivityNoteRules): ActivityNoteRule => ({
    visible: access[note].visible,
    editRequirement:
      access[note].visible && access[note].editable ? (ACTIVITY_UPDATE[roleType] ?? null) : null,
  });
  return { note: rule('note'), noteOrg: rule('noteOrg'), noteSpl: rule('noteSpl') };
}
