import type { CallOptions, HttpClient } from '../http/client.ts';
import { getData } from '../http/get.ts';
import { dataFamily, type DataFamily, type EntityId } from '../http/resource.ts';

/** A contact: a person or a client of the organisation (000 §3, 002 §3.5). */
export interface Contact {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  businessName?: string | null;
  email?: string | null;
  phone?: string | null;
  /** The contact category that decides the route (002 §7.6). */
  category?: string | null;
  [field: string]: unknown;
}

/** A unit (flat, shop, garage) of a building. */
export interface Unit {
  id: number;
  _building: number;
  name?: string | null;
  floor?: string | null;
  [field: string]: unknown;
}

/** A user's or contact's entitlement on a building or unit (002 §7.4 "Entitlement creation"). */
export interface Entitlement {
  id: number;
  _building?: number | null;
  _unit?: number | null;
  _user?: number | null;
  _contact?: number | null;
  role?: string | null;
  [field: string]: unknown;
}

export interface ContactsApi extends DataFamily<Contact> {
  /** `GET contacts/{id}/category` → the category (002 §7.6 "Contact category lookup by contact id"). */
  getCategory(id: EntityId, options?: CallOptions): Promise<string | null>;
}

export type UnitsApi = DataFamily<Unit>;
export type EntitlementsApi = DataFamily<Entitlement>;

export function createContactsApi(http: HttpClient): ContactsApi {
  return {
    ...dataFamily<Contact>(http, 'contacts'),
    async getCategory(id, options) {
      const data = await getData<unknown>(
        http,
        `contacts/${encodeURIComponent(String(id))}/category`,
        options,
      );
      if (typeof data === 'string') return data;
      if (typeof data === 'object' && data !== null) {
        const category = (data as { category?: unknown }).category;
        return typeof category === 'string' ? category : null;
      }
      return null;
    },
  };
}

export function createUnitsApi(http: HttpClient): UnitsApi {
  return dataFamily<Unit>(http, 'units');
}

export function createEntitlementsApi(http: HttpClient): EntitlementsApi {
  return dataFamily<Entitlement>(http, 'entitlements');
}
