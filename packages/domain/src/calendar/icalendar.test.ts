import { describe, expect, it } from 'vitest';
import { calendarToICalendar } from './icalendar.ts';

const options = {
  name: 'Calendario',
  stamp: new Date(Date.UTC(2025, 2, 10, 8, 0)),
  uidDomain: 'portineria.test',
};

describe('calendarToICalendar', () => {
  it('exports a timed event as a VEVENT with its wall-clock times, title and UID', () => {
    const text = calendarToICalendar(
      [
        {
          id: 7,
          object: 'Assemblea condominiale',
          startTime: '2025-03-12 18:00',
          endTime: '2025-03-12 20:00',
          description: 'Ordine del giorno: bilancio',
        },
      ],
      options,
    );
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain('\r\nUID:calendar-7@portineria.test\r\n');
    expect(text).toContain('\r\nDTSTAMP:20250310T080000Z\r\n');
    expect(text).toContain('\r\nDTSTART:20250312T180000\r\nDTEND:20250312T200000\r\n');
    expect(text).toContain('\r\nSUMMARY:Assemblea condominiale\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('002 §4.3: an all-day event, or one over 24 h, is a DATE range with the exclusive end', () => {
    const text = calendarToICalendar(
      [
        { id: 1, object: 'Ferie', startTime: '2025-03-10', endTime: '2025-03-14', isAllDay: true },
        { id: 2, object: 'Cantiere', startTime: '2025-03-10 08:00', endTime: '2025-03-12 17:00' },
      ],
      options,
    );
    expect(text).toContain('DTSTART;VALUE=DATE:20250310\r\nDTEND;VALUE=DATE:20250315\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20250310\r\nDTEND;VALUE=DATE:20250313\r\n');
  });

  it('escapes text, marks private events and folds long lines at 75 octets (RFC 5545)', () => {
    const title =
      'Riunione; fornitori, preventivi \\ idraulica — è una riunione molto lunga davvero';
    const text = calendarToICalendar(
      [
        {
          id: 3,
          object: title,
          startTime: '2025-03-12 09:00',
          endTime: '2025-03-12 10:00',
          visibility: 1,
          description: 'Riga uno\nRiga due',
        },
      ],
      options,
    );
    expect(text).toContain('CLASS:PRIVATE');
    expect(text).toContain('DESCRIPTION:Riga uno\\nRiga due');
    const lines = text.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'SUMMARY:Riunione\\; fornitori\\, preventivi \\\\ idraulica — è una riunione',
    );
  });
});
