import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { orderAttachmentRefusal, orderTakesLaterTicketFiles } from './orderAttachment.ts';

const ORG = makeProfile({
  role: 'org_3',
  permissions: [{ application: 'ORG_OPR_ORDERS', functionalities: ['APP_MENU', 'APP_UPDATE'] }],
});
const ORG_READ_ONLY = makeProfile({
  role: 'org_1',
  permissions: [{ application: 'ORG_OPR_ORDERS', functionalities: ['APP_MENU'] }],
});
const SPL = makeProfile({
  role: 'spl_2',
  company_type: 'suppliers',
  permissions: [{ application: 'SPL_OPR_ORDERS', functionalities: ['APP_MENU', 'APP_UPDATE'] }],
});
const SPL_READ_ONLY = makeProfile({
  role: 'spl_1',
  company_type: 'suppliers',
  permissions: [{ application: 'SPL_OPR_ORDERS', functionalities: ['APP_MENU'] }],
});
const USR = makeProfile({
  role: 'usr_3',
  company_type: 'org_contacts',
  permissions: [{ application: 'USR_OPR_ORDERS', functionalities: ['APP_MENU'] }],
});
const SYS = makeProfile({ role: 'sys_1' });

describe('orderAttachmentRefusal (002 §5.3 "multiple files are allowed"; DECISIONS.md "Order files" 1: who adds files to an order, and when)', () => {
  it('the organisation adds files to a draft, an open order and one awaiting validation', () => {
    expect(orderAttachmentRefusal({ status: 'DRAFT' }, ORG)).toBeUndefined();
    expect(orderAttachmentRefusal({ status: 'OPEN' }, ORG)).toBeUndefined();
    expect(orderAttachmentRefusal({ status: 'VALIDATION' }, ORG)).toBeUndefined();
    expect(orderAttachmentRefusal({ status: 'CLOSE', askedPrice: 120 }, ORG)).toBeUndefined();
  });

  it("the order's supplier adds files to an open order and one awaiting validation", () => {
    expect(orderAttachmentRefusal({ status: 'OPEN' }, SPL)).toBeUndefined();
    expect(orderAttachmentRefusal({ status: 'CLOSE', askedPrice: 120 }, SPL)).toBeUndefined();
  });

  it('nobody adds a file to a closed order, its final state: a 409 conflict', () => {
    const closed = {
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine è chiuso: non si possono più aggiungere file",
    };

    expect(orderAttachmentRefusal({ status: 'CLOSE' }, ORG)).toEqual(closed);
    expect(orderAttachmentRefusal({ status: 'CLOSE', askedPrice: null }, SPL)).toEqual(closed);
  });

  it('001 §1 a resident and the back office never add files to an order', () => {
    const forbidden = {
      ok: false,
      code: 'FORBIDDEN',
      message: 'Non puoi aggiungere file a questo ordine',
    };

    expect(orderAttachmentRefusal({ status: 'OPEN' }, USR)).toEqual(forbidden);
    expect(orderAttachmentRefusal({ status: 'OPEN' }, SYS)).toEqual(forbidden);
  });

  it("001 §6 a side without its order update permission is refused with FORBIDDEN: 'Funzionalità non disponibile'", () => {
    const locked = { ok: false, code: 'FORBIDDEN', message: 'Funzionalità non disponibile' };

    expect(orderAttachmentRefusal({ status: 'OPEN' }, ORG_READ_ONLY)).toEqual(locked);
    expect(orderAttachmentRefusal({ status: 'OPEN' }, SPL_READ_ONLY)).toEqual(locked);
  });
});

describe('orderTakesLaterTicketFiles (DECISIONS.md "Order files" 4: a file added to a ticket after it became an order)', () => {
  it('reaches a draft, an open order and one awaiting validation made from the ticket', () => {
    expect(orderTakesLaterTicketFiles({ status: 'DRAFT' })).toBe(true);
    expect(orderTakesLaterTicketFiles({ status: 'OPEN' })).toBe(true);
    expect(orderTakesLaterTicketFiles({ status: 'VALIDATION' })).toBe(true);
    expect(orderTakesLaterTicketFiles({ status: 'CLOSE', askedPrice: 120 })).toBe(true);
  });

  it('stays on the ticket when the order is closed, which is final', () => {
    expect(orderTakesLaterTicketFiles({ status: 'CLOSE' })).toBe(false);
    expect(orderTakesLaterTicketFiles({ status: 'CLOSE', askedPrice: null })).toBe(false);
  });
});
