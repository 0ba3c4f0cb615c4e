/**
 * The allow-lists of the resources W1 added for the web app (issue #5): wire field → column.
 * Wire names follow the registries' and operations' conventions (camelCase, `_building`-style
 * foreign keys); associations embed the building and the supplier as the other lists do
 * (`org_buildings`, `org_suppliers`), reached only through a visible row.
 */
import { buildingSummarySchema, supplierSummarySchema } from '../operations/schemas.ts';
import type { FieldSpec, ResourceSchema } from '../query/index.ts';

const integer = (column: string): FieldSpec => ({ column, type: 'integer' });
const text = (column: string): FieldSpec => ({ column, type: 'text' });
const timestamp = (column: string): FieldSpec => ({ column, type: 'timestamp' });
const date = (column: string): FieldSpec => ({ column, type: 'date' });
const number = (column: string): FieldSpec => ({ column, type: 'number' });

const audit = { createdAt: timestamp('created_at'), updatedAt: timestamp('updated_at') } as const;

/** The building of a row, as operations rows embed it. */
const buildingAssociation = {
  target: () => buildingSummarySchema,
  kind: 'belongsTo',
  localColumn: 'building_id',
  targetColumn: 'id',
} as const;

/** The supplier company of a row, as operations rows embed it. */
const supplierAssociation = {
  target: () => supplierSummarySchema,
  kind: 'belongsTo',
  localColumn: 'supplier_id',
  targetColumn: 'id',
} as const;

/** Consultancy services (000 §2 orgConsultancies: consultancyTypeId is the id). */
export const consultancySchema: ResourceSchema = {
  table: 'consultancies',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    _organization: integer('organization_id'),
    name: text('name'),
    description: text('description'),
    category: text('category'),
    status: text('status'),
    ...audit,
  },
  defaultOrder: [['name', 'ASC']],
  fullTextFields: ['name', 'description', 'category'],
};

/** Planned maintenances of the organisation's buildings. */
export const plannedMaintenanceSchema: ResourceSchema = {
  table: 'planned_maintenances',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    _building: integer('building_id'),
    _supplier: integer('supplier_id'),
    object: text('object'),
    description: text('description'),
    frequency: text('frequency'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    nextDueOn: date('next_due_on'),
    status: text('status'),
    ...audit,
  },
  associations: { org_buildings: buildingAssociation, org_suppliers: supplierAssociation },
  defaultOrder: [['startDate', 'ASC']],
  fullTextFields: ['object', 'description'],
};

/** Procurements addressed to a supplier company. */
export const procurementSchema: ResourceSchema = {
  table: 'procurements',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    _organization: integer('organization_id'),
    _building: integer('building_id'),
    object: text('object'),
    description: text('description'),
    status: text('status'),
    deadline: date('deadline'),
    amount: number('amount'),
    ...audit,
  },
  associations: { org_buildings: buildingAssociation },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['object', 'description'],
};

/** Delegated accesses: entitlements with a deputy contact. */
export const entitlementAccessSchema: ResourceSchema = {
  table: 'entitlement_access_list',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    _building: integer('building_id'),
    _unit: integer('unit_id'),
    _contact: integer('contact_id'),
    _contact_deputy: integer('contact_deputy_id'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    fullname: text('fullname'),
    email: text('email'),
    mobile: text('mobile'),
    delegatorFullname: text('delegator_fullname'),
    buildingName: text('building_name'),
    status: text('status'),
    ...audit,
  },
  defaultOrder: [['fullname', 'ASC']],
  fullTextFields: ['fullname', 'email', 'delegatorFullname', 'buildingName'],
};

/** Supplier companies enabled on the platform. */
export const systemSupplierSchema: ResourceSchema = {
  table: 'system_supplier_list',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    code: text('code'),
    name1: text('name1'),
    name2: text('name2'),
    vat: text('vat'),
    street: text('street'),
    zip: text('zip'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    email: text('email'),
    landline: text('landline'),
    mobile: text('mobile'),
    certificationStatus: text('certification_status'),
    categories: text('categories'),
    ...audit,
  },
  defaultOrder: [['name1', 'ASC']],
  fullTextFields: ['name1', 'name2', 'vat', 'city', 'categories'],
};
