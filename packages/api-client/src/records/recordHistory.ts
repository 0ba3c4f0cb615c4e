/**
 * The history of any record kind (gateway `GET /{kind}/{id}/history`; domain DECISIONS.md
 * "Record history"): orders (with their activities and tasks), tickets, and the claims, quotes,
 * tokens and folders as their lifecycles land. One fetcher and one query options for every kind;
 * the entries are unwrapped here, once.
 */
import type { HistoryChange } from '@portineria/domain';
import type { HttpClient } from '../http/client.ts';
import type { CallOptions } from '../http/client.ts';
import type { EntityId } from '../http/resource.ts';
import { signalOnly } from '../http/resource.ts';
import { unwrapDataList } from '../http/shapes.ts';
import type { QueryFamily } from '../queryKeys.ts';

/** What an entry is about: the record itself or, for an order, one of its activities or tasks. */
export type RecordHistoryEntity = RecordHistoryKind | 'activity' | 'task';

/**
 * Per kind: the path family its `GET /{path}/{id}/history` lives under, and the query family
 * whose writes refresh it (a write invalidates its whole family, so the history with it). A kind
 * read below its record's own path names that step as `under` (`GET /{path}/{id}/{under}/history`).
 */
export const RECORD_HISTORY_KINDS = {
  order: { path: 'orders', family: 'orders' },
  ticket: { path: 'tickets', family: 'tickets' },
  claim: { path: 'claims', family: 'claims' },
  // A quote request is read under the proxy (002 §7.6), its history beside it.
  quote: { path: 'proxy/orders/quotes', family: 'quotes' },
  token: { path: 'tokens', family: 'tokens' },
  // A billing proposal is kept under the tokens' family (its writes change tokens).
  billingProposal: { path: 'billingProposals', family: 'tokens' },
  folder: { path: 'folders', family: 'folders' },
  // The registries kept as records (the gateway's ./registryKeeping.ts).
  contact: { path: 'contacts', family: 'contacts' },
  building: { path: 'buildings', family: 'buildings' },
  unit: { path: 'units', family: 'units' },
  notice: { path: 'notices', family: 'notices' },
  poll: { path: 'polls', family: 'polls' },
  employee: { path: 'employees', family: 'employees' },
  plannedMaintenance: { path: 'planned-maintenances', family: 'plannedMaintenances' },
  entitlement: { path: 'entitlements', family: 'entitlements' },
  // An organisation's supplier: the history of its registry entry (the gateway's ./suppliers.ts).
  supplier: { path: 'suppliers', family: 'suppliers' },
  // A supplier's own company, read by its own profiles under the same path (the company editor).
  supplierCompany: { path: 'suppliers', family: 'suppliers' },
  // The caller's own profile, by its uid, beside its editor's reads (`profiles/{uid}/own`).
  profile: { path: 'profiles', family: 'profiles', under: 'own' },
} as const satisfies Readonly<
  Record<string, { path: string; family: QueryFamily; under?: string }>
>;

/** The kinds of record with a history (the gateway's `record_history.record_kind`). */
export type RecordHistoryKind = keyof typeof RECORD_HISTORY_KINDS;

/** One field of a history entry (domain's `HistoryChange`, the one shape gateway and client share). */
export type { HistoryChange };

/**
 * One entry of a record's history: who (user and profile), when, on which record (the record,
 * or an order's activity or task), what happened and what changed.
 */
export interface RecordHistoryEntry {
  id: EntityId;
  /** ISO instant. */
  at: string;
  user: { id: EntityId; fullname: string | null };
  profile: { role: string; companyName: string | null };
  entity: RecordHistoryEntity;
  entityId: EntityId;
  /** The event type (SEND, TAKE_CHARGE…) or create / update / delete. */
  action: string;
  changes: HistoryChange[];
}

/** The history calls. */
export interface RecordsApi {
  /** `GET /{kind}/{id}/history` → its entries, newest first, as the caller's role may see them. */
  history(
    kind: RecordHistoryKind,
    id: EntityId,
    options?: CallOptions,
  ): Promise<RecordHistoryEntry[]>;
}

export function createRecordsApi(http: HttpClient): RecordsApi {
  return {
    async history(kind, id, options) {
      const route: { path: string; under?: string } = RECORD_HISTORY_KINDS[kind];
      const record = `${route.path}/${encodeURIComponent(String(id))}`;
      const path = `${record}/${route.under === undefined ? '' : `${route.under}/`}history`;
      const body = await http.request({ method: 'GET', path, ...signalOnly(options) });
      return unwrapDataList<RecordHistoryEntry>(body, { method: 'GET', path });
    },
  };
}
