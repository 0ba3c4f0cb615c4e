import { NAME_PALETTE_SIZE } from './constants.ts';

/**
 * The index, 0 to 25, of the palette colour for a name (000 §9: "A palette of 26 colours is
 * assigned by name length"): the name length modulo 26.
 *
 * The spec does not list the 26 colours, so the rule returns an index and the ui maps it to its
 * palette tokens (DECISIONS.md). The length is counted in code points of the trimmed name, so
 * 'Niccolò' and an emoji count one character each; a missing name has index 0.
 */
export function paletteIndexForName(name: string | null | undefined): number {
  const length = Array.from(name?.trim() ?? '').length;
  return length % NAME_PALETTE_SIZE;
}

/**
 * The initials shown by an avatar without an image: the first letter of the first and of the last
 * word, upper-cased ('Mario De Rossi' → 'MR', 'Élodie' → 'É'). Words without a letter are skipped,
 * so "D'Angelo" gives 'D' and '(Studio) Bianchi' gives 'SB'; an empty name gives ''. The spec only
 * names the avatar (002 §2.3); the fallback is ours (DECISIONS.md).
 */
export function initialsOf(fullName: string | null | undefined): string {
  const firstLetters = (fullName ?? '')
    .split(/\s+/u)
    .map((word) => /\p{L}/u.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  const initials =
    firstLetters.length > 1
      ? [firstLetters[0], firstLetters[firstLetters.length - 1]]
      : firstLetters;
  return initials.join('').toLocaleUpperCase('it');
}
