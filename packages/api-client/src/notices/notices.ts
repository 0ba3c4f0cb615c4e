import type { HttpClient } from '../http/client.ts';
import { dataFamily, type DataFamily } from '../http/resource.ts';

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

export type NoticesApi = DataFamily<Notice>;
export type PollsApi = DataFamily<Poll>;

export function createNoticesApi(http: HttpClient): NoticesApi {
  return dataFamily<Notice>(http, 'notices');
}

export function createPollsApi(http: HttpClient): PollsApi {
  return dataFamily<Poll>(http, 'polls');
}
