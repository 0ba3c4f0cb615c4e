import type { HttpClient } from '../http/client.ts';
import { dataFamily, type DataFamily } from '../http/resource.ts';
import type { IncludedBuilding } from '../included.ts';

/**
 * A procurement addressed to the supplier company (001 §2.3 splProcurements). The spec names none
 * of its fields: these are the gateway's, with the building when included.
 */
export interface Procurement {
  id: number;
  _organization: number | null;
  _building: number | null;
  object: string | null;
  description: string | null;
  /** 'open', 'offer_sent', 'awarded', 'lost' or 'cancelled'. */
  status: string | null;
  deadline: string | null;
  amount: number | null;
  createdAt: string;
  updatedAt: string;
  /** With `include: ['org_buildings']`. */
  org_buildings?: IncludedBuilding | null;
}

/** `procurements`: the standard `{ data }` calls. */
export type ProcurementsApi = DataFamily<Procurement>;

export function createProcurementsApi(http: HttpClient): ProcurementsApi {
  return dataFamily<Procurement>(http, 'procurements');
}
