/**
 * The allow-lists of the registries (000 §3, 001 §3, 002 §3.5–§3.9): wire field → column of the
 * table's one description (../../db/tables). Wire names are the spec's and domain's: camelCase
 * fields, `_building`-style foreign keys. The summaries are what other records include.
 */
import { isSupplierCompanyFieldVisible } from '@portineria/domain';
import type { SupplierLevelledField } from '@portineria/domain';
import { allowList, belongsTo } from '../../query/index.ts';
import type { FieldSpec, ResourceSchema } from '../../query/index.ts';
import {
  buildings,
  entitlementAccessList,
  entitlements,
  units,
} from '../../db/tables/buildings.ts';
import {
  contacts,
  employees,
  organizationSupplierList,
  organizations,
  suppliers,
  systemSupplierList,
} from '../../db/tables/companies.ts';
import {
  certificationFolders,
  consultancies,
  folderTypes,
  plannedMaintenances,
  procurements,
} from '../../db/tables/operations.ts';

const address = { street: 'street', zip: 'zip', city: 'city', province: 'province' } as const;
const audit = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;
/** The data of a supplier company every supplier list shows. */
const company = {
  id: 'id',
  code: 'code',
  name1: 'name1',
  name2: 'name2',
  vat: 'vat',
  ...address,
  country: 'country',
  email: 'email',
  landline: 'landline',
  mobile: 'mobile',
} as const;
const json = <Column extends string>(column: Column) =>
  ({ column, filterable: false, sortable: false }) as const;

/**
 * A supplier company's field that a supplier's profile sees only from a level (002 §5.6; domain's
 * `isSupplierCompanyFieldVisible`): hidden from a lower level on every path of any allow-list
 * listing it — rows, includes, filters, sorts, counts, its history.
 */
const levelled = <Column extends string>(field: SupplierLevelledField, column: Column) =>
  ({
    column,
    visibleTo: (roleType, level) => isSupplierCompanyFieldVisible(field, { roleType, level }),
  }) as const satisfies { column: Column; visibleTo: FieldSpec['visibleTo'] };

/** The extra e-mails of a supplier company, shown above level 1 to its own profiles. */
const extraEmails = {
  emailAccounting: levelled('emailAccounting', 'email_accounting'),
  emailPlanning: levelled('emailPlanning', 'email_planning'),
  emailSystem: levelled('emailSystem', 'email_system'),
} as const;

/** The organisation named by a building (its owner or its manager): name and type only. */
export const organizationSummarySchema: ResourceSchema = allowList(organizations, {
  fields: { id: 'id', name1: 'name1', name2: 'name2', orgType: 'org_type' },
  defaultOrder: [['name1', 'ASC']],
});

/**
 * A building (000 §3 "Building (USR dashboard)", 001 §3 "Building", 002 §3.8 building card).
 * `active_building_license` and `ras` are expansions (`?expand=`), see ../buildings.ts.
 */
export const buildingSchema: ResourceSchema = allowList(buildings, {
  fields: {
    id: 'id',
    code: 'code',
    name: 'name',
    ...address,
    country: 'country',
    nin: 'nin',
    cadastralMunicipality: 'cadastral_municipality',
    isPrivate: 'is_private',
    isManagedExternal: 'is_managed_external',
    isBuildinglessUsersContainer: 'is_buildingless_users_container',
    status: 'status',
    _building: 'parent_building_id',
    _organization: 'organization_id',
    _managerOrganization: 'manager_organization_id',
    ...audit,
  },
  associations: {
    organization: belongsTo(() => organizationSummarySchema, 'organization_id'),
    managerOrganization: belongsTo(() => organizationSummarySchema, 'manager_organization_id'),
    parentBuilding: belongsTo(() => buildingSummarySchema, 'parent_building_id'),
  },
  defaultOrder: [['name', 'ASC']],
  fullTextFields: ['name', 'code', 'street', 'city'],
});

/** The building embedded in other records (002 §3.4 org_buildings, §3.10). */
export const buildingSummarySchema: ResourceSchema = allowList(buildings, {
  fields: {
    id: 'id',
    code: 'code',
    name: 'name',
    ...address,
    isPrivate: 'is_private',
    isManagedExternal: 'is_managed_external',
    status: 'status',
  },
  defaultOrder: [['name', 'ASC']],
});

/** A unit of a building (flat, shop, garage…; the spec lists no field, ours follow the import). */
export const unitSchema: ResourceSchema = allowList(units, {
  fields: {
    id: 'id',
    code: 'code',
    name: 'name',
    _building: 'building_id',
    unitType: 'unit_type',
    staircase: 'staircase',
    floor: 'floor',
    thousandths: 'thousandths',
    cadastralSheet: 'cadastral_sheet',
    cadastralParcel: 'cadastral_parcel',
    cadastralSub: 'cadastral_sub',
    ...audit,
  },
  associations: { building: belongsTo(() => buildingSchema, 'building_id') },
  defaultOrder: [['name', 'ASC']],
  fullTextFields: ['name', 'code'],
});

/** A contact: a person or a client (002 §3.8 contact card, §3.10 "Contact: id, fullname, isPerson"). */
export const contactSchema: ResourceSchema = allowList(contacts, {
  fields: {
    id: 'id',
    isPerson: 'is_person',
    isClient: 'is_client',
    firstname: 'firstname',
    lastname: 'lastname',
    name1: 'name1',
    name2: 'name2',
    fullname: 'fullname',
    email: 'email',
    mobile: 'mobile',
    landline: 'landline',
    ...address,
    url: 'url',
    vat: 'vat',
    nin: 'nin',
    _user: 'user_id',
    ...audit,
  },
  defaultOrder: [['fullname', 'ASC']],
  fullTextFields: ['fullname', 'email', 'nin', 'vat'],
});

/** The requester contact embedded in a ticket (002 §3.5 org_contacts). */
export const contactSummarySchema: ResourceSchema = allowList(contacts, {
  fields: {
    id: 'id',
    fullname: 'fullname',
    firstname: 'firstname',
    lastname: 'lastname',
    name1: 'name1',
    name2: 'name2',
    isPerson: 'is_person',
  },
  defaultOrder: [['fullname', 'ASC']],
});

/** An entitlement: who is what in a building (002 §3.7). */
export const entitlementSchema: ResourceSchema = allowList(entitlements, {
  fields: {
    id: 'id',
    _building: 'building_id',
    _unit: 'unit_id',
    _contact: 'contact_id',
    _contactDeputy: 'contact_deputy_id',
    _user: 'user_id',
    isOwner: 'is_owner',
    isTennant: 'is_tennant',
    isCouncilor: 'is_councilor',
    isDoorkeeper: 'is_doorkeeper',
    note: 'note',
    ...audit,
  },
  associations: {
    building: belongsTo(() => buildingSchema, 'building_id'),
    contact: belongsTo(() => contactSchema, 'contact_id'),
    contactDeputy: belongsTo(() => contactSchema, 'contact_deputy_id'),
    unit: belongsTo(() => unitSchema, 'unit_id'),
  },
  defaultOrder: [['id', 'ASC']],
});

/** An employee of an organisation or a supplier (001 §3, 002 §3.3, §3.5). */
export const employeeSchema: ResourceSchema = allowList(employees, {
  fields: {
    id: 'id',
    fullname: 'fullname',
    firstname: 'firstname',
    lastname: 'lastname',
    email: 'email',
    mobile: 'mobile',
    status: 'status',
    level: 'level',
    color: 'color',
    _user: 'user_id',
    _organization: 'organization_id',
    _supplier: 'supplier_id',
    ...audit,
  },
  defaultOrder: [['fullname', 'ASC']],
  fullTextFields: ['fullname', 'email'],
});

/** The employee embedded in other records (002 §3.4 org_employees.fullname). */
export const employeeSummarySchema: ResourceSchema = allowList(employees, {
  fields: {
    id: 'id',
    fullname: 'fullname',
    color: 'color',
    status: 'status',
    // The employee's user: "assigned to the active user" is `'$org_employees._user$':
    // '@activeUser'` (the assignee fields hold employee ids, '@activeUser' is a user id).
    _user: 'user_id',
  },
  defaultOrder: [['fullname', 'ASC']],
});

/**
 * A supplier as one organisation's registry shows it (domain `Supplier`: `status` is the
 * organisation-side status, `systemStatus` and `certificationStatus` the company's), over the
 * `organization_supplier_list` view. `id` is the supplier company's id (what the client reads
 * and sends back); the key of the view is the registry row.
 */
export const supplierSchema: ResourceSchema = allowList(organizationSupplierList, {
  // The registry row is the key: a supplier id repeats once per organisation using it.
  primaryKey: 'registry_id',
  fields: {
    ...company,
    nin: 'nin',
    ...extraEmails,
    status: 'status',
    systemStatus: 'system_status',
    certificationStatus: 'certification_status',
    tags: json('tags'),
    qualifications: 'qualifications',
    categories: 'categories',
    _organization: 'organization_id',
    ...audit,
  },
  associations: { company: belongsTo(() => supplierKeywordSchema, 'id') },
  defaultOrder: [['name1', 'ASC']],
  // The administrators find the company by its keywords too (002 §5.6 keyword area; domain
  // DECISIONS.md "Suppliers found by their keywords").
  fullTextFields: ['name1', 'name2', 'code', 'vat', 'categories', 'company.keywords'],
});

/**
 * A supplier company's keywords, as the registry's search reads them (`company` of
 * {@link supplierSchema}): seen by the readers of the company's level rule only.
 */
export const supplierKeywordSchema: ResourceSchema = allowList(suppliers, {
  fields: { id: 'id', keywords: levelled('keywords', 'keywords') },
  defaultOrder: [['id', 'ASC']],
});

/**
 * A supplier company as the company itself sees it (002 §3.9 supplier company editor): the
 * certified data, the extra emails and the categories.
 */
export const supplierCompanySchema: ResourceSchema = allowList(suppliers, {
  fields: {
    ...company,
    nin: 'nin',
    codeEInvoice: 'code_e_invoice',
    emailEInvoice: 'email_e_invoice',
    fax: 'fax',
    ...extraEmails,
    categories: 'categories',
    keywords: levelled('keywords', 'keywords'),
    cover: 'cover_id',
    qualifications: 'qualifications',
    systemStatus: 'system_status',
    certificationStatus: 'certification_status',
    ...audit,
  },
  defaultOrder: [['name1', 'ASC']],
});

/** The supplier company embedded in other records (002 §3.4 org_suppliers: name1/name2). */
export const supplierSummarySchema: ResourceSchema = allowList(suppliers, {
  fields: { id: 'id', code: 'code', name1: 'name1', name2: 'name2' },
  defaultOrder: [['name1', 'ASC']],
});

/** Supplier companies enabled on the platform. */
export const systemSupplierSchema: ResourceSchema = allowList(systemSupplierList, {
  fields: {
    ...company,
    certificationStatus: 'certification_status',
    categories: 'categories',
    ...audit,
  },
  defaultOrder: [['name1', 'ASC']],
  fullTextFields: ['name1', 'name2', 'vat', 'city', 'categories'],
});

/** A qualification folder type (001 §3: owner, kind, qualifications string, current sub-type). */
export const folderTypeSchema: ResourceSchema = allowList(folderTypes, {
  fields: {
    id: 'id',
    name: 'name',
    owner: 'owner',
    kind: 'kind',
    qualifications: 'qualifications',
    currentSubtype: 'current_subtype',
    validityMonths: 'validity_months',
    _organization: 'organization_id',
  },
  defaultOrder: [['name', 'ASC']],
});

/** A supplier's qualification (certification) folder (001 §3, 000 §3 "Folder counts"). */
export const folderSchema: ResourceSchema = allowList(certificationFolders, {
  fields: {
    id: 'id',
    status: 'status',
    criticality: 'criticality',
    isRequired: 'is_required',
    uploadableBySpl: 'uploadable_by_spl',
    items: json('items'),
    subType: 'subtype',
    validFrom: 'valid_from',
    expiresOn: 'expires_on',
    // A FORM folder's form as last submitted (domain DECISIONS.md "Qualification folder forms").
    formData: json('form_data'),
    _folderType: 'folder_type_id',
    _supplier: 'supplier_id',
    _organization: 'organization_id',
    ...audit,
  },
  associations: { folderType: belongsTo(() => folderTypeSchema, 'folder_type_id') },
  defaultOrder: [['expiresOn', 'ASC']],
});

/** Delegated accesses: entitlements with a deputy contact. */
export const entitlementAccessSchema: ResourceSchema = allowList(entitlementAccessList, {
  fields: {
    id: 'id',
    _building: 'building_id',
    _unit: 'unit_id',
    _contact: 'contact_id',
    _contactDeputy: 'contact_deputy_id',
    firstname: 'firstname',
    lastname: 'lastname',
    fullname: 'fullname',
    email: 'email',
    mobile: 'mobile',
    delegatorFullname: 'delegator_fullname',
    buildingName: 'building_name',
    status: 'status',
    note: 'note',
    ...audit,
  },
  associations: {
    building: belongsTo(() => buildingSchema, 'building_id'),
    contact: belongsTo(() => contactSchema, 'contact_id'),
    contactDeputy: belongsTo(() => contactSchema, 'contact_deputy_id'),
    unit: belongsTo(() => unitSchema, 'unit_id'),
  },
  defaultOrder: [['fullname', 'ASC']],
  fullTextFields: ['fullname', 'email', 'delegatorFullname', 'buildingName'],
});

/** Consultancy services (000 §2 orgConsultancies: consultancyTypeId is the id). */
export const consultancySchema: ResourceSchema = allowList(consultancies, {
  fields: {
    id: 'id',
    _organization: 'organization_id',
    name: 'name',
    description: 'description',
    category: 'category',
    status: 'status',
    ...audit,
  },
  defaultOrder: [['name', 'ASC']],
  fullTextFields: ['name', 'description', 'category'],
});

/** Planned maintenances of the organisation's buildings. */
export const plannedMaintenanceSchema: ResourceSchema = allowList(plannedMaintenances, {
  fields: {
    id: 'id',
    _building: 'building_id',
    _supplier: 'supplier_id',
    object: 'object',
    description: 'description',
    frequency: 'frequency',
    startDate: 'start_date',
    endDate: 'end_date',
    nextDueOn: 'next_due_on',
    status: 'status',
    ...audit,
  },
  associations: {
    org_buildings: belongsTo(() => buildingSummarySchema, 'building_id'),
    org_suppliers: belongsTo(() => supplierSummarySchema, 'supplier_id'),
  },
  defaultOrder: [['startDate', 'ASC']],
  fullTextFields: ['object', 'description'],
});

/** Procurements addressed to a supplier company. */
export const procurementSchema: ResourceSchema = allowList(procurements, {
  fields: {
    id: 'id',
    _organization: 'organization_id',
    _building: 'building_id',
    object: 'object',
    description: 'description',
    status: 'status',
    deadline: 'deadline',
    amount: 'amount',
    ...audit,
  },
  associations: { org_buildings: belongsTo(() => buildingSummarySchema, 'building_id') },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['object', 'description'],
});
