import type { ApiClient } from '../createApiClient.ts';
import type { EntityId } from '../http/resource.ts';
import { readQueryOptions } from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';
import { RECORD_HISTORY_KINDS } from './recordHistory.ts';
import type { RecordHistoryEntry, RecordHistoryKind } from './recordHistory.ts';

/**
 * `GET /{kind}/{id}/history`: the timeline of a record, newest first. Keyed under the kind's
 * family (`queryKeys.orders.call(profile, 'history', { id })`…), so every write of the family —
 * an order, activity or task event, a ticket's step or edit — refreshes it.
 */
export const getRecordHistoryQueryOptions = (
  client: ApiClient,
  kind: RecordHistoryKind,
  id: EntityId,
) =>
  readQueryOptions<RecordHistoryEntry[]>(recordHistoryQueryKey(client, kind, id), (options) =>
    client.records.history(kind, id, options),
  );

/** The query key of a record's history (for a test or a hand-made invalidation). */
export function recordHistoryQueryKey(client: ApiClient, kind: RecordHistoryKind, id: EntityId) {
  return queryKeys[RECORD_HISTORY_KINDS[kind].family].call(client.profileId(), 'history', {
    id: String(id),
  });
}
