import { describe, expect, it } from 'vitest';
import { calendarEventLinkTarget } from './eventLink.ts';
import type { CalendarEvent, CalendarRelatedObject } from './types.ts';

const base: CalendarEvent = {
  object: 'Sopralluogo',
  startTime: '2025-03-12 09:00',
  endTime: '2025-03-12 10:00',
};

describe('calendarEventLinkTarget', () => {
  it('002 §2.1: "/ORG/TAB/buildings/condominium/mod/{buildingId}" for a linked building', () => {
    expect(calendarEventLinkTarget({ ...base, _building: 7 }, 'ORG')).toEqual({
      type: 'building',
      href: '/ORG/TAB/buildings/condominium/mod/7',
    });
  });

  it('002 §2.1: a private building opens under its own category', () => {
    // The type names the orders' categories; a building's category arrives as its own text.
    const building = { id: 7, category: 'private' } as unknown as CalendarRelatedObject;
    const event = { ...base, _building: 7, org_buildings: building };
    expect(calendarEventLinkTarget(event, 'ORG')?.href).toBe('/ORG/TAB/buildings/private/mod/7');
  });

  it('002 §7.6: a linked order opens its detail by category, a repeated order under contracts', () => {
    const single = calendarEventLinkTarget({ ...base, _order: 3 }, 'SPL');
    const repeated = calendarEventLinkTarget(
      { ...base, _order: 4, org_orders: { id: 4, category: 'ODP' } },
      'ORG',
    );
    expect(single).toEqual({ type: 'order', href: '/SPL/OPR/orders/service/mod/3' });
    expect(repeated).toEqual({ type: 'repeatedOrder', href: '/ORG/OPR/orders/contracts/mod/4' });
  });

  it('002 §2.1: "/{ROLE}{applicationRoute}/mod/{id}" for a claim, per role', () => {
    expect(calendarEventLinkTarget({ ...base, _claim: 5 }, 'SPL')?.href).toBe(
      '/SPL/OPR/claims/mod/5',
    );
  });

  it('002 §2.1: no target without a link, nor for a screen the role lacks (ORG activity)', () => {
    expect(calendarEventLinkTarget(base, 'ORG')).toBeUndefined();
    expect(calendarEventLinkTarget({ ...base, _activity: 2 }, 'ORG')).toBeUndefined();
  });
});
