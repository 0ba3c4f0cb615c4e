import type { DateValue } from '@portineria/domain';

/**
 * Dates read and written exactly as dayjs reads and formats them, without dayjs: DateTime shows
 * domain's 'DD/MM/YYYY HH:mm' and 'DD/MM/YYYY' (000 §9, 002 §5.1), and dayjs (3.2 KB gzipped) was
 * most of that leaf. The reading is dayjs's own (`parseDate` of dayjs 1.11): a `Date` or a dayjs
 * value as is; a string without a trailing `Z` that looks like 'YYYY-MM-DD[ HH:mm[:ss[.SSS]]]'
 * in local time (a bare date is local midnight, not UTC as `new Date` would read it); anything
 * else through `new Date`. The writing uses the same local-time getters dayjs's `format` uses, so
 * the text is the same in every time zone, daylight-saving changes included. The DateTime story
 * 'Test: same text as domain's formatters' checks it against domain's dayjs formatters.
 */

/** dayjs's `REGEX_PARSE`. */
const LOCAL_DATE =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** The date a value names, as dayjs would read it, or undefined when it is missing or invalid. */
export function readLocalDate(value: DateValue | null | undefined): Date | undefined {
  if (value == null || value === '') return undefined;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function toDate(value: Exclude<DateValue, null | undefined>): Date {
  if (value instanceof Date) return new Date(value);
  if (typeof value === 'object') return value.toDate();
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const parts = LOCAL_DATE.exec(value);
    if (parts) {
      return new Date(
        Number(parts[1]),
        Number(parts[2]) - 1 || 0,
        Number(parts[3] || 1),
        Number(parts[4] || 0),
        Number(parts[5] || 0),
        Number(parts[6] || 0),
        Number((parts[7] || '0').substring(0, 3)),
      );
    }
  }
  return new Date(value);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 'DD/MM/YYYY', as dayjs formats it. */
export function formatLocalDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** 'DD/MM/YYYY HH:mm', as dayjs formats it. */
export function formatLocalDateTime(date: Date): string {
  return `${formatLocalDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The machine-readable 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' of a `<time>` element. */
export function isoLocal(date: Date, withTime: boolean): string {
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}
