/**
 * The shared form rules of 000 §5 and 002 §5.5, §9.
 *
 * One shape everywhere: a rule is `(label) => (value, values) => message | null`.
 * - `label` is the field's visible name, the X of the spec's 'Il campo X deve essere …';
 * - the returned validator answers `null` when the value is valid, the Italian message otherwise;
 * - `values` (the whole form) is there for rules that compare two fields (password confirmation).
 * Rules with parameters are factories of rules: `minLengthRule(2)` is a rule, `minLengthRule(2)('Nome')`
 * a validator. Every rule except {@link requiredRule} accepts an empty value, so an optional field
 * is checked only once something is typed; combine with `requiredRule` for a mandatory field.
 */
import { NIN_LENGTHS, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '../constants/constants.ts';
import { characterCount } from '../format/text.ts';
import { validationMessage } from '../messages/it-IT/validation.ts';

/** The values of a whole form, by field name. */
export type FormValues = Readonly<Record<string, unknown>>;

/** A validator for one field: `null` when valid, otherwise the Italian message to show. */
export type FieldValidator = (value: unknown, values?: FormValues) => string | null;

/** A rule: given the field label, the validator of that field. */
export type FieldRule = (label: string) => FieldValidator;

/** True for null, undefined, an empty or blank string and an empty list: the "nothing typed" values. */
export function isEmptyValue(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The text a length or pattern rule looks at: strings as they are, numbers written out, else ''. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/** How many characters a length rule sees in a value: code points of its text ({@link characterCount}). */
function lengthOf(value: unknown): number {
  return characterCount(textOf(value));
}

/** A number from a number or from a text with a dot or a decimal comma; NaN when it is not one. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = textOf(value).trim().replace(',', '.');
  // Number('') is 0 and Number('0x1f') is 31: accept only plain decimal writing.
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * Tax code pattern (000 §5): six letters, two digits, a letter, two digits, a letter, three digits,
 * a letter; case-insensitive. Omocodia: the Agenzia delle Entrate replaces digits with the letters
 * L M N P Q R S T U V when two people would share a code, so those letters are accepted in each of
 * the seven digit positions — rejecting them would lock real people out. The check character is
 * not verified: the spec asks for the pattern only (DECISIONS.md).
 */
const TAX_CODE_PATTERN =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/i;

/**
 * Phone pattern (000 §5 'a phone pattern', not given): an optional leading '+', an optional area
 * code in brackets, then digit groups separated by one space, dot, dash or slash. Letters and
 * doubled separators are refused (DECISIONS.md).
 */
const PHONE_PATTERN = /^\+?(\(\d+\) ?)?\d+([ ./-]\d+)*$/;

/** Amount (000 §5): digits with an optional decimal part of 1 or 2 digits, dot or comma. */
const AMOUNT_PATTERN = /^\d+([.,]\d{1,2})?$/;

/**
 * Email (002 §5.5 'valid format'): something without spaces, one '@', a domain with a dot. The
 * server has the last word; this catches typos without refusing unusual but legal addresses.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Letters only, accented ones included (province and country codes, 002 §5.5). */
const ALPHABETIC_PATTERN = /^\p{L}+$/u;

/** Whether a text is a tax code of the 000 §5 pattern (case-insensitive, omocodia letters accepted). */
export function isValidTaxCode(value: string): boolean {
  return TAX_CODE_PATTERN.test(value);
}

/** Whether a text is a phone number: 8 to 20 characters and the phone pattern (000 §5, §9). */
export function isValidPhoneNumber(value: string): boolean {
  const length = characterCount(value);
  return length >= PHONE_MIN_LENGTH && length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(value);
}

/** Whether a text is an amount: digits, then optionally a dot or comma and 1 or 2 digits (000 §5). */
export function isValidAmount(value: string): boolean {
  return AMOUNT_PATTERN.test(value);
}

/** Whether a text looks like an email address (002 §5.5). The 254 limit is a separate rule. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Required: not empty, not blank. Message 'Il campo X è obbligatorio' (ours, 002 §5.5). */
export const requiredRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) ? validationMessage('validation.required', { label }) : null;

/** At least `min` characters (names 2 to 80, 002 §5.5). Message 'Il campo X deve avere almeno N caratteri'. */
export function minLengthRule(min: number): FieldRule {
  return (label) => (value) =>
    !isEmptyValue(value) && lengthOf(value) < min
      ? validationMessage('validation.minLength', { label, min })
      : null;
}

/** At most `max` characters (002 §5.5, §9). Message 'Il campo X deve avere al massimo N caratteri'. */
export function maxLengthRule(max: number): FieldRule {
  return (label) => (value) =>
    !isEmptyValue(value) && lengthOf(value) > max
      ? validationMessage('validation.maxLength', { label, max })
      : null;
}

/** Exactly `length` characters (zip 5, province and country 2, 002 §5.5). Message 'Il campo X deve avere esattamente N caratteri'. */
export function exactLengthRule(length: number): FieldRule {
  return (label) => (value) =>
    !isEmptyValue(value) && lengthOf(value) !== length
      ? validationMessage('validation.exactLength', { label, length })
      : null;
}

/** Length one of two numbers (000 §5). Message 'Il campo X deve essere lungo N oppure M caratteri.' */
export function lengthOneOfRule(first: number, second: number): FieldRule {
  return (label) => (value) => {
    if (isEmptyValue(value)) return null;
    const length = lengthOf(value);
    return length === first || length === second
      ? null
      : validationMessage('validation.lengthOneOf', { label, first, second });
  };
}

/** Value in a list (000 §5). Message 'Il campo X non è valido.' */
export function oneOfRule(allowed: readonly unknown[]): FieldRule {
  return (label) => (value) =>
    isEmptyValue(value) || allowed.includes(value)
      ? null
      : validationMessage('validation.notInList', { label });
}

/** Tax code (000 §5). Message 'Il campo X deve essere un codice fiscale valido'. */
export const taxCodeRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) || isValidTaxCode(textOf(value))
    ? null
    : validationMessage('validation.taxCode', { label });

/** Phone number, 8 to 20 characters (000 §5). Message 'Il campo X deve essere un numero di telefono valido'. */
export const phoneNumberRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) || isValidPhoneNumber(textOf(value))
    ? null
    : validationMessage('validation.phoneNumber', { label });

/**
 * Greater than zero (000 §5). Numbers, or texts with a dot or a decimal comma; a text that is not a
 * number is not greater than zero either. Message 'Il campo X deve essere maggiore di zero'.
 */
export const greaterThanZeroRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) || numberOf(value) > 0
    ? null
    : validationMessage('validation.greaterThanZero', { label });

/** Greater or equal to zero (000 §5). Message 'Il campo X deve essere maggiore o uguale a zero'. */
export const greaterOrEqualToZeroRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) || numberOf(value) >= 0
    ? null
    : validationMessage('validation.greaterOrEqualToZero', { label });

/** National id number: length 11 or 16 (000 §5, §9). Message 'Il campo X deve avere lunghezza 11 o 16'. */
export const ninRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) || (NIN_LENGTHS as readonly number[]).includes(lengthOf(value))
    ? null
    : validationMessage('validation.nin', { label });

/** Amount (000 §5). Message 'Il campo X deve essere un importo valido'. */
export const amountRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) || isValidAmount(textOf(value))
    ? null
    : validationMessage('validation.amount', { label });

/** Letters only (province and country, 002 §5.5). Message 'Il campo X deve contenere solo lettere' (ours). */
export const alphabeticRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) || ALPHABETIC_PATTERN.test(textOf(value))
    ? null
    : validationMessage('validation.alphabetic', { label });

/** Email format (002 §5.5). Message 'Il campo X deve essere un indirizzo email valido' (ours). */
export const emailRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) || isValidEmail(textOf(value))
    ? null
    : validationMessage('validation.email', { label });

/**
 * Password confirmation: equal to the field `passwordField` of the same form (002 §5.5). Message
 * 'Le due password non coincidono'. An empty confirmation is left to `requiredRule`.
 */
export function passwordConfirmationRule(passwordField: string): FieldRule {
  return () =>
    (value, values = {}) =>
      isEmptyValue(value) || value === values[passwordField]
        ? null
        : validationMessage('validation.passwordMismatch');
}

const ISO_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a calendar day 'YYYY-MM-DD' that exists (no 31 April, no 29 February 2027). */
export function isValidIsoDay(value: string): boolean {
  const match = ISO_DAY_PATTERN.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A day 'YYYY-MM-DD' (the date fields' value). Message 'Il campo X deve essere una data valida' (ours). */
export const isoDayRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) || isValidIsoDay(textOf(value))
    ? null
    : validationMessage('validation.isoDay', { label });

/**
 * A day not before the day of the field `startField` of the same form or write (an end after its
 * start). Message 'Il campo X non può precedere la data di inizio' (ours). Either day empty or
 * not a day: left to the other rules.
 */
export function notBeforeStartRule(startField: string): FieldRule {
  return (label) =>
    (value, values = {}) => {
      const start = values[startField];
      if (isEmptyValue(value) || isEmptyValue(start)) return null;
      const [end, begin] = [textOf(value), textOf(start)];
      if (!isValidIsoDay(end) || !isValidIsoDay(begin)) return null;
      return end < begin ? validationMessage('validation.notBeforeStart', { label }) : null;
    };
}
