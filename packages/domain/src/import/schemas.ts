/**
 * Import schemas of the importable registries (002 §2.7, §3.7, §3.8, §5.4, §7.4): where rows go,
 * how an existing record is found, which columns are read, and which fields a create or an update
 * sends ('The payload is filtered by the create or update schema. The existing record is found by
 * the primary key.').
 */
import {
  COUNTRY_LENGTH,
  EMAIL_MAX_LENGTH,
  FAX_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PROVINCE_LENGTH,
  ZIP_LENGTH,
} from '../constants/constants.ts';
import type { FieldRule } from '../validation/rules.ts';
import {
  alphabeticRule,
  emailRule,
  exactLengthRule,
  greaterOrEqualToZeroRule,
  greaterThanZeroRule,
  lengthOneOfRule,
  maxLengthRule,
  ninRule,
  phoneNumberRule,
  requiredRule,
} from '../validation/rules.ts';
import type { ImportColumnType, ImportValue } from './cells.ts';

/** The registries that can be imported from a spreadsheet (002 §2.10 Anagrafiche, §3.7). */
/** Every importable registry. */
export const IMPORT_ENTITIES = [
  'buildings',
  'contacts',
  'units',
  'suppliers',
  'employees',
  'entitlements',
] as const;

export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

/** One column of an import schema: the field name, its type and its pre-validation rules. */
export interface ImportColumn {
  /** The field name; the normalised header must equal it, ignoring case. */
  readonly name: string;
  readonly type: ImportColumnType;
  /** Checked on each row at the data check (step 2), with the column's label (`importColumnLabel`). */
  readonly rules?: readonly FieldRule[];
}

/** The values of a row or a payload, by field name. */
export type ImportValues = Readonly<Record<string, ImportValue>>;

/** How a registry is imported (002 §5.4, §7.4). */
export interface ImportSchema {
  readonly entity: ImportEntity;
  /** The resource path rows are saved to: POST {endpoint}, update at {endpoint}/{id} (002 §7.4). */
  readonly endpoint: string;
  /** The field, or fields, that identify an existing record (002 §5.4). */
  readonly primaryKey: string | readonly string[];
  readonly columns: readonly ImportColumn[];
  /** The fields a create sends. */
  readonly createSchema: readonly string[];
  /** The fields an update sends: the primary key is not among them (it addresses the record). */
  readonly updateSchema: readonly string[];
  /** Values set by the wizard, not the spreadsheet (the route category): sent on create only. */
  readonly fixedValues: ImportValues;
  /** The route category is 'private' (002 §2.7): a private building. */
  readonly isPrivateBuilding: boolean;
}

/** Options of {@link importSchemaFor}. */
export interface ImportSchemaOptions {
  /**
   * The route parameter category of the wizard (002 §2.7): 'private' or 'condominium' for
   * buildings and entitlements, 'person' or 'client' for contacts (002 §2.9).
   */
  readonly category?: string | null;
}

/** Whether the wizard's route category means a private building (002 §2.7 'the value private means a private building'). */
export function isPrivateBuildingCategory(category: string | null | undefined): boolean {
  return category === 'private';
}

const text = (name: string, ...rules: FieldRule[]): ImportColumn => ({
  name,
  type: 'string',
  rules,
});
const required = (name: string, ...rules: FieldRule[]): ImportColumn =>
  text(name, requiredRule, ...rules);
const flag = (name: string): ImportColumn => ({ name, type: 'boolean' });

// Column kinds shared by several registries, with the limits of 002 §5.5, §9.
const street = text('street', maxLengthRule(NAME_MAX_LENGTH));
const city = text('city', maxLengthRule(NAME_MAX_LENGTH));
const zip = text('zip', exactLengthRule(ZIP_LENGTH));
const province = text('province', alphabeticRule, exactLengthRule(PROVINCE_LENGTH));
const country = text('country', alphabeticRule, exactLengthRule(COUNTRY_LENGTH));
const email = text('email', emailRule, maxLengthRule(EMAIL_MAX_LENGTH));
const landline = text('landline', phoneNumberRule);
const mobile = text('mobile', phoneNumberRule);
const nin = text('nin', ninRule);
/** A VAT number is 11 characters (ours: the spec gives no rule). */
const vat = text('vat', exactLengthRule(11));

const names = (columns: readonly ImportColumn[]): string[] => columns.map((column) => column.name);

function keyFields(primaryKey: ImportSchema['primaryKey']): readonly string[] {
  return typeof primaryKey === 'string' ? [primaryKey] : primaryKey;
}

/** A schema from its columns: create sends every column and the fixed values, update every non-key column. */
function schemaOf(
  entity: ImportEntity,
  primaryKey: ImportSchema['primaryKey'],
  columns: readonly ImportColumn[],
  fixedValues: ImportValues = {},
  isPrivateBuilding = false,
): ImportSchema {
  const keys = keyFields(primaryKey);
  return {
    entity,
    endpoint: entity,
    primaryKey,
    columns,
    createSchema: [...names(columns), ...Object.keys(fixedValues)],
    updateSchema: names(columns).filter((name) => !keys.includes(name)),
    fixedValues,
    isPrivateBuilding,
  };
}

/**
 * Buildings (002 §3.8 building card): code, name, street, city, zip, province, nin (hidden for
 * private buildings, so not imported for them), the cadastral municipality name and
 * isManagedExternal. isPrivate comes from the route category, not the sheet. Status and licence
 * are managed by the platform. Key: code.
 */
function buildingsSchema(isPrivateBuilding: boolean): ImportSchema {
  const columns = [
    required('code'),
    required('name', maxLengthRule(NAME_MAX_LENGTH)),
    street,
    city,
    zip,
    province,
    ...(isPrivateBuilding ? [] : [nin]),
    text('cadastralMunicipality', maxLengthRule(NAME_MAX_LENGTH)),
    flag('isManagedExternal'),
  ];
  return schemaOf(
    'buildings',
    'code',
    columns,
    { isPrivate: isPrivateBuilding },
    isPrivateBuilding,
  );
}

/**
 * Contacts (002 §3.8 contact card): firstname, lastname, email, mobile, name1, name2, landline,
 * street, city, zip, province, url, vat, nin. Key: nin (the tax code identifies a person or a
 * company). The route category person or client (002 §2.9) sets isPerson and makes lastname
 * (person) or name1 (client) required.
 */
function contactsSchema(category: string | null | undefined): ImportSchema {
  const isPerson = category === 'person';
  const isClient = category === 'client';
  const columns = [
    isPerson
      ? required('lastname', maxLengthRule(NAME_MAX_LENGTH))
      : text('lastname', maxLengthRule(NAME_MAX_LENGTH)),
    text('firstname', maxLengthRule(NAME_MAX_LENGTH)),
    isClient
      ? required('name1', maxLengthRule(NAME_MAX_LENGTH))
      : text('name1', maxLengthRule(NAME_MAX_LENGTH)),
    text('name2', maxLengthRule(NAME_MAX_LENGTH)),
    email,
    mobile,
    landline,
    street,
    city,
    zip,
    province,
    text('url'),
    vat,
    required('nin', ninRule),
  ];
  const fixedValues: ImportValues = isPerson || isClient ? { isPerson } : {};
  return schemaOf('contacts', 'nin', columns, fixedValues);
}

/**
 * Units: the spec lists no field (001 §1, §2.2). Ours: code (key), name, _building (the building
 * id), floor, staircase, interior and thousandths (the unit's share, 'millesimi', at least zero).
 */
function unitsSchema(): ImportSchema {
  const columns: ImportColumn[] = [
    required('code'),
    required('name', maxLengthRule(NAME_MAX_LENGTH)),
    required('_building'),
    { name: 'floor', type: 'number' },
    text('staircase'),
    text('interior'),
    { name: 'thousandths', type: 'number', rules: [greaterOrEqualToZeroRule] },
  ];
  return schemaOf('units', 'code', columns);
}

/**
 * Suppliers (002 §3.5, §3.9): name1, name2, vat, nin, street, zip, city, province, country,
 * codeEInvoice, emailEInvoice, email, landline, mobile, fax and categories (comma-separated).
 * Key: vat, required — a supplier for occasional services has no VAT number (000 §4) and is
 * created by hand.
 */
function suppliersSchema(): ImportSchema {
  const columns = [
    required('vat', exactLengthRule(11)),
    required('name1', maxLengthRule(NAME_MAX_LENGTH)),
    text('name2', maxLengthRule(NAME_MAX_LENGTH)),
    nin,
    street,
    zip,
    city,
    province,
    country,
    text('codeEInvoice', lengthOneOfRule(6, 7)),
    text('emailEInvoice', emailRule, maxLengthRule(EMAIL_MAX_LENGTH)),
    email,
    landline,
    mobile,
    text('fax', maxLengthRule(FAX_MAX_LENGTH)),
    text('categories'),
  ];
  return schemaOf('suppliers', 'vat', columns);
}

/**
 * Employees (001 §3 status, level, fullname): firstname, lastname, email (key: it is how an
 * employee signs in), mobile and level (a number above zero). Status is managed by the platform.
 */
function employeesSchema(): ImportSchema {
  const columns: ImportColumn[] = [
    required('email', emailRule, maxLengthRule(EMAIL_MAX_LENGTH)),
    required('lastname', maxLengthRule(NAME_MAX_LENGTH)),
    required('firstname', maxLengthRule(NAME_MAX_LENGTH)),
    mobile,
    { name: 'level', type: 'number', rules: [greaterThanZeroRule] },
  ];
  return schemaOf('employees', 'email', columns);
}

/**
 * Entitlements (002 §3.7): isOwner, isTennant, isCouncilor, isDoorkeeper, _building, _contact,
 * _contactDeputy, note. Key: _building with _contact (one entitlement per contact and building).
 * For a private building the councilor and doorkeeper columns are hidden (002 §5.4) and not read.
 */
function entitlementsSchema(isPrivateBuilding: boolean): ImportSchema {
  const columns = [
    required('_building'),
    required('_contact'),
    text('_contactDeputy'),
    flag('isOwner'),
    flag('isTennant'),
    ...(isPrivateBuilding ? [] : [flag('isCouncilor'), flag('isDoorkeeper')]),
    text('note'),
  ];
  return schemaOf('entitlements', ['_building', '_contact'], columns, {}, isPrivateBuilding);
}

/** The import schema of a registry, for the wizard's route category (002 §2.7). */
export function importSchemaFor(
  entity: ImportEntity,
  options: ImportSchemaOptions = {},
): ImportSchema {
  const isPrivateBuilding = isPrivateBuildingCategory(options.category);
  switch (entity) {
    case 'buildings':
      return buildingsSchema(isPrivateBuilding);
    case 'contacts':
      return contactsSchema(options.category);
    case 'units':
      return unitsSchema();
    case 'suppliers':
      return suppliersSchema();
    case 'employees':
      return employeesSchema();
    case 'entitlements':
      return entitlementsSchema(isPrivateBuilding);
    default:
      // The entity often comes from a route or a configuration, so it is checked at run time too.
      entity satisfies never;
      throw new Error(`importSchemaFor: unknown entity ${String(entity)}`);
  }
}

/** The primary key fields of a schema, as a list (a single key is a list of one). */
export function primaryKeyFields(schema: Pick<ImportSchema, 'primaryKey'>): readonly string[] {
  return keyFields(schema.primaryKey);
}

/**
 * The payload filtered by a create or update schema (002 §5.4): only the listed fields the row
 * has. A field the row lacks (its column is not in the sheet) is left out rather than sent as
 * null, so an update never clears what the sheet does not mention; an empty cell is null and is
 * sent.
 */
export function filterPayload(
  values: ImportValues,
  schemaFields: readonly string[],
): Record<string, ImportValue> {
  const payload: Record<string, ImportValue> = {};
  for (const field of schemaFields) {
    const value = values[field];
    if (value !== undefined) payload[field] = value;
  }
  return payload;
}

/** The payload of a create: the row and the wizard's fixed values, filtered by the create schema. */
export function importCreatePayload(
  values: ImportValues,
  schema: ImportSchema,
): Record<string, ImportValue> {
  return filterPayload({ ...values, ...schema.fixedValues }, schema.createSchema);
}

/** The payload of an update: the row filtered by the update schema (002 §7.4 'update at {endpoint}/{id}'). */
export function importUpdatePayload(
  values: ImportValues,
  schema: ImportSchema,
): Record<string, ImportValue> {
  return filterPayload(values, schema.updateSchema);
}
