import type { Supplier } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getDataList } from '../http/get.ts';
import { dataFamily, type DataFamily, type EntityId } from '../http/resource.ts';
import type { Tag } from '../organizations/organizations.ts';

/**
 * Suppliers (002 §7.1 pickers, §7.5 "Supplier company endpoint /{companyId}: GET and save") and
 * their admin tags (001 §7 "Supplier admin tags").
 */
export interface SuppliersApi extends DataFamily<Supplier> {
  /** `GET suppliers/admin-tags` → the tags the organisation gives its suppliers. */
  getAdminTags(options?: CallOptions): Promise<Tag[]>;
  /**
   * Saves the supplier company editor (002 §7.5): categories joined by comma, missing fields of
   * `schemaFields` sent as null; `PATCH suppliers/{id}`.
   */
  saveCompany(
    id: EntityId,
    values: Partial<Omit<Supplier, 'categories'>> & {
      categories?: readonly string[] | string | null;
    },
    schemaFields: readonly string[],
    options?: CallOptions,
  ): Promise<Supplier>;
}

/** The body of the supplier save (002 §7.5): comma-joined categories, absent schema fields null. */
export function supplierSaveBody(
  values: Record<string, unknown>,
  schemaFields: readonly string[],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of schemaFields) body[field] = values[field] ?? null;
  for (const [field, value] of Object.entries(values)) {
    if (value !== undefined) body[field] = value;
  }
  if (Array.isArray(body.categories)) body.categories = body.categories.join(',');
  return body;
}

export function createSuppliersApi(http: HttpClient): SuppliersApi {
  const family = dataFamily<Supplier>(http, 'suppliers');
  return {
    ...family,
    getAdminTags: (options) => getDataList<Tag>(http, 'suppliers/admin-tags', options),
    saveCompany: (id, values, schemaFields, options) =>
      family.update(id, supplierSaveBody(values, schemaFields) as Partial<Supplier>, options),
  };
}
