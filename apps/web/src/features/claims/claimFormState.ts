/**
 * The claim form's values and how they meet domain's rules and the wire (001 §3 Claim;
 * DECISIONS.md "Claim lifecycle" 8): the pickers hold the picked records whole (their names
 * shown), the amount the text typed, and the version the form was loaded at, so that a draft
 * restored after a reload still saves against the claim it was typed on (or is refused stale).
 */
import {
  amountInputToNumber,
  validateClaimForm,
  type ClaimFormField,
  type ClaimFormValues,
} from '@portineria/domain';
import type { BuildingPickerItem, EmployeePickerItem, SupplierPickerItem } from '@portineria/ui';
import type { ClaimRow } from './claimRecords.ts';

/** The form's values. */
export interface ClaimFormState {
  building: BuildingPickerItem | null;
  dateStart: string | null;
  employee: EmployeePickerItem | null;
  insurer: SupplierPickerItem | null;
  lossAdjuster: SupplierPickerItem | null;
  amountClaimed: string;
  description: string;
  /** The claim's `updatedAt` when the form was loaded (edit only). */
  version: string | null;
}

/** Where each wire field is on the form. */
export const CLAIM_FORM_FIELD: Readonly<Record<ClaimFormField, keyof ClaimFormState>> = {
  _building: 'building',
  dateStart: 'dateStart',
  _orgEmployee: 'employee',
  _supplierICMP: 'insurer',
  _supplierIEXP: 'lossAdjuster',
  amountClaimed: 'amountClaimed',
  description: 'description',
};

/** An empty new claim, opened today. */
export function emptyClaimForm(today: string): ClaimFormState {
  return {
    building: null,
    dateStart: today,
    employee: null,
    insurer: null,
    lossAdjuster: null,
    amountClaimed: '',
    description: '',
    version: null,
  };
}

function idOf(item: { id: string | number } | null): string | null {
  return item ? String(item.id) : null;
}

/** The claim fields of the form's values, as domain's validator and the gateway read them. */
export function claimFormValues(state: ClaimFormState): ClaimFormValues {
  const amount = state.amountClaimed.trim();
  return {
    _building: idOf(state.building),
    dateStart: state.dateStart === '' ? null : state.dateStart,
    _orgEmployee: idOf(state.employee),
    _supplierICMP: idOf(state.insurer),
    _supplierIEXP: idOf(state.lossAdjuster),
    // A text that is not an amount goes as typed, for the rule to say so.
    amountClaimed: amount === '' ? null : (amountInputToNumber(amount) ?? amount),
    description: state.description.trim() === '' ? null : state.description,
  };
}

/** The form's values of a stored claim, its related records named by what was included. */
export function claimFormState(claim: ClaimRow): ClaimFormState {
  const supplier = (
    id: string | number | null | undefined,
    record: ClaimRow['supplierICMP'],
  ): SupplierPickerItem | null =>
    id == null
      ? null
      : ({
          id: String(id),
          name1: record?.name1 ?? '',
          name2: record?.name2 ?? null,
        } as SupplierPickerItem);
  return {
    building:
      claim._building == null
        ? null
        : ({
            ...claim.building,
            id: String(claim._building),
            name: claim.building?.name ?? '',
          } as BuildingPickerItem),
    dateStart: claim.dateStart ? claim.dateStart.slice(0, 10) : null,
    employee:
      claim._orgEmployee == null
        ? null
        : ({
            id: String(claim._orgEmployee),
            fullname: claim.org_employees?.fullname ?? '',
          } as EmployeePickerItem),
    insurer: supplier(claim._supplierICMP, claim.supplierICMP),
    lossAdjuster: supplier(claim._supplierIEXP, claim.supplierIEXP),
    amountClaimed: claim.amountClaimed == null ? '' : String(claim.amountClaimed).replace('.', ','),
    description: claim.description ?? '',
    version: claim.updatedAt ?? null,
  };
}

/** domain's `validateClaimForm` on the form's values: a message per wire field it refuses. */
export function validateClaimFormState(state: ClaimFormState) {
  return validateClaimForm(claimFormValues(state)).errors;
}
