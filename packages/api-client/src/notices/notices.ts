import type { HttpClient } from '../http/client.ts';
import { dataFamily, type DataFamily } from '../http/resource.ts';

/** A notice on a building's board (000 §3). */
export interface Notice {
  id: number;
  title?: string | null;
  body?: string | null;
  _building?: number | null;
  publishedAt?: string | null;
  validTo?: string | null;
  [field: string]: unknown;
}

/** A poll of a condominium (000 §7 "orders, polls, contracts: criteria-based watcher counts"). */
export interface Poll {
  id: number;
  title?: string | null;
  status?: string | number | null;
  _building?: number | null;
  validFrom?: string | null;
  validTo?: string | null;
  [field: string]: unknown;
}

export type NoticesApi = DataFamily<Notice>;
export type PollsApi = DataFamily<Poll>;

export function createNoticesApi(http: HttpClient): NoticesApi {
  return dataFamily<Notice>(http, 'notices');
}

export function createPollsApi(http: HttpClient): PollsApi {
  return dataFamily<Poll>(http, 'polls');
}
