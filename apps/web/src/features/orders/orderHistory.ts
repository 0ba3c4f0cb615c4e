/**
 * How an order's history entries read (`GET orders/{id}/history`, shown by
 * records/RecordHistory.tsx): what happened to which record — the order, one of its activities
 * or tasks — and the status by its chip label (an activity's by the activity's).
 */
import type { RecordHistoryEntry } from '@portineria/api-client';
import { activityStatusLabel, orderStatusChip } from '@portineria/domain';
import { webMessage, type WebMessageKey } from '../../messages/it-IT.ts';
import { historyValueText, type RecordHistoryFormat } from '../../records/recordHistory.ts';

/** A recorded value as text: the status by its label, the rest as every history writes it. */
export function historyValue(
  field: string,
  value: unknown,
  entity: RecordHistoryEntry['entity'] = 'order',
): string | null {
  if (field === 'status' && typeof value === 'string' && value !== '') {
    if (entity === 'activity') return activityStatusLabel({ status: value }) ?? value;
    return orderStatusChip(value)?.label ?? value;
  }
  return historyValueText(value);
}

function entityName(entry: RecordHistoryEntry): string {
  if (entry.entity === 'activity' || entry.entity === 'task') {
    return webMessage(
      entry.entity === 'activity' ? 'history.entity.activity' : 'history.entity.task',
      { id: String(entry.entityId) },
    );
  }
  return webMessage('history.entity.order');
}

/** The keys of the history titles, checked at run time against the entry's action. */
const HISTORY_TITLES: Readonly<Record<string, true>> = Object.fromEntries(
  (
    [
      'create',
      'update',
      'delete',
      'SEND',
      'EDIT',
      'DELETE',
      'ADD_ACTIVITIES',
      'MARK_READ',
      'ACCEPT',
      'REJECT',
      'PLAN',
      'ASK_PRICE',
      'SUSPEND',
      'RESUME',
      'CLOSE',
      'FORCE_CLOSE',
      'VALIDATE',
      'SEND_BACK',
      'CLOSE_AFTER_LAST_ACTIVITY',
      'REGISTER_TASK',
      'COMPLETE_QUICKLY',
      'QUOTE_ACCEPTED',
      'ATTACH',
      'COPY_TICKET_FILES',
    ] as const
  ).map((action) => [`history.action.${action}`, true]),
);

function entryTitle(entry: RecordHistoryEntry): string {
  const key = `history.action.${entry.action}`;
  const entity = entityName(entry);
  return key in HISTORY_TITLES
    ? webMessage(key as WebMessageKey, { entity })
    : webMessage('history.action.other', { entity, action: entry.action });
}

/** The order's history as records/RecordHistory.tsx shows it. */
export const ORDER_HISTORY_FORMAT: RecordHistoryFormat = {
  title: entryTitle,
  value: (field, value, entry) => historyValue(field, value, entry.entity) ?? undefined,
};
