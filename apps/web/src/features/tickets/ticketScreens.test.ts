import type { TicketAction } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { ticketFormValues } from './TicketCreateScreen.tsx';
import { orderFromTicketHref, ticketActionBarActions } from './TicketLifecycleActions.tsx';
import { ticketFilesGoToOrders } from './TicketOrders.tsx';

describe('the new-ticket form (001 §3 Ticket)', () => {
  it('sends the picked building by id, trims the object and leaves empty texts out as null', () => {
    // Act
    const values = ticketFormValues({
      object: '  Citofono guasto  ',
      building: { id: '11', name: 'Condominio Via Manzoni 12' },
      description: '   ',
      priority: 'URGENT',
      visibility: 'owner',
    });

    // Assert
    expect(values).toEqual({
      object: 'Citofono guasto',
      _building: '11',
      description: null,
      priority: 'URGENT',
      visibility: 'owner',
    });
  });
});

describe('the ticket action bar (DECISIONS.md "Ticket lifecycle")', () => {
  it('shows the visible actions: the main step contained, closing in the error tone, a refused one with its reason', () => {
    // Arrange
    const actions: TicketAction[] = [
      { id: 'takeCharge', event: 'TAKE_CHARGE', label: 'Prendi in carico', enabled: true },
      { id: 'assign', event: 'ASSIGN', label: 'Assegna', enabled: true },
      {
        id: 'startWork',
        event: 'START_WORK',
        label: 'Metti in lavorazione',
        enabled: false,
        reason: 'Assegna il ticket prima di metterlo in lavorazione',
      },
      { id: 'close', event: 'CLOSE', label: 'Chiudi ticket', enabled: true },
      { id: 'reopen', event: 'REOPEN', label: 'Riapri', enabled: true, hidden: true },
    ];

    // Act
    const bar = ticketActionBarActions(actions);

    // Assert
    expect(bar).toEqual([
      { id: 'takeCharge', label: 'Prendi in carico', enabled: true, variant: 'contained' },
      { id: 'assign', label: 'Assegna', enabled: true },
      {
        id: 'startWork',
        label: 'Metti in lavorazione',
        enabled: false,
        reason: 'Assegna il ticket prima di metterlo in lavorazione',
      },
      { id: 'close', label: 'Chiudi ticket', enabled: true, tone: 'error' },
    ]);
  });
});

describe("'Crea ordine' on the ticket's bar (DECISIONS.md \"Ticket lifecycle\" 9)", () => {
  it('opens the service order form told which ticket to start from', () => {
    expect(orderFromTicketHref('41')).toBe('/ORG/OPR/orders/service/new?fromTicket=41');
  });
});

describe('the ticket\'s file section (DECISIONS.md "Order files" 4)', () => {
  it('says files go to the orders too when an order made from the ticket is not closed and the viewer may add files', () => {
    // Arrange
    const open = [{ status: 'OPEN' as const, askedPrice: null }];

    // Act & Assert
    expect(ticketFilesGoToOrders(open, true)).toBe(true);
    expect(ticketFilesGoToOrders(open, false)).toBe(false);
  });

  it('says nothing for a ticket with no orders, or whose orders are all closed', () => {
    // Arrange
    const closed = [{ status: 'CLOSE' as const, askedPrice: null }];

    // Act & Assert
    expect(ticketFilesGoToOrders([], true)).toBe(false);
    expect(ticketFilesGoToOrders(closed, true)).toBe(false);
  });
});
