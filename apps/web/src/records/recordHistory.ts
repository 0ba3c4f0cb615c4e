/**
 * A record's history entries (`GET /{kind}/{id}/history`, domain DECISIONS.md "Record history")
 * as ui's HistoryTimeline shows them: a title, who with which profile, when, and each field's
 * value before and after written for people. What differs per kind — the title of an action, the
 * words of a status — comes from the feature that owns the kind, as a {@link RecordHistoryFormat}
 * (features/orders/orderHistory.ts, features/tickets/ticketHistory.ts); the rest is shared here.
 */
import type { RecordHistoryEntry } from '@portineria/api-client';
import { formatDate, formatDateTime, roleLabel } from '@portineria/domain';
import type { HistoryTimelineEntry } from '@portineria/ui';
import { webMessage } from '../messages/it-IT.ts';

/** How a kind's entries read: supplied by the feature that owns the kind. */
export interface RecordHistoryFormat {
  /** The entry's title: what happened, to which record ('Ordine: accettato', 'Preso in carico'). */
  title(entry: RecordHistoryEntry): string;
  /**
   * A recorded value as words when the kind has its own (a status by its label); `undefined`
   * leaves it to {@link historyValueText}.
   */
  value?(field: string, value: unknown, entry: RecordHistoryEntry): string | undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as text: nothing as null, booleans in words, dates in Italian. */
export function historyValueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean')
    return webMessage(value ? 'history.value.yes' : 'history.value.no');
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return formatDate(value);
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    return value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** One history entry of a kind as a timeline entry. */
export function recordHistoryTimelineEntry(
  format: RecordHistoryFormat,
  entry: RecordHistoryEntry,
): HistoryTimelineEntry {
  const profile = entry.profile.companyName ?? roleLabel(entry.profile.role as never);
  const text = (field: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return null;
    return format.value?.(field, value, entry) ?? historyValueText(value);
  };
  return {
    id: String(entry.id),
    title: format.title(entry),
    at: entry.at,
    who: webMessage('history.who', { user: entry.user.fullname ?? '', profile }),
    // A related record by its name when the gateway could tell it (one the reader may read).
    changes: entry.changes.map((change) => ({
      label: change.label,
      from: change.fromName ?? text(change.field, change.from),
      to: change.toName ?? text(change.field, change.to),
    })),
  };
}
