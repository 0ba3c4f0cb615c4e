/**
 * Fixed data of the calendar stories and the render bench: a fixed "now" (Wednesday 12 March 2025,
 * 10:20) so that today's highlight, the current-time line and the visual baselines never change,
 * Italian demo events, colleagues and reminders, and a seeded generator for large months.
 */
import type { CalendarEmployee, CalendarEvent, Reminder } from '@portineria/domain';

/** The stories' "now": Wednesday 12 March 2025, 10:20. */
export const STORY_NOW = '2025-03-12T10:20:00';
/** The day the stories show. */
export const STORY_DAY = '2025-03-12';
/** The current profile (Giulia Rossi): her events can be moved and resized. */
export const STORY_PROFILE_ID = 10;

/** The calendar entries: one's own (no edit menu, 002 §6) and three colleagues, one switched off. */
export const storyColleagues: CalendarEmployee[] = [
  { id: 1, _employee: 10, color: '#232D78', enabled: true, fullName: 'Giulia Rossi' },
  { id: 2, _employee: 11, color: '#72CF34', enabled: true, fullName: 'Marco Bianchi' },
  { id: 3, _employee: 12, color: '#E62063', enabled: true, fullName: 'Sara Colombo' },
  { id: 4, _employee: 13, color: '#FFB600', enabled: false, fullName: 'Luca Ferrari' },
];

/** A week of events around the story day: overlaps, short ones, all-day, multi-day, an order. */
export const storyWeekEvents: CalendarEvent[] = [
  {
    id: 1,
    object: 'Assemblea condominiale Via Roma 12',
    startTime: '2025-03-10 18:00',
    endTime: '2025-03-10 20:00',
    _employee: 10,
  },
  {
    id: 2,
    object: 'Sopralluogo tetto',
    startTime: '2025-03-11 09:00',
    endTime: '2025-03-11 10:30',
    _employee: 11,
  },
  {
    id: 3,
    object: 'Telefonata amministratore',
    startTime: '2025-03-12 09:00',
    endTime: '2025-03-12 09:30',
    _employee: 10,
  },
  {
    id: 4,
    object: 'Riunione fornitori',
    startTime: '2025-03-12 09:15',
    endTime: '2025-03-12 11:00',
    _employee: 10,
  },
  {
    id: 5,
    object: 'Verifica caldaia',
    startTime: '2025-03-12 10:00',
    endTime: '2025-03-12 12:00',
    _employee: 12,
  },
  {
    id: 6,
    object: 'Intervento idraulico scala B',
    startTime: '2025-03-12 14:00',
    endTime: '2025-03-12 16:00',
    _employee: 11,
    _order: 501,
    org_orders: { id: 501, category: 'ODS', priority: 2, isSuspended: false },
  },
  {
    id: 7,
    object: 'Pulizia straordinaria cortile',
    startTime: '2025-03-13 08:00',
    endTime: '2025-03-13 12:00',
    _employee: 12,
    _order: 502,
    org_orders: { id: 502, category: 'ODP', priority: 1, isSuspended: true },
  },
  {
    id: 8,
    object: 'Ferie Marco',
    startTime: '2025-03-13',
    endTime: '2025-03-15',
    isAllDay: true,
    _employee: 11,
  },
  {
    id: 9,
    object: 'Scadenza bilancio preventivo',
    startTime: '2025-03-14',
    endTime: '2025-03-14',
    isAllDay: true,
    _employee: 10,
    status: 1,
  },
  {
    id: 10,
    object: 'Cantiere facciata (lavori in corso)',
    startTime: '2025-03-10 08:00',
    endTime: '2025-03-12 18:00',
    _employee: 12,
  },
  {
    id: 11,
    object: 'Consegna chiavi',
    startTime: '2025-03-14 17:00',
    endTime: '2025-03-14 17:15',
    _employee: 10,
  },
  {
    id: 12,
    object: 'Manutenzione ascensore',
    startTime: '2025-03-15 22:00',
    endTime: '2025-03-16 02:00',
    _employee: 11,
  },
];

const TITLES = [
  'Sopralluogo',
  'Riunione',
  'Telefonata',
  'Intervento idraulico',
  'Verifica impianto',
  'Assemblea',
  'Consegna documenti',
  'Manutenzione ascensore',
  'Pulizia scale',
  'Lettura contatori',
];

/** A small deterministic random generator (mulberry32), so that generated months never change. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `count` events spread over `days` consecutive days from `firstDay` (timed, 15 minutes to 3
 * hours, between 07:00 and 20:00; one in twelve all-day, one in twenty over several days), owned by
 * the story colleagues in turn. The same arguments always give the same events.
 */
export function generateEvents(
  count: number,
  firstDay: string,
  days: number,
  seed = 2025,
): CalendarEvent[] {
  const random = seeded(seed);
  const [year, month, day] = firstDay.split('-').map(Number) as [number, number, number];
  const events: CalendarEvent[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = new Date(year, month - 1, day + Math.floor(random() * days));
    const owner = storyColleagues[index % storyColleagues.length]!._employee;
    const title = `${TITLES[index % TITLES.length]} ${index + 1}`;
    const date = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
    if (index % 12 === 0) {
      events.push({
        id: index + 1,
        object: title,
        startTime: date,
        endTime: date,
        isAllDay: true,
        _employee: owner,
      });
      continue;
    }
    const startMinutes = 7 * 60 + Math.floor(random() * 52) * 15;
    const length = index % 20 === 0 ? 2 * 24 * 60 : (1 + Math.floor(random() * 12)) * 15;
    const end = new Date(start.getTime() + (startMinutes + length) * 60_000);
    const endDate = `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}`;
    events.push({
      id: index + 1,
      object: title,
      startTime: `${date} ${pad(Math.floor(startMinutes / 60))}:${pad(startMinutes % 60)}`,
      endTime: `${endDate} ${pad(end.getHours())}:${pad(end.getMinutes())}`,
      _employee: owner,
    });
  }
  return events;
}

/** Reminders of the current profile: three open, two done (002 §3.2, §4.2). */
export const storyReminders: Reminder[] = [
  {
    id: 101,
    object: 'Richiedere preventivo imbiancatura',
    startTime: '2025-03-12 09:00',
    endTime: '2025-03-12 10:00',
    status: 0,
    _employee: 10,
  },
  {
    id: 102,
    object: 'Inviare verbale assemblea ai condomini',
    startTime: '2025-03-13',
    endTime: '2025-03-13',
    isAllDay: true,
    status: 0,
    _employee: 10,
  },
  {
    id: 103,
    object: 'Controllare scadenza polizza fabbricato',
    startTime: '2025-03-18 15:00',
    endTime: '2025-03-18 15:30',
    status: 0,
    _employee: 10,
  },
  {
    id: 104,
    object: 'Sollecitare pagamento rate',
    startTime: '2025-03-05 10:00',
    endTime: '2025-03-05 10:30',
    status: 1,
    _employee: 10,
  },
  {
    id: 105,
    object: 'Archiviare fatture febbraio',
    startTime: '2025-03-03',
    endTime: '2025-03-03',
    isAllDay: true,
    status: 1,
    _employee: 10,
  },
];
