import type {
  Claim,
  ClaimFormValues,
  ClaimTransitionEvent,
  CriteriaInclude,
  RecordVersion,
} from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { unwrapDataOne } from '../http/shapes.ts';
import {
  dataFamily,
  type CriteriaCallOptions,
  type DataFamily,
  type EntityId,
  type ListQuery,
} from '../http/resource.ts';

/** A new claim (`POST claims`): the form's fields (DECISIONS.md "Claim lifecycle" 8). */
export type ClaimCreateInput = ClaimFormValues;

/**
 * An edit of a claim (`PATCH claims/{id}`): the form's fields and the version (`updatedAt`) the
 * form was loaded at; another stored version is refused (409 STALE_RECORD).
 */
export type ClaimUpdateInput = ClaimFormValues & { version: RecordVersion };

/**
 * A step of the claim lifecycle sent to `POST claims/{id}/transitions`: the event (with the
 * liquidated amount or the closing reason it carries) and the version of the claim as read.
 */
export interface ClaimTransitionRequest {
  event: ClaimTransitionEvent;
  version: RecordVersion;
}

/** The associations the claim list expands (001 §7 "building, supplierICMP and supplierIEXP"). */
export const CLAIM_EXPANDS: readonly CriteriaInclude[] = [
  { association: 'building' },
  { association: 'supplierICMP' },
  { association: 'supplierIEXP' },
];

export interface ClaimsApi extends DataFamily<Claim, ClaimCreateInput, ClaimUpdateInput> {
  /** `POST claims/search` with the building and both suppliers included (001 §7). */
  getManyExpanded(query?: ListQuery, options?: CriteriaCallOptions): Promise<Claim[]>;
  /**
   * `POST claims/{id}/transitions` `{ event, version }` → the claim as `GET claims/{id}` answers
   * it. Refusals: 409 CONFLICT (the lifecycle refuses it now), 409 STALE_RECORD (someone changed
   * the claim since `version`), 403 FORBIDDEN or MODULE_DISABLED, 400 VALIDATION_FAILED.
   */
  transition(id: EntityId, request: ClaimTransitionRequest, options?: CallOptions): Promise<Claim>;
}

export function createClaimsApi(http: HttpClient): ClaimsApi {
  const family = dataFamily<Claim, ClaimCreateInput, ClaimUpdateInput>(http, 'claims');
  return {
    ...family,
    getManyExpanded: (query = {}, options) =>
      family.getMany({ ...query, include: [...CLAIM_EXPANDS, ...(query.include ?? [])] }, options),
    async transition(id, request, options) {
      const path = `claims/${encodeURIComponent(String(id))}/transitions`;
      const body = await http.request({
        method: 'POST',
        path,
        body: request,
        ...(options?.signal ? { signal: options.signal } : {}),
      });
      return unwrapDataOne<Claim>(body, { method: 'POST', path });
    },
  };
}
