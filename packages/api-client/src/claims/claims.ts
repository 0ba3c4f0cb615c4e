import type { Claim, CriteriaInclude } from '@portineria/domain';
import type { HttpClient } from '../http/client.ts';
import {
  dataFamily,
  type CriteriaCallOptions,
  type DataFamily,
  type ListQuery,
} from '../http/resource.ts';

/** The associations the claim list expands (001 §7 "building, supplierICMP and supplierIEXP"). */
export const CLAIM_EXPANDS: readonly CriteriaInclude[] = [
  { association: 'building' },
  { association: 'supplierICMP' },
  { association: 'supplierIEXP' },
];

export interface ClaimsApi extends DataFamily<Claim> {
  /** `POST claims/search` with the building and both suppliers included (001 §7). */
  getManyExpanded(query?: ListQuery, options?: CriteriaCallOptions): Promise<Claim[]>;
}

export function createClaimsApi(http: HttpClient): ClaimsApi {
  const family = dataFamily<Claim>(http, 'claims');
  return {
    ...family,
    getManyExpanded: (query = {}, options) =>
      family.getMany({ ...query, include: [...CLAIM_EXPANDS, ...(query.include ?? [])] }, options),
  };
}
