import type { DateValue } from '@portineria/domain';
import { displayLeavesMessage } from '../messages/it-IT/displayLeaves.ts';
import {
  formatLocalDate,
  formatLocalDateTime,
  isoLocal,
  readLocalDate,
} from '../private/localDate.ts';
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
 * A date or date and time in Italian format (the text of domain's `formatDateTime` /
 * `formatDate`, written without dayjs: see `private/localDate.ts`) inside a `<time>` element whose
 * `dateTime` attribute is machine-readable.
 */
export function DateTime({
  value,
  format = 'dateTime',
  missingLabel = displayLeavesMessage('dateTime.missing'),
}: DateTimeProps) {
  const parsed = readLocalDate(value);
  if (!parsed) {
    return (
      <span className={styles.dateTime} data-missing="">
        {missingLabel}
      </span>
    );
  }
  const text = format === 'date' ? formatLocalDate(parsed) : formatLocalDateTime(parsed);
  const machine = isoLocal(parsed, format !== 'date');
  return (
    <time className={styles.dateTime} dateTime={machine}>
      {text}
    </time>
  );
}
