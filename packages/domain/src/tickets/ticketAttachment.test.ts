import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { ticketAttachmentRefusal } from './ticketAttachment.ts';

const ORG = makeProfile({ role: 'org_1' });
const USR = makeProfile({ role: 'usr_3', company_type: 'org_contacts' });
const SPL = makeProfile({ role: 'spl_3', company_type: 'sys_suppliers' });
const SYS = makeProfile({ role: 'sys_1' });

describe('ticketAttachmentRefusal (002 §5.3 "multiple files are allowed"; DECISIONS.md "Ticket lifecycle" 10: who adds files to a ticket, and when)', () => {
  it('the requester and the organisation add files to an OPEN or a WORKING ticket', () => {
    expect(ticketAttachmentRefusal({ status: 'OPEN' }, USR)).toBeUndefined();
    expect(ticketAttachmentRefusal({ status: 'WORKING' }, USR)).toBeUndefined();
    expect(ticketAttachmentRefusal({ status: 'OPEN' }, ORG)).toBeUndefined();
    expect(ticketAttachmentRefusal({ status: 'WORKING' }, ORG)).toBeUndefined();
  });

  it('nobody adds a file to a closed ticket: a 409 conflict, reopen it first', () => {
    const closed = {
      ok: false,
      code: 'CONFLICT',
      message: 'Il ticket è chiuso: riaprilo per aggiungere file',
    };

    expect(ticketAttachmentRefusal({ status: 'CLOSED' }, USR)).toEqual(closed);
    expect(ticketAttachmentRefusal({ status: 'CLOSED' }, ORG)).toEqual(closed);
  });

  it('001 §1 a supplier and the back office never add files to a ticket', () => {
    const forbidden = {
      ok: false,
      code: 'FORBIDDEN',
      message: 'Non puoi aggiungere file a questo ticket',
    };

    expect(ticketAttachmentRefusal({ status: 'OPEN' }, SPL)).toEqual(forbidden);
    expect(ticketAttachmentRefusal({ status: 'OPEN' }, SYS)).toEqual(forbidden);
  });
});
