import { describe, expect, it } from 'vitest';
import {
  calendarEventColor,
  calendarEventOrderLabels,
  visibleCalendarEvents,
} from './eventAppearance.ts';
import type { CalendarEmployee } from './types.ts';

const colleagues: CalendarEmployee[] = [
  { id: 1, _employee: 10, color: '#72CF34', enabled: true, fullName: 'Giulia Rossi' },
  { id: 2, _employee: '11', color: '#E62063', enabled: false, fullName: 'Marco Bianchi' },
];

describe('calendarEventColor', () => {
  it("002 §3.3, §9: an event is drawn in the colour of its owner's entry", () => {
    expect(calendarEventColor({ _employee: '10', color: '#FFB600' }, colleagues)).toBe('#72CF34');
    expect(calendarEventColor({ _employee: 11 }, colleagues)).toBe('#E62063');
  });

  it("001 §9: an owner without an entry keeps the event's colour, else blue #448aff", () => {
    expect(calendarEventColor({ _employee: 99, color: '#F57E00' }, colleagues)).toBe('#F57E00');
    expect(calendarEventColor({ _employee: 99, color: ' ' }, colleagues)).toBe('#448aff');
    expect(calendarEventColor({ _employee: null, color: null })).toBe('#448aff');
  });

  it('002 §3.3: an entry with an empty colour falls back to the event colour', () => {
    const blank = [{ _employee: 10, color: '', enabled: true }];

    expect(calendarEventColor({ _employee: 10, color: '#006432' }, blank)).toBe('#006432');
  });
});

describe('visibleCalendarEvents', () => {
  it("002 §3.3 enabled: a switched-off colleague's events are hidden; others are shown", () => {
    const events = [
      { id: 'a', _employee: 10 },
      { id: 'b', _employee: 11 },
      { id: 'c', _employee: 99 },
      { id: 'd', _employee: null },
    ];

    expect(visibleCalendarEvents(events, colleagues).map((event) => event.id)).toEqual([
      'a',
      'c',
      'd',
    ]);
  });

  it('002 §3.3: with every entry on, every event is shown (a new list)', () => {
    const events = [{ _employee: 11 }];
    const shown = visibleCalendarEvents(events, [{ ...colleagues[1]!, enabled: true }]);

    expect(shown).toEqual(events);
    expect(shown).not.toBe(events);
  });
});

describe('calendarEventOrderLabels', () => {
  it("002 §4.6: \"Priority 2 shows 'Urgente', suspended shows 'Sospeso'\"", () => {
    const labels = calendarEventOrderLabels({
      org_orders: { id: 5, priority: 2, isSuspended: true },
    });

    expect(labels.map((label) => label.label)).toEqual(['Urgente', 'Sospeso']);
  });

  it('002 §4.6: "Orders in the agenda: only status OPEN": a closed, validating or draft order has no label', () => {
    for (const status of ['CLOSE', 'VALIDATION', 'DRAFT']) {
      expect(
        calendarEventOrderLabels({ org_orders: { id: 5, status, priority: 2, isSuspended: true } }),
      ).toEqual([]);
    }
    expect(
      calendarEventOrderLabels({
        org_orders: { id: 5, status: 'OPEN', priority: 2, isSuspended: false },
      }).map((label) => label.label),
    ).toEqual(['Urgente']);
  });

  it('002 §4.6: an event without an order, or an ordinary order, has no label', () => {
    expect(calendarEventOrderLabels({})).toEqual([]);
    expect(calendarEventOrderLabels({ org_orders: { id: 5, priority: '2' } })).toEqual([]);
  });
});
