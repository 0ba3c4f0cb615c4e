import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { applyTicketTransition, ticketActions } from './ticketActions.ts';
import type { TicketAction } from './ticketActions.ts';
import type { TicketLifecycleRecord } from './ticketLifecycleTypes.ts';

const ORG = makeProfile({
  role: 'org_3',
  permissions: [
    { application: 'ORG_GEN_TICKETS', functionalities: ['APP_MENU', 'APP_NEW', 'APP_UPDATE'] },
    { application: 'ORG_OPR_ORDERS', functionalities: ['APP_MENU', 'APP_NEW'] },
  ],
});
const ORG_WITHOUT_ORDERS = makeProfile({
  role: 'org_3',
  permissions: [
    { application: 'ORG_GEN_TICKETS', functionalities: ['APP_MENU', 'APP_NEW', 'APP_UPDATE'] },
  ],
});
const ORG_READ_ONLY = makeProfile({
  role: 'org_1',
  permissions: [{ application: 'ORG_GEN_TICKETS', functionalities: ['APP_MENU'] }],
});
const USR = makeProfile({
  role: 'usr_3',
  company_type: 'org_contacts',
  permissions: [{ application: 'USR_GEN_TICKETS', functionalities: ['APP_MENU', 'APP_NEW'] }],
});

const ME = 7;
const COLLEAGUE = 9;
const UNASSIGNED: TicketLifecycleRecord = { status: 'OPEN', _assignTo: null };
const MINE: TicketLifecycleRecord = { status: 'OPEN', _assignTo: ME };
const WORKING: TicketLifecycleRecord = { status: 'WORKING', _assignTo: COLLEAGUE };
const CLOSED: TicketLifecycleRecord = { status: 'CLOSED', _assignTo: COLLEAGUE };

/** The visible actions as 'id: enabled' or 'id: reason', for compact literal expectations. */
function visible(actions: TicketAction[]): string[] {
  return actions
    .filter((action) => !action.hidden)
    .map((action) => `${action.id}: ${action.enabled ? 'enabled' : (action.reason ?? '')}`);
}

describe('ticketActions for the organisation (001 §4.3 OPEN "In gestione" → WORKING "In lavorazione")', () => {
  it("002 §4.6 an open ticket 'Da assegnare': take in charge, assign and close; work waits for an assignee", () => {
    // Act
    const actions = ticketActions(UNASSIGNED, ORG, ME);

    // Assert
    expect(visible(actions)).toEqual([
      'takeCharge: enabled',
      'assign: enabled',
      'startWork: Assegna il ticket prima di metterlo in lavorazione',
      'close: enabled',
      'createOrder: enabled',
    ]);
  });

  it('001 §4.3 a ticket in my charge can be put "In lavorazione"; taking it again says why not', () => {
    // Act
    const actions = ticketActions(MINE, ORG, ME);

    // Assert
    expect(visible(actions)).toEqual([
      'takeCharge: Il ticket è già in carico a te',
      'assign: enabled',
      'startWork: enabled',
      'close: enabled',
      'createOrder: enabled',
    ]);
  });

  it('001 §4.3 a WORKING ticket: it can change hands or be closed, not started again', () => {
    // Act
    const actions = ticketActions(WORKING, ORG, ME);

    // Assert
    expect(visible(actions)).toEqual([
      'takeCharge: enabled',
      'assign: enabled',
      'startWork: Il ticket è già in lavorazione',
      'close: enabled',
      'createOrder: enabled',
    ]);
  });

  it('a closed ticket offers Riapri, after a confirmation, and says why it cannot become an order (DECISIONS.md "Ticket lifecycle" 9)', () => {
    // Act
    const actions = ticketActions(CLOSED, ORG, ME);

    // Assert
    expect(visible(actions)).toEqual([
      'reopen: enabled',
      'createOrder: Riapri il ticket per crearne un ordine',
    ]);
    expect(actions.find((action) => action.id === 'reopen')?.confirmation).toEqual({
      message: 'Il ticket torna in gestione.',
      confirmLabel: 'CONTINUA',
      cancelLabel: 'ANNULLA',
    });
  });

  it('Chiudi ticket asks to confirm', () => {
    // Act
    const close = ticketActions(UNASSIGNED, ORG, ME).find((action) => action.id === 'close');

    // Assert
    expect(close?.confirmation?.message).toBe('Chiudendo il ticket la richiesta risulta risolta.');
  });

  it('a user without an employee record cannot take a ticket in charge', () => {
    // Act
    const actions = ticketActions(UNASSIGNED, ORG, null);

    // Assert
    expect(visible(actions)[0]).toBe('takeCharge: Il tuo profilo non è collegato a un dipendente');
  });

  it('001 §6 without APP_UPDATE on ORG/GEN/tickets every step says why not', () => {
    // Act
    const actions = ticketActions(UNASSIGNED, ORG_READ_ONLY, ME);

    // Assert
    expect(actions.filter((action) => !action.hidden).every((action) => !action.enabled)).toBe(
      true,
    );
  });
});

describe('ticketActions: Crea ordine (001 §3 Order `_ticket`; DECISIONS.md "Ticket lifecycle" 9)', () => {
  it('an open or working ticket can become an order for the organisation with ORG_OPR_ORDERS APP_NEW', () => {
    // Act
    const open = ticketActions(UNASSIGNED, ORG, ME).find((action) => action.id === 'createOrder');
    const working = ticketActions(WORKING, ORG, ME).find((action) => action.id === 'createOrder');

    // Assert
    expect(open).toEqual({
      id: 'createOrder',
      event: 'CREATE_ORDER',
      label: 'Crea ordine',
      enabled: true,
    });
    expect(working?.enabled).toBe(true);
  });

  it('001 §6 without the order-create permission it says why not', () => {
    // Act
    const action = ticketActions(UNASSIGNED, ORG_WITHOUT_ORDERS, ME).find(
      (candidate) => candidate.id === 'createOrder',
    );

    // Assert
    expect(action).toMatchObject({
      enabled: false,
      reason: 'Non hai il permesso di creare ordini',
    });
    expect(action?.hidden).toBeUndefined();
  });
});

describe('ticketActions for a resident (001 §1 "USR users open tickets")', () => {
  it('every action is hidden: the resident follows the status', () => {
    // Act
    const actions = ticketActions(UNASSIGNED, USR, null);

    // Assert
    expect(visible(actions)).toEqual([]);
  });
});

describe('applyTicketTransition (001 §4.3)', () => {
  it('TAKE_CHARGE assigns the ticket to the acting employee', () => {
    // Act
    const result = applyTicketTransition(UNASSIGNED, { type: 'TAKE_CHARGE' }, ORG, ME);

    // Assert
    expect(result).toEqual({
      ok: true,
      changes: { _assignTo: ME },
      history: [{ field: '_assignTo', from: null, to: ME }],
      effects: [],
      state: 'open',
    });
  });

  it('ASSIGN gives the ticket to the chosen employee', () => {
    // Act
    const result = applyTicketTransition(
      UNASSIGNED,
      { type: 'ASSIGN', assignee: COLLEAGUE },
      ORG,
      ME,
    );

    // Assert
    expect(result).toMatchObject({ ok: true, changes: { _assignTo: COLLEAGUE }, state: 'open' });
  });

  it('ASSIGN without an employee is a field error', () => {
    // Act
    const result = applyTicketTransition(UNASSIGNED, { type: 'ASSIGN' }, ORG, ME);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Scegli il dipendente a cui assegnare il ticket',
      fieldErrors: { assignee: 'Scegli il dipendente a cui assegnare il ticket' },
    });
  });

  it('001 §4.3 START_WORK moves an assigned OPEN ticket to WORKING ("In lavorazione")', () => {
    // Act
    const result = applyTicketTransition(MINE, { type: 'START_WORK' }, ORG, ME);

    // Assert
    expect(result).toMatchObject({
      ok: true,
      changes: { status: 'WORKING' },
      history: [{ field: 'status', from: 'OPEN', to: 'WORKING' }],
      state: 'working',
    });
  });

  it('START_WORK on an unassigned ticket is a 409 conflict with the reason', () => {
    // Act
    const result = applyTicketTransition(UNASSIGNED, { type: 'START_WORK' }, ORG, ME);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Assegna il ticket prima di metterlo in lavorazione',
    });
  });

  it('CLOSE ends a WORKING ticket, REOPEN brings it back OPEN', () => {
    // Act
    const closed = applyTicketTransition(WORKING, { type: 'CLOSE' }, ORG, ME);
    const reopened = applyTicketTransition(CLOSED, { type: 'REOPEN' }, ORG, ME);

    // Assert
    expect(closed).toMatchObject({ ok: true, changes: { status: 'CLOSED' }, state: 'closed' });
    expect(reopened).toMatchObject({ ok: true, changes: { status: 'OPEN' }, state: 'open' });
  });

  it('a closed ticket refuses START_WORK: "Il ticket è chiuso"', () => {
    // Act
    const result = applyTicketTransition(CLOSED, { type: 'START_WORK' }, ORG, ME);

    // Assert
    expect(result).toEqual({ ok: false, code: 'CONFLICT', message: 'Il ticket è chiuso' });
  });

  it('a resident sending a step by hand is FORBIDDEN', () => {
    // Act
    const result = applyTicketTransition(UNASSIGNED, { type: 'CLOSE' }, USR, null);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministrazione",
    });
  });
});
