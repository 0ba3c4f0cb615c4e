import { describe, expect, it } from 'vitest';
import {
  presentActivityStatus,
  presentAttachments,
  presentBoolean,
  presentBuildingCategory,
  presentBuildingList,
  presentBuildingStatus,
  presentExternallyManaged,
  presentCalendarStatus,
  presentClaimStatus,
  presentColor,
  presentCommunicationOpened,
  presentCriticality,
  presentDate,
  presentEmployeeRegistration,
  presentEmployeeStatus,
  presentFolderStatus,
  presentLabelled,
  presentMoney,
  presentMultiline,
  presentNote,
  presentNumber,
  presentOrderCategory,
  presentOrderPriority,
  presentOrderStatus,
  presentPollOptions,
  presentQuoteProgress,
  presentRelation,
  presentSupplierBadge,
  presentTags,
  presentTaskStatus,
  presentText,
  presentTicketPriority,
  presentTicketStatus,
  presentationText,
  type FieldPresentation,
  type PresentationContext,
} from './presenters.ts';

const CONTEXT: PresentationContext = {
  role: 'org_3',
  now: new Date('2026-11-24T10:00:00'),
  product: 'portineria',
  buildings: [{ id: '1', name: 'Condominio Via Manzoni 12', isPrivate: false }],
};

const text = (presentation: FieldPresentation, context = CONTEXT) =>
  presentationText(presentation, context);

describe('values shown the Italian way (000 §9, 002 §5.1)', () => {
  it('writes numbers, dates, times and money in Italian', () => {
    expect(text(presentNumber(1234.5))).toBe('1.234,5');
    expect(text(presentDate('2026-03-05'))).toBe('05/03/2026');
    expect(text(presentDate('2026-03-05T14:30:00', true))).toBe('05/03/2026 14:30');
    expect(text(presentMoney(1234.5))).toBe('1.234,50 €');
  });

  it('reads booleans as Sì and No, lists and comma-separated text as tags', () => {
    expect(text(presentBoolean(true))).toBe('Sì');
    expect(text(presentBoolean(false))).toBe('No');
    expect(text(presentTags('Ascensori,Montacarichi'))).toBe('Ascensori, Montacarichi');
    expect(text(presentText(['Ascensori', 'Citofoni']))).toBe('Ascensori, Citofoni');
  });

  it("shows '-' for a value the answer does not carry, and never dumps an object as JSON", () => {
    for (const presentation of [
      presentText(undefined),
      presentText({ a: 1 }),
      presentMultiline(null),
      presentNumber('abc'),
      presentDate(undefined),
      presentMoney(''),
      presentBoolean(undefined),
      presentTags([]),
      presentColor(''),
    ]) {
      expect(text(presentation)).toBe('-');
    }
  });

  it("002 §8: an empty note says 'Nessuna nota da visualizzare'", () => {
    expect(text(presentNote(null))).toBe('Nessuna nota da visualizzare');
    expect(text(presentNote('  '))).toBe('Nessuna nota da visualizzare');
    expect(text(presentNote('Avvisare la portineria'))).toBe('Avvisare la portineria');
  });

  it('an enumerated value reads its Italian label; an unknown one is shown as it is', () => {
    const labels = { owner: 'value.visibility.owner' } as const;
    expect(text(presentLabelled('owner', labels))).toBe('Proprietari');
    expect(text(presentLabelled('board', labels))).toBe('board');
    expect(text(presentLabelled(undefined, labels))).toBe('-');
  });
});

describe('orders and quotes (001 §3, 002 §4.1, §4.6, §5.7)', () => {
  it("002 §4.1: the order status is domain's name followed by the role's chips (usr_3 sees Non letto)", () => {
    const order = { status: 'OPEN', validTo: '2026-11-20', isRead: false };
    expect(text(presentOrderStatus(order), { ...CONTEXT, role: 'usr_3' })).toBe(
      'Aperto, Non letto, Scaduto',
    );
    expect(text(presentOrderStatus(order))).toBe('Aperto, Scaduto');
    // A list has no role: the status name only.
    expect(text(presentOrderStatus(order), { ...CONTEXT, role: undefined })).toBe('Aperto');
  });

  it("002 §4.1: a draft reads 'Bozza' once, not as the status and a chip", () => {
    expect(text(presentOrderStatus({ status: 'DRAFT' }))).toBe('Bozza');
  });

  it('shows a status that is no order status as it is', () => {
    expect(text(presentOrderStatus({ status: 'ARCHIVED' }))).toBe('ARCHIVED');
  });

  it("names the category (ODP 'Ordine ripetuto'), 'Urgente' for priority 2, and the quote progress", () => {
    expect(text(presentOrderCategory('ODP'))).toBe('Ordine ripetuto');
    expect(text(presentOrderCategory(1))).toBe('Ordine');
    expect(presentOrderPriority(2)).toEqual({
      kind: 'chips',
      chips: [{ label: 'Urgente', tone: 'error' }],
    });
    expect(text(presentOrderPriority(1))).toBe('Normale');
    expect(presentQuoteProgress({ got: 1, requests: 2 })).toEqual({
      kind: 'progress',
      value: 50,
      label: '1 di 2',
      text: '50%',
    });
    expect(text(presentQuoteProgress({ got: 1, requests: 2 }))).toBe('1 di 2, 50%');
  });
});

describe('tickets, activities, tasks, claims and folders (001 §3, §4; 002 §4.6)', () => {
  it("002 §4.6: a ticket's status chips and 'Urgente'", () => {
    expect(text(presentTicketStatus({ status: 'WORKING', priority: 'URGENT' }))).toBe(
      'In lavorazione, Urgente',
    );
    expect(text(presentTicketPriority('URGENT'))).toBe('Urgente');
    expect(text(presentTicketPriority('NORMAL'))).toBe('Normale');
  });

  it("001 §4.2: an activity the organisation rejected reads 'Annullata dall'amministratore' as a chip", () => {
    expect(presentActivityStatus({ status: 'REJECTED', managedFromOrg: true })).toEqual({
      kind: 'chips',
      chips: [{ label: "Annullata dall'amministratore", tone: 'error' }],
    });
    expect(text(presentActivityStatus({ status: 'TODO' }))).toBe('Da fare');
  });

  it('001 §4.2: task status 2 is the executed task of quick completion, closing the activity', () => {
    expect(text(presentTaskStatus(2))).toBe("Eseguito, chiude l'attività");
    expect(text(presentTaskStatus(1))).toBe('Eseguito');
    expect(text(presentTaskStatus(0))).toBe('In corso');
  });

  it('names claim and folder statuses, criticality and the attachments count', () => {
    expect(text(presentClaimStatus('CLOSE_LIQUIDATED'))).toBe('Chiuso liquidato');
    expect(text(presentFolderStatus(1))).toBe('Da completare');
    expect(text(presentCriticality(5))).toBe('Alta');
    expect(text(presentAttachments([{ status: 1 }, { status: 0 }]))).toBe('1/2');
  });
});

describe('registries (000 §4, 001 §4.6, 002 §1, §3.8, §8)', () => {
  it('000 §4: the supplier badge follows its priority (vat null is occasional services)', () => {
    expect(text(presentSupplierBadge({ vat: null, status: 'disabled' } as never))).toBe(
      'Con prestazioni occasionali',
    );
    expect(
      text(
        presentSupplierBadge({
          vat: '1',
          status: 'enabled',
          systemStatus: 'disabled',
        } as never),
      ),
    ).toBe('Accesso sospeso');
  });

  it("002 §1, §8: a building is a Condominio or a Proprietà; a disabled one shows 'Disabilitato'", () => {
    expect(text(presentBuildingCategory(false))).toBe('Condominio');
    expect(text(presentBuildingCategory(true))).toBe('Proprietà');
    expect(presentBuildingStatus('DISABLED')).toEqual({
      kind: 'chips',
      chips: [{ label: 'Disabilitato', tone: 'error' }],
    });
    expect(text(presentBuildingStatus('enabled'))).toBe('Attivo');
  });

  it("002 §8: an employee whose _user is null is 'Non registrato'; 001 §4.6 status 1 is Attivo", () => {
    expect(presentEmployeeRegistration(null)).toEqual({
      kind: 'chips',
      chips: [{ label: 'Non registrato', tone: 'warning' }],
    });
    expect(text(presentEmployeeRegistration(6))).toBe('Registrato');
    expect(text(presentEmployeeRegistration(undefined))).toBe('-');
    expect(text(presentEmployeeStatus(1))).toBe('Attivo');
  });
});

describe('communications and the calendar (001 §3, §4.5; 002 §3.1)', () => {
  it('reads usr_openedIn{product}, names building ids from the user’s buildings, lists poll votes', () => {
    expect(text(presentCommunicationOpened({ usr_openedInportineria: true }, CONTEXT))).toBe('Sì');
    expect(text(presentBuildingList([1, 9], CONTEXT))).toBe('Condominio Via Manzoni 12, n. 9');
    // The names the gateway gave with the record (the office's notices and polls) come first.
    expect(
      text(presentBuildingList([1, 9], CONTEXT, [{ id: 9, name: 'Residenza I Platani' }])),
    ).toBe('Condominio Via Manzoni 12, Residenza I Platani');
    expect(text(presentPollOptions([{ label: 'Favorevole', votes: 7 }]))).toBe(
      'Favorevole: 7 voti',
    );
    expect(text(presentPollOptions([{ label: 'Contrario', votes: 1 }]))).toBe('Contrario: 1 voto');
    // DECISIONS.md "Polls" 6: a resident reads no count while the poll is open.
    expect(text(presentPollOptions([{ id: 1, label: 'Sì' }]))).toBe('Sì');
    expect(text(presentCalendarStatus(1))).toBe('Completato');
  });
});

describe('related records (002 §2.1, §2.2, §8)', () => {
  it('names a related record from what the read embeds: name, name1 name2, fullname', () => {
    expect(
      text(
        presentRelation(
          'building',
          { id: 1, record: { id: 1, name: 'Condominio Via Manzoni 12', isPrivate: false } },
          CONTEXT,
        ),
      ),
    ).toBe('Condominio Via Manzoni 12');
    expect(
      text(
        presentRelation(
          'supplier',
          { id: 3, record: { id: 3, name1: 'Giardini Moretti', name2: 'di Luigi Moretti' } },
          CONTEXT,
        ),
      ),
    ).toBe('Giardini Moretti di Luigi Moretti');
    expect(
      text(presentRelation('orgEmployee', { id: 2, record: { fullname: 'Luca Neri' } }, CONTEXT)),
    ).toBe('Luca Neri');
  });

  it('a relation known by id only is named from the user’s buildings, by the row’s name, else by its number', () => {
    expect(presentRelation('building', { id: 1 }, CONTEXT)).toMatchObject({
      kind: 'relation',
      id: '1',
      name: 'Condominio Via Manzoni 12',
    });
    expect(text(presentRelation('building', { id: 4, name: 'Residenza I Platani' }, CONTEXT))).toBe(
      'Residenza I Platani',
    );
    expect(text(presentRelation('building', { id: 4 }, CONTEXT))).toBe('n. 4');
    expect(text(presentRelation('building', { id: null }, CONTEXT))).toBe('-');
  });

  it("002 §8: a ticket without requester says 'Nessun richiedente'", () => {
    expect(
      text(presentRelation('contact', { id: null, record: null }, CONTEXT, 'noRequester')),
    ).toBe('Nessun richiedente');
  });
});

describe('presentExternallyManaged', () => {
  it("002 §6: 'externally managed' is a chip, and nothing for a building the organisation runs itself", () => {
    expect(presentExternallyManaged(true)).toEqual({
      kind: 'chips',
      chips: [{ label: 'Gestito esternamente', tone: 'info' }],
    });
    expect(presentExternallyManaged(false)).toEqual({ kind: 'empty' });
    expect(presentExternallyManaged(null)).toEqual({ kind: 'empty' });
  });
});
