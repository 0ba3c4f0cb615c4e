import { FILE_SIZE_BASE } from '../constants/constants.ts';
import { commonMessage } from '../messages/it-IT/common.ts';
import { DECIMAL_SEPARATOR, FILE_SIZE_DECIMALS, FILE_SIZE_UNITS } from './constants.ts';
import type { FileSizeUnit } from './constants.ts';

/**
 * A file size from Bytes to YB, base 1000, two decimals (000 §9): `1000` → `'1,00 KB'`,
 * `1500` → `'1,50 KB'`, `0` → `'0 Bytes'`, `1e24` → `'1,00 YB'`.
 *
 * Choices where the spec is silent (DECISIONS.md):
 * - "two decimals" is always two, as for money: `'1,00 KB'`, not `'1 KB'`;
 * - a count of bytes is a whole number, so it has no decimals (`'999 Bytes'`);
 * - the decimal separator is the Italian comma, as for money (000 §9 "comma as decimal");
 * - the unit is always plural 'Bytes', also for 0 and 1, as the spec names it;
 * - sizes beyond the yottabyte stay in YB (`1e27` → `'1000,00 YB'`);
 * - a value that rounds up to 1000 of a unit moves to the next unit (`999999` → `'1,00 MB'`);
 * - a negative, non-finite or missing size shows '-'.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0)
    return commonMessage('common.missingValue');
  const wholeBytes = Math.round(bytes);
  if (wholeBytes < FILE_SIZE_BASE) return `${wholeBytes} ${FILE_SIZE_UNITS[0]}`;

  const lastUnitIndex = FILE_SIZE_UNITS.length - 1;
  let unitIndex = 1;
  // Compared with powers rather than a logarithm: Math.log(1e6) / Math.log(1000) is 1.999….
  while (unitIndex < lastUnitIndex && bytes >= FILE_SIZE_BASE ** (unitIndex + 1)) unitIndex += 1;

  let size = roundToDecimals(bytes / FILE_SIZE_BASE ** unitIndex);
  if (size >= FILE_SIZE_BASE && unitIndex < lastUnitIndex) {
    unitIndex += 1;
    size = roundToDecimals(bytes / FILE_SIZE_BASE ** unitIndex);
  }
  // unitIndex never leaves 1…lastUnitIndex, so the unit exists.
  const unit = FILE_SIZE_UNITS[unitIndex] as FileSizeUnit;
  return `${size.toFixed(FILE_SIZE_DECIMALS).replace('.', DECIMAL_SEPARATOR)} ${unit}`;
}

/**
 * Rounded half up to two decimals on the binary value: unlike money, a size off by a few
 * ulps at the third decimal ('1,235' stored as 1.2349999…) changes nothing anyone relies on.
 */
function roundToDecimals(value: number): number {
  const factor = 10 ** FILE_SIZE_DECIMALS;
  return Math.round(value * factor) / factor;
}
