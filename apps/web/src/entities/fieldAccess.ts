/**
 * Who sees a detail field and what editing it needs, from domain's rules only: the order notes
 * (002 §6), the activity notes (001 §4.2), the order relations a role sees (002 §2.2), the nin of
 * a private building (002 §3.8) and the organisation-only 'externally managed' flag (002 §6).
 */
import {
  activityNotesAccess,
  orderNotesAccess,
  orderRelationsShown,
  parseOrderStatus,
  type ActivityStatus,
  type OrderStatus,
  showsExternallyManagedChip,
  type PermissionRequirement,
  type Role,
  type RoleType,
} from '@portineria/domain';
import type { EntityField, EntitySection, FieldRule } from './entityFields.ts';
import { valueAt } from './fieldValue.ts';

/** Who looks at the record: the active profile's role and its type. */
export interface Viewer {
  role: Role;
  roleType: RoleType;
}

/** What a role may do with a field of a record. */
export interface FieldAccess {
  visible: boolean;
  /** What editing needs, checked with the permission rules; null when the field is read-only. */
  editRequirement: PermissionRequirement | null;
}

const READ_ONLY: FieldAccess = { visible: true, editRequirement: null };
const HIDDEN: FieldAccess = { visible: false, editRequirement: null };

/**
 * 001 §6 names the activity scopes ORG_OPR_ACTIVITIES_MOD and SPL_OPR_ACTIVITIES_MOD; the note is
 * an update of the activity, so APP_UPDATE on the role's own scope (the gateway checks the same).
 */
const ACTIVITY_UPDATE: Partial<Record<RoleType, PermissionRequirement>> = {
  ORG: { application: 'ORG_OPR_ACTIVITIES_MOD', functionality: 'APP_UPDATE' },
  SPL: { application: 'SPL_OPR_ACTIVITIES_MOD', functionality: 'APP_UPDATE' },
};

const ACTIVITY_STATUSES: readonly ActivityStatus[] = ['TODO', 'WORKING', 'DONE', 'REJECTED'];

function activityStatusOf(value: unknown): ActivityStatus {
  // An unknown or missing status (the /new screen) is treated as closed: nothing editable.
  return ACTIVITY_STATUSES.find((status) => status === value) ?? 'DONE';
}

function orderStatusOf(value: unknown): OrderStatus {
  return (typeof value === 'string' ? parseOrderStatus(value) : undefined) ?? 'CLOSE';
}

/** The access of a rule for a role on a record (an empty record on /new screens). */
export function ruleAccess(
  rule: FieldRule,
  record: Readonly<Record<string, unknown>>,
  { role, roleType }: Viewer,
): FieldAccess {
  switch (rule.kind) {
    case 'orderNote': {
      // 002 §6: each side sees and edits its own internal note; USR sees none.
      const access = orderNotesAccess(roleType);
      return access.field === rule.note
        ? { visible: true, editRequirement: access.editRequirement }
        : HIDDEN;
    }
    case 'activityNote': {
      // 001 §4.2: the activity's notes by role, its status and its order's status.
      const access = activityNotesAccess(
        { status: activityStatusOf(record.status) },
        { status: orderStatusOf(valueAt(record, 'org_orders.status')) },
        roleType,
      )[rule.note];
      if (!access.visible) return HIDDEN;
      return {
        visible: true,
        editRequirement: access.editable ? (ACTIVITY_UPDATE[roleType] ?? null) : null,
      };
    }
    case 'orderRelation':
      return orderRelationsShown(roleType).includes(rule.relation) ? READ_ONLY : HIDDEN;
    case 'notPrivateBuilding':
      return record.isPrivate === true ? HIDDEN : READ_ONLY;
    case 'organisationOnly':
      return showsExternallyManagedChip({ role }) ? READ_ONLY : HIDDEN;
    default:
      return rule satisfies never;
  }
}

/** The access of a field: read-only for everybody unless a rule says otherwise. */
export function fieldAccess(
  field: EntityField,
  record: Readonly<Record<string, unknown>>,
  viewer: Viewer,
): FieldAccess {
  return field.rule ? ruleAccess(field.rule, record, viewer) : READ_ONLY;
}

/** A section with only the fields the viewer may see. */
export interface VisibleSection {
  section: EntitySection;
  fields: readonly EntityField[];
}

/**
 * The sections a viewer sees of a record (an empty record on /new screens), each with its visible
 * fields; a section whose every field is hidden is left out (USR and the internal notes, 002 §6).
 */
export function visibleSections(
  sections: readonly EntitySection[],
  record: Readonly<Record<string, unknown>>,
  viewer: Viewer,
): VisibleSection[] {
  return sections
    .map((section) => ({
      section,
      fields: section.fields.filter((field) => fieldAccess(field, record, viewer).visible),
    }))
    .filter((entry) => entry.fields.length > 0);
}
