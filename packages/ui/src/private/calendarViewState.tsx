import CalendarX2 from 'lucide-react/icons/calendar-x-2';
import CircleAlert from 'lucide-react/icons/circle-alert';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './calendarViewState.css.ts';
import { visuallyHidden } from './visuallyHidden.css.ts';

/** The labels of the views' states. */
export interface CalendarViewStateLabels {
  /** 'Nessun evento da visualizzare' (001 §8). */
  empty: string;
  /** Read while loading: 'Caricamento degli eventi in corso'. */
  loading: string;
  /** 'Impossibile caricare gli eventi'. */
  error: string;
  /** 'Riprova'. */
  retry: string;
}

export interface CalendarViewStateProps {
  loading?: boolean;
  /** true for the default message, or the message itself. */
  error?: boolean | string;
  onRetry?: () => void;
  /** The range holds no event. */
  empty: boolean;
  labels: CalendarViewStateLabels;
}

/**
 * The line above a calendar view: a progress line while loading (a polite status), the error
 * banner with 'Riprova' (an alert), or 'Nessun evento da visualizzare' when the range is empty.
 * The view itself stays on screen, so a new event can be created on an empty or failed range.
 */
export function CalendarViewState({
  loading = false,
  error,
  onRetry,
  empty,
  labels,
}: CalendarViewStateProps) {
  const failed = error !== undefined && error !== false;
  return (
    <div className={styles.states}>
      {loading ? (
        <div role="status" data-state="loading">
          <span className={visuallyHidden}>{labels.loading}</span>
          <div className={styles.progress} aria-hidden />
        </div>
      ) : null}
      {failed ? (
        <div className={styles.banner} role="alert" data-tone="error" data-state="error">
          <CircleAlert size={18} aria-hidden />
          <p className={styles.bannerText}>{typeof error === 'string' ? error : labels.error}</p>
          {onRetry ? (
            <Button
              variant="outlined"
              size="small"
              tone="error"
              icon={<RotateCw size={16} aria-hidden />}
              onClick={onRetry}
            >
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
      {!loading && !failed && empty ? (
        <div className={styles.banner} role="status" data-tone="info" data-state="empty">
          <CalendarX2 size={18} aria-hidden />
          <p className={styles.bannerText}>{labels.empty}</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A polite live region and the function that speaks through it: the grid announces what a
 * keyboard move did ('Riunione: martedì 11 marzo, 10:15 – 11:15'), since the focus stays on the
 * event and nothing else would be read.
 */
export function useCalendarAnnouncer(): [ReactNode, (text: string) => void] {
  const [text, setText] = useState('');
  const toggle = useRef(false);
  const announce = useCallback((next: string) => {
    // The same text twice must still be read: alternate a zero-width space at its end.
    toggle.current = !toggle.current;
    setText(toggle.current ? next : `${next}\u200b`);
  }, []);
  const region = (
    <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
  return [region, announce];
}
