import type { RecordVersion, Supplier, SupplierBadge } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getDataList } from '../http/get.ts';
import { dataFamily, type DataFamily, type EntityId } from '../http/resource.ts';
import type { Tag } from '../organizations/organizations.ts';

/**
 * A supplier as the gateway sends it: domain's `Supplier` and the fields its rules do not read.
 * An organisation reads its registry rows (`_organization`, `badge`); the supplier company reads
 * itself (`codeEInvoice`, `emailEInvoice`, `fax`, `categoryTags`), so those are optional.
 */
export interface SupplierRecord extends Supplier {
  /** The tax code (codice fiscale). */
  nin: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  email: string | null;
  landline: string | null;
  mobile: string | null;
  /** The organisation of a registry row (ORG profiles). */
  _organization?: number;
  /** The supplier badge of a registry row, computed by domain's `supplierBadge` (000 §4). */
  badge?: SupplierBadge | null;
  /** The company's own view (SPL): e-invoicing data and fax (002 §3.9). */
  codeEInvoice?: string | null;
  emailEInvoice?: string | null;
  fax?: string | null;
  /** The company's own view: `categories` split into tags (domain `parseSupplierCategories`). */
  categoryTags?: string[];
  /**
   * The company's own view: its keywords, comma-joined tags (002 §5.6 keyword area); absent below
   * level 2 (domain `supplierEditorAbilities`).
   */
  keywords?: string | null;
  /** The company's own view: the attachment id of its cover image (002 §2.9 Informazioni). */
  cover?: string | null;
  /** The company's own view: the version its editor's save carries (its `updatedAt`). */
  version?: string;
  createdAt: string;
  updatedAt: string;
}

/** The fields an organisation's supplier create or edit may send (the gateway's allow-list). */
export type SupplierInput = Partial<
  Omit<
    SupplierRecord,
    | 'id'
    | 'createdAt'
    | 'updatedAt'
    | 'badge'
    | '_organization'
    | 'systemStatus'
    | 'certificationStatus'
    | 'categoryTags'
    | 'keywords'
    | 'cover'
    | 'version'
  >
>;

/**
 * An organisation's edit of its supplier: the fields with the version (`updatedAt`) the form was
 * loaded at — another version is refused 409 STALE_RECORD (the gateway's registry keeping).
 */
export type SupplierUpdateInput = SupplierInput & { version: RecordVersion };

/**
 * Suppliers (002 §7.1 pickers, §7.5 "Supplier company endpoint /{companyId}: GET and save") and
 * their admin tags (001 §7 "Supplier admin tags").
 */
export interface SuppliersApi extends DataFamily<
  SupplierRecord,
  SupplierInput,
  SupplierUpdateInput
> {
  /** `GET suppliers/admin-tags` → the tags the organisation gives its suppliers. */
  getAdminTags(options?: CallOptions): Promise<Tag[]>;
  /**
   * Saves the supplier company editor (002 §7.5): categories (and keywords) joined by comma,
   * missing fields of `schemaFields` sent as null, with the version the editor was loaded at —
   * another one is refused 409 STALE_RECORD; `PATCH suppliers/{id}`.
   */
  saveCompany(
    id: EntityId,
    values: SupplierCompanySave,
    schemaFields: readonly string[],
    options?: CallOptions,
  ): Promise<SupplierRecord>;
}

/** What the supplier company editor saves: its fields and the version it was loaded at. */
export type SupplierCompanySave = Partial<
  Omit<SupplierRecord, 'categories' | 'keywords' | 'version'>
> & {
  categories?: readonly string[] | string | null;
  keywords?: readonly string[] | string | null;
  version: RecordVersion;
};

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
  if (Array.isArray(body.keywords)) body.keywords = body.keywords.join(',');
  return body;
}

export function createSuppliersApi(http: HttpClient): SuppliersApi {
  const family = dataFamily<SupplierRecord, SupplierInput, SupplierUpdateInput>(http, 'suppliers');
  return {
    ...family,
    getAdminTags: (options) => getDataList<Tag>(http, 'suppliers/admin-tags', options),
    saveCompany: (id, values, schemaFields, options) =>
      // The body is the schema's fields and the version (002 §7.5).
      family.update(
        id,
        supplierSaveBody(values, schemaFields) as unknown as SupplierUpdateInput,
        options,
      ),
  };
}
