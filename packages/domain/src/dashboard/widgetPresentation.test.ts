import { describe, expect, it } from 'vitest';
import {
  dailyEventsNewEventTarget,
  quotesWidgetItem,
  ticketsWidgetPresentation,
} from './widgetPresentation.ts';

describe('ticketsWidgetPresentation', () => {
  it('000 §6: "A ticket widget for profile level 1 shows \'I miei ticket aperti\' (own tickets, no add button)"', () => {
    expect(ticketsWidgetPresentation(1)).toEqual({
      nameKey: 'dashboard.widget.tickets_list.ownName',
      name: 'I miei ticket aperti',
      ownTicketsOnly: true,
      showAddButton: false,
    });
  });

  it.each([2, 3])('000 §6: level %i sees the open tickets with the add button', (level) => {
    expect(ticketsWidgetPresentation(level)).toEqual({
      nameKey: 'dashboard.widget.tickets_list.name',
      name: 'Ticket aperti',
      ownTicketsOnly: false,
      showAddButton: true,
    });
  });
});

describe('dailyEventsNewEventTarget', () => {
  it('001 §2.7: "New event goes to /ORG/calendar with the parameters openNew and selectedDay"', () => {
    expect(dailyEventsNewEventTarget(new Date(2024, 2, 18, 15, 45))).toEqual({
      path: '/ORG/calendar',
      query: { openNew: 'true', selectedDay: '2024-03-18' },
    });
    expect(dailyEventsNewEventTarget('2024-12-31').query.selectedDay).toBe('2024-12-31');
  });
});

describe('quotesWidgetItem', () => {
  it('002 §3.10: "Quote summary: order with category, object, dateOrder, org_buildings; quotes.got and quotes.requests"', () => {
    expect(
      quotesWidgetItem({
        id: 7,
        category: 1,
        object: 'Rifacimento facciata',
        dateOrder: '2024-03-18T09:30:00Z',
        org_buildings: { name: 'Condominio Via Roma 12' },
        quotes: { got: 2, requests: 3 },
      }),
    ).toEqual({
      id: 7,
      title: 'Rifacimento facciata',
      date: '2024-03-18T09:30:00Z',
      buildingName: 'Condominio Via Roma 12',
      requests: 3,
      submit: 2,
    });
  });

  it('002 §3.10: missing fields read as empty and counts as 0', () => {
    expect(quotesWidgetItem({})).toEqual({
      id: null,
      title: null,
      date: null,
      buildingName: null,
      requests: 0,
      submit: 0,
    });
    expect(quotesWidgetItem({ org_buildings: {}, quotes: {} })).toMatchObject({
      buildingName: null,
      requests: 0,
      submit: 0,
    });
  });
});
