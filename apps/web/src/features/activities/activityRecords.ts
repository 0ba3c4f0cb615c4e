/**
 * The activities as their list and detail show them (001 §3 Activity, §4.2; 002 §3.5, §3.10),
 * read through the api-client's activity queries with the order, its building and supplier
 * included in the same request, and the notes each role sees and edits by domain's rule.
 */
import {
  activityMutationOptions,
  getActivitiesPageQueryOptions,
  getActivityRecordQueryOptions,
  type IncludedBuilding,
  type IncludedSupplier,
} from '@portineria/api-client';
import {
  activityNoteRules,
  orderRelationsShown,
  type Activity,
  type ActivityNoteRules,
} from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, noteSaving, section, type Viewer } from '../../records/fields.ts';
import { presentActivityStatus } from '../../records/presenters.ts';

/** An activity as the activity reads answer it, its related records included. */
export interface ActivityRow extends Omit<Activity, 'org_orders'> {
  /** The activity's version: an edit carries it (a stale one is refused). */
  updatedAt?: string | null;
  _building?: number | string | null;
  _supplier?: number | string | null;
  org_orders?: {
    id?: number | string;
    code?: string | null;
    object?: string | null;
    status?: string | null;
    category?: string | null;
  } | null;
  org_buildings?: IncludedBuilding | null;
  org_suppliers?: IncludedSupplier | null;
  org_tokens?: { id?: number | string; code?: string | null } | null;
}

const field = fieldsOf<ActivityRow>();

/** 001 §4.2: the notes of the activity by role, its status and its order's status. */
const rules = (activity: ActivityRow, viewer: Viewer) =>
  activityNoteRules(activity, activity.org_orders, viewer.roleType);

function activityNote(note: keyof ActivityNoteRules) {
  const label =
    note === 'note' ? 'field.sharedNote' : note === 'noteOrg' ? 'field.noteOrg' : 'field.noteSpl';
  return field.note(
    note,
    label,
    {
      text: (activity) => activity[note],
      editRequirement: (activity, viewer) => rules(activity, viewer)[note].editRequirement,
      saving: noteSaving(
        () => activityMutationOptions(apiClient).update(),
        // The note is saved against the activity as it was read: a stale save is refused.
        (activity, text) => ({
          id: activity.id,
          changes: { [note]: text, version: activity.updatedAt },
        }),
      ),
    },
    { shownFor: (activity, viewer) => rules(activity, viewer)[note].visible },
  );
}

const code = field.text('code', 'field.code', (activity) => activity.code);
const status = field.custom('status', 'field.status', (activity) =>
  presentActivityStatus(activity),
);
const order = field.relation(
  'order',
  'field.order',
  'order',
  (activity) => ({ id: activity._order, record: activity.org_orders }),
  // The order's status decides the notes (001 §4.2): it comes with the activity.
  { include: 'org_orders' },
);
const building = field.relation(
  'building',
  'field.building',
  'building',
  (activity) => ({ id: activity._building, record: activity.org_buildings }),
  { include: 'org_buildings' },
);
const validFrom = field.date('validFrom', 'field.validFrom', (activity) => activity.validFrom);
const validTo = field.date('validTo', 'field.validTo', (activity) => activity.validTo);

/** The activities' list and detail; also the ORG timeline report (001 §2.2 report-timeline). */
export const ACTIVITIES = defineRecords<ActivityRow>({
  columns: [code, order, building, status, validFrom, validTo],
  sections: [
    section('section.general', [
      code,
      status,
      field.boolean('isPending', 'field.activityPending', (activity) => activity.isPending),
      field.boolean(
        'managedFromOrg',
        'field.managedFromOrg',
        (activity) => activity.managedFromOrg,
      ),
    ]),
    section('section.relations', [
      order,
      building,
      field.relation(
        'supplier',
        'field.supplier',
        'supplier',
        (activity) => ({ id: activity._supplier, record: activity.org_suppliers }),
        {
          include: 'org_suppliers',
          shownTo: (viewer) => orderRelationsShown(viewer.roleType).includes('supplier'),
        },
      ),
      // 001 §4.2: the token link shows only with the token permission (the link's own check).
      field.relation(
        'token',
        'field.token',
        'token',
        (activity) => ({ id: activity._token, record: activity.org_tokens }),
        { include: 'org_tokens' },
      ),
    ]),
    section('section.dates', [
      validFrom,
      validTo,
      field.date('closingDate', 'field.closingDate', (activity) => activity.closingDate),
    ]),
    section('section.notes', [
      activityNote('note'),
      activityNote('noteOrg'),
      activityNote('noteSpl'),
    ]),
  ],
  page: (query) => getActivitiesPageQueryOptions<ActivityRow>(apiClient, query),
  record: (id, include) => getActivityRecordQueryOptions<ActivityRow>(apiClient, id, include),
});
