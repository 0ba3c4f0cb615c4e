import type { NoticeFormValues, NoticeTransitionEvent, RecordVersion } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { dataFamily, type DataFamily, type EntityId } from '../http/resource.ts';
import { unwrapDataOne } from '../http/shapes.ts';

/** A notice on a building's board (000 §3), with the gateway's wire names. */
export interface Notice {
  id: number;
  title: string;
  body: string | null;
  status: string | null;
  publishedAt: string | null;
  /** `YYYY-MM-DD`. */
  validTo: string | null;
  _building: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A poll of a condominium (000 §7 "orders, polls, contracts: criteria-based watcher counts"). */
export interface Poll {
  id: number;
  object: string;
  question: string | null;
  /** The answers offered, as the gateway stores them (JSON). */
  options: unknown;
  /** True while the poll is open. */
  status: boolean;
  /** `YYYY-MM-DD`. */
  validFrom: string | null;
  /** `YYYY-MM-DD`. */
  validTo: string | null;
  _building: number | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A new notice (`POST notices`): the form's fields, published at once unless `status` is 'DRAFT'
 * (domain DECISIONS.md "Notices").
 */
export type NoticeCreateInput = NoticeFormValues & { status?: 'DRAFT' | 'PUBLISHED' };

/**
 * An edit of a notice (`PATCH notices/{id}`): the form's fields and the version (`updatedAt`) the
 * form was loaded at; another stored version is refused (409 STALE_RECORD).
 */
export type NoticeUpdateInput = NoticeFormValues & { version: RecordVersion };

/** A step of the notice lifecycle (`POST notices/{id}/transitions`) with the version read. */
export interface NoticeTransitionRequest {
  event: NoticeTransitionEvent;
  version: RecordVersion;
}

export interface NoticesApi extends DataFamily<Notice, NoticeCreateInput, NoticeUpdateInput> {
  /**
   * `POST notices/{id}/transitions` `{ event, version }` → the notice. Refusals: 409 CONFLICT
   * (the lifecycle refuses it now), 409 STALE_RECORD, 403 FORBIDDEN, 404 for a notice not seen.
   */
  transition(
    id: EntityId,
    request: NoticeTransitionRequest,
    options?: CallOptions,
  ): Promise<Notice>;
}

export type PollsApi = DataFamily<Poll>;

export function createNoticesApi(http: HttpClient): NoticesApi {
  const family = dataFamily<Notice, NoticeCreateInput, NoticeUpdateInput>(http, 'notices');
  return {
    ...family,
    async transition(id, request, options) {
      const path = `notices/${encodeURIComponent(String(id))}/transitions`;
      const body = await http.request({
        method: 'POST',
        path,
        body: request,
        ...(options?.signal ? { signal: options.signal } : {}),
      });
      return unwrapDataOne<Notice>(body, { method: 'POST', path });
    },
  };
}

export function createPollsApi(http: HttpClient): PollsApi {
  return dataFamily<Poll>(http, 'polls');
}
