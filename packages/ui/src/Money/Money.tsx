import { formatMoney } from '@portineria/domain';
import type { MoneyValue } from '@portineria/domain';
import { dataDisplayMessage } from '../messages/it-IT/dataDisplay.ts';
import * as styles from './Money.css.ts';

export interface MoneyProps {
  /** The amount: a number, a decimal string from the API, or null. */
  value: MoneyValue;
  /** What a missing amount shows; '-' by default (000 §9). */
  missingLabel?: string;
}

/**
 * An amount in Italian money (000 §9, domain's `formatMoney`): `1.234,50 €`, '-' when missing.
 * Exposes `data-missing` and `data-negative` for styling.
 */
export function Money({ value, missingLabel = dataDisplayMessage('money.missing') }: MoneyProps) {
  const formatted = formatMoney(value);
  // formatMoney gives domain's missing placeholder for null and non-numbers; it is never a number.
  const missing = !/\d/.test(formatted);
  return (
    <span
      className={styles.money}
      data-missing={missing || undefined}
      data-negative={!missing && formatted.startsWith('-') ? '' : undefined}
    >
      {missing ? missingLabel : formatted}
    </span>
  );
}
