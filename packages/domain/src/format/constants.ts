/**
 * Formatting constants of the format area that `src/constants/constants.ts` does not hold.
 * Each cites the spec line it comes from, or says why the value is ours.
 */

/**
 * The units of a file size, from Bytes to YB (000 §9: "File sizes from Bytes to YB, base 1000").
 * The spec names the first and last unit; the ones in between are the SI prefixes.
 */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** A unit of {@link FILE_SIZE_UNITS}. */
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

/** Two decimals in a file size from KB up (000 §9: "base 1000, two decimals"). */
export const FILE_SIZE_DECIMALS = 2;

/**
 * The week starts on Monday (002 §9: "Dates are shown in Italian, the week starts on Monday").
 * Same numbering as dayjs and `Date#getDay()`: 0 is Sunday, 1 is Monday.
 */
export const WEEK_STARTS_ON = 1;

/** The number of colours of the name palette (000 §9: "A palette of 26 colours is assigned by name length"). */
export const NAME_PALETTE_SIZE = 26;

/**
 * The ellipsis appended to truncated text (000 §9: "Text truncated at 100 characters with an
 * ellipsis"). The spec does not say which: we use the single typographic character '…' so that
 * the ellipsis costs one character of the budget, not three.
 */
export const ELLIPSIS = '…';

/** The euro sign that follows an amount (000 §9: "euro suffix"). */
export const EURO_SIGN = '€';

/** The thousands separator of an amount (000 §9: "dot as thousands separator"). */
export const THOUSANDS_SEPARATOR = '.';

/** The decimal separator of amounts and file sizes (000 §9: "comma as decimal"; Italian locale). */
export const DECIMAL_SEPARATOR = ',';

/** The dayjs locale of every displayed date (002 §9: "Dates are shown in Italian"). */
export const DATE_LOCALE = 'it';
