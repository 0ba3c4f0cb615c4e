/**
 * The allow-lists of the registry resources (H4): wire field → column, for the query engine.
 * Wire names are the spec's (000 §3, 001 §3, 002 §3.5–§3.9) and domain's: camelCase fields,
 * `_building`-style foreign keys. Nothing outside these declarations reaches the SQL text.
 */
import type { FieldSpec, ResourceSchema } from '../query/index.ts';

const integer = (column: string): FieldSpec => ({ column, type: 'integer' });
const text = (column: string): FieldSpec => ({ column, type: 'text' });
const boolean = (column: string): FieldSpec => ({ column, type: 'boolean' });
const timestamp = (column: string): FieldSpec => ({ column, type: 'timestamp' });
const date = (column: string): FieldSpec => ({ column, type: 'date' });
const number = (column: string): FieldSpec => ({ column, type: 'number' });
const json = (column: string): FieldSpec => ({
  column,
  type: 'json',
  sortable: false,
  filterable: false,
});

const address = {
  street: text('street'),
  zip: text('zip'),
  city: text('city'),
  province: text('province'),
} as const;

const audit = { createdAt: timestamp('created_at'), updatedAt: timestamp('updated_at') } as const;

/** The organisation named by a building (its owner or its manager): name and type only. */
export const organizationSummarySchema: ResourceSchema = {
  table: 'organizations',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    name1: text('name1'),
    name2: text('name2'),
    orgType: text('org_type'),
  },
  defaultOrder: [['name1', 'ASC']],
};

/**
 * A building (000 §3 "Building (USR dashboard)", 001 §3 "Building", 002 §3.8 building card).
 * `active_building_license` and `ras` are expansions (`?expand=`), see ./buildings.ts.
 */
export const buildingSchema: ResourceSchema = {
  table: 'buildings',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    code: text('code'),
    name: text('name'),
    ...address,
    country: text('country'),
    nin: text('nin'),
    cadastralMunicipality: text('cadastral_municipality'),
    isPrivate: boolean('is_private'),
    isManagedExternal: boolean('is_managed_external'),
    isBuildinglessUsersContainer: boolean('is_buildingless_users_container'),
    status: text('status'),
    _building: integer('parent_building_id'),
    _organization: integer('organization_id'),
    _managerOrganization: integer('manager_organization_id'),
    ...audit,
  },
  associations: {
    organization: {
      target: () => organizationSummarySchema,
      kind: 'belongsTo',
      localColumn: 'organization_id',
      targetColumn: 'id',
    },
    managerOrganization: {
      target: () => organizationSummarySchema,
      kind: 'belongsTo',
      localColumn: 'manager_organization_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['name', 'ASC']],
  fullTextFields: ['name', 'code', 'street', 'city'],
};

/** A unit of a building (flat, shop, garage…; the spec lists no field, ours follow the import). */
export const unitSchema: ResourceSchema = {
  table: 'units',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    code: text('code'),
    name: text('name'),
    _building: integer('building_id'),
    unitType: text('unit_type'),
    staircase: text('staircase'),
    floor: text('floor'),
    thousandths: number('thousandths'),
    cadastralSheet: text('cadastral_sheet'),
    cadastralParcel: text('cadastral_parcel'),
    cadastralSub: text('cadastral_sub'),
    ...audit,
  },
  associations: {
    building: {
      target: () => buildingSchema,
      kind: 'belongsTo',
      localColumn: 'building_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['name', 'ASC']],
  fullTextFields: ['name', 'code'],
};

/** A contact: a person or a client (002 §3.8 contact card, §3.10 "Contact: id, fullname, isPerson"). */
export const contactSchema: ResourceSchema = {
  table: 'contacts',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    isPerson: boolean('is_person'),
    isClient: boolean('is_client'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    name1: text('name1'),
    name2: text('name2'),
    fullname: text('fullname'),
    email: text('email'),
    mobile: text('mobile'),
    landline: text('landline'),
    ...address,
    url: text('url'),
    vat: text('vat'),
    nin: text('nin'),
    _user: integer('user_id'),
    ...audit,
  },
  defaultOrder: [['fullname', 'ASC']],
  fullTextFields: ['fullname', 'email', 'nin', 'vat'],
};

/** An entitlement: who is what in a building (002 §3.7). */
export const entitlementSchema: ResourceSchema = {
  table: 'entitlements',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    _building: integer('building_id'),
    _unit: integer('unit_id'),
    _contact: integer('contact_id'),
    _contactDeputy: integer('contact_deputy_id'),
    _user: integer('user_id'),
    isOwner: boolean('is_owner'),
    isTennant: boolean('is_tennant'),
    isCouncilor: boolean('is_councilor'),
    isDoorkeeper: boolean('is_doorkeeper'),
    note: text('note'),
    ...audit,
  },
  associations: {
    building: {
      target: () => buildingSchema,
      kind: 'belongsTo',
      localColumn: 'building_id',
      targetColumn: 'id',
    },
    contact: {
      target: () => contactSchema,
      kind: 'belongsTo',
      localColumn: 'contact_id',
      targetColumn: 'id',
    },
    unit: {
      target: () => unitSchema,
      kind: 'belongsTo',
      localColumn: 'unit_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['id', 'ASC']],
};

/** An employee of an organisation or a supplier (001 §3, 002 §3.3, §3.5). */
export const employeeSchema: ResourceSchema = {
  table: 'employees',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    fullname: text('fullname'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    email: text('email'),
    mobile: text('mobile'),
    status: integer('status'),
    level: integer('level'),
    color: text('color'),
    _user: integer('user_id'),
    _organization: integer('organization_id'),
    _supplier: integer('supplier_id'),
    ...audit,
  },
  defaultOrder: [['fullname', 'ASC']],
  fullTextFields: ['fullname', 'email'],
};

/**
 * A supplier as one organisation's registry shows it (domain `Supplier`: `status` is the
 * organisation-side status, `systemStatus` and `certificationStatus` the company's), over H2's
 * `organization_supplier_list` view. `id` is the supplier company's id (what the client reads and
 * sends back); the key of the view is the registry row.
 */
export const supplierSchema: ResourceSchema = {
  table: 'organization_supplier_list',
  // The registry row is the key: a supplier id repeats once per organisation using it.
  primaryKey: 'registry_id',
  fields: {
    id: integer('id'),
    code: text('code'),
    name1: text('name1'),
    name2: text('name2'),
    vat: text('vat'),
    nin: text('nin'),
    ...address,
    country: text('country'),
    email: text('email'),
    emailAccounting: text('email_accounting'),
    emailPlanning: text('email_planning'),
    emailSystem: text('email_system'),
    landline: text('landline'),
    mobile: text('mobile'),
    status: text('status'),
    systemStatus: text('system_status'),
    certificationStatus: text('certification_status'),
    tags: json('tags'),
    qualifications: text('qualifications'),
    categories: text('categories'),
    _organization: integer('organization_id'),
    ...audit,
  },
  defaultOrder: [['name1', 'ASC']],
  fullTextFields: ['name1', 'name2', 'code', 'vat', 'categories'],
};

/**
 * A supplier company as the company itself sees it (002 §3.9 supplier company editor): the
 * certified data, the extra emails and the categories.
 */
export const supplierCompanySchema: ResourceSchema = {
  table: 'suppliers',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    code: text('code'),
    name1: text('name1'),
    name2: text('name2'),
    vat: text('vat'),
    nin: text('nin'),
    ...address,
    country: text('country'),
    codeEInvoice: text('code_e_invoice'),
    emailEInvoice: text('email_e_invoice'),
    email: text('email'),
    landline: text('landline'),
    mobile: text('mobile'),
    fax: text('fax'),
    emailAccounting: text('email_accounting'),
    emailPlanning: text('email_planning'),
    emailSystem: text('email_system'),
    categories: text('categories'),
    qualifications: text('qualifications'),
    systemStatus: text('system_status'),
    certificationStatus: text('certification_status'),
    ...audit,
  },
  defaultOrder: [['name1', 'ASC']],
};

/** A qualification folder type (001 §3: owner, kind, qualifications string, current sub-type). */
export const folderTypeSchema: ResourceSchema = {
  table: 'folder_types',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    name: text('name'),
    owner: text('owner'),
    kind: text('kind'),
    qualifications: text('qualifications'),
    currentSubtype: text('current_subtype'),
    validityMonths: integer('validity_months'),
    _organization: integer('organization_id'),
  },
  defaultOrder: [['name', 'ASC']],
};

/** A supplier's qualification (certification) folder (001 §3, 000 §3 "Folder counts"). */
export const folderSchema: ResourceSchema = {
  table: 'certification_folders',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    status: integer('status'),
    criticality: integer('criticality'),
    isRequired: boolean('is_required'),
    uploadableBySpl: boolean('uploadable_by_spl'),
    items: json('items'),
    subType: text('subtype'),
    validFrom: date('valid_from'),
    expiresOn: date('expires_on'),
    _folderType: integer('folder_type_id'),
    _supplier: integer('supplier_id'),
    _organization: integer('organization_id'),
    ...audit,
  },
  associations: {
    folderType: {
      target: () => folderTypeSchema,
      kind: 'belongsTo',
      localColumn: 'folder_type_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['expiresOn', 'ASC']],
};
