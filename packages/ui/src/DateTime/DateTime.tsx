import { formatDate, formatDateTime } from '@portineria/domain';
import type { DateValue } from '@portineria/domain';
import dayjs from 'dayjs';
import { displayLeavesMessage } from '../messages/it-IT/displayLeaves.ts';
import * as styles from './DateTime.css.ts';

export interface DateTimeProps {
  /** The date: an ISO string, a `Date`, a timestamp; null or invalid shows '-'. */
  value: DateValue | null | undefined;
  /** `dateTime` ('DD/MM/YYYY HH:mm', 000 §9) or `date` ('DD/MM/YYYY', 002 §5.1). */
  format?: 'dateTime' | 'date';
  /** What a missing date shows; '-' by default. */
  missingLabel?: string;
}

/**
 * A date or date and time in Italian format (domain's `formatDateTime` / `formatDate`) inside a
 * `<time>` element whose `dateTime` attribute is machine-readable.
 */
export function DateTime({
  value,
  format = 'dateTime',
  missingLabel = displayLeavesMessage('dateTime.missing'),
}: DateTimeProps) {
  const parsed = value == null || value === '' ? undefined : dayjs(value);
  if (!parsed?.isValid()) {
    return (
      <span className={styles.dateTime} data-missing="">
        {missingLabel}
      </span>
    );
  }
  const text = format === 'date' ? formatDate(value) : formatDateTime(value);
  const machine =
    format === 'date' ? parsed.format('YYYY-MM-DD') : parsed.format('YYYY-MM-DDTHH:mm');
  return (
    <time className={styles.dateTime} dateTime={machine}>
      {text}
    </time>
  );
}
