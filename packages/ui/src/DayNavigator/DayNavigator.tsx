import { formatDate } from '@portineria/domain';
import dayjs from 'dayjs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import * as styles from './DayNavigator.css.ts';

/** The labels of the day navigation, all overridable. */
export interface DayNavigatorLabels {
  /** The accessible name of the group: 'Giorno mostrato'. */
  label: string;
  /** The previous-day button: 'Giorno precedente'. */
  previous: string;
  /** The next-day button: 'Giorno successivo'. */
  next: string;
  /** What the day reads when it is today: 'Oggi'. */
  today: string;
  /** The accessible name of the button back to today, which reads `today`: 'Vai a oggi'. */
  goToToday: string;
}

export interface DayNavigatorProps {
  /** The day shown: a `Date` or an ISO date ('2025-03-10'). */
  day: Date | string;
  /** Moves to the day before. */
  onPrevious: () => void;
  /** Moves to the day after. */
  onNext: () => void;
  /** Moves back to today: with it, an 'Oggi' button shows whenever another day is shown. */
  onToday?: () => void;
  /** What today is; the current date by default (pass it to make stories and tests stable). */
  today?: Date | string;
  /** Overrides of the labels. */
  labels?: Partial<DayNavigatorLabels>;
}

/**
 * The day navigation of the daily events widget (001 §2.7), sized for a `ListCard` header:
 * 'Giorno precedente' and 'Giorno successivo' buttons around the day, written DD/MM/YYYY (002
 * §5.1) or 'Oggi' on the current day. The day is a polite live region, so screen readers hear
 * the new day after each move; with `onToday` a 'Vai a oggi' button brings back the current day.
 */
export function DayNavigator({
  day,
  onPrevious,
  onNext,
  onToday,
  today,
  labels,
}: DayNavigatorProps) {
  const text: DayNavigatorLabels = {
    label: dashboardMessage('dayNavigator.label'),
    previous: dashboardMessage('dayNavigator.previous'),
    next: dashboardMessage('dayNavigator.next'),
    today: dashboardMessage('dayNavigator.today'),
    goToToday: dashboardMessage('dayNavigator.goToToday'),
    ...labels,
  };
  const shown = dayjs(day);
  const isToday = shown.isSame(dayjs(today ?? new Date()), 'day');
  const written = formatDate(shown.toDate());
  const previousRef = useRef<HTMLButtonElement>(null);
  const goToToday = () => {
    onToday?.();
    // The button leaves once today is shown: keep the focus in the navigation.
    previousRef.current?.focus();
  };
  return (
    <div role="group" aria-label={text.label} className={styles.root}>
      <IconButton
        ref={previousRef}
        label={text.previous}
        icon={<ChevronLeft size={18} aria-hidden />}
        size="small"
        onClick={onPrevious}
      />
      <time
        className={styles.day}
        dateTime={shown.format('YYYY-MM-DD')}
        // The date stays available as the native tooltip when the day reads 'Oggi'.
        title={isToday ? written : undefined}
        data-today={isToday || undefined}
        aria-live="polite"
        aria-atomic="true"
      >
        {isToday ? text.today : written}
      </time>
      <IconButton
        label={text.next}
        icon={<ChevronRight size={18} aria-hidden />}
        size="small"
        onClick={onNext}
      />
      {onToday && !isToday ? (
        <button
          type="button"
          className={styles.today}
          aria-label={text.goToToday}
          onClick={goToToday}
        >
          {text.today}
        </button>
      ) : null}
    </div>
  );
}
