import type {
  NoticeFormValues,
  NoticeTransitionEvent,
  PollFormValues,
  PollTransitionEvent,
  RecordVersion,
} from '@portineria/domain';
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
  /** The main building (the first chosen). */
  _building: number | null;
  /** Every building it is for, the main one first (domain `boardBuildingIds`). */
  buildings: number[];
  /**
   * With `include: ['buildingNames']`: those buildings by id and name, the ones the reader may
   * read (the office's detail names them).
   */
  buildingNames?: { id: number; name: string }[];
  createdAt: string;
  updatedAt: string;
}

/** One answer of a poll: its count only where the reader may see it (domain DECISIONS.md "Polls" 6). */
export interface PollAnswer {
  id: number;
  label: string;
  /** Absent for a resident while voting is open. */
  votes?: number;
}

/** A poll of a condominium (000 §3 "Poll (status boolean, validTo, _building)"). */
export interface Poll {
  id: number;
  object: string;
  question: string | null;
  /** The answers offered, in their order. */
  options: PollAnswer[];
  /** True while the poll is open. */
  status: boolean;
  /** When it was published; null for a draft. */
  publishedAt: string | null;
  /** `YYYY-MM-DD`. */
  validFrom: string | null;
  /** `YYYY-MM-DD`: the closing date, the last day to vote. */
  validTo: string | null;
  /** The main building (the first chosen). */
  _building: number | null;
  /** Every building it is for, the main one first (domain `boardBuildingIds`). */
  buildings: number[];
  /**
   * With `include: ['buildingNames']`: those buildings by id and name, the ones the reader may
   * read (the office's detail names them).
   */
  buildingNames?: { id: number; name: string }[];
  /** A resident's read only: the answer the user voted, null before voting. */
  myVote?: number | null;
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

/**
 * A new poll (`POST polls`): the form's fields with the answers as their labels, open at once
 * unless `status` is false (a draft; domain DECISIONS.md "Polls").
 */
export type PollCreateInput = PollFormValues & { status?: boolean };

/**
 * An edit of a poll (`PATCH polls/{id}`): the form's fields it changes and the version read; the
 * answers and the building only while nobody has voted (domain DECISIONS.md "Polls" 7).
 */
export type PollUpdateInput = Partial<PollFormValues> & {
  version: RecordVersion;
};

/** A step of the poll lifecycle (`POST polls/{id}/transitions`) with the version read. */
export interface PollTransitionRequest {
  event: Exclude<PollTransitionEvent, { type: 'VOTE' }>;
  version: RecordVersion;
}

export interface PollsApi extends DataFamily<Poll, PollCreateInput, PollUpdateInput> {
  /**
   * `POST polls/{id}/transitions` `{ event, version }` ('Pubblica', 'Chiudi') → the poll.
   * Refusals: 409 CONFLICT, 409 STALE_RECORD, 403 FORBIDDEN, 404 for a poll not seen.
   */
  transition(id: EntityId, request: PollTransitionRequest, options?: CallOptions): Promise<Poll>;
  /**
   * `POST polls/{id}/votes` `{ option }` → the poll with `myVote`. Refusals: 409 CONFLICT (not
   * open, past its closing date, already voted), 403 (not a resident), 400 (not an answer), 404.
   */
  vote(id: EntityId, option: number, options?: CallOptions): Promise<Poll>;
}

/** `POST {family}/{id}/{action}` with a body, answered `{ data: record }`: a step, a vote. */
async function postOnRecord<Row>(
  http: HttpClient,
  family: string,
  id: EntityId,
  action: string,
  body: unknown,
  options?: CallOptions,
): Promise<Row> {
  const path = `${family}/${encodeURIComponent(String(id))}/${action}`;
  const answer = await http.request({
    method: 'POST',
    path,
    body,
    ...(options?.signal ? { signal: options.signal } : {}),
  });
  return unwrapDataOne<Row>(answer, { method: 'POST', path });
}

export function createNoticesApi(http: HttpClient): NoticesApi {
  const family = dataFamily<Notice, NoticeCreateInput, NoticeUpdateInput>(http, 'notices');
  return {
    ...family,
    transition: (id, request, options) =>
      postOnRecord<Notice>(http, 'notices', id, 'transitions', request, options),
  };
}

export function createPollsApi(http: HttpClient): PollsApi {
  const family = dataFamily<Poll, PollCreateInput, PollUpdateInput>(http, 'polls');
  return {
    ...family,
    transition: (id, request, options) =>
      postOnRecord<Poll>(http, 'polls', id, 'transitions', request, options),
    vote: (id, option, options) =>
      postOnRecord<Poll>(http, 'polls', id, 'votes', { option }, options),
  };
}
