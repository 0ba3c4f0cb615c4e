/**
 * The fields of a registry's form and their rules (001 §2.2–2.4; 000 §5 tax code, phone; 002 §5.5
 * zip, province, email; §3.8 the contact and building cards): one rule book the web form and the
 * gateway's writes both read, drawn from the import's columns (`importSchemaFor`) so that a row
 * typed and a row imported meet the same rules. Where the form differs from the import:
 *
 * - contacts: the tax code is optional on the form (the import needs it as its key) and only its
 *   length is checked; the VAT number is not checked (a client may be foreign). A person's form
 *   has no company names, a client's no first and last name (002 §2.9 category);
 * - buildings: the code is optional (the import's key); nin is hidden for private buildings
 *   (002 §3.8);
 * - units: the floor is free text ('PT', 'S1') where the import reads a number, and the interior
 *   (the import's) is not kept by the gateway;
 * - employees (ORG and SPL alike): the e-mail is optional (a worker may have none; the import
 *   needs it as its key), the level is the worker's 0 or a profile level 1–3 (001 §4.6; the
 *   import reads levels above zero), and the form also keeps the status (001 §3: enabled or
 *   disabled) and the calendar colour (002 §3.5 color);
 * - planned maintenances (not imported): the object and the building required, a supplier, the
 *   frequency and status among domain's values, the start day required, the end and next due
 *   days not before it, and a description (DECISIONS.md "Planned maintenances");
 * - entitlements (002 §3.7, §5.4): the building and the contact required, a unit and a deputy,
 *   the four roles (councilor and doorkeeper not for a private building: the route category
 *   'private', or the building picked) and a note. A delegated access (entitlements-access) is
 *   an entitlement's deputy, required, and its note; The roles' defaults and the owner forced when
 *   none is on are domain's `normalizeEntitlement`, which the gateway applies to every write;
 * - suppliers (the organisation's registry, 000 §3, 002 §3.5, §3.9): the organisation's code,
 *   the company's names (name1 required), VAT number (optional for occasional services, 000 §3;
 *   11 characters when given), tax code (11 or 16 characters, a 16-character one a valid codice
 *   fiscale, 000 §5), address, e-mail and phones as the import checks them, the categories
 *   (comma-delimited tags, 002 §5.6) and the organisation-side access status (enabled or
 *   disabled, 000 §3; 'Accesso disabilitato' in the badge, 000 §4). A certified company's data
 *   are its own: an edit changes only the registry's code and access status (`registryIdentityFields`, DECISIONS.md "Suppliers kept as
 *   a registry").
 */
import { EMPLOYEE_STATUS, EMPLOYEE_WORKER_LEVEL } from '../employees/constants.ts';
import { registriesMessage } from '../messages/it-IT/registries.ts';
import type { RegistriesMessageKey } from '../messages/it-IT/registries.ts';
import { SUPPLIER_ACCESS_STATUS } from '../suppliers/types.ts';
import { fieldLabel } from '../validation/fieldLabels.ts';
import { entitlementFieldsShown } from '../import/entitlements.ts';
import { deputyNotDelegatorRule } from './entitlementAccess.ts';
import { importSchemaFor, isPrivateBuildingCategory } from '../import/schemas.ts';
import type { ImportColumn } from '../import/schemas.ts';
import type { FieldRule } from '../validation/rules.ts';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../constants/constants.ts';
import { textLimitOf } from '../validation/limits.ts';
import {
  exactLengthRule,
  isoDayRule,
  maxLengthRule,
  ninRule,
  notBeforeStartRule,
  oneOfRule,
  requiredRule,
  taxCodeRule,
} from '../validation/rules.ts';
import {
  PLANNED_MAINTENANCE_FREQUENCIES,
  PLANNED_MAINTENANCE_STATUSES,
} from './plannedMaintenance.ts';

/** The registries with a form. */
export type RegistryFormEntity =
  | 'contacts'
  | 'buildings'
  | 'units'
  | 'employees'
  | 'plannedMaintenances'
  | 'entitlements'
  | 'entitlementsAccess'
  | 'suppliers';

/** An employee's levels: the worker's, then the profile levels (001 §4.6, 000 §6). */
export const EMPLOYEE_LEVELS: readonly number[] = [EMPLOYEE_WORKER_LEVEL, 1, 2, 3];

const PERSON_ONLY = ['firstname', 'lastname'];
const CLIENT_ONLY = ['name1', 'name2'];

/** A contact's form columns for its category (person, client, or either when unknown). */
function contactColumns(category: string | null | undefined): ImportColumn[] {
  const columns = importSchemaFor('contacts', { category: category ?? null }).columns.filter(
    (column) =>
      !(category === 'person' && CLIENT_ONLY.includes(column.name)) &&
      !(category === 'client' && PERSON_ONLY.includes(column.name)),
  );
  return columns.map((column) =>
    column.name === 'nin'
      ? { ...column, rules: [ninRule] }
      : column.name === 'vat'
        ? { name: 'vat', type: 'string' }
        : column,
  );
}

/** An employee's form columns: names, e-mail, mobile, level, status, colour (see above). */
function employeeColumns(): ImportColumn[] {
  const imported = Object.fromEntries(
    importSchemaFor('employees').columns.map((column) => [column.name, column]),
  );
  const optional = (column: ImportColumn | undefined): ImportColumn[] =>
    column
      ? [{ ...column, rules: (column.rules ?? []).filter((rule) => rule !== requiredRule) }]
      : [];
  return [
    ...[imported.lastname, imported.firstname].filter((column) => column !== undefined),
    ...optional(imported.email),
    ...optional(imported.mobile),
    { name: 'level', type: 'number', rules: [oneOfRule(EMPLOYEE_LEVELS)] },
    { name: 'status', type: 'number', rules: [oneOfRule(Object.values(EMPLOYEE_STATUS))] },
    // The colour column's limit, as the database's CHECK (TEXT_LIMITS.color).
    { name: 'color', type: 'string', rules: [maxLengthRule(textLimitOf('color').maxLength)] },
  ];
}

/** A planned maintenance's form columns (see above). */
function plannedMaintenanceColumns(): ImportColumn[] {
  const day = (name: string, ...rules: FieldRule[]): ImportColumn => ({
    name,
    type: 'date',
    rules: [...rules, isoDayRule],
  });
  return [
    { name: 'object', type: 'string', rules: [requiredRule, maxLengthRule(TITLE_MAX_LENGTH)] },
    { name: '_building', type: 'number', rules: [requiredRule] },
    { name: '_supplier', type: 'number' },
    {
      name: 'frequency',
      type: 'string',
      rules: [requiredRule, oneOfRule(PLANNED_MAINTENANCE_FREQUENCIES)],
    },
    { name: 'status', type: 'string', rules: [oneOfRule(PLANNED_MAINTENANCE_STATUSES)] },
    day('startDate', requiredRule),
    day('endDate', notBeforeStartRule('startDate')),
    day('nextDueOn', notBeforeStartRule('startDate')),
    { name: 'description', type: 'string', rules: [maxLengthRule(DESCRIPTION_MAX_LENGTH)] },
  ];
}

/** An entitlement's form columns for a private building or not (see above). */
function entitlementColumns(isPrivateBuilding: boolean): ImportColumn[] {
  const shown = entitlementFieldsShown({ isPrivateBuilding });
  return [
    { name: '_building', type: 'number', rules: [requiredRule] },
    { name: '_unit', type: 'number' },
    { name: '_contact', type: 'number', rules: [requiredRule] },
    // A deputy is someone else than the entitlement's contact (DECISIONS.md "Delegated accesses:
    // created, removed, never self-delegated").
    { name: '_contactDeputy', type: 'number', rules: [deputyNotDelegatorRule] },
    ...shown.map((flag): ImportColumn => ({ name: flag, type: 'boolean' })),
    { name: 'note', type: 'string', rules: [maxLengthRule(textLimitOf('note').maxLength)] },
  ];
}

/**
 * A delegated access's form columns (001 §2.2 entitlements-access; 002 §3.7 `_contactDeputy`,
 * note): the entitlement's building, unit and contact (which entitlement gets the deputy, on the
 * create; shown, never changed, on the edit), the deputy required — an access is an entitlement
 * with a deputy, one without is no access — and someone else than the contact, and the
 * entitlement's note (DECISIONS.md "Delegated accesses kept as a registry", "Delegated
 * accesses: created, removed, never self-delegated").
 */
function entitlementAccessColumns(): ImportColumn[] {
  return entitlementColumns(false)
    .filter((column) => column.type !== 'boolean')
    .map((column) =>
      column.name === '_contactDeputy'
        ? { ...column, rules: [requiredRule, ...(column.rules ?? [])] }
        : column,
    );
}

/** A VAT number's length when given (002 §9 "vat is 11 characters", DECISIONS.md "Import" 9). */
const VAT_LENGTH = 11;

/** The length of a person's tax code (000 §5 pattern: 16 characters). */
const PERSON_TAX_CODE_LENGTH = 16;

/**
 * A supplier's tax code (000 §5): 11 or 16 characters (a company's number or a sole trader's
 * codice fiscale), and one of 16 a valid codice fiscale.
 */
const supplierTaxCodeRule: FieldRule = (label) => (value) =>
  ninRule(label)(value) ??
  (typeof value === 'string' && value.trim().length === PERSON_TAX_CODE_LENGTH
    ? taxCodeRule(label)(value.trim())
    : null);

/**
 * The fields of a supplier that are its company's data (not the organisation's own code and
 * access status).
 */
export const SUPPLIER_COMPANY_FIELDS: readonly string[] = [
  'name1',
  'name2',
  'vat',
  'nin',
  'street',
  'zip',
  'city',
  'province',
  'country',
  'email',
  'landline',
  'mobile',
  'categories',
];

/** A supplier's form columns (see above), from the import's supplier columns. */
function supplierColumns(): ImportColumn[] {
  const imported = new Map(
    importSchemaFor('suppliers').columns.map((column) => [column.name, column]),
  );
  const companyColumn = (name: string): ImportColumn => {
    if (name === 'vat') return { name, type: 'string', rules: [exactLengthRule(VAT_LENGTH)] };
    if (name === 'nin') return { name, type: 'string', rules: [supplierTaxCodeRule] };
    const column = imported.get(name);
    if (column === undefined) throw new Error(`the supplier import has no column ${name}`);
    return column;
  };
  return [
    { name: 'code', type: 'string', rules: [maxLengthRule(textLimitOf('code').maxLength)] },
    ...SUPPLIER_COMPANY_FIELDS.map(companyColumn),
    {
      name: 'status',
      type: 'string',
      rules: [oneOfRule(Object.values(SUPPLIER_ACCESS_STATUS))],
    },
  ];
}

/**
 * The form columns of a registry for the route's category ('person' or 'client' for contacts,
 * 'private' or 'condominium' for buildings): their names in the form's order and their rules.
 */
export function registryFormColumns(
  entity: RegistryFormEntity,
  category?: string | null,
): readonly ImportColumn[] {
  switch (entity) {
    case 'contacts':
      return contactColumns(category);
    case 'buildings':
      return importSchemaFor('buildings', {
        category: isPrivateBuildingCategory(category) ? 'private' : null,
      }).columns.filter((column) => column.name !== 'code');
    case 'units':
      return importSchemaFor('units')
        .columns.filter((column) => column.name !== 'interior')
        .map((column) =>
          column.name === 'floor' ? { name: 'floor', type: 'string' as const } : column,
        );
    case 'employees':
      return employeeColumns();
    case 'plannedMaintenances':
      return plannedMaintenanceColumns();
    case 'entitlements':
      return entitlementColumns(isPrivateBuildingCategory(category));
    case 'entitlementsAccess':
      return entitlementAccessColumns();
    case 'suppliers':
      return supplierColumns();
    default:
      return entity satisfies never;
  }
}

/**
 * The fields an edit of a registry record shows but never changes: an entitlement's building,
 * unit and contact, its identity (a change is another record; DECISIONS.md "Entitlements kept as
 * a registry"), and so those of a delegated access, which is its entitlement; a certified supplier's company data, which are the company's own (002 §2.9
 * "read-only certified data"; `record` is the supplier as read, DECISIONS.md "Suppliers kept as
 * a registry"); none for the other registries.
 */
export function registryIdentityFields(
  entity: RegistryFormEntity,
  record?: Readonly<{ certificationStatus?: unknown }>,
): readonly string[] {
  if (entity === 'entitlements' || entity === 'entitlementsAccess') {
    return ENTITLEMENT_IDENTITY_FIELDS;
  }
  if (entity === 'suppliers' && isCertifiedSupplier(record)) return SUPPLIER_COMPANY_FIELDS;
  return [];
}

/**
 * Whether a supplier company is certified by the platform (000 §3 "certification status under
 * evaluation or validated"): its data are then its own, not its customers'.
 */
export function isCertifiedSupplier(
  record: Readonly<{ certificationStatus?: unknown }> | undefined,
): boolean {
  const status = record?.certificationStatus;
  return status !== undefined && status !== null && status !== '';
}

const ENTITLEMENT_IDENTITY_FIELDS: readonly string[] = ['_building', '_unit', '_contact'];

/** Per registry, the label of a field its form names otherwise than `fieldLabel` does. */
const REGISTRY_LABELS: Readonly<
  Partial<Record<RegistryFormEntity, Readonly<Record<string, RegistriesMessageKey>>>>
> = {
  contacts: { name2: 'registries.label.name2' },
  suppliers: { name2: 'registries.label.name2', status: 'registries.label.supplierStatus' },
  entitlements: { _contact: 'registries.label.entitlementContact' },
  entitlementsAccess: { _contact: 'registries.label.delegator' },
};

/**
 * The Italian label of a registry form's field, the one owner of it: the form shows it and every
 * rule's message names it ('Il campo Partita IVA deve avere esattamente 11 caratteri'), on the
 * form and in the gateway's 400 alike. Domain's `fieldLabel` ('vat' → 'Partita IVA'), but where
 * the registry names the field otherwise (an entitlement's contact 'Nominativo', an access's
 * 'Delegante', a supplier's status 'Accesso').
 */
export function registryFieldLabel(entity: RegistryFormEntity, field: string): string {
  const labels = REGISTRY_LABELS[entity];
  const key = labels && Object.hasOwn(labels, field) ? labels[field] : undefined;
  return key === undefined ? fieldLabel(field) : registriesMessage(key);
}

/** Whether a form column must be filled (its rules start with the required rule). */
export function isRequiredColumn(column: Pick<ImportColumn, 'rules'>): boolean {
  return column.rules?.includes(requiredRule) ?? false;
}
