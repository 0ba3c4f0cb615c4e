import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { orderPrefillFromTicket, ticketOrderRefusal } from './ticketOrder.ts';

const ORG = makeProfile({
  role: 'org_3',
  permissions: [{ application: 'ORG_OPR_ORDERS', functionalities: ['APP_MENU', 'APP_NEW'] }],
});
const ORG_READ_ONLY = makeProfile({
  role: 'org_1',
  permissions: [{ application: 'ORG_OPR_ORDERS', functionalities: ['APP_MENU'] }],
});
const USR = makeProfile({
  role: 'usr_3',
  company_type: 'org_contacts',
  permissions: [{ application: 'USR_GEN_TICKETS', functionalities: ['APP_MENU', 'APP_NEW'] }],
});

describe('ticketOrderRefusal (DECISIONS.md "Ticket lifecycle" 9: who turns a ticket into an order, and when)', () => {
  it('the organisation with ORG_OPR_ORDERS APP_NEW converts an OPEN or a WORKING ticket', () => {
    expect(ticketOrderRefusal({ status: 'OPEN' }, ORG)).toBeUndefined();
    expect(ticketOrderRefusal({ status: 'WORKING' }, ORG)).toBeUndefined();
  });

  it('a closed ticket is a 409 conflict: reopen it first', () => {
    expect(ticketOrderRefusal({ status: 'CLOSED' }, ORG)).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Riapri il ticket per crearne un ordine',
    });
  });

  it('001 §6 without APP_NEW on ORG/OPR/orders it is forbidden', () => {
    expect(ticketOrderRefusal({ status: 'OPEN' }, ORG_READ_ONLY)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Non hai il permesso di creare ordini',
    });
  });

  it('001 §1 a resident opens tickets but never creates orders', () => {
    expect(ticketOrderRefusal({ status: 'OPEN' }, USR)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministrazione",
    });
  });
});

describe('orderPrefillFromTicket (001 §3: an order has `_ticket`; DECISIONS.md "Ticket lifecycle" 9)', () => {
  it('starts the order with the ticket’s building, object and description, and names the ticket', () => {
    expect(
      orderPrefillFromTicket({
        id: 41,
        object: 'Perdita dal soffitto del box 3',
        description: 'Macchia di umidità che si allarga dopo la pioggia',
        _building: 12,
      }),
    ).toEqual({
      object: 'Perdita dal soffitto del box 3',
      description: 'Macchia di umidità che si allarga dopo la pioggia',
      _building: '12',
      _ticket: '41',
    });
  });

  it('a ticket without description or building leaves them empty for the form', () => {
    expect(orderPrefillFromTicket({ id: '7', object: 'Citofono guasto' })).toEqual({
      object: 'Citofono guasto',
      description: '',
      _building: null,
      _ticket: '7',
    });
  });
});
