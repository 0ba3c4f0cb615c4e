/**
 * The amount field (001 §5, §9; used by the ui AmountField): it accepts a decimal comma as a point,
 * limits the input to two decimals, shows two decimals on blur, and passes non-numeric input through
 * (the amount rule then reports it).
 */
import { AMOUNT_DECIMALS } from '../constants/constants.ts';

/**
 * A numeric input while typing: an optional minus, digits, at most one separator (dot or comma),
 * digits. Partial inputs such as '12,' or ',5' count, so the field never fights the keyboard.
 */
const TYPED_AMOUNT_PATTERN = /^(-?)(\d*)(?:[.,](\d*))?$/;

interface TypedAmount {
  readonly sign: string;
  readonly integer: string;
  readonly decimals: string | undefined;
}

function parseTypedAmount(text: string): TypedAmount | null {
  const match = TYPED_AMOUNT_PATTERN.exec(text);
  if (!match) return null;
  const [, sign = '', integer = '', decimals] = match;
  // A lone '-' or separator has no digit: it is not (yet) a number, so it is passed through.
  if (integer === '' && !decimals) return null;
  return { sign, integer, decimals };
}

/**
 * The amount as the field keeps it while typing (001 §5): a decimal comma becomes a point and the
 * decimals are cut to two ('12,345' → '12.34', ',5' → '.5'). Cutting, not rounding, because the
 * user is still typing. Non-numeric input — letters, or an Italian thousands dot together with a
 * comma ('1.234,5') — is returned unchanged, for the amount rule to report.
 */
export function normalizeAmountInput(text: string): string {
  const typed = parseTypedAmount(text);
  if (!typed) return text;
  if (typed.decimals === undefined) return text;
  return `${typed.sign}${typed.integer}.${typed.decimals.slice(0, AMOUNT_DECIMALS)}`;
}

/**
 * The amount as the field shows it after blur (001 §5 'shows 2 decimals on blur'): two decimals
 * with a decimal comma, the Italian money format of 000 §9, without the thousands dots so that the
 * text stays editable and is read back by {@link normalizeAmountInput} ('12.5' → '12,50',
 * '.5' → '0,50', '007' → '7,00'). Extra decimals are cut, as while typing. Empty and non-numeric
 * text is returned unchanged.
 */
export function formatAmountOnBlur(text: string): string {
  const typed = parseTypedAmount(text.trim());
  if (!typed) return text;
  const integer = typed.integer.replace(/^0+(?=\d)/, '') || '0';
  const decimals = (typed.decimals ?? '').slice(0, AMOUNT_DECIMALS).padEnd(AMOUNT_DECIMALS, '0');
  const isZero = /^0+$/.test(integer + decimals);
  return `${isZero ? '' : typed.sign}${integer},${decimals}`;
}

/**
 * The number an amount text stands for (dot or decimal comma), for the payload; null when the text
 * is empty or not an amount.
 */
export function amountInputToNumber(text: string): number | null {
  const typed = parseTypedAmount(text.trim());
  if (!typed) return null;
  return Number(`${typed.sign}${typed.integer || '0'}.${typed.decimals || '0'}`);
}
