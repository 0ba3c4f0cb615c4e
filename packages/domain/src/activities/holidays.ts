import dayjs from 'dayjs';

/** Fixed-date national holidays of Italy, as [month 1–12, day]. */
const FIXED_HOLIDAYS: readonly (readonly [number, number])[] = [
  [1, 1], // Capodanno
  [1, 6], // Epifania
  [4, 25], // Festa della Liberazione
  [5, 1], // Festa del Lavoro
  [6, 2], // Festa della Repubblica
  [8, 15], // Ferragosto
  [11, 1], // Ognissanti
  [12, 8], // Immacolata Concezione
  [12, 25], // Natale
  [12, 26], // Santo Stefano
];

/** San Francesco d'Assisi (4 October) is a national holiday again from 2026 (law of October 2025). */
const SAINT_FRANCIS = [10, 4] as const;
const SAINT_FRANCIS_FIRST_YEAR = 2026;

/**
 * Easter Sunday of a Gregorian year, as [month 1–12, day], by the anonymous Gregorian algorithm
 * (Meeus/Jones/Butcher): pure arithmetic, no table to keep up to date.
 */
export function easterSunday(year: number): readonly [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/**
 * The national holidays of Italy in a year, as 'YYYY-MM-DD' in calendar order: the fixed dates,
 * Easter Sunday and Easter Monday (Lunedì dell'Angelo), and 4 October from 2026. Patron saints'
 * days are local, not national, and are not included (see the notes of the area).
 */
export function italianHolidays(year: number): string[] {
  const [easterMonth, easterDay] = easterSunday(year);
  const easter = dayjs(new Date(year, easterMonth - 1, easterDay));
  const dates = [
    ...FIXED_HOLIDAYS.map(([month, day]) => dayjs(new Date(year, month - 1, day))),
    easter,
    easter.add(1, 'day'),
  ];
  if (year >= SAINT_FRANCIS_FIRST_YEAR) {
    dates.push(dayjs(new Date(year, SAINT_FRANCIS[0] - 1, SAINT_FRANCIS[1])));
  }
  return dates.map((date) => date.format('YYYY-MM-DD')).sort();
}
