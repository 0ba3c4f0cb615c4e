export type {
  BillingToken,
  Qualification,
  Supplier,
  SupplierAccessStatus,
  SupplierCertificationStatus,
} from './types.ts';
export { SUPPLIER_ACCESS_STATUS } from './types.ts';
export { supplierBadge } from './supplierBadge.ts';
export type { SupplierBadge, SupplierBadgeSubject, SupplierBadgeTone } from './supplierBadge.ts';
export { supplierDisplayName } from './supplierName.ts';
export { parseQualificationIds, qualificationNames } from './qualifications.ts';
export {
  SUPPLIER_CATEGORY_SEPARATOR,
  SUPPLIER_CATEGORY_SUGGESTIONS,
  joinSupplierCategories,
  parseSupplierCategories,
} from './categories.ts';
export {
  SUPPLIER_LEVELLED_FIELDS,
  isSupplierCompanyFieldVisible,
  supplierEditorAbilities,
  supplierEditorRefusal,
} from './supplierEditor.ts';
export type {
  SupplierEditorAbilities,
  SupplierEditorAction,
  SupplierLevelledField,
} from './supplierEditor.ts';
export { uninvoicedTokensBadge, uninvoicedTokensQuery } from './tokensBadge.ts';
export type { UninvoicedTokensQuery } from './tokensBadge.ts';
