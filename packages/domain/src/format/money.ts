import { AMOUNT_DECIMALS } from '../constants/constants.ts';
import { commonMessage } from '../messages/it-IT/common.ts';
import { DECIMAL_SEPARATOR, EURO_SIGN, THOUSANDS_SEPARATOR } from './constants.ts';

/** An amount as it reaches the interface: a number, a decimal string from the API, or nothing. */
export type MoneyValue = number | string | null | undefined;

/**
 * An amount as Italian money: two decimals, dot as thousands separator, comma as decimal, euro
 * suffix; null shows '-' (000 §9). `1234.5` → `'1.234,50 €'`, `-1234.5` → `'-1.234,50 €'`.
 *
 * Choices where the spec is silent (DECISIONS.md):
 * - the euro sign follows the amount after a space, as Italian typography writes it;
 * - four-digit amounts are grouped too (`1.234,50 €`): `Intl.NumberFormat('it-IT')` would print
 *   `1234,50` because Italian CLDR data groups only from five digits, so the grouping is done here;
 * - decimal strings (API DECIMAL columns arrive as strings) are accepted, with a comma or a dot;
 *   anything that is not a finite number shows '-' like null;
 * - halves round away from zero on the written decimal value (`1.005` → `1,01`), as a person would.
 */
export function formatMoney(value: MoneyValue): string {
  const amount = toFiniteNumber(value);
  if (amount === undefined) return commonMessage('common.missingValue');

  const cents = roundToCents(Math.abs(amount));
  // A tiny negative amount that rounds to zero is shown as zero, never as '-0,00 €'.
  const sign = amount < 0 && cents > 0n ? '-' : '';
  const centsPerUnit = 10n ** BigInt(AMOUNT_DECIMALS);
  const units = (cents / centsPerUnit).toString();
  const decimals = (cents % centsPerUnit).toString().padStart(AMOUNT_DECIMALS, '0');
  const groupedUnits = units.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  return `${sign}${groupedUnits}${DECIMAL_SEPARATOR}${decimals} ${EURO_SIGN}`;
}

function toFiniteNumber(value: MoneyValue): number | undefined {
  if (value == null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * The amount in cents, rounded half away from zero on its shortest decimal writing (the digits
 * JavaScript prints): rounding the string avoids the binary error of `1.005 * 100 ===
 * 100.49999999999999`, and BigInt keeps amounts beyond 2^53 cents exact.
 */
function roundToCents(absoluteAmount: number): bigint {
  const written = String(absoluteAmount);
  if (written.includes('e')) {
    // Exponent form: at or above 1e21 the amount is a whole number; below 1e-6 it is no cent.
    return absoluteAmount >= 1 ? BigInt(absoluteAmount) * 10n ** BigInt(AMOUNT_DECIMALS) : 0n;
  }
  const [units = '0', decimals = ''] = written.split('.');
  const keptDecimals = decimals.slice(0, AMOUNT_DECIMALS).padEnd(AMOUNT_DECIMALS, '0');
  const firstDroppedDigit = Number(decimals.charAt(AMOUNT_DECIMALS) || '0');
  const cents = BigInt(units + keptDecimals);
  return firstDroppedDigit >= 5 ? cents + 1n : cents;
}
