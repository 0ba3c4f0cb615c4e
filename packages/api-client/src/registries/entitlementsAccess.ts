import type { HttpClient } from '../http/client.ts';
import { dataFamily, type DataFamily } from '../http/resource.ts';

/**
 * A delegated access (001 §2.2 "entitlements-access"): an entitlement with a deputy contact, as
 * the gateway lists it with the deputy's and the delegator's names and the building's. The spec
 * names no field of it: these are the gateway's.
 */
export interface EntitlementAccess {
  id: number;
  _building: number | null;
  _unit: number | null;
  _contact: number | null;
  _contactDeputy: number | null;
  /** The entitlement's note. */
  note: string | null;
  firstname: string | null;
  lastname: string | null;
  /** The deputy's name. */
  fullname: string | null;
  email: string | null;
  mobile: string | null;
  delegatorFullname: string | null;
  buildingName: string | null;
  /** 'active' or 'pending'. */
  status: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `entitlements-access`: the standard `{ data }` calls. */
export type EntitlementsAccessApi = DataFamily<EntitlementAccess>;

export function createEntitlementsAccessApi(http: HttpClient): EntitlementsAccessApi {
  return dataFamily<EntitlementAccess>(http, 'entitlements-access');
}
