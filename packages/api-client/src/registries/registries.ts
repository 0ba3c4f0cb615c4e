import type { RecordVersion } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { ResponseFormatError } from '../http/errors.ts';
import { getDataOne } from '../http/get.ts';
import { dataFamily, type DataFamily, type EntityId } from '../http/resource.ts';

/** The address fields the registries share. */
interface AddressFields {
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
}

/**
 * A contact: a person or a client of the organisation (000 §3, 002 §3.8 contact card, §3.10
 * "Contact: id, fullname, isPerson"), with the gateway's wire names. A person has `firstname` and
 * `lastname`, a client (company) `name1` and `name2`; `fullname` is set by the server from them.
 */
export interface Contact extends AddressFields {
  id: number;
  /** True for a person, false for a client; the category follows (002 §7.6). */
  isPerson: boolean;
  isClient: boolean;
  firstname: string | null;
  lastname: string | null;
  name1: string | null;
  name2: string | null;
  fullname: string;
  email: string | null;
  mobile: string | null;
  landline: string | null;
  url: string | null;
  vat: string | null;
  nin: string | null;
  /** The user account of the contact, if registered. */
  _user: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields a contact create or update may send (the gateway's allow-list). */
export type ContactInput = Partial<
  Pick<
    Contact,
    | 'isPerson'
    | 'firstname'
    | 'lastname'
    | 'name1'
    | 'name2'
    | 'email'
    | 'mobile'
    | 'landline'
    | 'street'
    | 'city'
    | 'zip'
    | 'province'
    | 'url'
    | 'vat'
    | 'nin'
  >
>;

/** The category `contacts/{id}/category` answers (002 §7.6): it decides the route. */
export type ContactCategory = 'person' | 'client';

/** A unit (flat, shop, garage, cellar…) of a building. */
export interface Unit {
  id: number;
  code: string | null;
  name: string | null;
  _building: number;
  unitType: string | null;
  staircase: string | null;
  floor: string | null;
  /** The unit's thousandths of the building. */
  thousandths: number | null;
  cadastralSheet: string | null;
  cadastralParcel: string | null;
  cadastralSub: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields a unit create or update may send (the gateway's allow-list). */
export type UnitInput = Partial<Omit<Unit, 'id' | 'createdAt' | 'updatedAt'>>;

/**
 * An edit of a registry record: its fields with the version (`updatedAt`) the form was loaded
 * at — another version is refused 409 STALE_RECORD (the gateway's registry keeping).
 */
export type VersionedInput<Input> = Input & { version: RecordVersion };

/** Who is what in a building (002 §3.7, §7.4 "Entitlement creation"). */
export interface Entitlement {
  id: number;
  _building: number;
  _unit: number | null;
  _contact: number | null;
  _contactDeputy: number | null;
  /** The user account of the contact, when registered (a resident's own entitlements). */
  _user: number | null;
  isOwner: boolean;
  /** The spec's spelling. */
  isTennant: boolean;
  isCouncilor: boolean;
  isDoorkeeper: boolean;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields an entitlement create may send (the gateway's allow-list). */
export type EntitlementCreateInput = Partial<
  Pick<
    Entitlement,
    | '_building'
    | '_unit'
    | '_contact'
    | '_contactDeputy'
    | 'isOwner'
    | 'isTennant'
    | 'isCouncilor'
    | 'isDoorkeeper'
    | 'note'
  >
>;

/** An update may not move an entitlement to another building, contact or unit. */
export type EntitlementUpdateInput = VersionedInput<
  Omit<EntitlementCreateInput, '_building' | '_contact' | '_unit'>
>;

export interface ContactsApi extends DataFamily<
  Contact,
  ContactInput,
  VersionedInput<ContactInput>
> {
  /**
   * `GET contacts/{id}/category` → `data.category` (002 §7.6 "Contact category lookup by contact
   * id").
   */
  getCategory(id: EntityId, options?: CallOptions): Promise<ContactCategory>;
}

export type UnitsApi = DataFamily<Unit, UnitInput, VersionedInput<UnitInput>>;
export type EntitlementsApi = DataFamily<
  Entitlement,
  EntitlementCreateInput,
  EntitlementUpdateInput
>;

export function createContactsApi(http: HttpClient): ContactsApi {
  return {
    ...dataFamily<Contact, ContactInput, VersionedInput<ContactInput>>(http, 'contacts'),
    async getCategory(id, options) {
      const path = `contacts/${encodeURIComponent(String(id))}/category`;
      const data = await getDataOne<{ category?: unknown }>(http, path, options);
      if (data.category === 'person' || data.category === 'client') return data.category;
      throw new ResponseFormatError(
        { status: 200, body: { data }, expected: "{ data: { category: 'person' | 'client' } }" },
        { method: 'GET', path },
      );
    },
  };
}

export function createUnitsApi(http: HttpClient): UnitsApi {
  return dataFamily<Unit, UnitInput, VersionedInput<UnitInput>>(http, 'units');
}

export function createEntitlementsApi(http: HttpClient): EntitlementsApi {
  return dataFamily<Entitlement, EntitlementCreateInput, EntitlementUpdateInput>(
    http,
    'entitlements',
  );
}
