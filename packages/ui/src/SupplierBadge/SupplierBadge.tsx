import { supplierBadge } from '@portineria/domain';
import type { MessageKey, SupplierBadgeSubject } from '@portineria/domain';
import { Chip } from '../Chip/Chip.tsx';
import type { ChipVariants } from '../Chip/Chip.css.ts';

export interface SupplierBadgeProps {
  /** The supplier (its vat, statuses and certification); nothing is rendered when undefined. */
  supplier: SupplierBadgeSubject | null | undefined;
  /** small (lists) or medium. */
  size?: ChipVariants['size'];
  /**
   * Replacement labels keyed by domain's message key (`suppliers.badge.validated`…), for products
   * that word the badges differently.
   */
  labels?: Partial<Record<MessageKey, string>>;
}

/**
 * The badge of a supplier as a chip (000 §4 "Supplier badge"): 'Con prestazioni occasionali',
 * 'Accesso disabilitato', 'Accesso sospeso', 'Da validare' or 'Validato', from domain's
 * `supplierBadge`; nothing when the supplier has no badge.
 */
export function SupplierBadge({ supplier, size = 'small', labels }: SupplierBadgeProps) {
  if (!supplier) return null;
  const badge = supplierBadge(supplier);
  if (!badge) return null;
  return <Chip label={labels?.[badge.labelKey] ?? badge.label} tone={badge.tone} size={size} />;
}
