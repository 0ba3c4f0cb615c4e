/**
 * The form of a qualification folder of kind FORM (001 §3 "Folder kind: FORM or FINAL_DOC";
 * DECISIONS.md "Qualification folder forms"): a FORM folder is filled in and submitted by the
 * supplier instead of uploading documents. The spec names no field of a folder type ("Full …
 * qualification-folder payload fields beyond the above: not shown"), so every FORM folder asks
 * the same short self-declaration an Italian supplier's qualification asks for. One definition
 * serves the web's form (labels, kinds, limits) and the gateway's check at SUBMIT.
 */
import { foldersMessage } from '../messages/it-IT/folders.ts';
import type { FoldersMessageKey } from '../messages/it-IT/folders.ts';

/** How a form field is typed and shown. */
export type FolderFormFieldKind = 'text' | 'multiline' | 'date' | 'integer' | 'confirmation';

/** One field of the folder form. */
export interface FolderFormField {
  name: string;
  kind: FolderFormFieldKind;
  /** The Italian label (without the '(*)' of a required field). */
  label: string;
  required: boolean;
  /** The longest text (text, multiline). */
  maxLength?: number;
  /** The highest number (integer). */
  max?: number;
}

/** A value of the form as it is typed and stored. */
export type FolderFormValue = string | number | boolean | null;

/** The form's values by field name. */
export type FolderFormValues = Readonly<Record<string, FolderFormValue>>;

const field = (
  name: string,
  kind: FolderFormFieldKind,
  required: boolean,
  limits: Pick<FolderFormField, 'maxLength' | 'max'> = {},
): FolderFormField => ({
  name,
  kind,
  label: foldersMessage(`folders.formField.${name}` as FoldersMessageKey),
  required,
  ...limits,
});

/** The fields of every FORM folder, in the order the form shows them (DECISIONS.md "Qualification folder forms" 1). */
export const FOLDER_FORM_FIELDS: readonly FolderFormField[] = [
  field('legalRepresentative', 'text', true, { maxLength: 80 }),
  field('durcValidUntil', 'date', true),
  field('insurance', 'text', true, { maxLength: 255 }),
  field('employeeCount', 'integer', true, { max: 100_000 }),
  field('safetyManager', 'text', false, { maxLength: 80 }),
  field('notes', 'multiline', false, { maxLength: 1000 }),
  field('truthfulness', 'confirmation', true),
];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDay(text: string): boolean {
  return ISO_DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

function isEmpty(value: FolderFormValue | undefined): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** A field's value as stored: texts trimmed, numbers as numbers, an empty value null. */
function normalizedValue(definition: FolderFormField, value: FolderFormValue | undefined) {
  if (isEmpty(value)) return definition.kind === 'confirmation' ? false : null;
  if (definition.kind === 'integer')
    return typeof value === 'string' ? Number(value.trim()) : value;
  if (definition.kind === 'confirmation') return value === true;
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * The form as it is stored: only its fields, texts trimmed, an integer typed as text read as a
 * number, an empty value null (a confirmation false).
 */
export function normalizeFolderForm(values: FolderFormValues | null | undefined): FolderFormValues {
  return Object.fromEntries(
    FOLDER_FORM_FIELDS.map((definition) => [
      definition.name,
      normalizedValue(definition, values?.[definition.name]) ?? null,
    ]),
  );
}

function fieldError(
  definition: FolderFormField,
  value: FolderFormValue,
  today: string,
): string | undefined {
  const label = definition.label;
  if (definition.kind === 'confirmation') {
    return value === true ? undefined : foldersMessage('folders.formError.confirmation');
  }
  if (isEmpty(value)) {
    return definition.required
      ? foldersMessage('folders.formError.required', { label })
      : undefined;
  }
  if (definition.kind === 'date') {
    if (typeof value !== 'string' || !isIsoDay(value)) {
      return foldersMessage('folders.formError.date', { label });
    }
    return value < today ? foldersMessage('folders.formError.datePast', { label }) : undefined;
  }
  if (definition.kind === 'integer') {
    const max = definition.max ?? Number.MAX_SAFE_INTEGER;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max
      ? undefined
      : foldersMessage('folders.formError.integer', { label, max });
  }
  if (typeof value !== 'string') return foldersMessage('folders.formError.required', { label });
  const maxLength = definition.maxLength ?? Number.MAX_SAFE_INTEGER;
  return value.length > maxLength
    ? foldersMessage('folders.formError.tooLong', { label, max: maxLength })
    : undefined;
}

/**
 * The Italian error of each field of the form that may not be submitted as it is, by field
 * name; empty when the form is complete (DECISIONS.md "Qualification folder forms" 2): a required
 * field is filled, a date is a day not before today, the number of employees a whole number
 * from 0, a text within its limit, and the declaration confirmed.
 */
export function folderFormErrors(
  values: FolderFormValues | null | undefined,
  today: string,
): Record<string, string> {
  const normalized = normalizeFolderForm(values);
  const errors: Record<string, string> = {};
  for (const definition of FOLDER_FORM_FIELDS) {
    const error = fieldError(definition, normalized[definition.name] ?? null, today);
    if (error !== undefined) errors[definition.name] = error;
  }
  return errors;
}

/** Whether the form may be submitted as it is. */
export function isFolderFormComplete(
  values: FolderFormValues | null | undefined,
  today: string,
): boolean {
  return Object.keys(folderFormErrors(values, today)).length === 0;
}

/** The wire field of a form field's error in a refused SUBMIT: `form.<name>`. */
export function folderFormErrorField(name: string): string {
  return `form.${name}`;
}
