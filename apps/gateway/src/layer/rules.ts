/**
 * Domain's field rules (its import schemas and form rules, 000 §5) over the fields of a write:
 * the first failing rule of each field, in Italian.
 */
import { fieldLabel } from '@portineria/domain';
import type { ImportColumn } from '@portineria/domain';
import type { FieldError } from '../http/errors.ts';
import { fieldRequired } from './fieldMessages.ts';

/**
 * The errors of domain field rules over the given fields of an input. On create, a required
 * rule also fires for a missing field; on update only the fields sent are checked, against the
 * stored record's other fields (`stored`, in wire shape: a deputy edited alone is compared with
 * the entitlement's stored contact).
 */
export function ruleErrors(
  input: Readonly<Record<string, unknown>>,
  columns: readonly Pick<ImportColumn, 'name' | 'rules'>[],
  mode: 'create' | 'update',
  /**
   * The Italian label a message gives the field: domain's, never the wire name (`fieldLabel`
   * by default; a registry's form passes domain's `registryFieldLabel` for its entity).
   */
  label: (name: string) => string = fieldLabel,
  stored: Readonly<Record<string, unknown>> = {},
): FieldError[] {
  const errors: FieldError[] = [];
  const values = { ...stored, ...input };
  for (const column of columns) {
    const present = Object.hasOwn(input, column.name);
    if (!present && mode === 'update') continue;
    for (const rule of column.rules ?? []) {
      const message = rule(label(column.name))(input[column.name] ?? null, values);
      if (message !== null) {
        errors.push({ field: column.name, message });
        break;
      }
    }
  }
  return errors;
}

/** Field errors for text fields that must not be blank (all on create, those sent on update). */
export function requiredTexts(
  input: Record<string, unknown>,
  fields: readonly string[],
  creating: boolean,
): FieldError[] {
  return fields
    .filter((field) => creating || input[field] !== undefined)
    .filter((field) => {
      const value = input[field];
      return typeof value !== 'string' || value.trim() === '';
    })
    .map((field) => ({ field, message: fieldRequired(field) }));
}
