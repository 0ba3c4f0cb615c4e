import { describe, expect, it } from 'vitest';
import {
  ticketPriorityLabel,
  ticketRequesterLabel,
  ticketStatusLabel,
  ticketStatusName,
} from './ticketStatus.ts';

describe('ticketStatusName', () => {
  it.each([
    ['OPEN', 'In gestione'],
    ['WORKING', 'In lavorazione'],
    ['CLOSED', 'Chiuso'],
  ] as const)(
    '001 §4.3: "Statuses: OPEN (shown as "In gestione"), WORKING ("In lavorazione")": %s → %s',
    (status, expected) => {
      // Act
      const name = ticketStatusName(status);

      // Assert
      expect(name).toBe(expected);
    },
  );
});

describe('ticketStatusLabel', () => {
  it('002 §4.6: "WORKING shows \'In lavorazione\'" — even with an assignee', () => {
    // Arrange
    const ticket = {
      status: 'WORKING' as const,
      _assignTo: 'emp-1',
      org_employees: { fullname: 'Giulia Neri' },
    };

    // Act
    const label = ticketStatusLabel(ticket);

    // Assert
    expect(label).toBe('In lavorazione');
  });

  it('002 §4.6: "An open ticket with an assignee shows the employee name"', () => {
    // Arrange
    const ticket = {
      status: 'OPEN' as const,
      _assignTo: 'emp-1',
      org_employees: { fullname: '  Niccolò Fabbri ' },
    };

    // Act
    const label = ticketStatusLabel(ticket);

    // Assert
    expect(label).toBe('Niccolò Fabbri');
  });

  it.each([
    [{ status: 'OPEN' as const, _assignTo: null }],
    [{ status: 'OPEN' as const }],
    [{ status: 'OPEN' as const, _assignTo: null, org_employees: null }],
    [{ status: 'OPEN' as const, _assignTo: null, org_employees: { fullname: '  ' } }],
  ])('002 §4.6: "without one it shows \'Da assegnare\'" (%j)', (ticket) => {
    // Act
    const label = ticketStatusLabel(ticket);

    // Assert
    expect(label).toBe('Da assegnare');
  });

  it('001 §4.3: "OPEN (shown as "In gestione")" — an assigned ticket whose assignee name is not loaded', () => {
    // Arrange
    const ticket = { status: 'OPEN' as const, _assignTo: 'emp-1', org_employees: null };

    // Act
    const label = ticketStatusLabel(ticket);

    // Assert
    expect(label).toBe('In gestione');
  });

  it('001 §4.3: a closed ticket shows its status name', () => {
    // Act
    const label = ticketStatusLabel({ status: 'CLOSED', _assignTo: 'emp-1' });

    // Assert
    expect(label).toBe('Chiuso');
  });
});

describe('ticketPriorityLabel', () => {
  it.each([
    ['URGENT', 'Urgente'],
    ['NORMAL', undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)('002 §4.6: "URGENT priority shows \'Urgente\'": %s → %s', (priority, expected) => {
    // Act
    const label = ticketPriorityLabel({ priority });

    // Assert
    expect(label).toBe(expected);
  });
});

describe('ticketRequesterLabel', () => {
  it.each([
    [{ org_contacts: { fullname: 'Maria Esposito' } }, 'Maria Esposito'],
    [
      { org_contacts: { fullname: ' ', firstname: 'Andrea', lastname: 'Colombo' } },
      'Andrea Colombo',
    ],
    [{ org_contacts: { name1: 'Condominio Via Verdi', name2: null } }, 'Condominio Via Verdi'],
  ])('002 §3.5: "Ticket: object, org_contacts (requester)": %j → %s', (ticket, expected) => {
    // Act
    const label = ticketRequesterLabel(ticket);

    // Assert
    expect(label).toBe(expected);
  });

  it.each([[{ org_contacts: null }], [{}], [{ org_contacts: { fullname: '' } }]])(
    '002 §8: "ticket without requester: \'Nessun richiedente\'" (%j)',
    (ticket) => {
      // Act
      const label = ticketRequesterLabel(ticket);

      // Assert
      expect(label).toBe('Nessun richiedente');
    },
  );
});
