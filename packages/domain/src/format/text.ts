import { DESCRIPTION_CHIP_LENGTH, TRUNCATE_LENGTH } from '../constants/constants.ts';
import { ELLIPSIS } from './constants.ts';

/**
 * The number of characters in a text, as every length rule and {@link truncateText} count them
 * ("names 2 to 80 characters", 002 §5.5; "title 1–80", 002 §5.1; "Text truncated at 100
 * characters", 000 §9): Unicode code points, so '𠮷' or '😀' is one character, not the two UTF-16
 * units that `String#length` counts.
 *
 * Code points rather than grapheme clusters (DECISIONS.md): a grapheme count depends on the
 * Unicode version of the runtime's ICU, so the browser and the gateway could disagree on the same
 * text, and a database counts code points (PostgreSQL `char_length`), so a limit in graphemes
 * would let through texts many times longer than the column. The price is that a joined emoji
 * ('👨‍👩‍👧', five code points) counts as five; keyboards write accented letters precomposed (NFC),
 * so 'è' is one.
 */
export function characterCount(text: string): number {
  let count = 0;
  // A for…of loop over a string walks code points, without building an array of them.
  for (const _codePoint of text) count += 1;
  return count;
}

/**
 * Text cut at `maxLength` characters with an ellipsis (000 §9: "Text truncated at 100 characters
 * with an ellipsis"). Text that fits is returned unchanged.
 *
 * Choices where the spec is silent (DECISIONS.md):
 * - the ellipsis is the single character '…' and counts within the limit, so the result is never
 *   longer than `maxLength` characters;
 * - characters are counted as code points ({@link characterCount}), so an accented letter or an
 *   emoji is never split;
 * - spaces before the ellipsis are dropped ('Via Roma…', not 'Via Roma …');
 * - a missing text gives ''.
 */
export function truncateText(
  text: string | null | undefined,
  maxLength: number = TRUNCATE_LENGTH,
): string {
  if (text == null) return '';
  if (characterCount(text) <= maxLength) return text;
  if (maxLength < 1) return '';
  const kept = Array.from(text)
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd();
  return `${kept}${ELLIPSIS}`;
}

/**
 * The text of a description chip, reduced to 64 characters (002 §5.7: "Description chip text is
 * reduced to 64 characters"), with the same ellipsis rule as {@link truncateText}.
 */
export function descriptionChipText(text: string | null | undefined): string {
  return truncateText(text, DESCRIPTION_CHIP_LENGTH);
}
