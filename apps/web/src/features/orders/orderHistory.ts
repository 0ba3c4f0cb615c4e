/**
 * The order's history entries (`GET orders/{id}/history`) as ui's HistoryTimeline shows them:
 * what happened to which record, who with which profile, and each field's value before and after
 * written for people (Sì / No, Italian dates, the status's chip label).
 */
import type { OrderHistoryEntry } from '@portineria/api-client';
import {
  activityStatusLabel,
  formatDate,
  formatDateTime,
  orderStatusChip,
  roleLabel,
} from '@portineria/domain';
import type { HistoryTimelineEntry } from '@portineria/ui';
import { webMessage, type WebMessageKey } from '../../messages/it-IT.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as text: booleans in words, dates in Italian, statuses by their label. */
export function historyValue(
  field: string,
  value: unknown,
  entity: OrderHistoryEntry['entity'] = 'order',
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean')
    return webMessage(value ? 'history.value.yes' : 'history.value.no');
  if (typeof value === 'string') {
    if (field === 'status' && entity === 'activity')
      return activityStatusLabel({ status: value }) ?? value;
    if (field === 'status') return orderStatusChip(value)?.label ?? value;
    if (ISO_DATE.test(value)) return formatDate(value);
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    return value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function entityName(entry: OrderHistoryEntry): string {
  if (entry.entity === 'order') return webMessage('history.entity.order');
  return webMessage(
    entry.entity === 'activity' ? 'history.entity.activity' : 'history.entity.task',
    {
      id: String(entry.entityId),
    },
  );
}

function entryTitle(entry: OrderHistoryEntry): string {
  const key = `history.action.${entry.action}`;
  const entity = entityName(entry);
  return key in HISTORY_TITLES
    ? webMessage(key as WebMessageKey, { entity })
    : webMessage('history.action.other', { entity, action: entry.action });
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
    ] as const
  ).map((action) => [`history.action.${action}`, true]),
);

/** One history entry as a timeline entry. */
export function historyTimelineEntry(entry: OrderHistoryEntry): HistoryTimelineEntry {
  const profile = entry.profile.companyName ?? roleLabel(entry.profile.role as never);
  return {
    id: String(entry.id),
    title: entryTitle(entry),
    at: entry.at,
    who: webMessage('history.who', { user: entry.user.fullname ?? '', profile }),
    changes: entry.changes.map((change) => ({
      label: change.label,
      from: historyValue(change.field, change.from, entry.entity),
      to: historyValue(change.field, change.to, entry.entity),
    })),
  };
}
