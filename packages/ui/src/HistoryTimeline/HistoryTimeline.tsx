import type { DateValue } from '@portineria/domain';
import type { ReactNode } from 'react';
import { DateTime } from '../DateTime/DateTime.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { workflowMessage } from '../messages/it-IT/workflow.ts';
import { formatLabel } from '../private/formatLabel.ts';
import * as styles from './HistoryTimeline.css.ts';

/** One changed field of an entry, its values already written for people ('Aperto', '12/03/2026'). */
export interface HistoryTimelineChange {
  label: string;
  from: string | null;
  to: string | null;
}

/** One recorded change: what happened, when, who (and for which side) and the fields it changed. */
export interface HistoryTimelineEntry {
  id: string;
  /** What happened, in words ('Ordine inviato', 'Attività ATT-12 rifiutata'). */
  title: string;
  at: DateValue;
  /** Who did it: the person and their profile ('Giulia Rossi · Amministratore'). */
  who: string;
  changes: readonly HistoryTimelineChange[];
}

export interface HistoryTimelineProps {
  /** The entries, newest first. */
  entries: readonly HistoryTimelineEntry[];
  /** The history is still being read: a skeleton stands in for it. */
  loading?: boolean;
  /** The history could not be read: this message (and its retry action) is shown instead. */
  error?: ReactNode;
  /** The accessible name of the list ('Cronologia'). */
  label?: string;
  /** Shown when nothing was recorded yet. */
  emptyLabel?: string;
  /** One change line, with `{label}`, `{from}` and `{to}`. */
  changeTemplate?: string;
  /** What an empty value shows ('-'). */
  emptyValue?: string;
}

/**
 * The append-only history of a record as a timeline, newest first: every entry says who, with
 * which profile, when, and each field's value before and after. Values are text, never markup.
 */
export function HistoryTimeline({
  entries,
  loading = false,
  error,
  label = workflowMessage('historyTimeline.label'),
  emptyLabel = workflowMessage('historyTimeline.empty'),
  changeTemplate = workflowMessage('historyTimeline.change'),
  emptyValue = workflowMessage('historyTimeline.emptyValue'),
}: HistoryTimelineProps) {
  let body: ReactNode;
  if (loading) body = <Skeleton lines={4} />;
  else if (error) body = <div className={styles.message}>{error}</div>;
  else if (entries.length === 0) body = <p className={styles.message}>{emptyLabel}</p>;
  else
    body = (
      <ol className={styles.list} aria-label={label}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry} data-entry={entry.id}>
            <p className={styles.title}>{entry.title}</p>
            <p className={styles.meta}>
              <DateTime value={entry.at} /> · {entry.who}
            </p>
            {entry.changes.length > 0 ? (
              <ul className={styles.changes}>
                {entry.changes.map((change) => (
                  <li key={change.label}>
                    {formatLabel(changeTemplate, {
                      label: change.label,
                      from: change.from || emptyValue,
                      to: change.to || emptyValue,
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    );
  return (
    <div className={styles.root} aria-busy={loading || undefined}>
      {body}
    </div>
  );
}
