/**
 * The entitlements (who is what in a building, 002 §3.7) and the delegated accesses (001 §1
 * "entitlements-access") as their lists and details show them, read through the api-client's
 * queries with the building, the unit and the contact included in the same request.
 */
import {
  getEntitlementAccessRecordQueryOptions,
  getEntitlementRecordQueryOptions,
  getEntitlementsAccessPageQueryOptions,
  getEntitlementsPageQueryOptions,
  type Entitlement,
  type EntitlementAccess,
  type IncludedBuilding,
  type IncludedContact,
} from '@portineria/api-client';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';

/** An entitlement with its building, unit and contact included. */
export interface EntitlementRow extends Entitlement {
  building?: IncludedBuilding | null;
  unit?: { id?: number; code?: string | null; name?: string | null } | null;
  contact?: IncludedContact | null;
  contactDeputy?: IncludedContact | null;
}

const field = fieldsOf<EntitlementRow>();

const building = field.relation(
  'building',
  'field.building',
  'building',
  (entitlement) => ({ id: entitlement._building, record: entitlement.building }),
  { include: 'building' },
);
const unit = field.relation(
  'unit',
  'field.unit',
  'unit',
  (entitlement) => ({ id: entitlement._unit, record: entitlement.unit }),
  { include: 'unit' },
);
const contact = field.relation(
  'contact',
  'field.contact',
  'contact',
  (entitlement) => ({ id: entitlement._contact, record: entitlement.contact }),
  { include: 'contact' },
);
const roles = [
  field.boolean('isOwner', 'field.isOwner', (entitlement) => entitlement.isOwner),
  field.boolean('isTennant', 'field.isTenant', (entitlement) => entitlement.isTennant),
  field.boolean('isCouncilor', 'field.isCouncilor', (entitlement) => entitlement.isCouncilor),
  field.boolean('isDoorkeeper', 'field.isDoorkeeper', (entitlement) => entitlement.isDoorkeeper),
];

export const ENTITLEMENTS = defineRecords<EntitlementRow>({
  columns: [contact, building, unit, ...roles],
  sections: [
    section('section.relations', [
      building,
      unit,
      contact,
      field.relation(
        'contactDeputy',
        'field.contactDeputy',
        'contact',
        (entitlement) => ({ id: entitlement._contactDeputy, record: entitlement.contactDeputy }),
        { include: 'contactDeputy' },
      ),
    ]),
    section('section.roles', roles),
    section('section.notes', [
      field.custom('note', 'field.note', (entitlement) => ({
        kind: 'note',
        text: entitlement.note,
      })),
    ]),
  ],
  page: (query) => getEntitlementsPageQueryOptions<EntitlementRow>(apiClient, query),
  record: (id, include) => getEntitlementRecordQueryOptions<EntitlementRow>(apiClient, id, include),
});

/**
 * A delegated access with its entitlement's building, unit and contact and its deputy included
 * (the edit form's pickers show them by name).
 */
export interface EntitlementAccessRow extends EntitlementAccess {
  building?: IncludedBuilding | null;
  unit?: { id?: number; code?: string | null; name?: string | null } | null;
  contact?: IncludedContact | null;
  contactDeputy?: IncludedContact | null;
}

const access = fieldsOf<EntitlementAccessRow>();

const deputy = access.text('fullname', 'field.contactDeputy', (row) => row.fullname);
const accessEmail = access.text('email', 'field.email', (row) => row.email);
const delegator = access.text('delegator', 'field.delegator', (row) => row.delegatorFullname);
const accessBuilding = access.relation('building', 'field.building', 'building', (row) => ({
  id: row._building,
  name: row.buildingName,
}));
const accessStatus = access.labelled('status', 'field.status', (row) => row.status, {
  active: 'value.access.active',
  pending: 'value.access.pending',
});

/** Delegated accesses: the spec names no field; the gateway's, its building by name. */
export const ENTITLEMENTS_ACCESS = defineRecords<EntitlementAccessRow>({
  columns: [deputy, accessEmail, delegator, accessBuilding, accessStatus],
  sections: [
    section('section.general', [
      deputy,
      accessEmail,
      access.text('mobile', 'field.mobile', (row) => row.mobile),
      accessStatus,
    ]),
    // The entitlement's building, unit and contact, included with the record: the edit form
    // shows them in its locked pickers.
    section('section.relations', [
      access.relation(
        'contact',
        'field.delegator',
        'contact',
        (row) => ({ id: row._contact, record: row.contact }),
        { include: 'contact' },
      ),
      access.relation(
        'building',
        'field.building',
        'building',
        (row) => ({ id: row._building, record: row.building }),
        { include: 'building' },
      ),
      access.relation(
        'unit',
        'field.unit',
        'unit',
        (row) => ({ id: row._unit, record: row.unit }),
        {
          include: 'unit',
        },
      ),
      // The deputy's contact card, included with the record (the edit form's picker names it).
      access.relation(
        'contactDeputy',
        'field.contactDeputy',
        'contact',
        (row) => ({ id: row._contactDeputy, record: row.contactDeputy }),
        { include: 'contactDeputy' },
      ),
    ]),
    section('section.notes', [
      access.custom('note', 'field.note', (row) => ({ kind: 'note', text: row.note })),
    ]),
    section('section.dates', [
      access.dateTime('createdAt', 'field.createdAt', (row) => row.createdAt),
    ]),
  ],
  page: (query) => getEntitlementsAccessPageQueryOptions<EntitlementAccessRow>(apiClient, query),
  record: (id, include) =>
    getEntitlementAccessRecordQueryOptions<EntitlementAccessRow>(apiClient, id, include),
});
