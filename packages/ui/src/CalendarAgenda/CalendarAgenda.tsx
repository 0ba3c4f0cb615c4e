import type { CalendarEvent } from '@portineria/domain';
import {
  calendarDayLabel,
  calendarPeriodLabel,
  calendarRange,
  dayRowsLayout,
} from '@portineria/domain';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { CalendarEventChip } from '../CalendarEventChip/CalendarEventChip.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import type { CalendarViewDataProps } from '../private/calendarModel.ts';
import { calendarEventKey, useEventColors, useNow } from '../private/calendarModel.ts';
import { CalendarViewState } from '../private/calendarViewState.tsx';
import { formatLabel } from '../private/formatLabel.ts';
import * as styles from './CalendarAgenda.css.ts';

/** The labels of the agenda, all overridable. */
export interface CalendarAgendaLabels {
  /** The list's name: 'Eventi di {period}'. */
  list: string;
  /** 'Nessun evento da visualizzare' (001 §8). */
  empty: string;
  /** 'Caricamento degli eventi in corso'. */
  loading: string;
  /** 'Impossibile caricare gli eventi'. */
  error: string;
  /** 'Riprova'. */
  retry: string;
  /** The mark of today: 'oggi'. */
  today: string;
}

export interface CalendarAgendaProps<
  Event extends CalendarEvent = CalendarEvent,
> extends CalendarViewDataProps<Event> {
  /** The period listed: the day, the week (Monday to Sunday) or the month of `date`. */
  view?: 'day' | 'week' | 'month';
  /** A day of the period: a `Date` or 'YYYY-MM-DD'. */
  date: Date | string;
  /** Opens a day (its heading is a button when given). */
  onDayOpen?: (day: string) => void;
  /** The heading level of each day; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Overrides of the labels. */
  labels?: Partial<CalendarAgendaLabels>;
}

/**
 * The calendar as a list, for a phone (002 §2.1; 390 px has no room for seven columns): the days of
 * the period that have events, each under its Italian name, 'oggi' marked; multi-day and all-day
 * events first, then by time (45 minutes or less show only the start, 002 §9), in the owner's
 * colour, 'Urgente' / 'Sospeso' for orders (002 §4.6). Each event is a button that opens it.
 * 'Nessun evento da visualizzare' when the period is empty (001 §8).
 */
export function CalendarAgenda<Event extends CalendarEvent>({
  view = 'week',
  date,
  events,
  colleagues,
  now,
  loading = false,
  error,
  onRetry,
  onEventOpen,
  onDayOpen,
  headingLevel = 3,
  labels,
}: CalendarAgendaProps<Event>) {
  const text: CalendarAgendaLabels = {
    list: calendarMessage('calendarAgenda.label'),
    empty: calendarMessage('calendarView.empty'),
    loading: calendarMessage('calendarView.loading'),
    error: calendarMessage('calendarView.error'),
    retry: calendarMessage('calendarView.retry'),
    today: calendarMessage('calendarView.today'),
    ...labels,
  };
  const shownDay = dayjs(date).format('YYYY-MM-DD');
  const days = useMemo(() => calendarRange(view, shownDay).days, [view, shownDay]);
  // One row per day: each day's events in the order the views draw them.
  const perDay = useMemo(() => dayRowsLayout(events, days, 1), [events, days]);
  const colors = useEventColors(events, colleagues);
  const today = dayjs(useNow(now)).format('YYYY-MM-DD');
  const Heading = `h${headingLevel}` as const;
  const filled = days
    .map((day, index) => ({ day, segments: perDay[index]!.byDay[0]! }))
    .filter(({ segments }) => segments.length > 0);
  const failed = error !== undefined && error !== false;

  return (
    <div className={styles.root}>
      <CalendarViewState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={false}
        labels={text}
      />
      {filled.length === 0 && !loading && !failed ? (
        <div role="status">
          <EmptyState title={text.empty} />
        </div>
      ) : null}
      {filled.length > 0 ? (
        <ul
          className={styles.days}
          aria-label={formatLabel(text.list, { period: calendarPeriodLabel(view, shownDay) })}
          aria-busy={loading || undefined}
        >
          {filled.map(({ day, segments }) => {
            const name = calendarDayLabel(day);
            return (
              <li key={day}>
                <Heading className={styles.dayHeading} data-day={day}>
                  {onDayOpen ? (
                    <button
                      type="button"
                      className={styles.dayButton}
                      onClick={() => onDayOpen(day)}
                    >
                      {name}
                    </button>
                  ) : (
                    name
                  )}
                  {day === today ? <span className={styles.todayMark}>{text.today}</span> : null}
                </Heading>
                <ul className={styles.events}>
                  {segments.map((segment) => (
                    <li key={calendarEventKey(segment.event, segment.index)}>
                      <CalendarEventChip
                        event={segment.event}
                        color={colors.get(segment.event) ?? ''}
                        variant="list"
                        continuesBefore={segment.continuesBefore}
                        continuesAfter={segment.continuesAfter}
                        onClick={() => onEventOpen?.(segment.event)}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
