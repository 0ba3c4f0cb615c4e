import type { HttpClient } from '../http/client.ts';
import { dataFamily, type DataFamily } from '../http/resource.ts';

/**
 * A supplier company enabled on the platform (001 §2.2 and §2.4 sys-suppliers), as the gateway
 * lists it. Read only for the organisation and the residents.
 */
export interface SystemSupplier {
  id: number;
  code: string | null;
  name1: string | null;
  name2: string | null;
  vat: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  email: string | null;
  landline: string | null;
  mobile: string | null;
  /** 'under_evaluation' or 'validated'. */
  certificationStatus: string | null;
  /** The categories joined by commas (domain `parseSupplierCategories`). */
  categories: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `sys-suppliers`: the standard `{ data }` calls (the gateway serves reads only). */
export type SystemSuppliersApi = DataFamily<SystemSupplier>;

export function createSystemSuppliersApi(http: HttpClient): SystemSuppliersApi {
  return dataFamily<SystemSupplier>(http, 'sys-suppliers');
}
