import dayjs from 'dayjs';
import { DATE_FORMAT, EVENT_DATE_FORMAT, MONTH_FORMAT } from '../constants/constants.ts';

/** A date field holds a day ('date') or a month ('month') (002 §5.1). */
export type DateInputType = 'date' | 'month';

/** The stored value format of each input type: ISO day 'YYYY-MM-DD' or ISO month 'YYYY-MM'. */
const VALUE_FORMAT = { date: EVENT_DATE_FORMAT, month: 'YYYY-MM' } as const;

/** The display format of each input type: DD/MM/YYYY or MM/YYYY (002 §5.1). */
const DISPLAY_FORMAT = { date: DATE_FORMAT, month: MONTH_FORMAT } as const;

/** Options of {@link parseDateInput}. */
export interface ParseDateInputOptions {
  type: DateInputType;
  /** Earliest accepted value, in the value format ('YYYY-MM-DD' or 'YYYY-MM'). */
  min?: string | null;
  /** Latest accepted value, in the value format. */
  max?: string | null;
  /** The value before this input; an out-of-range input reverts to it. */
  previous: string | null;
}

function isValidDay(year: number, month: number, day: number): boolean {
  const date = dayjs(new Date(year, month - 1, day));
  return date.year() === year && date.month() === month - 1 && date.date() === day;
}

function parseDisplay(text: string, type: DateInputType): dayjs.Dayjs | undefined {
  if (type === 'date') {
    const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (!match) return undefined;
    const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return isValidDay(year, month, day) ? dayjs(new Date(year, month - 1, day)) : undefined;
  }
  const match = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [month, year] = [Number(match[1]), Number(match[2])];
  return isValidDay(year, month, 1) ? dayjs(new Date(year, month - 1, 1)) : undefined;
}

/**
 * Reads what the user typed in a date field (002 §5.1): DD/MM/YYYY for dates, MM/YYYY for the
 * month type. Returns the value as 'YYYY-MM-DD' (or 'YYYY-MM'); an invalid or empty input becomes
 * empty (null); an input before `min` or after `max` reverts to `previous`.
 *
 * Single-digit days and months (1/2/2024) are accepted too: the spec names the display format,
 * and refusing a date a user obviously meant would be needlessly strict.
 */
export function parseDateInput(
  text: string | null | undefined,
  { type, min, max, previous }: ParseDateInputOptions,
): string | null {
  const parsed = parseDisplay((text ?? '').trim(), type);
  if (!parsed) return null;
  const unit = type === 'date' ? 'day' : 'month';
  if (min && parsed.isBefore(dayjs(min), unit)) return previous;
  if (max && parsed.isAfter(dayjs(max), unit)) return previous;
  return parsed.format(VALUE_FORMAT[type]);
}

/**
 * The text a date field shows for a value: DD/MM/YYYY or MM/YYYY (002 §5.1 "Dates display as
 * DD/MM/YYYY"); empty for no value or a value that cannot be read.
 */
export function formatDateInput(value: string | null | undefined, type: DateInputType): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_FORMAT[type]) : '';
}
