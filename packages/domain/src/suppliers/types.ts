/**
 * Supplier entities as the rules of this area read them, with the spec's field names
 * (000 §3 "Supplier or organisation", 002 §3.5 "Supplier: code, name1, name2", 002 §3.9 supplier
 * company). The spec describes the two access statuses and the certification status only in
 * prose; the field names `status`, `systemStatus` and `certificationStatus` and their values are
 * ours (DECISIONS.md) and the api-client maps the wire onto them.
 */

/** Access status of a supplier or organisation (000 §3: "status enabled or disabled"). */
export type SupplierAccessStatus = 'enabled' | 'disabled';

/** Each access status by name (000 §3 "status enabled or disabled"). */
export const SUPPLIER_ACCESS_STATUS = {
  ENABLED: 'enabled',
  DISABLED: 'disabled',
} as const satisfies Record<string, SupplierAccessStatus>;

/** Certification status (000 §3: "certification status under evaluation or validated"). */
export type SupplierCertificationStatus = 'under_evaluation' | 'validated';

/** A supplier as lists, pickers and the editor show it. */
export interface Supplier {
  id: string;
  /** 002 §3.5 */
  code?: string | null;
  name1: string | null;
  name2?: string | null;
  /** Null for a supplier of occasional services (000 §3: "vat may be null"). */
  vat: string | null;
  /** The status on the organisation's side: disabled gives 'Accesso disabilitato' (000 §4). */
  status?: SupplierAccessStatus;
  /** The status on the system's side: disabled gives 'Accesso sospeso' (000 §4). */
  systemStatus?: SupplierAccessStatus;
  certificationStatus?: SupplierCertificationStatus;
  tags?: string[];
  /** Comma-separated qualification ids (000 §3). */
  qualifications?: string | null;
  /** Derived from `qualifications` with {@link qualificationNames} (000 §3). */
  qualificationNames?: string[];
  /** Comma-separated trade categories, edited as a tag list (002 §3.9). */
  categories?: string | null;
  /** 002 §3.9 extra emails, shown above level 1 (002 §5.6). */
  emailAccounting?: string | null;
  emailPlanning?: string | null;
  emailSystem?: string | null;
}

/** One entry of the qualification list (cached 60 s, 000 §9). */
export interface Qualification {
  id: string | number;
  name: string;
}

/** A billing token as the SPL menu badge reads it (002 §3.10 "Token: isInvoiced"). */
export interface BillingToken {
  id: string;
  code?: string;
  isInvoiced: boolean;
}
