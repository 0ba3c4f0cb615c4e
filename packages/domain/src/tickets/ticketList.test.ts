import { describe, expect, it } from 'vitest';
import {
  sortTicketsForWidget,
  ticketListQuery,
  ticketWidgetListQuery,
  ticketWidgetVariant,
} from './ticketList.ts';
import type { TicketPriority } from './types.ts';

describe('ticketListQuery', () => {
  it('001 §7: "body with where, include, limit (50), offset (0) and order by createdAt descending"', () => {
    // Act
    const query = ticketListQuery();

    // Assert
    expect(query).toEqual({
      where: {},
      include: [],
      limit: 50,
      offset: 0,
      order: [['createdAt', 'DESC']],
    });
  });

  it('001 §7: "body with where, include, limit (50), offset (0)" — the next page overrides the offset only', () => {
    // Act
    const query = ticketListQuery({ offset: 50, where: { status: 'WORKING' } });

    // Assert
    expect(query).toMatchObject({ offset: 50, limit: 50, where: { status: 'WORKING' } });
  });
});

describe('ticketWidgetVariant', () => {
  it('000 §6: "A ticket widget for profile level 1 shows \'I miei ticket aperti\' (own tickets, no add button)"', () => {
    // Act
    const variant = ticketWidgetVariant(1);

    // Assert
    expect(variant).toEqual({
      variant: 'own',
      title: 'I miei ticket aperti',
      showAddButton: false,
      criteria: {
        status: { $in: ['OPEN', 'WORKING'] },
        '$org_employees._user$': '@activeUser',
      },
    });
  });

  it.each([2, 3])(
    '000 §6: "A ticket widget for profile level 1" — level %s lists all open tickets with an add button',
    (level) => {
      // Act
      const variant = ticketWidgetVariant(level);

      // Assert
      expect(variant).toEqual({
        variant: 'all',
        title: 'Tickets',
        showAddButton: true,
        criteria: { status: { $in: ['OPEN', 'WORKING'] } },
      });
    },
  );
});

describe('ticketWidgetListQuery', () => {
  it('002 §7.6: "tickets: max 5, order dateTicket descending then priority descending, open view"', () => {
    // Act
    const query = ticketWidgetListQuery(2);

    // Assert
    expect(query).toEqual({
      where: { status: { $in: ['OPEN', 'WORKING'] } },
      include: [],
      limit: 5,
      offset: 0,
      order: [
        ['dateTicket', 'DESC'],
        ['priority', 'DESC'],
      ],
    });
  });

  it('000 §6 with 002 §7.6: at level 1 the list keeps only the own tickets', () => {
    // Act
    const query = ticketWidgetListQuery(1);

    // Assert
    expect(query.where).toEqual({
      status: { $in: ['OPEN', 'WORKING'] },
      '$org_employees._user$': '@activeUser',
    });
  });
});

describe('sortTicketsForWidget', () => {
  const ticket = (id: string, dateTicket: string | null, priority: TicketPriority = 'NORMAL') => ({
    id,
    dateTicket,
    priority,
  });

  it('002 §7.6: "max 5, order dateTicket descending then priority descending"', () => {
    // Arrange
    const tickets = [
      ticket('old', '2024-01-01T08:00:00Z'),
      ticket('same-normal', '2024-03-01T08:00:00Z'),
      ticket('same-urgent', '2024-03-01T08:00:00Z', 'URGENT'),
      ticket('newest', '2024-04-01T08:00:00Z'),
      ticket('no-date', null, 'URGENT'),
      ticket('middle', '2024-02-01T08:00:00Z'),
      ticket('bad-date', 'ieri'),
    ];

    // Act
    const sorted = sortTicketsForWidget(tickets);

    // Assert
    expect(sorted.map((item) => item.id)).toEqual([
      'newest',
      'same-urgent',
      'same-normal',
      'middle',
      'old',
    ]);
  });

  it('002 §7.6: "order dateTicket descending" — tickets without a date come last', () => {
    // Arrange
    const tickets = [ticket('no-date', null), ticket('dated', '2024-01-01T08:00:00Z')];

    // Act
    const sorted = sortTicketsForWidget(tickets);

    // Assert
    expect(sorted.map((item) => item.id)).toEqual(['dated', 'no-date']);
    expect(tickets[0]?.id).toBe('no-date');
  });
});
