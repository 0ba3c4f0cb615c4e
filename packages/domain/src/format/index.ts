export {
  DATE_LOCALE,
  DECIMAL_SEPARATOR,
  ELLIPSIS,
  EURO_SIGN,
  FILE_SIZE_DECIMALS,
  FILE_SIZE_UNITS,
  NAME_PALETTE_SIZE,
  THOUSANDS_SEPARATOR,
  WEEK_STARTS_ON,
} from './constants.ts';
export type { FileSizeUnit } from './constants.ts';
export { formatMoney } from './money.ts';
export type { MoneyValue } from './money.ts';
export { formatDate, formatDateTime } from './dates.ts';
export type { DateValue } from './dates.ts';
export { weekdayNames } from './weekdays.ts';
export type { WeekdayNameStyle } from './weekdays.ts';
export { formatFileSize } from './fileSize.ts';
export { characterCount, descriptionChipText, truncateText } from './text.ts';
export { formatAddress } from './address.ts';
export type { BuildingAddress } from './address.ts';
export { initialsOf, paletteIndexForName } from './avatar.ts';
export { buildingCategoryLabel } from './buildingCategory.ts';
