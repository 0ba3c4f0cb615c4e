import type { OrgType } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getData, getDataList, getDataOne } from '../http/get.ts';
import { signalOnly, type EntityId } from '../http/resource.ts';
import { unwrapDataOne } from '../http/shapes.ts';
import { ResponseFormatError } from '../http/errors.ts';

/** An organisation as `organizations/{id}` returns it (000 §3, 002 §3.9). */
export interface Organization {
  id: number;
  name: string;
  orgType: OrgType;
  /** The module switches of the organisation (000 §6). */
  modules?: Record<string, boolean> | null;
  // The certified company data (002 §3.9 "Organisation or supplier company (read-only)").
  name1?: string | null;
  name2?: string | null;
  vat?: string | null;
  nin?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  codeEInvoice?: string | null;
  /** Pec. */
  emailEInvoice?: string | null;
  email?: string | null;
  landline?: string | null;
  mobile?: string | null;
  fax?: string | null;
  [field: string]: unknown;
}

/** A supplier linked to the own organisation (`own/linked-spl`). */
export interface LinkedSupplier {
  id: number;
  name: string;
  [field: string]: unknown;
}

/** The current qualifications pack of the organisation. */
export interface QualificationsPack {
  id: number;
  name?: string | null;
  total?: number | null;
  used?: number | null;
  validTo?: string | null;
  [field: string]: unknown;
}

/** A tag (qualification companies tags, qualifications tags). */
export interface Tag {
  id: number;
  name: string;
  color?: string | null;
  [field: string]: unknown;
}

/** The e-mail customisation of the organisation. */
export interface EmailsCustomization {
  [field: string]: unknown;
}

/** Calls under `organizations/` (001 §7 "Organizations ... all GET", 000 §7, 002 §7.5). */
export interface OrganizationsApi {
  /** `GET organizations/{id}` → the organisation (also for the USR dashboard, 000 §7). */
  getOne(id: EntityId, options?: CallOptions): Promise<Organization>;
  /** `PATCH organizations/{id}` → the saved organisation (company editor, 002 §7.5). */
  update(
    id: EntityId,
    changes: Partial<Organization>,
    options?: CallOptions,
  ): Promise<Organization>;
  /** `GET organizations/own/linked-spl` → the suppliers linked to the own organisation. */
  getLinkedSuppliers(options?: CallOptions): Promise<LinkedSupplier[]>;
  /** `GET organizations/own/qualifications-packs/current`. */
  getCurrentQualificationsPack(options?: CallOptions): Promise<QualificationsPack | null>;
  /** `GET organizations/own/qualifications-packs/use-license` → whether a licence use is allowed / the answer's data. */
  getQualificationsPackLicenseUse(options?: CallOptions): Promise<unknown>;
  /** `GET organizations/own/qualification-companies-tags`. */
  getQualificationCompaniesTags(options?: CallOptions): Promise<Tag[]>;
  /** `GET organizations/own/qualifications-tags`. */
  getQualificationsTags(options?: CallOptions): Promise<Tag[]>;
  /** `GET organizations/own/emails-customization`. */
  getEmailsCustomization(options?: CallOptions): Promise<EmailsCustomization>;
  /** `GET organizations/own/buildings-licenses-used` → a number (null when unset). */
  getBuildingsLicensesUsed(options?: CallOptions): Promise<number | null>;
  /** `GET organizations/own/buildings-licenses-total` → a number (null when unset). */
  getBuildingsLicensesTotal(options?: CallOptions): Promise<number | null>;
}

/** A licence figure: the number itself, or `{ count | total | used | value }`; null when unset. */
function numberOf(value: unknown, path: string): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of ['count', 'total', 'used', 'value']) {
      if (typeof record[key] === 'number') return record[key];
    }
  }
  throw new ResponseFormatError(
    { status: 200, body: { data: value }, expected: '{ data: number }' },
    { method: 'GET', path },
  );
}

export function createOrganizationsApi(http: HttpClient): OrganizationsApi {
  return {
    getOne: (id, options) =>
      getDataOne<Organization>(http, `organizations/${encodeURIComponent(String(id))}`, options),
    async update(id, changes, options) {
      const path = `organizations/${encodeURIComponent(String(id))}`;
      const body = await http.request({
        method: 'PATCH',
        path,
        body: changes,
        ...signalOnly(options),
      });
      return unwrapDataOne<Organization>(body, { method: 'PATCH', path });
    },
    getLinkedSuppliers: (options) =>
      getDataList<LinkedSupplier>(http, 'organizations/own/linked-spl', options),
    getCurrentQualificationsPack: (options) =>
      getData<QualificationsPack | null>(
        http,
        'organizations/own/qualifications-packs/current',
        options,
      ),
    getQualificationsPackLicenseUse: (options) =>
      getData<unknown>(http, 'organizations/own/qualifications-packs/use-license', options),
    getQualificationCompaniesTags: (options) =>
      getDataList<Tag>(http, 'organizations/own/qualification-companies-tags', options),
    getQualificationsTags: (options) =>
      getDataList<Tag>(http, 'organizations/own/qualifications-tags', options),
    getEmailsCustomization: (options) =>
      getData<EmailsCustomization>(http, 'organizations/own/emails-customization', options),
    async getBuildingsLicensesUsed(options) {
      const path = 'organizations/own/buildings-licenses-used';
      return numberOf(await getData<unknown>(http, path, options), path);
    },
    async getBuildingsLicensesTotal(options) {
      const path = 'organizations/own/buildings-licenses-total';
      return numberOf(await getData<unknown>(http, path, options), path);
    },
  };
}
