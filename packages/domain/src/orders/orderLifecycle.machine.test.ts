import { describe, expect, it } from 'vitest';
import type { PermissionGrant } from '../profiles/types.ts';
import { makeProfile } from '../profiles/testProfile.ts';
import { applyOrderTransition } from './orderActions.ts';
import { orderLifecycleMachine } from './orderLifecycle.machine.ts';
import { orderLifecycleState } from './orderLifecycleGuards.ts';
import type { OrderLifecycleRecord, OrderTransitionEvent } from './orderLifecycleGuards.ts';

// Monday 4 May 2026, 10:00 local time.
const NOW = new Date(2026, 4, 4, 10, 0);

const ALL_ORG_ORDERS: PermissionGrant[] = [
  {
    application: 'ORG_OPR_ORDERS',
    functionalities: ['APP_MENU', 'APP_NEW', 'APP_UPDATE', 'APP_DELETE'],
  },
  { application: 'ORG_OPR_ACTIVITIES', functionalities: ['APP_MENU', 'APP_NEW'] },
];
const ORG = makeProfile({ role: 'org_3', permissions: ALL_ORG_ORDERS });
const ORG_WITHOUT_DELETE = makeProfile({
  role: 'org_1',
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

/** A complete draft service order of Studio Rossi for Idraulica Bianchi. */
const DRAFT: OrderLifecycleRecord = {
  status: 'DRAFT',
  category: 'ODS',
  object: 'Perdita tubo bagno interno 4',
  description: 'Perdita visibile dal soffitto del bagno.',
  _building: 11,
  _supplier: 21,
  _employee: 31,
  validFrom: '2026-05-04',
  validTo: '2026-05-31',
  priority: 1,
  notifyDoorkeeper: false,
  isRead: false,
  updatedAt: '2026-05-03T16:20:00.000Z',
};

/** The same order, sent and not yet read. */
const OPEN: OrderLifecycleRecord = { ...DRAFT, status: 'OPEN', dateOrder: '2026-05-04' };

describe('order lifecycle states (001 §3 "status values seen: DRAFT, OPEN, and in other views close and validation"; 002 §4.1)', () => {
  it('DRAFT is draft, OPEN is open, VALIDATION awaits validation', () => {
    expect(orderLifecycleState({ status: 'DRAFT' })).toBe('draft');
    expect(orderLifecycleState({ status: 'OPEN', askedPrice: 120 })).toBe('open');
    expect(orderLifecycleState({ status: 'VALIDATION' })).toBe('awaitingValidation');
  });

  it('002 §4.1 "While closed: In validazione if askedPrice is not null": CLOSE with a price awaits validation, without one it is closed', () => {
    expect(orderLifecycleState({ status: 'CLOSE', askedPrice: 380 })).toBe('awaitingValidation');
    expect(orderLifecycleState({ status: 'CLOSE', askedPrice: 0 })).toBe('awaitingValidation');
    expect(orderLifecycleState({ status: 'CLOSE', askedPrice: null })).toBe('closed');
    expect(orderLifecycleState({ status: 'CLOSE' })).toBe('closed');
  });

  it('a status from the wire that the spec does not list is treated as closed', () => {
    expect(orderLifecycleState({ status: 'ARCHIVED' as never })).toBe('closed');
  });
});

describe('T1 SEND — ORG sends a draft to its supplier (001 §4.1 "draft ranks below open"; DECISIONS Order lifecycle T1)', () => {
  it('a complete draft opens, is dated today and its supplier is notified', () => {
    // Arrange: the complete draft above, without an order date.
    // Act
    const result = applyOrderTransition(DRAFT, { type: 'SEND' }, ORG, NOW, []);
    // Assert
    expect(result).toEqual({
      ok: true,
      changes: { status: 'OPEN', dateOrder: '2026-05-04' },
      history: [
        { field: 'status', from: 'DRAFT', to: 'OPEN' },
        { field: 'dateOrder', from: null, to: '2026-05-04' },
      ],
      effects: [{ type: 'notifySupplier' }],
      state: 'open',
    });
  });

  it('an order date already chosen is kept', () => {
    const result = applyOrderTransition(
      { ...DRAFT, dateOrder: '2026-05-02' },
      { type: 'SEND' },
      ORG,
      NOW,
      [],
    );
    expect(result.ok && result.changes).toEqual({ status: 'OPEN' });
  });

  it('refused with VALIDATION while the draft has no supplier: "Il campo Fornitore è obbligatorio"', () => {
    const result = applyOrderTransition(
      { ...DRAFT, _supplier: null },
      { type: 'SEND' },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Il campo Fornitore è obbligatorio',
      fieldErrors: { _supplier: 'Il campo Fornitore è obbligatorio' },
    });
  });

  it('refused with VALIDATION when the draft would reach the supplier already expired', () => {
    const result = applyOrderTransition(
      { ...DRAFT, validFrom: '2026-04-01', validTo: '2026-05-03' },
      { type: 'SEND' },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'La data di fine non può essere precedente a oggi',
      fieldErrors: { validTo: 'La data di fine non può essere precedente a oggi' },
    });
  });

  it('refused with CONFLICT once the order is open: "L\'ordine è già stato inviato"', () => {
    const result = applyOrderTransition(OPEN, { type: 'SEND' }, ORG, NOW, []);
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine è già stato inviato",
    });
  });

  it("refused with CONFLICT to a supplier, the other side's step: \"Questa azione spetta all'amministratore dell'ordine\"", () => {
    const result = applyOrderTransition(DRAFT, { type: 'SEND' }, SPL, NOW, []);
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Questa azione spetta all'amministratore dell'ordine",
    });
  });

  it("refused with FORBIDDEN without ORG_OPR_ORDERS APP_UPDATE (001 §6): 'Funzionalità non disponibile'", () => {
    const result = applyOrderTransition(DRAFT, { type: 'SEND' }, ORG_READ_ONLY, NOW, []);
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non disponibile',
    });
  });
});

describe('T2 EDIT — ORG changes the order form (DECISIONS Order lifecycle T2)', () => {
  it('a draft changes object and end date, based on the version it was loaded at', () => {
    const result = applyOrderTransition(
      DRAFT,
      {
        type: 'EDIT',
        changes: { object: 'Perdita tubo bagno e cucina', validTo: '2026-06-15' },
        basedOn: '2026-05-03T16:20:00.000Z',
      },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: true,
      changes: { object: 'Perdita tubo bagno e cucina', validTo: '2026-06-15' },
      history: [
        {
          field: 'object',
          from: 'Perdita tubo bagno interno 4',
          to: 'Perdita tubo bagno e cucina',
        },
        { field: 'validTo', from: '2026-05-31', to: '2026-06-15' },
      ],
      effects: [],
      state: 'draft',
      message: 'Salvataggio avvenuto con successo',
    });
  });

  it("an open order given another supplier before any work: the previous supplier's answers go, the new one is notified and gets the activities", () => {
    const accepted: OrderLifecycleRecord = {
      ...OPEN,
      isRead: true,
      isAccepted: true,
      isPlanned: true,
      estimatedJobEndDate: '2026-05-20',
    };
    const result = applyOrderTransition(
      accepted,
      { type: 'EDIT', changes: { _supplier: 22 }, basedOn: '2026-05-03T16:20:00.000Z' },
      ORG,
      NOW,
      [{ status: 'TODO', validTo: '2026-05-10' }],
    );
    expect(result).toEqual({
      ok: true,
      changes: {
        _supplier: 22,
        isRead: false,
        isAccepted: false,
        isPlanned: false,
        estimatedJobEndDate: null,
      },
      history: [
        { field: '_supplier', from: 21, to: 22 },
        { field: 'isRead', from: true, to: false },
        { field: 'isAccepted', from: true, to: false },
        { field: 'isPlanned', from: true, to: false },
        { field: 'estimatedJobEndDate', from: '2026-05-20', to: null },
      ],
      effects: [{ type: 'notifySupplier' }, { type: 'reassignActivities', supplier: 22 }],
      state: 'open',
      message: 'Salvataggio avvenuto con successo',
    });
  });

  it('refused with CONFLICT when the order changed since the form was loaded (stale write)', () => {
    const result = applyOrderTransition(
      OPEN,
      { type: 'EDIT', changes: { object: 'Nuovo oggetto' }, basedOn: '2026-05-01T08:00:00.000Z' },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message:
        'Il record è stato modificato da un altro utente. Ricarica per vedere la versione aggiornata: i dati che hai inserito sono ancora nel modulo.',
    });
  });

  it('refused with VALIDATION: emptied object, building moved after sending, category changed', () => {
    const result = applyOrderTransition(
      OPEN,
      {
        type: 'EDIT',
        changes: { object: '', _building: 12, category: 'ODP' },
        basedOn: '2026-05-03T16:20:00.000Z',
      },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Salvataggio non consentito. Controlla i dati inseriti',
      fieldErrors: {
        object: 'Il campo Oggetto è obbligatorio',
        _building: "L'immobile non si può cambiare dopo l'invio dell'ordine",
        category: "La categoria non si può cambiare dopo la creazione dell'ordine",
      },
    });
  });

  it('refused with VALIDATION: a field the form does not edit (a flag) and an end before an activity still to do', () => {
    const result = applyOrderTransition(
      OPEN,
      {
        type: 'EDIT',
        changes: { validTo: '2026-05-15', isAccepted: true } as never,
        basedOn: '2026-05-03T16:20:00.000Z',
      },
      ORG,
      NOW,
      [{ status: 'TODO', validTo: '2026-05-20' }],
    );
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Salvataggio non consentito. Controlla i dati inseriti',
      fieldErrors: {
        isAccepted: 'Il campo isAccepted non si può modificare',
        validTo:
          'La data di fine non può essere precedente alla fine delle attività ancora da completare',
      },
    });
  });

  it("an unchanged past end does not block editing an old order's description", () => {
    const old: OrderLifecycleRecord = { ...OPEN, validFrom: '2026-03-01', validTo: '2026-04-30' };
    const result = applyOrderTransition(
      old,
      {
        type: 'EDIT',
        changes: { description: 'Nota aggiornata', validTo: '2026-04-30' },
        basedOn: '2026-05-03T16:20:00.000Z',
      },
      ORG,
      NOW,
      [],
    );
    expect(result.ok && result.changes).toEqual({ description: 'Nota aggiornata' });
  });

  it('dates given as Date objects are written as days; an unchanged date is not written', () => {
    const result = applyOrderTransition(
      { ...DRAFT, _employee: undefined },
      {
        type: 'EDIT',
        changes: {
          validFrom: new Date(2026, 4, 4, 9, 30),
          validTo: new Date(2026, 5, 15),
          _employee: 32,
        },
        basedOn: '2026-05-03T16:20:00.000Z',
      },
      ORG,
      NOW,
      [],
    );
    expect(result.ok && result.changes).toEqual({ validTo: '2026-06-15', _employee: 32 });
  });

  it('refused with CONFLICT: the supplier cannot change once work on the order has started', () => {
    const result = applyOrderTransition(
      OPEN,
      { type: 'EDIT', changes: { _supplier: 22 }, basedOn: '2026-05-03T16:20:00.000Z' },
      ORG,
      NOW,
      [{ status: 'WORKING', validTo: '2026-05-10' }],
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Il fornitore non si può cambiare: il lavoro sull'ordine è già iniziato",
    });
  });

  it('refused with CONFLICT on a closed order: "L\'ordine è chiuso"', () => {
    const result = applyOrderTransition(
      { ...OPEN, status: 'CLOSE' },
      { type: 'EDIT', changes: { object: 'Altro' }, basedOn: '2026-05-03T16:20:00.000Z' },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({ ok: false, code: 'CONFLICT', message: "L'ordine è chiuso" });
  });
});

describe('T3 DELETE — ORG deletes a draft (DECISIONS Order lifecycle T3)', () => {
  it('a draft is deleted', () => {
    const result = applyOrderTransition(DRAFT, { type: 'DELETE' }, ORG, NOW, []);
    expect(result).toEqual({
      ok: true,
      changes: {},
      history: [],
      effects: [{ type: 'deleteRecord' }],
      state: 'deleted',
    });
  });

  it('refused with CONFLICT once sent: "Si può eliminare solo un ordine in bozza"', () => {
    const result = applyOrderTransition(OPEN, { type: 'DELETE' }, ORG, NOW, []);
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Si può eliminare solo un ordine in bozza',
    });
  });

  it('refused with FORBIDDEN without APP_DELETE (org_1, 001 §6)', () => {
    const result = applyOrderTransition(DRAFT, { type: 'DELETE' }, ORG_WITHOUT_DELETE, NOW, []);
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non disponibile',
    });
  });
});

describe('T4 ADD_ACTIVITIES — ORG creates activities in a draft or open order (001 §5, §8, §9; DECISIONS Order lifecycle T4)', () => {
  const weekly = {
    type: 'FIXED_WEEKDAYS' as const,
    startDate: '2026-05-04',
    endDate: '2026-05-10',
    weekdays: [1, 3, 5] as (1 | 3 | 5)[],
    includeSaturday: false,
    includeSunday: false,
    includeHolidays: false,
  };

  it('LU, ME, VE over one week plan three single-day activities: "Creazione attività avvenuto con successo"', () => {
    const result = applyOrderTransition(
      OPEN,
      { type: 'ADD_ACTIVITIES', request: weekly },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: true,
      changes: {},
      history: [],
      effects: [
        {
          type: 'createActivities',
          activities: [
            { validFrom: new Date(2026, 4, 4), validTo: new Date(2026, 4, 4, 23, 59, 59, 999) },
            { validFrom: new Date(2026, 4, 6), validTo: new Date(2026, 4, 6, 23, 59, 59, 999) },
            { validFrom: new Date(2026, 4, 8), validTo: new Date(2026, 4, 8, 23, 59, 59, 999) },
          ],
        },
      ],
      state: 'open',
      message: 'Creazione attività avvenuto con successo',
    });
  });

  it('refused with VALIDATION when the period ends after the order (001 §5 "not after the order\'s end date")', () => {
    const result = applyOrderTransition(
      OPEN,
      { type: 'ADD_ACTIVITIES', request: { ...weekly, endDate: '2026-06-10' } },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: "La data di fine non può essere successiva alla scadenza dell'ordine",
      fieldErrors: {
        endDate: "La data di fine non può essere successiva alla scadenza dell'ordine",
      },
    });
  });

  it('refused with CONFLICT on a closed order', () => {
    const result = applyOrderTransition(
      { ...OPEN, status: 'CLOSE' },
      { type: 'ADD_ACTIVITIES', request: weekly },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({ ok: false, code: 'CONFLICT', message: "L'ordine è chiuso" });
  });

  it('refused with FORBIDDEN without ORG_OPR_ACTIVITIES APP_NEW', () => {
    const result = applyOrderTransition(
      OPEN,
      { type: 'ADD_ACTIVITIES', request: weekly },
      ORG_WITHOUT_DELETE,
      NOW,
      [],
    );
    expect(result.ok === false && result.code).toBe('FORBIDDEN');
  });
});

describe('T5 MARK_READ — the supplier opening the order marks it read (001 §2.6 "For a supplier the order is also marked as read")', () => {
  it('an unread open order becomes read', () => {
    const result = applyOrderTransition(OPEN, { type: 'MARK_READ' }, SPL_READ_ONLY, NOW, []);
    expect(result).toEqual({
      ok: true,
      changes: { isRead: true },
      history: [{ field: 'isRead', from: false, to: true }],
      effects: [],
      state: 'open',
    });
  });

  it('opening it again writes nothing', () => {
    const result = applyOrderTransition(
      { ...OPEN, isRead: true },
      { type: 'MARK_READ' },
      SPL,
      NOW,
      [],
    );
    expect(result).toEqual({ ok: true, changes: {}, history: [], effects: [], state: 'open' });
  });

  it('a closed order never read is marked read too', () => {
    const result = applyOrderTransition(
      { ...OPEN, status: 'CLOSE', isForcedClose: true },
      { type: 'MARK_READ' },
      SPL,
      NOW,
      [],
    );
    expect(result.ok && result.changes).toEqual({ isRead: true });
  });

  it("refused with CONFLICT to the administrator (the supplier's step) and with FORBIDDEN to a resident", () => {
    expect(applyOrderTransition(OPEN, { type: 'MARK_READ' }, ORG, NOW, [])).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Questa azione spetta al fornitore dell'ordine",
    });
    expect(applyOrderTransition(OPEN, { type: 'MARK_READ' }, USR, NOW, [])).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "Questa azione spetta al fornitore dell'ordine",
    });
  });

  it('refused with CONFLICT on a draft: "L\'ordine non è ancora stato inviato al fornitore"', () => {
    const result = applyOrderTransition(DRAFT, { type: 'MARK_READ' }, SPL, NOW, []);
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine non è ancora stato inviato al fornitore",
    });
  });
});

describe("T6 ACCEPT — the supplier accepts the order (002 §4.1 'Accettato'; DECISIONS Order lifecycle T6)", () => {
  it('an unread open order is accepted and read', () => {
    const result = applyOrderTransition(OPEN, { type: 'ACCEPT' }, SPL, NOW, []);
    expect(result).toEqual({
      ok: true,
      changes: { isAccepted: true, isRead: true },
      history: [
        { field: 'isAccepted', from: null, to: true },
        { field: 'isRead', from: false, to: true },
      ],
      effects: [],
      state: 'open',
    });
  });

  it('refused with CONFLICT when already accepted', () => {
    const result = applyOrderTransition(
      { ...OPEN, isAccepted: true },
      { type: 'ACCEPT' },
      SPL,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine è già stato accettato",
    });
  });

  it('refused with CONFLICT after the supplier refused it', () => {
    const result = applyOrderTransition(
      { ...OPEN, isRejected: true },
      { type: 'ACCEPT' },
      SPL,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine è stato rifiutato dal fornitore",
    });
  });

  it('refused with CONFLICT while suspended (001 §4.2: suspension stops the supplier)', () => {
    const result = applyOrderTransition(
      { ...OPEN, isSuspended: true },
      { type: 'ACCEPT' },
      SPL,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'esecuzione dell'ordine è sospesa dall'amministratore",
    });
  });

  it('refused with FORBIDDEN without SPL_OPR_ORDERS APP_UPDATE', () => {
    const result = applyOrderTransition(OPEN, { type: 'ACCEPT' }, SPL_READ_ONLY, NOW, []);
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non disponibile',
    });
  });

  it("refused with CONFLICT to the administrator (the supplier's step)", () => {
    const result = applyOrderTransition(OPEN, { type: 'ACCEPT' }, ORG, NOW, []);
    expect(result.ok === false && result.code).toBe('CONFLICT');
  });

  it('refused with CONFLICT on a closed order', () => {
    const result = applyOrderTransition(
      { ...OPEN, status: 'CLOSE' },
      { type: 'ACCEPT' },
      SPL,
      NOW,
      [],
    );
    expect(result).toEqual({ ok: false, code: 'CONFLICT', message: "L'ordine è chiuso" });
  });
});

describe("T7 REJECT — the supplier refuses the order (002 §4.1 'Rifiutato' while open; DECISIONS Order lifecycle T7)", () => {
  it('an open order is refused and read; it stays open for the administrator to decide', () => {
    const result = applyOrderTransition(OPEN, { type: 'REJECT' }, SPL, NOW, []);
    expect(result).toEqual({
      ok: true,
      changes: { isRejected: true, isRead: true },
      history: [
        { field: 'isRejected', from: null, to: true },
        { field: 'isRead', from: false, to: true },
      ],
      effects: [],
      state: 'open',
    });
  });

  it('refused with CONFLICT once accepted', () => {
    const result = applyOrderTransition(
      { ...OPEN, isAccepted: true },
      { type: 'REJECT' },
      SPL,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine è già stato accettato",
    });
  });

  it('refused with CONFLICT when already refused', () => {
    const result = applyOrderTransition(
      { ...OPEN, isRejected: true },
      { type: 'REJECT' },
      SPL,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine è stato rifiutato dal fornitore",
    });
  });
});

describe("T8 PLAN — the supplier plans the job's end (002 §3.4 isPlanned, estimatedJobEndDate; DECISIONS Order lifecycle T8)", () => {
  const accepted: OrderLifecycleRecord = { ...OPEN, isRead: true, isAccepted: true };

  it('an accepted order is planned to end on 20/05/2026', () => {
    const result = applyOrderTransition(
      accepted,
      { type: 'PLAN', estimatedJobEndDate: '2026-05-20' },
      SPL,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: true,
      changes: { isPlanned: true, estimatedJobEndDate: '2026-05-20' },
      history: [
        { field: 'isPlanned', from: null, to: true },
        { field: 'estimatedJobEndDate', from: null, to: '2026-05-20' },
      ],
      effects: [],
      state: 'open',
    });
  });

  it("today and the order's last day are both allowed; a planned order can be planned again", () => {
    const today = applyOrderTransition(
      accepted,
      { type: 'PLAN', estimatedJobEndDate: new Date(2026, 4, 4, 18) },
      SPL,
      NOW,
      [],
    );
    const lastDay = applyOrderTransition(
      { ...accepted, isPlanned: true, estimatedJobEndDate: '2026-05-20' },
      { type: 'PLAN', estimatedJobEndDate: '2026-05-31' },
      SPL,
      NOW,
      [],
    );
    expect(today.ok && today.changes).toEqual({
      isPlanned: true,
      estimatedJobEndDate: '2026-05-04',
    });
    expect(lastDay.ok && lastDay.changes).toEqual({ estimatedJobEndDate: '2026-05-31' });
  });

  it("refused with VALIDATION: no date, a date before today, a date after the order's end", () => {
    const missing = applyOrderTransition(
      accepted,
      { type: 'PLAN', estimatedJobEndDate: null },
      SPL,
      NOW,
      [],
    );
    const past = applyOrderTransition(
      accepted,
      { type: 'PLAN', estimatedJobEndDate: '2026-05-03' },
      SPL,
      NOW,
      [],
    );
    const late = applyOrderTransition(
      accepted,
      { type: 'PLAN', estimatedJobEndDate: '2026-06-01' },
      SPL,
      NOW,
      [],
    );
    expect(missing).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'La data di fine prevista è obbligatoria',
      fieldErrors: { estimatedJobEndDate: 'La data di fine prevista è obbligatoria' },
    });
    expect(past.ok === false && past.message).toBe(
      'La data di fine prevista non può essere precedente a oggi',
    );
    expect(late.ok === false && late.message).toBe(
      "La data di fine prevista non può essere successiva alla scadenza dell'ordine",
    );
  });

  it('refused with CONFLICT before accepting: "Accetta l\'ordine prima di pianificarlo"', () => {
    const result = applyOrderTransition(
      OPEN,
      { type: 'PLAN', estimatedJobEndDate: '2026-05-20' },
      SPL,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Accetta l'ordine prima di pianificarlo",
    });
  });

  it('refused with CONFLICT when the order has expired: no day is left to plan on', () => {
    const result = applyOrderTransition(
      { ...accepted, validFrom: '2026-04-01', validTo: '2026-05-03' },
      { type: 'PLAN', estimatedJobEndDate: '2026-05-04' },
      SPL,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine è scaduto: non si può più pianificare",
    });
  });

  it('refused with CONFLICT while suspended', () => {
    const result = applyOrderTransition(
      { ...accepted, isSuspended: true },
      { type: 'PLAN', estimatedJobEndDate: '2026-05-20' },
      SPL,
      NOW,
      [],
    );
    expect(result.ok === false && result.message).toBe(
      "L'esecuzione dell'ordine è sospesa dall'amministratore",
    );
  });
});

describe('T9 ASK_PRICE — the supplier asks a price while the order is open (002 §3.4 askedPrice; 000 §4 "with opportunity"; DECISIONS Order lifecycle T9)', () => {
  it('"380,50" is asked as 380.5 (001 §5 Amount field: a decimal comma as a point)', () => {
    const result = applyOrderTransition(
      OPEN,
      { type: 'ASK_PRICE', askedPrice: '380,50' },
      SPL,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: true,
      changes: { askedPrice: 380.5 },
      history: [{ field: 'askedPrice', from: null, to: 380.5 }],
      effects: [],
      state: 'open',
    });
  });

  it('refused with VALIDATION: no price, not an amount, zero (000 §5 wording)', () => {
    const none = applyOrderTransition(OPEN, { type: 'ASK_PRICE', askedPrice: null }, SPL, NOW, []);
    const text = applyOrderTransition(
      OPEN,
      { type: 'ASK_PRICE', askedPrice: '12,345' },
      SPL,
      NOW,
      [],
    );
    const zero = applyOrderTransition(OPEN, { type: 'ASK_PRICE', askedPrice: 0 }, SPL, NOW, []);
    expect(none).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Il campo Prezzo richiesto è obbligatorio',
      fieldErrors: { askedPrice: 'Il campo Prezzo richiesto è obbligatorio' },
    });
    expect(text.ok === false && text.message).toBe(
      'Il campo Prezzo richiesto deve essere un importo valido',
    );
    expect(zero.ok === false && zero.message).toBe(
      'Il campo Prezzo richiesto deve essere maggiore di zero',
    );
  });

  it('refused with CONFLICT once the supplier refused the order', () => {
    const result = applyOrderTransition(
      { ...OPEN, isRejected: true },
      { type: 'ASK_PRICE', askedPrice: 100 },
      SPL,
      NOW,
      [],
    );
    expect(result.ok === false && result.code).toBe('CONFLICT');
  });
});

describe("T10 SUSPEND and T11 RESUME — the administrator stops and restarts the work (002 §4.1 'Esecuzione attività sospesa'; DECISIONS Order lifecycle T10, T11)", () => {
  it('an open order is suspended, then resumed', () => {
    const suspended = applyOrderTransition(OPEN, { type: 'SUSPEND' }, ORG, NOW, []);
    const resumed = applyOrderTransition(
      { ...OPEN, isSuspended: true },
      { type: 'RESUME' },
      ORG,
      NOW,
      [],
    );
    expect(suspended).toEqual({
      ok: true,
      changes: { isSuspended: true },
      history: [{ field: 'isSuspended', from: null, to: true }],
      effects: [],
      state: 'open',
    });
    expect(resumed).toEqual({
      ok: true,
      changes: { isSuspended: false },
      history: [{ field: 'isSuspended', from: true, to: false }],
      effects: [],
      state: 'open',
    });
  });

  it('refused with CONFLICT: suspending a suspended order, resuming one that is not', () => {
    expect(
      applyOrderTransition({ ...OPEN, isSuspended: true }, { type: 'SUSPEND' }, ORG, NOW, []),
    ).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'esecuzione dell'ordine è sospesa dall'amministratore",
    });
    expect(applyOrderTransition(OPEN, { type: 'RESUME' }, ORG, NOW, [])).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine non è sospeso",
    });
  });

  it("refused with CONFLICT to the supplier (the administrator's step) and on a draft", () => {
    expect(applyOrderTransition(OPEN, { type: 'SUSPEND' }, SPL, NOW, [])).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Questa azione spetta all'amministratore dell'ordine",
    });
    expect(applyOrderTransition(DRAFT, { type: 'SUSPEND' }, ORG, NOW, [])).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine non è ancora stato inviato al fornitore",
    });
  });
});

describe('T12 CLOSE — a finished order is closed (002 §4.1 "While closed: In validazione if askedPrice is not null"; DECISIONS Order lifecycle T12)', () => {
  const accepted: OrderLifecycleRecord = { ...OPEN, isRead: true, isAccepted: true };
  const finished = [
    { status: 'DONE' as const, validTo: '2026-05-04' },
    { status: 'REJECTED' as const, validTo: '2026-05-06' },
  ];

  it('the supplier closes without a price: the order is closed', () => {
    const result = applyOrderTransition(accepted, { type: 'CLOSE' }, SPL, NOW, finished);
    expect(result).toEqual({
      ok: true,
      changes: { status: 'CLOSE' },
      history: [{ field: 'status', from: 'OPEN', to: 'CLOSE' }],
      effects: [],
      state: 'closed',
    });
  });

  it("the supplier closes asking 1.250,50: the order is closed and awaits validation ('In validazione')", () => {
    const result = applyOrderTransition(
      accepted,
      { type: 'CLOSE', askedPrice: '1250,50' },
      SPL,
      NOW,
      finished,
    );
    expect(result).toEqual({
      ok: true,
      changes: { status: 'CLOSE', askedPrice: 1250.5 },
      history: [
        { field: 'status', from: 'OPEN', to: 'CLOSE' },
        { field: 'askedPrice', from: null, to: 1250.5 },
      ],
      effects: [],
      state: 'awaitingValidation',
    });
  });

  it('a price given as a number is written as it is', () => {
    const result = applyOrderTransition(
      accepted,
      { type: 'CLOSE', askedPrice: 200 },
      SPL,
      NOW,
      finished,
    );
    expect(result.ok && result.changes).toEqual({ status: 'CLOSE', askedPrice: 200 });
  });

  it('a price asked earlier while open also sends the closing to validation', () => {
    const result = applyOrderTransition(
      { ...accepted, askedPrice: 300 },
      { type: 'CLOSE' },
      ORG,
      NOW,
      finished,
    );
    expect(result.ok && result.state).toBe('awaitingValidation');
  });

  it('the administrator closes a finished order without a price', () => {
    const result = applyOrderTransition(accepted, { type: 'CLOSE' }, ORG, NOW, finished);
    expect(result.ok && result.state).toBe('closed');
  });

  it('refused with VALIDATION when the administrator states a price: "Il prezzo richiesto lo indica il fornitore"', () => {
    const result = applyOrderTransition(
      accepted,
      { type: 'CLOSE', askedPrice: 100 },
      ORG,
      NOW,
      finished,
    );
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Il prezzo richiesto lo indica il fornitore',
      fieldErrors: { askedPrice: 'Il prezzo richiesto lo indica il fornitore' },
    });
  });

  it("refused with VALIDATION when the supplier's price is not an amount", () => {
    const result = applyOrderTransition(
      accepted,
      { type: 'CLOSE', askedPrice: 'cento' },
      SPL,
      NOW,
      finished,
    );
    expect(result.ok === false && result.message).toBe(
      'Il campo Prezzo richiesto deve essere un importo valido',
    );
  });

  it('refused with CONFLICT while an activity is still TODO or WORKING', () => {
    const result = applyOrderTransition(accepted, { type: 'CLOSE' }, SPL, NOW, [
      { status: 'DONE', validTo: '2026-05-04' },
      { status: 'WORKING', validTo: '2026-05-08' },
    ]);
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Alcune attività sono ancora da fare o in lavorazione',
    });
  });

  it('refused with CONFLICT while suspended, and once the supplier refused the order', () => {
    const suspended = applyOrderTransition(
      { ...accepted, isSuspended: true },
      { type: 'CLOSE' },
      ORG,
      NOW,
      finished,
    );
    const rejected = applyOrderTransition(
      { ...OPEN, isRejected: true },
      { type: 'CLOSE' },
      ORG,
      NOW,
      finished,
    );
    expect(suspended.ok === false && suspended.message).toBe(
      "L'esecuzione dell'ordine è sospesa dall'amministratore",
    );
    expect(rejected.ok === false && rejected.message).toBe(
      "L'ordine è stato rifiutato dal fornitore",
    );
  });

  it('refused with FORBIDDEN to a resident: "Questa azione spetta all\'amministratore o al fornitore dell\'ordine"', () => {
    const result = applyOrderTransition(accepted, { type: 'CLOSE' }, USR, NOW, finished);
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministratore o al fornitore dell'ordine",
    });
  });

  it('refused with CONFLICT when already closed and awaiting validation', () => {
    const result = applyOrderTransition(
      { ...accepted, status: 'CLOSE', askedPrice: 200 },
      { type: 'CLOSE' },
      SPL,
      NOW,
      finished,
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine è chiuso ed è in attesa di validazione",
    });
  });
});

describe("T13 FORCE_CLOSE — the administrator closes whatever the work's state (002 §4.1 'Chiusura forzata'; DECISIONS Order lifecycle T13)", () => {
  it('an open order with work still to do is closed and marked forced', () => {
    const result = applyOrderTransition(
      { ...OPEN, isSuspended: true },
      { type: 'FORCE_CLOSE' },
      ORG,
      NOW,
      [{ status: 'TODO', validTo: '2026-05-20' }],
    );
    expect(result).toEqual({
      ok: true,
      changes: { status: 'CLOSE', isForcedClose: true },
      history: [
        { field: 'status', from: 'OPEN', to: 'CLOSE' },
        { field: 'isForcedClose', from: null, to: true },
      ],
      effects: [],
      state: 'closed',
    });
  });

  it('with a price the supplier asked, the forced closing awaits validation (002 §4.1 closed chips)', () => {
    const result = applyOrderTransition(
      { ...OPEN, askedPrice: 90 },
      { type: 'FORCE_CLOSE' },
      ORG,
      NOW,
      [],
    );
    expect(result.ok && result.state).toBe('awaitingValidation');
  });

  it('refused with FORBIDDEN to the supplier, with CONFLICT on a draft', () => {
    expect(applyOrderTransition(OPEN, { type: 'FORCE_CLOSE' }, SPL, NOW, []).ok).toBe(false);
    expect(applyOrderTransition(DRAFT, { type: 'FORCE_CLOSE' }, ORG, NOW, [])).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine non è ancora stato inviato al fornitore",
    });
  });
});

describe('T14 VALIDATE — the administrator accepts the asked price (000 §4 "in validation (closed with asked price)"; DECISIONS Order lifecycle T14)', () => {
  it("the asked price becomes the order's amount and the order is closed", () => {
    const result = applyOrderTransition(
      { ...OPEN, status: 'CLOSE', askedPrice: 380 },
      { type: 'VALIDATE' },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: true,
      changes: { amount: 380, askedPrice: null },
      history: [
        { field: 'amount', from: null, to: 380 },
        { field: 'askedPrice', from: 380, to: null },
      ],
      effects: [],
      state: 'closed',
    });
  });

  it('an order in the VALIDATION status is closed too', () => {
    const result = applyOrderTransition(
      { ...OPEN, status: 'VALIDATION', askedPrice: '1250.50', amount: 1000 },
      { type: 'VALIDATE' },
      ORG,
      NOW,
      [],
    );
    expect(result.ok && result.changes).toEqual({
      status: 'CLOSE',
      amount: '1250.50',
      askedPrice: null,
    });
  });

  it('an order in the VALIDATION status without a price keeps its amount', () => {
    const result = applyOrderTransition(
      { ...OPEN, status: 'VALIDATION', amount: 1000 },
      { type: 'VALIDATE' },
      ORG,
      NOW,
      [],
    );
    expect(result.ok && result.changes).toEqual({ status: 'CLOSE' });
  });

  it('refused with CONFLICT on an open order: "L\'ordine non è in attesa di validazione"', () => {
    const result = applyOrderTransition(OPEN, { type: 'VALIDATE' }, ORG, NOW, []);
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine non è in attesa di validazione",
    });
  });

  it("refused with CONFLICT to the supplier (the administrator's step)", () => {
    const result = applyOrderTransition(
      { ...OPEN, status: 'CLOSE', askedPrice: 380 },
      { type: 'VALIDATE' },
      SPL,
      NOW,
      [],
    );
    expect(result.ok === false && result.code).toBe('CONFLICT');
  });
});

describe('T15 SEND_BACK — the administrator refuses the closing and its price (DECISIONS Order lifecycle T15)', () => {
  it('the order is open again, without the price and without the forced mark', () => {
    const result = applyOrderTransition(
      { ...OPEN, status: 'CLOSE', askedPrice: 380, isForcedClose: true },
      { type: 'SEND_BACK' },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: true,
      changes: { status: 'OPEN', askedPrice: null, isForcedClose: false },
      history: [
        { field: 'status', from: 'CLOSE', to: 'OPEN' },
        { field: 'askedPrice', from: 380, to: null },
        { field: 'isForcedClose', from: true, to: false },
      ],
      effects: [],
      state: 'open',
    });
  });

  it('refused with CONFLICT on a closed order without a price', () => {
    const result = applyOrderTransition(
      { ...OPEN, status: 'CLOSE' },
      { type: 'SEND_BACK' },
      ORG,
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'ordine non è in attesa di validazione",
    });
  });
});

describe('T16 CLOSE_AFTER_LAST_ACTIVITY — quick completion of the only activity closes the order (001 §4.2 "It closes the order when it is the only activity")', () => {
  it("the supplier's quick completion closes an open order", () => {
    const result = applyOrderTransition(
      OPEN,
      { type: 'CLOSE_AFTER_LAST_ACTIVITY' },
      SPL_READ_ONLY,
      NOW,
      [{ status: 'DONE', validTo: '2026-05-04' }],
    );
    expect(result.ok && result.changes).toEqual({ status: 'CLOSE' });
  });

  it('refused with FORBIDDEN to the administrator and with CONFLICT on a closed order', () => {
    expect(applyOrderTransition(OPEN, { type: 'CLOSE_AFTER_LAST_ACTIVITY' }, ORG, NOW, []).ok).toBe(
      false,
    );
    expect(
      applyOrderTransition(
        { ...OPEN, status: 'CLOSE' },
        { type: 'CLOSE_AFTER_LAST_ACTIVITY' },
        SPL,
        NOW,
        [],
      ),
    ).toEqual({ ok: false, code: 'CONFLICT', message: "L'ordine è chiuso" });
  });
});

describe('the machine itself (DECISIONS Order lifecycle: one machine for web and gateway)', () => {
  it('accepts exactly the events its states list', () => {
    expect(orderLifecycleMachine.states.draft?.ownEvents.sort()).toEqual([
      'ADD_ACTIVITIES',
      'DELETE',
      'EDIT',
      'SEND',
    ]);
    expect(orderLifecycleMachine.states.open?.ownEvents.sort()).toEqual([
      'ACCEPT',
      'ADD_ACTIVITIES',
      'ASK_PRICE',
      'CLOSE',
      'CLOSE_AFTER_LAST_ACTIVITY',
      'EDIT',
      'FORCE_CLOSE',
      'MARK_READ',
      'PLAN',
      'REJECT',
      'RESUME',
      'SUSPEND',
    ]);
    expect(orderLifecycleMachine.states.awaitingValidation?.ownEvents.sort()).toEqual([
      'MARK_READ',
      'SEND_BACK',
      'VALIDATE',
    ]);
    expect(orderLifecycleMachine.states.closed?.ownEvents).toEqual(['MARK_READ']);
    expect(orderLifecycleMachine.states.deleted?.ownEvents).toEqual([]);
  });

  it('its snapshot refuses what applyOrderTransition refuses (snapshot.can)', () => {
    const snapshot = orderLifecycleMachine.resolveState({
      value: 'open',
      context: { order: OPEN, actor: SPL, now: NOW, activities: [], changes: {}, effects: [] },
    });
    expect(snapshot.can({ type: 'ACCEPT' })).toBe(true);
    expect(snapshot.can({ type: 'PLAN', estimatedJobEndDate: '2026-05-20' })).toBe(false);
    expect(snapshot.can({ type: 'SUSPEND' })).toBe(false);
  });
});

/** Every event with a valid payload, sent by the role it is meant for. */
const EVERY_EVENT: [OrderTransitionEvent, typeof ORG][] = [
  [{ type: 'SEND' }, ORG],
  [{ type: 'EDIT', changes: { object: 'Altro' }, basedOn: '2026-05-03T16:20:00.000Z' }, ORG],
  [{ type: 'DELETE' }, ORG],
  [
    {
      type: 'ADD_ACTIVITIES',
      request: {
        type: 'SINGLE',
        startDate: '2026-05-05',
        endDate: '2026-05-06',
        includeSaturday: false,
        includeSunday: false,
        includeHolidays: false,
      },
    },
    ORG,
  ],
  [{ type: 'MARK_READ' }, SPL],
  [{ type: 'ACCEPT' }, SPL],
  [{ type: 'REJECT' }, SPL],
  [{ type: 'PLAN', estimatedJobEndDate: '2026-05-20' }, SPL],
  [{ type: 'ASK_PRICE', askedPrice: 100 }, SPL],
  [{ type: 'SUSPEND' }, ORG],
  [{ type: 'RESUME' }, ORG],
  [{ type: 'CLOSE' }, SPL],
  [{ type: 'FORCE_CLOSE' }, ORG],
  [{ type: 'VALIDATE' }, ORG],
  [{ type: 'SEND_BACK' }, ORG],
  [{ type: 'CLOSE_AFTER_LAST_ACTIVITY' }, SPL],
];

/** The answer to every event on one order, as 'EVENT: ok' or 'EVENT: CODE message'. */
function answers(order: OrderLifecycleRecord): string[] {
  return EVERY_EVENT.map(([event, actor]) => {
    const result = applyOrderTransition(order, event, actor, NOW, []);
    return `${event.type}: ${result.ok ? 'ok' : `${result.code} ${result.message}`}`;
  });
}

describe('every refused transition, state by state (DECISIONS Order lifecycle, table of transitions)', () => {
  it('a draft accepts SEND, EDIT, DELETE, ADD_ACTIVITIES and refuses the rest as not yet sent', () => {
    expect(answers(DRAFT)).toEqual([
      'SEND: ok',
      'EDIT: ok',
      'DELETE: ok',
      'ADD_ACTIVITIES: ok',
      "MARK_READ: CONFLICT L'ordine non è ancora stato inviato al fornitore",
      "ACCEPT: CONFLICT L'ordine non è ancora stato inviato al fornitore",
      "REJECT: CONFLICT L'ordine non è ancora stato inviato al fornitore",
      "PLAN: CONFLICT L'ordine non è ancora stato inviato al fornitore",
      "ASK_PRICE: CONFLICT L'ordine non è ancora stato inviato al fornitore",
      "SUSPEND: CONFLICT L'ordine non è ancora stato inviato al fornitore",
      "RESUME: CONFLICT L'ordine non è ancora stato inviato al fornitore",
      "CLOSE: CONFLICT L'ordine non è ancora stato inviato al fornitore",
      "FORCE_CLOSE: CONFLICT L'ordine non è ancora stato inviato al fornitore",
      "VALIDATE: CONFLICT L'ordine non è in attesa di validazione",
      "SEND_BACK: CONFLICT L'ordine non è in attesa di validazione",
      "CLOSE_AFTER_LAST_ACTIVITY: CONFLICT L'ordine non è ancora stato inviato al fornitore",
    ]);
  });

  it('an unread open order refuses sending, deleting, resuming and validating; planning waits for the acceptance', () => {
    expect(answers(OPEN)).toEqual([
      "SEND: CONFLICT L'ordine è già stato inviato",
      'EDIT: ok',
      'DELETE: CONFLICT Si può eliminare solo un ordine in bozza',
      'ADD_ACTIVITIES: ok',
      'MARK_READ: ok',
      'ACCEPT: ok',
      'REJECT: ok',
      "PLAN: CONFLICT Accetta l'ordine prima di pianificarlo",
      'ASK_PRICE: ok',
      'SUSPEND: ok',
      "RESUME: CONFLICT L'ordine non è sospeso",
      'CLOSE: ok',
      'FORCE_CLOSE: ok',
      "VALIDATE: CONFLICT L'ordine non è in attesa di validazione",
      "SEND_BACK: CONFLICT L'ordine non è in attesa di validazione",
      'CLOSE_AFTER_LAST_ACTIVITY: ok',
    ]);
  });

  it('a closing awaiting validation accepts only the read confirmation, Valida and Rimanda al fornitore', () => {
    expect(answers({ ...OPEN, status: 'CLOSE', askedPrice: 380 })).toEqual([
      "SEND: CONFLICT L'ordine è già stato inviato",
      "EDIT: CONFLICT L'ordine è chiuso ed è in attesa di validazione",
      'DELETE: CONFLICT Si può eliminare solo un ordine in bozza',
      "ADD_ACTIVITIES: CONFLICT L'ordine è chiuso ed è in attesa di validazione",
      'MARK_READ: ok',
      "ACCEPT: CONFLICT L'ordine è chiuso ed è in attesa di validazione",
      "REJECT: CONFLICT L'ordine è chiuso ed è in attesa di validazione",
      "PLAN: CONFLICT L'ordine è chiuso ed è in attesa di validazione",
      "ASK_PRICE: CONFLICT L'ordine è chiuso ed è in attesa di validazione",
      "SUSPEND: CONFLICT L'ordine è chiuso ed è in attesa di validazione",
      "RESUME: CONFLICT L'ordine è chiuso ed è in attesa di validazione",
      "CLOSE: CONFLICT L'ordine è chiuso ed è in attesa di validazione",
      "FORCE_CLOSE: CONFLICT L'ordine è chiuso ed è in attesa di validazione",
      'VALIDATE: ok',
      'SEND_BACK: ok',
      "CLOSE_AFTER_LAST_ACTIVITY: CONFLICT L'ordine è chiuso ed è in attesa di validazione",
    ]);
  });

  it('a closed order accepts only the read confirmation', () => {
    expect(answers({ ...OPEN, status: 'CLOSE' })).toEqual([
      "SEND: CONFLICT L'ordine è già stato inviato",
      "EDIT: CONFLICT L'ordine è chiuso",
      'DELETE: CONFLICT Si può eliminare solo un ordine in bozza',
      "ADD_ACTIVITIES: CONFLICT L'ordine è chiuso",
      'MARK_READ: ok',
      "ACCEPT: CONFLICT L'ordine è chiuso",
      "REJECT: CONFLICT L'ordine è chiuso",
      "PLAN: CONFLICT L'ordine è chiuso",
      "ASK_PRICE: CONFLICT L'ordine è chiuso",
      "SUSPEND: CONFLICT L'ordine è chiuso",
      "RESUME: CONFLICT L'ordine è chiuso",
      "CLOSE: CONFLICT L'ordine è chiuso",
      "FORCE_CLOSE: CONFLICT L'ordine è chiuso",
      "VALIDATE: CONFLICT L'ordine non è in attesa di validazione",
      "SEND_BACK: CONFLICT L'ordine non è in attesa di validazione",
      "CLOSE_AFTER_LAST_ACTIVITY: CONFLICT L'ordine è chiuso",
    ]);
  });

  it('a resident (usr_3) is refused every event with FORBIDDEN, whatever the state', () => {
    const refused = EVERY_EVENT.map(([event]) => {
      const result = applyOrderTransition(OPEN, event, USR, NOW, []);
      return result.ok ? `${event.type}: ok` : `${event.type}: ${result.code}`;
    });
    expect(refused).toEqual([
      'SEND: FORBIDDEN',
      'EDIT: FORBIDDEN',
      'DELETE: FORBIDDEN',
      'ADD_ACTIVITIES: FORBIDDEN',
      'MARK_READ: FORBIDDEN',
      'ACCEPT: FORBIDDEN',
      'REJECT: FORBIDDEN',
      'PLAN: FORBIDDEN',
      'ASK_PRICE: FORBIDDEN',
      'SUSPEND: FORBIDDEN',
      'RESUME: FORBIDDEN',
      'CLOSE: FORBIDDEN',
      'FORCE_CLOSE: FORBIDDEN',
      'VALIDATE: FORBIDDEN',
      'SEND_BACK: FORBIDDEN',
      'CLOSE_AFTER_LAST_ACTIVITY: FORBIDDEN',
    ]);
  });

  it("each role is refused the other role's events with CONFLICT and the machine's reason (DECISIONS Order lifecycle 9)", () => {
    const swapped = EVERY_EVENT.map(([event, actor]) => {
      const result = applyOrderTransition(OPEN, event, actor === ORG ? SPL : ORG, NOW, []);
      return result.ok ? `${event.type}: ok` : `${event.type}: ${result.code} ${result.message}`;
    });
    const organisations = "CONFLICT Questa azione spetta all'amministratore dell'ordine";
    const suppliers = "CONFLICT Questa azione spetta al fornitore dell'ordine";
    expect(swapped).toEqual([
      `SEND: ${organisations}`,
      `EDIT: ${organisations}`,
      `DELETE: ${organisations}`,
      `ADD_ACTIVITIES: ${organisations}`,
      `MARK_READ: ${suppliers}`,
      `ACCEPT: ${suppliers}`,
      `REJECT: ${suppliers}`,
      `PLAN: ${suppliers}`,
      `ASK_PRICE: ${suppliers}`,
      `SUSPEND: ${organisations}`,
      `RESUME: ${organisations}`,
      // Closing a finished order is for both sides (T12).
      'CLOSE: ok',
      `FORCE_CLOSE: ${organisations}`,
      `VALIDATE: ${organisations}`,
      `SEND_BACK: ${organisations}`,
      `CLOSE_AFTER_LAST_ACTIVITY: ${suppliers}`,
    ]);
  });

  it("a profile without its role's update permission is refused the other role's events with FORBIDDEN: 'Funzionalità non disponibile' (001 §6)", () => {
    const swapped = EVERY_EVENT.filter(([event]) => event.type !== 'CLOSE').map(
      ([event, actor]) => {
        const readOnly = actor === ORG ? SPL_READ_ONLY : ORG_READ_ONLY;
        const result = applyOrderTransition(OPEN, event, readOnly, NOW, []);
        return result.ok ? 'ok' : `${result.code} ${result.message}`;
      },
    );
    expect(new Set(swapped)).toEqual(new Set(['FORBIDDEN Funzionalità non disponibile']));
  });
});
