/**
 * The history section of a record's detail (domain DECISIONS.md "Record history"): the timeline
 * of who, with which profile, when, and each field from → to, newest first — for an order, a
 * ticket, and every kind whose lifecycle records one. Loading shows the timeline's skeleton, an
 * empty history its empty text, a failed read the error with 'Riprova'.
 */
import { getRecordHistoryQueryOptions } from '@portineria/api-client';
import type { RecordHistoryKind } from '@portineria/api-client';
import { Button, HistoryTimeline } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { apiClient } from '../lib/apiClient.ts';
import { webMessage } from '../messages/it-IT.ts';
import { recordHistoryTimelineEntry } from './recordHistory.ts';
import type { RecordHistoryFormat } from './recordHistory.ts';
import * as styles from './recordHistory.css.ts';

/** Props of {@link RecordHistory}. */
export interface RecordHistoryProps {
  /** The kind of record: the history read is `GET /{kind}/{id}/history`. */
  kind: RecordHistoryKind;
  /** The record's id. */
  recordId: string;
  /** How the kind's entries read (its feature's titles and values). */
  format: RecordHistoryFormat;
}

/** The history section of a record's detail. */
export function RecordHistory({ kind, recordId, format }: RecordHistoryProps) {
  const titleId = useId();
  const query = useQuery(getRecordHistoryQueryOptions(apiClient, kind, recordId));
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="history">
      <h3 id={titleId} className={styles.title}>
        {webMessage('history.title')}
      </h3>
      <HistoryTimeline
        entries={(query.data ?? []).map((entry) => recordHistoryTimelineEntry(format, entry))}
        loading={query.isPending}
        error={
          query.isError ? (
            <>
              <p className={styles.muted}>{webMessage('history.error')}</p>
              <Button variant="outlined" size="small" onClick={() => void query.refetch()}>
                {webMessage('history.retry')}
              </Button>
            </>
          ) : undefined
        }
      />
    </section>
  );
}
