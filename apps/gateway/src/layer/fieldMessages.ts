/**
 * The field errors of a write, worded by domain's validation messages with domain's field labels
 * (000 §5 "Il campo X …"): one wording for every resource.
 */
import { fieldLabel, message } from '@portineria/domain';
import { queryMessages } from '../query/index.ts';

/** 'Il campo X non è valido.' */
export function fieldInvalid(field: string): string {
  return message('validation.notInList', { label: fieldLabel(field) });
}

/** 'Il campo X è obbligatorio' */
export function fieldRequired(field: string): string {
  return message('validation.required', { label: fieldLabel(field) });
}

/** 'Il campo X deve avere al massimo N caratteri' */
export function fieldTooLong(field: string, max: number): string {
  return message('validation.maxLength', { label: fieldLabel(field), max });
}

/** A link naming a record that is missing or hidden: one wording for both, so neither shows. */
export function linkUnavailable(field: string): string {
  return queryMessages.linkUnavailable(fieldLabel(field));
}
