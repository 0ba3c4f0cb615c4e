import { suppliersMessage } from '../messages/it-IT/suppliers.ts';
import type { suppliersMessages } from '../messages/it-IT/suppliers.ts';
import type { Supplier } from './types.ts';

/** A key of the suppliers area's messages. */
type SuppliersMessageKey = keyof typeof suppliersMessages;

/** The colour family of a supplier badge (000 §4: success, error or warning). */
export type SupplierBadgeTone = 'success' | 'warning' | 'error';

/** A supplier badge: the message key, its Italian label and its tone. */
export interface SupplierBadge {
  labelKey: SuppliersMessageKey;
  label: string;
  tone: SupplierBadgeTone;
}

/** The fields the badge reads. */
export type SupplierBadgeSubject = Pick<
  Supplier,
  'vat' | 'status' | 'systemStatus' | 'certificationStatus'
>;

/**
 * The badge of a supplier, in the priority order of 000 §4 "Supplier badge": vat null gives
 * 'Con prestazioni occasionali' (success); organisation status disabled gives 'Accesso
 * disabilitato' (error); system status disabled gives 'Accesso sospeso' (error); certification
 * under evaluation gives 'Da validare' (warning); enabled and validated gives 'Validato'
 * (success); otherwise no badge (`undefined`).
 *
 * A blank vat counts as null (forms send '' for an empty field); an undefined vat means the field
 * was not loaded and gives no occasional badge. "Enabled" means the organisation status is
 * 'enabled' (a system status that is not disabled does not block it) — DECISIONS.md.
 */
export function supplierBadge(supplier: SupplierBadgeSubject): SupplierBadge | undefined {
  if (supplier.vat === null || supplier.vat?.trim() === '') {
    return badge('suppliers.badge.occasional', 'success');
  }
  if (supplier.status === 'disabled') return badge('suppliers.badge.accessDisabled', 'error');
  if (supplier.systemStatus === 'disabled')
    return badge('suppliers.badge.accessSuspended', 'error');
  if (supplier.certificationStatus === 'under_evaluation') {
    return badge('suppliers.badge.toValidate', 'warning');
  }
  if (supplier.status === 'enabled' && supplier.certificationStatus === 'validated') {
    return badge('suppliers.badge.validated', 'success');
  }
  return undefined;
}

function badge(labelKey: SuppliersMessageKey, tone: SupplierBadgeTone): SupplierBadge {
  return { labelKey, label: suppliersMessage(labelKey), tone };
}
