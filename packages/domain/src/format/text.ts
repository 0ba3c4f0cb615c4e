import { DESCRIPTION_CHIP_LENGTH, TRUNCATE_LENGTH } from '../constants/constants.ts';
import { ELLIPSIS } from './constants.ts';

/**
 * Text cut at `maxLength` characters with an ellipsis (000 §9: "Text truncated at 100 characters
 * with an ellipsis"). Text that fits is returned unchanged.
 *
 * Choices where the spec is silent (DECISIONS.md):
 * - the ellipsis is the single character '…' and counts within the limit, so the result is never
 *   longer than `maxLength` characters;
 * - characters are counted as code points, so an accented letter or an emoji is never split;
 * - spaces before the ellipsis are dropped ('Via Roma…', not 'Via Roma …');
 * - a missing text gives ''.
 */
export function truncateText(
  text: string | null | undefined,
  maxLength: number = TRUNCATE_LENGTH,
): string {
  if (text == null) return '';
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  if (maxLength < 1) return '';
  const kept = characters
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
