import type { HttpClient } from '../http/client.ts';
import { dataFamily, type DataFamily } from '../http/resource.ts';

/**
 * A consultancy service of the organisation (001 §2.2 orgConsultancies, whose consultancyTypeId is
 * its id). The spec names none of its fields: these are the gateway's.
 */
export interface Consultancy {
  id: number;
  _organization: number | null;
  name: string | null;
  description: string | null;
  category: string | null;
  /** 'active' or 'inactive'. */
  status: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `consultancies`: the standard `{ data }` calls. */
export type ConsultanciesApi = DataFamily<Consultancy>;

export function createConsultanciesApi(http: HttpClient): ConsultanciesApi {
  return dataFamily<Consultancy>(http, 'consultancies');
}
