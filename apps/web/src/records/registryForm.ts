/**
 * The form of a registry record (contacts, buildings, units…; 001 §2.2–2.4): its fields are
 * domain's `registryFormColumns` for the route's category — the same rules the gateway checks on
 * every write — labelled by domain's `registryFieldLabel` (the labels the gateway's messages
 * name too), in the order domain gives. A text
 * column is a text field, a number column a text field sent as a number (a unit's thousandths),
 * a column naming a building (`_building`) or a supplier (`_supplier`) a picker, a date column a
 * date field, a description a text area, an employee's level and status and a planned
 * maintenance's frequency and status a choice among domain's values (a new record at the first
 * one, or domain's default), an employee's colour the colleague colours' swatches (002 §9), and
 * a supplier's categories comma-delimited tags with the trade suggestions (002 §3.9, §5.6: the
 * state holds them joined, as the wire does).
 * The state is the typed text
 * per wire field, the picked record per relation field, and the version the form was loaded at
 * (an edit based on another version is refused 409 STALE_RECORD). The steps are plain functions
 * so they are tested without a DOM; the create and edit screens are features/registries'.
 */
import {
  EMPLOYEE_LEVELS,
  EMPLOYEE_STATUS,
  EMPLOYEE_WORKER_LEVEL,
  entitlementDefaults,
  PLANNED_MAINTENANCE_DEFAULTS,
  PLANNED_MAINTENANCE_FREQUENCIES,
  PLANNED_MAINTENANCE_STATUSES,
  SUPPLIER_ACCESS_STATUS,
  fieldLabel,
  isRequiredColumn,
  registryFieldLabel,
  registryFormColumns,
  validateForm,
  type FieldSchema,
  type FormValues,
  type RecordVersion,
  type RegistryFormEntity,
} from '@portineria/domain';
import { webMessages, webMessage, type WebMessageKey } from '../messages/it-IT.ts';
import type { DomainFieldErrors, FormFieldMap } from './recordCreateForm.ts';

/**
 * How a field is typed: text (one line, or several for a description); a number typed as text
 * and sent as a number; a day; a building or a supplier picked from the organisation's (sent as
 * its id); a choice; a colour.
 */
export type RegistryFieldKind =
  | 'text'
  | 'multiline'
  | 'number'
  | 'date'
  | 'building'
  | 'supplier'
  | 'contact'
  | 'unit'
  | 'choice'
  | 'color'
  | 'flag'
  | 'tags';

/** One value of a choice field: the wire value as the Select holds it, and its label. */
export interface RegistryChoice {
  value: string;
  label: string;
}

/** A choice field: its values (domain's) in the order offered, and a new record's value. */
interface ChoiceField {
  choices(): RegistryChoice[];
  /** A new record's value; the first choice when not given. */
  initial?: string;
}

/** Per registry, its choice fields. */
const CHOICE_FIELDS: Readonly<
  Partial<Record<RegistryFormEntity, Readonly<Record<string, ChoiceField>>>>
> = {
  employees: {
    level: {
      choices: () =>
        EMPLOYEE_LEVELS.map((level) => ({
          value: String(level),
          label:
            level === EMPLOYEE_WORKER_LEVEL
              ? webMessage('registry.employee.level.worker')
              : webMessage('registry.employee.level', { level }),
        })),
    },
    status: {
      choices: () => [
        { value: String(EMPLOYEE_STATUS.ENABLED), label: webMessage('value.employee.enabled') },
        { value: String(EMPLOYEE_STATUS.DISABLED), label: webMessage('value.employee.disabled') },
      ],
    },
  },
  suppliers: {
    // The organisation-side access (000 §3, §4 'Accesso disabilitato'); a new supplier enabled.
    status: {
      choices: () => [
        { value: SUPPLIER_ACCESS_STATUS.ENABLED, label: webMessage('value.supplier.enabled') },
        { value: SUPPLIER_ACCESS_STATUS.DISABLED, label: webMessage('value.supplier.disabled') },
      ],
    },
  },
  plannedMaintenances: {
    frequency: {
      choices: () =>
        PLANNED_MAINTENANCE_FREQUENCIES.map((frequency) => ({
          value: frequency,
          label: webMessage(`value.maintenance.frequency.${frequency}`),
        })),
      initial: PLANNED_MAINTENANCE_DEFAULTS.frequency,
    },
    status: {
      choices: () =>
        PLANNED_MAINTENANCE_STATUSES.map((status) => ({
          value: status,
          label: webMessage(`value.maintenance.${status}`),
        })),
      initial: PLANNED_MAINTENANCE_DEFAULTS.status,
    },
  },
};

/**
 * A choice field's recorded value by the label its form offers ('Semestrale' for
 * `half_yearly`), for the record's history; `undefined` for any other field or an unknown value.
 */
export function registryChoiceLabel(
  entity: RegistryFormEntity,
  field: string,
  value: unknown,
): string | undefined {
  const choiceField = CHOICE_FIELDS[entity]?.[field];
  if (choiceField === undefined || value === null || value === undefined) return undefined;
  return choiceField.choices().find((choice) => choice.value === String(value))?.label;
}

/** The multi-line text fields. */
const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['description', 'note']);

/** The tag fields: comma-delimited tags (a supplier's categories, 002 §5.6). */
const TAG_FIELDS: ReadonlySet<string> = new Set(['categories']);

/** The colour fields: chosen among the colleague colours' swatches. */
const COLOR_FIELDS: ReadonlySet<string> = new Set(['color']);

/** A record a relation field holds: the picker's item, keyed by its id as a string. */
export interface PickedRecord {
  id: string;
  name: string;
}

/**
 * The relation columns the form picks rather than types: the picker, and where a detail holds
 * the related record (a unit's `building`, a planned maintenance's
 * `org_buildings`).
 */
const RELATION_FIELDS: Readonly<
  Record<
    string,
    {
      kind: 'building' | 'supplier' | 'contact' | 'unit';
      included: readonly string[];
    }
  >
> = {
  _building: { kind: 'building', included: ['building', 'org_buildings'] },
  _supplier: { kind: 'supplier', included: ['org_suppliers'] },
  _unit: { kind: 'unit', included: ['unit'] },
  _contact: { kind: 'contact', included: ['contact'] },
  _contactDeputy: { kind: 'contact', included: ['contactDeputy'] },
};

/** A new record's flags (an entitlement's roles: owner on, the others off, 002 §5.4). */
const FLAG_DEFAULTS: Readonly<Record<string, boolean>> = { ...entitlementDefaults };

/** One field of a registry form. */
export interface RegistryFormField {
  /** The wire field ('lastname'). */
  name: string;
  kind: RegistryFieldKind;
  /** The values a choice field offers (none for other kinds). */
  choices: RegistryChoice[];
  /** A new record's value (a choice's default; empty otherwise). */
  initial: string;
  /** Its label as the card shows it, '(*)' after the required ones. */
  label: string;
  /** The label the rules' messages name ('Il campo Cognome …'). */
  ruleLabel: string;
  schema: FieldSchema;
}

/**
 * The typed text per wire field, the picked record per relation field, and the version of the
 * record the form was loaded at.
 */
export interface RegistryFormState {
  values: Record<string, string>;
  picked: Record<string, PickedRecord | null>;
  version: RecordVersion;
}

function fieldKind(
  entity: RegistryFormEntity,
  column: { name: string; type: string },
): RegistryFieldKind | undefined {
  const relation = RELATION_FIELDS[column.name];
  if (relation) return relation.kind;
  if (CHOICE_FIELDS[entity]?.[column.name]) return 'choice';
  if (COLOR_FIELDS.has(column.name)) return 'color';
  if (TAG_FIELDS.has(column.name)) return 'tags';
  if (column.type === 'date') return 'date';
  if (column.type === 'boolean') return 'flag';
  if (column.type === 'string') return MULTILINE_FIELDS.has(column.name) ? 'multiline' : 'text';
  if (column.type === 'number') return 'number';
  return undefined;
}

const isRelation = (field: RegistryFormField) =>
  field.kind === 'building' ||
  field.kind === 'supplier' ||
  field.kind === 'contact' ||
  field.kind === 'unit';

/** A field's label as the detail card shows it ('Cognome' for lastname), its name when it has none. */
export function cardLabel(name: string): string {
  const key = `field.${name}`;
  return Object.hasOwn(webMessages, key) ? webMessage(key as WebMessageKey) : fieldLabel(name);
}

/** The fields of a registry's form for the route's category (text, number and relation columns). */
export function registryFormFields(
  entity: RegistryFormEntity,
  category: string | null | undefined,
): RegistryFormField[] {
  return registryFormColumns(entity, category).flatMap((column) => {
    const kind = fieldKind(entity, column);
    if (kind === undefined) return [];
    // Domain's one label of the field: the form shows it and the rules' messages name it, as
    // the gateway's 400 does ('Il campo Partita IVA …').
    const label = registryFieldLabel(entity, column.name);
    const choice = CHOICE_FIELDS[entity]?.[column.name];
    const choices = choice?.choices() ?? [];
    return [
      {
        name: column.name,
        kind,
        choices,
        initial:
          kind === 'flag'
            ? String(FLAG_DEFAULTS[column.name] ?? false)
            : (choice?.initial ?? choices[0]?.value ?? ''),
        label: isRequiredColumn(column) ? `${label} (*)` : label,
        ruleLabel: label,
        schema: { label, rules: column.rules ?? [] },
      },
    ];
  });
}

/** Where each wire field is on the form. */
export function registryFieldMap(
  fields: readonly RegistryFormField[],
): FormFieldMap<RegistryFormState> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      isRelation(field) ? (`picked.${field.name}` as const) : (`values.${field.name}` as const),
    ]),
  ) as FormFieldMap<RegistryFormState>;
}

/**
 * An empty form: a choice starts at domain's default or its first value (a new employee a
 * worker, enabled; a planned maintenance yearly, planned), every other field empty.
 */
export function emptyRegistryForm(fields: readonly RegistryFormField[]): RegistryFormState {
  return {
    values: Object.fromEntries(
      fields.filter((field) => !isRelation(field)).map((field) => [field.name, field.initial]),
    ),
    picked: Object.fromEntries(fields.filter(isRelation).map((field) => [field.name, null])),
    version: null,
  };
}

/** The record a stored relation names, as the picker shows it (the detail includes it). */
function pickedOf(
  field: RegistryFormField,
  row: Readonly<Record<string, unknown>>,
): PickedRecord | null {
  const id = row[field.name];
  if (id == null) return null;
  const key = RELATION_FIELDS[field.name]?.included.find((candidate) => row[candidate] != null);
  const included = (key === undefined ? undefined : row[key]) as
    Readonly<Record<string, unknown>> | null | undefined;
  return { ...included, id: String(id), name: String(included?.name ?? '') };
}

/** The form of a stored record: its values as text, its version. */
export function registryFormState(
  fields: readonly RegistryFormField[],
  row: Readonly<Record<string, unknown>>,
): RegistryFormState {
  return {
    values: Object.fromEntries(
      fields
        .filter((field) => !isRelation(field))
        .map((field) => {
          const value = row[field.name];
          return [field.name, value == null ? '' : String(value)];
        }),
    ),
    picked: Object.fromEntries(
      fields.filter(isRelation).map((field) => [field.name, pickedOf(field, row)]),
    ),
    version: (row.updatedAt as RecordVersion) ?? null,
  };
}

/** A field's wire value: trimmed text, a number, a picked record's id; nothing given is null. */
function wireValue(
  field: RegistryFormField,
  state: RegistryFormState,
): string | number | boolean | null {
  if (isRelation(field)) {
    const id = state.picked[field.name]?.id;
    return id === undefined ? null : Number(id);
  }
  const text = (state.values[field.name] ?? '').trim();
  if (field.kind === 'flag') return text === 'true';
  if (text === '') return null;
  // A number typed with the Italian decimal comma; what is no number is sent as typed, for
  // domain's rule to refuse.
  const number = Number(text.replace(',', '.'));
  const numeric = field.kind === 'number' || field.kind === 'choice';
  return numeric && Number.isFinite(number) ? number : text;
}

/** The wire values of the form: trimmed text, numbers, picked ids; nothing given sent as null. */
export function registryFormValues(
  fields: readonly RegistryFormField[],
  state: RegistryFormState,
): Record<string, string | number | boolean | null> {
  return Object.fromEntries(fields.map((field) => [field.name, wireValue(field, state)]));
}

/** Domain's rules on the form: a message per wire field they refuse. */
export function validateRegistryForm(
  fields: readonly RegistryFormField[],
  state: RegistryFormState,
): DomainFieldErrors {
  const schema = Object.fromEntries(fields.map((field) => [field.name, field.schema]));
  return validateForm(registryFormValues(fields, state) as FormValues, schema);
}
