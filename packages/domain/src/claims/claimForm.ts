/**
 * The claim form (001 §3 Claim: code, status, _orgEmployee, dateStart, the building, the two
 * supplier links ICMP and IEXP; 002 §3.5 amounts; DECISIONS.md "Claim lifecycle"): the rules the
 * web's create and edit forms and the gateway's create and update both apply, and the code a new
 * claim is known by.
 */
import { DESCRIPTION_MAX_LENGTH } from '../constants/constants.ts';
import { claimsMessage } from '../messages/it-IT/claims.ts';
import {
  amountRule,
  greaterOrEqualToZeroRule,
  maxLengthRule,
  requiredRule,
} from '../validation/rules.ts';
import type { FieldRule } from '../validation/rules.ts';
import { claimAmountValue } from './claimLifecycleGuards.ts';
import type { ClaimAmount } from './claimLifecycleTypes.ts';

/** The fields of the claim form, by wire name. Status and the liquidated amount are the lifecycle's. */
export type ClaimFormField =
  | '_building'
  | 'dateStart'
  | '_orgEmployee'
  | '_supplierICMP'
  | '_supplierIEXP'
  | 'amountClaimed'
  | 'description';

/** The values of the claim form as the gateway reads them. */
export type ClaimFormValues = Partial<Record<ClaimFormField, string | number | null>>;

/** Every field of the claim form, in the order the form shows them. */
export const CLAIM_FORM_FIELDS = [
  '_building',
  'dateStart',
  '_orgEmployee',
  '_supplierICMP',
  '_supplierIEXP',
  'amountClaimed',
  'description',
] as const satisfies readonly ClaimFormField[];

/** The Italian label of each form field (ours: the spec names the fields, not their labels). */
export const CLAIM_FORM_LABELS: Readonly<Record<ClaimFormField, string>> = {
  _building: claimsMessage('claims.form.label.building'),
  dateStart: claimsMessage('claims.form.label.dateStart'),
  _orgEmployee: claimsMessage('claims.form.label.orgEmployee'),
  _supplierICMP: claimsMessage('claims.form.label.supplierICMP'),
  _supplierIEXP: claimsMessage('claims.form.label.supplierIEXP'),
  amountClaimed: claimsMessage('claims.form.label.amountClaimed'),
  description: claimsMessage('claims.form.label.description'),
};

/** The fields marked '(*)' on the form: a claim is about a building and starts on a day. */
export const CLAIM_FORM_REQUIRED_FIELDS = [
  '_building',
  'dateStart',
] as const satisfies readonly ClaimFormField[];

/**
 * An amount not below zero: a negative number says so ('maggiore o uguale a zero'), anything else
 * that is not an amount says 'deve essere un importo valido' (000 §5).
 */
const nonNegativeAmountRule: FieldRule = (label) => (value) => {
  const negative = greaterOrEqualToZeroRule(label)(value);
  if (negative !== null && claimAmountValue(value as ClaimAmount) < 0) return negative;
  return amountRule(label)(value);
};

const FIELD_RULES: Readonly<Record<ClaimFormField, readonly FieldRule[]>> = {
  _building: [requiredRule],
  dateStart: [requiredRule],
  _orgEmployee: [],
  _supplierICMP: [],
  _supplierIEXP: [],
  amountClaimed: [nonNegativeAmountRule],
  description: [maxLengthRule(DESCRIPTION_MAX_LENGTH)],
};

/** The errors of a claim form, one message per field. */
export interface ClaimFormValidation {
  valid: boolean;
  errors: Partial<Record<ClaimFormField, string>>;
}

/**
 * The claim form's rules: building and opening date required; the claimed amount, when given, an
 * amount (000 §5: digits, then 1 or 2 decimals after a dot or a comma) not below zero; notes at
 * most 4000 characters. One message per field, the first rule broken.
 */
export function validateClaimForm(values: ClaimFormValues): ClaimFormValidation {
  const errors: ClaimFormValidation['errors'] = {};
  for (const field of CLAIM_FORM_FIELDS) {
    for (const rule of FIELD_RULES[field]) {
      const error = rule(CLAIM_FORM_LABELS[field])(values[field]);
      if (error !== null) {
        errors[field] = error;
        break;
      }
    }
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

/**
 * The code a claim is known by: 'SIN-<year>-<number>', the number zero-padded to at least three
 * digits ('SIN-2026-007'), as the demo claims have always been written (the spec names the field,
 * 001 §3, and the category tag CLM, 002 §3.8, but no format).
 */
export function claimCode(year: number, sequence: number): string {
  return `SIN-${String(year)}-${String(sequence).padStart(3, '0')}`;
}
