/**
 * Delegated accesses (001 §1 "delegated access (entitlements-access)", §2.2
 * /ORG/TAB/entitlements-access, /new, /mod/{idElement}; 002 §3.7 `_contactDeputy`): the rules the
 * access form and the gateway share, where the spec is silent (DECISIONS.md "Delegated accesses:
 * created, removed, never self-delegated").
 *
 * - A deputy is someone else: the contact who holds the entitlement cannot be its own deputy.
 * - A new access gives a deputy to the entitlement of the contact on the building (and the unit,
 *   when picked): there must be exactly one such entitlement, and it must have no deputy yet.
 */
import { registriesMessage } from '../messages/it-IT/registries.ts';
import { isEmptyValue } from '../validation/rules.ts';
import type { FieldRule } from '../validation/rules.ts';

/**
 * The deputy (`_contactDeputy`) differs from the entitlement's contact (`_contact` of the same
 * form or write): 'Il campo Delegato deve indicare una persona diversa dal titolare del diritto'.
 * Either empty: left to the other rules.
 */
export const deputyNotDelegatorRule: FieldRule =
  (label) =>
  (value, values = {}) => {
    const delegator = values._contact;
    if (isEmptyValue(value) || isEmptyValue(delegator)) return null;
    return String(value) === String(delegator)
      ? registriesMessage('registries.access.deputyIsDelegator', { label })
      : null;
  };

/** An entitlement a new access could be given to: its id, unit and deputy. */
export interface DelegableEntitlement {
  readonly id: number;
  readonly unitId: number | null;
  readonly deputyId: number | null;
}

/** Which entitlement a new access is given to, or why none is. */
export type AccessEntitlementChoice =
  | { readonly kind: 'entitlement'; readonly id: number }
  | {
      readonly kind: 'refused';
      /** 'invalid': the form's fields (400), 'conflict': the stored entitlement's state (409). */
      readonly reason: 'invalid' | 'conflict';
      /** The field the message is about. */
      readonly field: '_contact' | '_unit';
      readonly message: string;
    };

/**
 * The entitlement a new access gives the deputy to, among the entitlements of the contact on the
 * building (`candidates`): the one of the unit picked (`unitId`), or the only one when no unit is
 * picked. None: 'Il contatto non ha un diritto su questo immobile …'; several and no unit:
 * 'Il contatto ha più diritti su questo immobile: indica l'unità'; one that already has a deputy:
 * a conflict, 'Il diritto ha già un delegato …' (the access exists: it is edited, not created).
 */
export function accessEntitlementChoice(
  candidates: readonly DelegableEntitlement[],
  unitId: number | null,
): AccessEntitlementChoice {
  const matching =
    unitId === null ? candidates : candidates.filter((candidate) => candidate.unitId === unitId);
  const [only] = matching;
  if (only === undefined) {
    return {
      kind: 'refused',
      reason: 'invalid',
      field: '_contact',
      message: registriesMessage('registries.access.noEntitlement'),
    };
  }
  if (matching.length > 1) {
    return {
      kind: 'refused',
      reason: 'invalid',
      field: '_unit',
      message: registriesMessage('registries.access.unitNeeded'),
    };
  }
  if (only.deputyId !== null) {
    return {
      kind: 'refused',
      reason: 'conflict',
      field: '_contact',
      message: registriesMessage('registries.access.alreadyDelegated'),
    };
  }
  return { kind: 'entitlement', id: only.id };
}
