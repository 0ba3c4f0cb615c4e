/**
 * Form-level validation (002 §5.5, §5.7): a schema of fields and rules, the errors of a whole form,
 * and the save gate ('Salvataggio non consentito. Controlla i dati inseriti').
 */

import type { FieldRule, FormValues } from './rules.ts';

/** One field of a form schema. */
export interface FieldSchema {
  /** The visible name of the field, the X of 'Il campo X …'. */
  readonly label: string;
  /** The rules, checked in order; the first failing one gives the field's message. */
  readonly rules: readonly FieldRule[];
  /**
   * A read-only field (the profile email, the certified company data, 002 §3.9, §5.5). It is not
   * validated: a user cannot correct it, so it must not block the save (DECISIONS.md).
   */
  readonly disabled?: boolean;
}

/** A form schema: the fields to validate, by name. */
export type FormSchema<Field extends string = string> = Readonly<Record<Field, FieldSchema>>;

/** The errors of a form: one message per invalid field; a valid field has no entry. */
export type FormErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * The message of one field, or null when it is valid or disabled (forms validate on input and on
 * blur, 000 §5: call this for the field being edited).
 */
export function validateField<Field extends string>(
  field: Field,
  values: FormValues,
  schema: FormSchema<Field>,
): string | null {
  const fieldSchema: FieldSchema = schema[field];
  if (fieldSchema.disabled) return null;
  for (const rule of fieldSchema.rules) {
    const error = rule(fieldSchema.label)(values[field], values);
    if (error !== null) return error;
  }
  return null;
}

/** The errors of the whole form: the first failing rule's message for each invalid field (002 §5.5). */
export function validateForm<Field extends string>(
  values: FormValues,
  schema: FormSchema<Field>,
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(schema) as Field[]) {
    const error = validateField(field, values, schema);
    if (error !== null) errors[field] = error;
  }
  return errors;
}

/** Whether a form may be saved: save buttons are disabled while form errors exist (002 §5.7). */
export function canSave(errors: FormErrors): boolean {
  return Object.values(errors).every((error) => error == null);
}
