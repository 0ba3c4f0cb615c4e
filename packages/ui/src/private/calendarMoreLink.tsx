import type { ButtonHTMLAttributes } from 'react';
import { formatLabel } from './formatLabel.ts';
import * as styles from './calendarMoreLink.css.ts';
import { visuallyHidden } from './visuallyHidden.css.ts';

/** The labels of the "more events" link. */
export interface CalendarMoreLinkLabels {
  /** '+1 altro' */
  moreOne: string;
  /** '+{count} altri' */
  moreMany: string;
  /** Read after it: 'Visualizza tutti gli eventi di {day}'. */
  moreLabel: string;
}

export interface CalendarMoreLinkProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** How many events the day does not show. */
  count: number;
  /** The day's name, for screen readers. */
  dayName: string;
  labels: CalendarMoreLinkLabels;
}

/**
 * The "more events" link of a day (002 §2.1): '+3 altri', named '+3 altri, Visualizza tutti gli
 * eventi di mercoledì 12 marzo 2025' — the visible text first (WCAG 2.5.3), then what it opens.
 */
export function CalendarMoreLink({
  count,
  dayName,
  labels,
  className,
  ...buttonProps
}: CalendarMoreLinkProps) {
  return (
    <button
      type="button"
      className={[styles.more, className].filter(Boolean).join(' ')}
      {...buttonProps}
    >
      {count === 1 ? labels.moreOne : formatLabel(labels.moreMany, { count })}
      <span className={visuallyHidden}>, {formatLabel(labels.moreLabel, { day: dayName })}</span>
    </button>
  );
}
