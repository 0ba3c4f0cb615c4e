/**
 * The form of a registry record (contacts, buildings…; 001 §2.2–2.4): its fields are domain's
 * `registryFormColumns` for the route's category — the same rules the gateway checks on every
 * write — shown as text fields labelled as the detail card labels them, in the order domain
 * gives. The state is the typed text per wire field and the version the form was loaded at (an
 * edit based on another version is refused 409 STALE_RECORD). The steps are plain functions so
 * they are tested without a DOM; the create and edit screens are features/registries'.
 */
import {
  fieldLabel,
  isRequiredColumn,
  registryFormColumns,
  validateForm,
  type FieldSchema,
  type FormValues,
  type RecordVersion,
  type RegistryFormEntity,
} from '@portineria/domain';
import { webMessages, webMessage, type WebMessageKey } from '../messages/it-IT.ts';
import type { DomainFieldErrors, FormFieldMap } from './recordCreateForm.ts';

/** One text field of a registry form. */
export interface RegistryFormField {
  /** The wire field ('lastname'). */
  name: string;
  /** Its label as the card shows it, '(*)' after the required ones. */
  label: string;
  /** The label the rules' messages name ('Il campo Cognome …'). */
  ruleLabel: string;
  schema: FieldSchema;
}

/** The typed text per wire field, and the version of the record the form was loaded at. */
export interface RegistryFormState {
  values: Record<string, string>;
  version: RecordVersion;
}

function cardLabel(name: string): string {
  const key = `field.${name}`;
  return Object.hasOwn(webMessages, key) ? webMessage(key as WebMessageKey) : fieldLabel(name);
}

/** The text fields of a registry's form for the route's category (typed columns only). */
export function registryFormFields(
  entity: RegistryFormEntity,
  category: string | null | undefined,
): RegistryFormField[] {
  return registryFormColumns(entity, category)
    .filter((column) => column.type === 'string')
    .map((column) => {
      const label = cardLabel(column.name);
      return {
        name: column.name,
        label: isRequiredColumn(column) ? `${label} (*)` : label,
        ruleLabel: label,
        schema: { label, rules: column.rules ?? [] },
      };
    });
}

/** Where each wire field is on the form. */
export function registryFieldMap(
  fields: readonly RegistryFormField[],
): FormFieldMap<RegistryFormState> {
  return Object.fromEntries(
    fields.map((field) => [field.name, `values.${field.name}` as const]),
  ) as FormFieldMap<RegistryFormState>;
}

/** An empty form. */
export function emptyRegistryForm(fields: readonly RegistryFormField[]): RegistryFormState {
  return { values: Object.fromEntries(fields.map((field) => [field.name, ''])), version: null };
}

/** The form of a stored record: its values as text, its version. */
export function registryFormState(
  fields: readonly RegistryFormField[],
  row: Readonly<Record<string, unknown>>,
): RegistryFormState {
  return {
    values: Object.fromEntries(
      fields.map((field) => {
        const value = row[field.name];
        return [field.name, value == null ? '' : String(value)];
      }),
    ),
    version: (row.updatedAt as RecordVersion) ?? null,
  };
}

/** The wire values of the form: trimmed text, nothing typed sent as null. */
export function registryFormValues(
  fields: readonly RegistryFormField[],
  state: RegistryFormState,
): Record<string, string | null> {
  return Object.fromEntries(
    fields.map((field) => {
      const text = (state.values[field.name] ?? '').trim();
      return [field.name, text === '' ? null : text];
    }),
  );
}

/** Domain's rules on the form: a message per wire field they refuse. */
export function validateRegistryForm(
  fields: readonly RegistryFormField[],
  state: RegistryFormState,
): DomainFieldErrors {
  const schema = Object.fromEntries(fields.map((field) => [field.name, field.schema]));
  return validateForm(registryFormValues(fields, state) as FormValues, schema);
}
