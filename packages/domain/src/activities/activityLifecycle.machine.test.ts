import { describe, expect, it } from 'vitest';
import type { OrderLifecycleRecord } from '../orders/orderLifecycleGuards.ts';
import { makeProfile } from '../profiles/testProfile.ts';
import { activityLifecycleMachine, doesTaskCompleteActivity } from './activityLifecycle.machine.ts';
import {
  activityLifecycleState,
  activityPermissionRequirement,
} from './activityLifecycleGuards.ts';
import type {
  ActivityLifecycleRecord,
  ActivityTransitionEvent,
} from './activityLifecycleGuards.ts';
import { applyActivityTransition } from './activityTransitions.ts';

// Monday 4 May 2026, 10:00 local time.
const NOW = new Date(2026, 4, 4, 10, 0);

const ORG = makeProfile({
  role: 'org_3',
  permissions: [
    { application: 'ORG_OPR_ACTIVITIES_MOD', functionalities: ['APP_UPDATE', 'APP_DELETE'] },
  ],
});
const ORG_WITHOUT_DELETE = makeProfile({
  role: 'org_1',
  permissions: [{ application: 'ORG_OPR_ACTIVITIES_MOD', functionalities: ['APP_UPDATE'] }],
});
const SPL = makeProfile({
  role: 'spl_2',
  company_type: 'suppliers',
  permissions: [{ application: 'SPL_OPR_TASKS', functionalities: ['APP_MENU', 'APP_NEW'] }],
});
const SPL_WITHOUT_TASKS = makeProfile({
  role: 'spl_1',
  company_type: 'suppliers',
  permissions: [],
});

const OPEN_ORDER: OrderLifecycleRecord = {
  status: 'OPEN',
  category: 'ODS',
  object: 'Perdita tubo bagno interno 4',
  validFrom: '2026-05-04',
  validTo: '2026-05-31',
  isRead: true,
  isAccepted: true,
};
const DRAFT_ORDER: OrderLifecycleRecord = { ...OPEN_ORDER, status: 'DRAFT' };

const TODO: ActivityLifecycleRecord = {
  id: 7,
  code: 'ODS-2026-0002-A001',
  status: 'TODO',
  validFrom: '2026-05-06',
  validTo: '2026-05-06',
  note: 'Chiavi in portineria.',
  updatedAt: '2026-05-03T16:20:00.000Z',
};
const WORKING: ActivityLifecycleRecord = { ...TODO, status: 'WORKING', isPending: true };

/** Two activities of the order: this one and another still to do. */
const TWO = [
  { id: 7, status: 'TODO' as const, validTo: '2026-05-06' },
  { id: 8, status: 'TODO' as const, validTo: '2026-05-08' },
];

describe('activity lifecycle states (001 §4.2 "Statuses: TODO, WORKING, DONE, REJECTED")', () => {
  it('each status is its state', () => {
    expect(activityLifecycleState({ status: 'TODO' })).toBe('todo');
    expect(activityLifecycleState({ status: 'WORKING' })).toBe('working');
    expect(activityLifecycleState({ status: 'DONE' })).toBe('done');
    expect(activityLifecycleState({ status: 'REJECTED' })).toBe('rejected');
    expect(activityLifecycleState({ status: 'LOST' as never })).toBe('done');
  });

  it('the machine accepts per state exactly the events of 001 §4.2', () => {
    expect(activityLifecycleMachine.states.todo?.ownEvents.sort()).toEqual([
      'COMPLETE_QUICKLY',
      'DELETE',
      'EDIT',
      'REGISTER_TASK',
      'REJECT',
    ]);
    expect(activityLifecycleMachine.states.working?.ownEvents.sort()).toEqual([
      'COMPLETE_QUICKLY',
      'DELETE',
      'REGISTER_TASK',
    ]);
    expect(activityLifecycleMachine.states.done?.ownEvents).toEqual(['DELETE']);
    expect(activityLifecycleMachine.states.rejected?.ownEvents).toEqual(['DELETE']);
  });
});

describe('A1 EDIT — 001 §4.2 "The organisation can edit dates and notes only while the activity is TODO and the order is draft or open"', () => {
  it('new dates and notes of a TODO activity of an open order: "Salvataggio avvenuto con successo"', () => {
    const result = applyActivityTransition(
      TODO,
      OPEN_ORDER,
      {
        type: 'EDIT',
        changes: { validFrom: '2026-05-07', validTo: new Date(2026, 4, 8), noteOrg: 'Verificare' },
        basedOn: '2026-05-03T16:20:00.000Z',
      },
      ORG,
      NOW,
      TWO,
    );
    expect(result).toEqual({
      ok: true,
      changes: { validFrom: '2026-05-07', validTo: '2026-05-08', noteOrg: 'Verificare' },
      history: [
        { field: 'validFrom', from: '2026-05-06', to: '2026-05-07' },
        { field: 'validTo', from: '2026-05-06', to: '2026-05-08' },
        { field: 'noteOrg', from: null, to: 'Verificare' },
      ],
      effects: [],
      state: 'todo',
      message: 'Salvataggio avvenuto con successo',
    });
  });

  it('moving only the end keeps the saved start; moving only the start keeps the saved end', () => {
    const endOnly = applyActivityTransition(
      TODO,
      OPEN_ORDER,
      { type: 'EDIT', changes: { validTo: '2026-05-09' }, basedOn: '2026-05-03T16:20:00.000Z' },
      ORG,
      NOW,
      TWO,
    );
    const startOnly = applyActivityTransition(
      TODO,
      OPEN_ORDER,
      { type: 'EDIT', changes: { validFrom: '2026-05-07' }, basedOn: '2026-05-03T16:20:00.000Z' },
      ORG,
      NOW,
      TWO,
    );
    expect(endOnly.ok && endOnly.changes).toEqual({ validTo: '2026-05-09' });
    expect(startOnly).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Salvataggio non consentito. Controlla i dati inseriti',
      fieldErrors: {
        validFrom: 'La data di inizio non può essere successiva alla data di fine',
        validTo: 'La data di fine non può essere precedente alla data di inizio',
      },
    });
  });

  it('emptying the shared note writes null', () => {
    const result = applyActivityTransition(
      TODO,
      DRAFT_ORDER,
      { type: 'EDIT', changes: { note: null, noteOrg: null }, basedOn: '2026-05-03T16:20:00.000Z' },
      ORG,
      NOW,
      TWO,
    );
    expect(result.ok && result.changes).toEqual({ note: null });
  });

  it('refused with VALIDATION: 001 §5 date rules, notes longer than 4000, a field that is not a date or a note', () => {
    const result = applyActivityTransition(
      TODO,
      OPEN_ORDER,
      {
        type: 'EDIT',
        changes: {
          validFrom: '2026-05-03',
          validTo: '2026-06-02',
          note: 'x'.repeat(4001),
          status: 'DONE',
        } as never,
        basedOn: '2026-05-03T16:20:00.000Z',
      },
      ORG,
      NOW,
      TWO,
    );
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Salvataggio non consentito. Controlla i dati inseriti',
      fieldErrors: {
        status: 'Il campo status non si può modificare',
        validFrom: 'La data di inizio non può essere precedente a oggi',
        validTo: "La data di fine non può essere successiva alla scadenza dell'ordine",
        note: 'Il campo Note deve avere al massimo 4000 caratteri',
      },
    });
  });

  it('refused with CONFLICT when the activity changed since the dialog opened', () => {
    const result = applyActivityTransition(
      TODO,
      OPEN_ORDER,
      { type: 'EDIT', changes: { note: 'Nuova' }, basedOn: '2026-05-01T08:00:00.000Z' },
      ORG,
      NOW,
      TWO,
    );
    expect(result.ok === false && result.code).toBe('CONFLICT');
    expect(result.ok === false && result.message).toMatch(
      /^Il record è stato modificato da un altro utente/,
    );
  });

  it('refused with CONFLICT on a WORKING activity: "Si possono modificare solo le attività da fare"', () => {
    const result = applyActivityTransition(
      WORKING,
      OPEN_ORDER,
      { type: 'EDIT', changes: { note: 'Nuova' }, basedOn: '2026-05-03T16:20:00.000Z' },
      ORG,
      NOW,
      TWO,
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Si possono modificare solo le attività da fare',
    });
  });

  it('refused with CONFLICT when the order is closed (001 §5 "Dates are locked unless … the order is draft or open")', () => {
    const result = applyActivityTransition(
      TODO,
      { ...OPEN_ORDER, status: 'CLOSE' },
      { type: 'EDIT', changes: { note: 'Nuova' }, basedOn: '2026-05-03T16:20:00.000Z' },
      ORG,
      NOW,
      TWO,
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Date e note si modificano solo quando l'ordine è in bozza o aperto",
    });
  });

  it("refused with CONFLICT to the supplier (the administrator's step)", () => {
    const result = applyActivityTransition(
      TODO,
      OPEN_ORDER,
      { type: 'EDIT', changes: { note: 'Nuova' } },
      SPL,
      NOW,
      TWO,
    );
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Questa azione spetta all'amministratore dell'ordine",
    });
  });
});

describe('A2 DELETE — 001 §4.2 "While the order is in draft, the organisation can delete an activity"', () => {
  it('an activity of a draft is deleted', () => {
    const result = applyActivityTransition(TODO, DRAFT_ORDER, { type: 'DELETE' }, ORG, NOW, TWO);
    expect(result).toEqual({
      ok: true,
      changes: {},
      history: [],
      effects: [{ type: 'deleteRecord' }],
      state: 'deleted',
    });
  });

  it("deleting the only rejected activity clears the order's partial flag", () => {
    const result = applyActivityTransition(
      { ...TODO, status: 'REJECTED' },
      { ...DRAFT_ORDER, isPartial: true },
      { type: 'DELETE' },
      ORG,
      NOW,
      [{ id: 7, status: 'REJECTED' }],
    );
    expect(result.ok && result.effects).toEqual([
      { type: 'deleteRecord' },
      {
        type: 'updateOrder',
        changes: { isPartial: false },
        history: [{ field: 'isPartial', from: true, to: false }],
        state: 'draft',
      },
    ]);
  });

  it('refused with CONFLICT on an open order: "Le attività si possono cancellare solo mentre l\'ordine è in bozza"', () => {
    const result = applyActivityTransition(TODO, OPEN_ORDER, { type: 'DELETE' }, ORG, NOW, TWO);
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Le attività si possono cancellare solo mentre l'ordine è in bozza",
    });
  });

  it('refused with FORBIDDEN without APP_DELETE (001 §6)', () => {
    const result = applyActivityTransition(
      TODO,
      DRAFT_ORDER,
      { type: 'DELETE' },
      ORG_WITHOUT_DELETE,
      NOW,
      TWO,
    );
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non disponibile',
    });
  });
});

describe("A3 REJECT — 001 §4.2 \"With an open order, an activity still TODO can be rejected by the organisation. This marks it managedFromOrg, shows 'Annullata dall'amministratore', and a chat message is posted\"", () => {
  it("a TODO activity of an open order is rejected; the chat message is posted and the order shows 'Attività rifiutate'", () => {
    const result = applyActivityTransition(TODO, OPEN_ORDER, { type: 'REJECT' }, ORG, NOW, TWO);
    expect(result).toEqual({
      ok: true,
      changes: { status: 'REJECTED', managedFromOrg: true },
      history: [
        { field: 'status', from: 'TODO', to: 'REJECTED' },
        { field: 'managedFromOrg', from: null, to: true },
      ],
      effects: [
        {
          type: 'postChatMessage',
          text: "L'attività ODS-2026-0002-A001 è stata annullata dall'amministratore.",
        },
        {
          type: 'updateOrder',
          changes: { isPartial: true },
          history: [{ field: 'isPartial', from: null, to: true }],
          state: 'open',
        },
      ],
      state: 'rejected',
    });
  });

  it('a suspended order does not stop the organisation (DECISIONS Activities 2)', () => {
    const result = applyActivityTransition(
      TODO,
      { ...OPEN_ORDER, isSuspended: true },
      { type: 'REJECT' },
      ORG,
      NOW,
      TWO,
    );
    expect(result.ok && result.state).toBe('rejected');
  });

  it('refused with CONFLICT on a WORKING activity and on a draft order', () => {
    expect(applyActivityTransition(WORKING, OPEN_ORDER, { type: 'REJECT' }, ORG, NOW, TWO)).toEqual(
      {
        ok: false,
        code: 'CONFLICT',
        message: 'Si possono rifiutare solo le attività da fare',
      },
    );
    expect(applyActivityTransition(TODO, DRAFT_ORDER, { type: 'REJECT' }, ORG, NOW, TWO)).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Le attività si possono rifiutare solo quando l'ordine è aperto",
    });
  });

  it("refused with CONFLICT to the supplier (the administrator's step)", () => {
    const result = applyActivityTransition(TODO, OPEN_ORDER, { type: 'REJECT' }, SPL, NOW, TWO);
    expect(result.ok === false && result.code).toBe('CONFLICT');
  });
});

describe('A4 REGISTER_TASK — 001 §4.2 "A supplier can register a task … except when the activity is rejected or done, or the order is suspended"', () => {
  it("a task on a TODO activity puts it under way and the order shows 'Attività in corso'", () => {
    const result = applyActivityTransition(
      TODO,
      OPEN_ORDER,
      { type: 'REGISTER_TASK', task: { status: 1, isSigned: false } },
      SPL,
      NOW,
      TWO,
    );
    expect(result).toEqual({
      ok: true,
      changes: { status: 'WORKING', isPending: true },
      history: [
        { field: 'status', from: 'TODO', to: 'WORKING' },
        { field: 'isPending', from: null, to: true },
      ],
      effects: [
        { type: 'createTask', task: { status: 1, isSigned: false, _activity: 7 } },
        {
          type: 'updateOrder',
          changes: { isPending: true },
          history: [{ field: 'isPending', from: null, to: true }],
          state: 'open',
        },
      ],
      state: 'working',
    });
  });

  it('another task on a WORKING activity only creates the task', () => {
    const result = applyActivityTransition(
      WORKING,
      { ...OPEN_ORDER, isPending: true },
      { type: 'REGISTER_TASK', task: { status: 0, isSigned: false } },
      SPL,
      NOW,
      [{ id: 7, status: 'WORKING' }, TWO[1]!],
    );
    expect(result).toEqual({
      ok: true,
      changes: {},
      history: [],
      effects: [{ type: 'createTask', task: { status: 0, isSigned: false, _activity: 7 } }],
      state: 'working',
    });
  });

  it('a signed task with status 2 completes the activity, as quick completion does', () => {
    const result = applyActivityTransition(
      WORKING,
      { ...OPEN_ORDER, isPending: true },
      { type: 'REGISTER_TASK', task: { status: 2, isSigned: true } },
      SPL,
      NOW,
      [{ id: 7, status: 'WORKING' }, TWO[1]!],
    );
    expect(result).toEqual({
      ok: true,
      changes: { status: 'DONE', closingDate: '2026-05-04', isPending: false },
      history: [
        { field: 'status', from: 'WORKING', to: 'DONE' },
        { field: 'closingDate', from: null, to: '2026-05-04' },
        { field: 'isPending', from: true, to: false },
      ],
      effects: [
        { type: 'createTask', task: { status: 2, isSigned: true, _activity: 7 } },
        {
          type: 'updateOrder',
          changes: { isPending: false },
          history: [{ field: 'isPending', from: true, to: false }],
          state: 'open',
        },
      ],
      state: 'done',
    });
  });

  it('refused with VALIDATION: a task status outside 0, 1, 2 and a missing signature flag', () => {
    const result = applyActivityTransition(
      TODO,
      OPEN_ORDER,
      { type: 'REGISTER_TASK', task: { status: 5, isSigned: undefined as never } },
      SPL,
      NOW,
      TWO,
    );
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Il campo Stato non è valido.',
      fieldErrors: {
        status: 'Il campo Stato non è valido.',
        isSigned: 'Il campo Firmato non è valido.',
      },
    });
  });

  it('refused with CONFLICT: the activity is done, or rejected by the organisation', () => {
    const task = { type: 'REGISTER_TASK' as const, task: { status: 1, isSigned: false } };
    expect(
      applyActivityTransition({ ...TODO, status: 'DONE' }, OPEN_ORDER, task, SPL, NOW, TWO),
    ).toEqual({ ok: false, code: 'CONFLICT', message: "L'attività è già completata" });
    expect(
      applyActivityTransition(
        { ...TODO, status: 'REJECTED', managedFromOrg: true },
        OPEN_ORDER,
        task,
        SPL,
        NOW,
        TWO,
      ),
    ).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'attività è stata annullata dall'amministratore",
    });
  });

  it('refused with CONFLICT: the order is suspended, refused by the supplier, or not open', () => {
    const task = { type: 'REGISTER_TASK' as const, task: { status: 1, isSigned: false } };
    const suspended = applyActivityTransition(
      TODO,
      { ...OPEN_ORDER, isSuspended: true },
      task,
      SPL,
      NOW,
      TWO,
    );
    const rejected = applyActivityTransition(
      TODO,
      { ...OPEN_ORDER, isRejected: true },
      task,
      SPL,
      NOW,
      TWO,
    );
    const closed = applyActivityTransition(
      TODO,
      { ...OPEN_ORDER, status: 'CLOSE' },
      task,
      SPL,
      NOW,
      TWO,
    );
    expect(suspended.ok === false && suspended.message).toBe(
      "L'esecuzione dell'ordine è sospesa dall'amministratore",
    );
    expect(rejected.ok === false && rejected.message).toBe(
      "L'ordine è stato rifiutato dal fornitore",
    );
    expect(closed.ok === false && closed.message).toBe(
      "Si lavora sulle attività solo quando l'ordine è aperto",
    );
  });

  it("refused with FORBIDDEN without SPL_OPR_TASKS APP_NEW, and with CONFLICT to the organisation (the supplier's step)", () => {
    const task = { type: 'REGISTER_TASK' as const, task: { status: 1, isSigned: false } };
    expect(applyActivityTransition(TODO, OPEN_ORDER, task, SPL_WITHOUT_TASKS, NOW, TWO)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non disponibile',
    });
    expect(applyActivityTransition(TODO, OPEN_ORDER, task, ORG, NOW, TWO)).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Questa azione spetta al fornitore dell'ordine",
    });
  });
});

describe('A5 COMPLETE_QUICKLY — 001 §4.2 "Quick completion, after confirmation, creates a task with status 2 and isSigned true … It closes the order when it is the only activity"', () => {
  it('the only activity of the order: task 2 signed, activity done today, order closed', () => {
    const result = applyActivityTransition(
      TODO,
      OPEN_ORDER,
      { type: 'COMPLETE_QUICKLY' },
      SPL,
      NOW,
      [{ id: 7, status: 'TODO', validTo: '2026-05-06' }],
    );
    expect(result).toEqual({
      ok: true,
      changes: { status: 'DONE', closingDate: '2026-05-04' },
      history: [
        { field: 'status', from: 'TODO', to: 'DONE' },
        { field: 'closingDate', from: null, to: '2026-05-04' },
      ],
      effects: [
        { type: 'createTask', task: { status: 2, isSigned: true, _activity: 7 } },
        {
          type: 'updateOrder',
          changes: { status: 'CLOSE' },
          history: [{ field: 'status', from: 'OPEN', to: 'CLOSE' }],
          state: 'closed',
        },
      ],
      state: 'done',
    });
  });

  it("the only activity of an order with an asked price: the order closes into 'In validazione'", () => {
    const result = applyActivityTransition(
      WORKING,
      { ...OPEN_ORDER, askedPrice: 150, isPending: true },
      { type: 'COMPLETE_QUICKLY' },
      SPL,
      NOW,
      [{ id: 7, status: 'WORKING' }],
    );
    expect(result.ok && result.effects[1]).toEqual({
      type: 'updateOrder',
      changes: { isPending: false, status: 'CLOSE' },
      history: [
        { field: 'isPending', from: true, to: false },
        { field: 'status', from: 'OPEN', to: 'CLOSE' },
      ],
      state: 'awaitingValidation',
    });
  });

  it('one of two activities: the order stays open (DECISIONS Activities 6, read literally)', () => {
    const result = applyActivityTransition(
      TODO,
      OPEN_ORDER,
      { type: 'COMPLETE_QUICKLY' },
      SPL,
      NOW,
      [
        { id: 7, status: 'TODO' },
        { id: 8, status: 'DONE' },
      ],
    );
    expect(result.ok && result.effects).toEqual([
      { type: 'createTask', task: { status: 2, isSigned: true, _activity: 7 } },
    ]);
  });

  it('refused with CONFLICT on a done activity and on a suspended order', () => {
    expect(
      applyActivityTransition(
        { ...TODO, status: 'DONE' },
        OPEN_ORDER,
        { type: 'COMPLETE_QUICKLY' },
        SPL,
        NOW,
        TWO,
      ),
    ).toEqual({ ok: false, code: 'CONFLICT', message: "L'attività è già completata" });
    expect(
      applyActivityTransition(
        TODO,
        { ...OPEN_ORDER, isSuspended: true },
        { type: 'COMPLETE_QUICKLY' },
        SPL,
        NOW,
        TWO,
      ),
    ).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'esecuzione dell'ordine è sospesa dall'amministratore",
    });
  });
});

describe("activityPermissionRequirement (001 §6 ORG_OPR_ACTIVITIES_MOD; the task route's SPL_OPR_TASKS)", () => {
  it("edit and reject need APP_UPDATE, delete APP_DELETE, the supplier's work SPL_OPR_TASKS APP_NEW", () => {
    expect(activityPermissionRequirement('EDIT', 'ORG')).toEqual({
      application: 'ORG_OPR_ACTIVITIES_MOD',
      functionality: 'APP_UPDATE',
    });
    expect(activityPermissionRequirement('DELETE', 'ORG')).toEqual({
      application: 'ORG_OPR_ACTIVITIES_MOD',
      functionality: 'APP_DELETE',
    });
    expect(activityPermissionRequirement('COMPLETE_QUICKLY', 'SPL')).toEqual({
      application: 'SPL_OPR_TASKS',
      functionality: 'APP_NEW',
    });
  });

  it('nothing for another role or an unknown one', () => {
    expect(activityPermissionRequirement('EDIT', 'SPL')).toBeUndefined();
    expect(activityPermissionRequirement('EDIT', undefined)).toBeUndefined();
  });
});

describe('doesTaskCompleteActivity (001 §4.2 "a task with status 2 and isSigned true")', () => {
  it('only a signed task with status 2 completes', () => {
    expect(doesTaskCompleteActivity({ status: 2, isSigned: true })).toBe(true);
    expect(doesTaskCompleteActivity({ status: 2, isSigned: false })).toBe(false);
    expect(doesTaskCompleteActivity({ status: 1, isSigned: true })).toBe(false);
  });
});

/** Every activity event with a valid payload, sent by the role it is meant for. */
const EVERY_EVENT: [ActivityTransitionEvent, typeof ORG][] = [
  [{ type: 'EDIT', changes: { note: 'Nuova' }, basedOn: '2026-05-03T16:20:00.000Z' }, ORG],
  [{ type: 'DELETE' }, ORG],
  [{ type: 'REJECT' }, ORG],
  [{ type: 'REGISTER_TASK', task: { status: 1, isSigned: false } }, SPL],
  [{ type: 'COMPLETE_QUICKLY' }, SPL],
];

/** The answer to every event on one activity of an order, as 'EVENT: ok' or 'EVENT: CODE message'. */
function answers(activity: ActivityLifecycleRecord, order: OrderLifecycleRecord): string[] {
  return EVERY_EVENT.map(([event, actor]) => {
    const result = applyActivityTransition(activity, order, event, actor, NOW, TWO);
    return `${event.type}: ${result.ok ? 'ok' : `${result.code} ${result.message}`}`;
  });
}

describe('every refused activity transition, status by status (DECISIONS Order lifecycle A1–A5)', () => {
  it('TODO in an open order: everything but deleting', () => {
    expect(answers(TODO, OPEN_ORDER)).toEqual([
      'EDIT: ok',
      "DELETE: CONFLICT Le attività si possono cancellare solo mentre l'ordine è in bozza",
      'REJECT: ok',
      'REGISTER_TASK: ok',
      'COMPLETE_QUICKLY: ok',
    ]);
  });

  it('TODO in a draft: edit and delete; no rejection nor work before the order is sent', () => {
    expect(answers(TODO, DRAFT_ORDER)).toEqual([
      'EDIT: ok',
      'DELETE: ok',
      "REJECT: CONFLICT Le attività si possono rifiutare solo quando l'ordine è aperto",
      "REGISTER_TASK: CONFLICT Si lavora sulle attività solo quando l'ordine è aperto",
      "COMPLETE_QUICKLY: CONFLICT Si lavora sulle attività solo quando l'ordine è aperto",
    ]);
  });

  it('WORKING: the supplier goes on; the organisation no longer edits nor rejects', () => {
    expect(answers(WORKING, OPEN_ORDER)).toEqual([
      'EDIT: CONFLICT Si possono modificare solo le attività da fare',
      "DELETE: CONFLICT Le attività si possono cancellare solo mentre l'ordine è in bozza",
      'REJECT: CONFLICT Si possono rifiutare solo le attività da fare',
      'REGISTER_TASK: ok',
      'COMPLETE_QUICKLY: ok',
    ]);
  });

  it('DONE and REJECTED: nothing more', () => {
    expect(answers({ ...TODO, status: 'DONE' }, OPEN_ORDER)).toEqual([
      'EDIT: CONFLICT Si possono modificare solo le attività da fare',
      "DELETE: CONFLICT Le attività si possono cancellare solo mentre l'ordine è in bozza",
      'REJECT: CONFLICT Si possono rifiutare solo le attività da fare',
      "REGISTER_TASK: CONFLICT L'attività è già completata",
      "COMPLETE_QUICKLY: CONFLICT L'attività è già completata",
    ]);
    expect(answers({ ...TODO, status: 'REJECTED', managedFromOrg: true }, OPEN_ORDER)).toEqual([
      'EDIT: CONFLICT Si possono modificare solo le attività da fare',
      "DELETE: CONFLICT Le attività si possono cancellare solo mentre l'ordine è in bozza",
      'REJECT: CONFLICT Si possono rifiutare solo le attività da fare',
      "REGISTER_TASK: CONFLICT L'attività è stata annullata dall'amministratore",
      "COMPLETE_QUICKLY: CONFLICT L'attività è stata annullata dall'amministratore",
    ]);
  });

  it("each role is refused the other role's events with CONFLICT (DECISIONS Order lifecycle 9)", () => {
    const swapped = EVERY_EVENT.map(([event, actor]) => {
      const result = applyActivityTransition(
        TODO,
        OPEN_ORDER,
        event,
        actor === ORG ? SPL : ORG,
        NOW,
        TWO,
      );
      return result.ok ? `${event.type}: ok` : `${event.type}: ${result.code}`;
    });
    expect(swapped).toEqual([
      'EDIT: CONFLICT',
      'DELETE: CONFLICT',
      'REJECT: CONFLICT',
      'REGISTER_TASK: CONFLICT',
      'COMPLETE_QUICKLY: CONFLICT',
    ]);
  });

  it("a supplier without SPL_OPR_TASKS APP_NEW is refused the organisation's events with FORBIDDEN (001 §6)", () => {
    const refused = EVERY_EVENT.filter(([, actor]) => actor === ORG).map(([event]) => {
      const result = applyActivityTransition(TODO, OPEN_ORDER, event, SPL_WITHOUT_TASKS, NOW, TWO);
      return result.ok ? `${event.type}: ok` : `${event.type}: ${result.code} ${result.message}`;
    });
    expect(refused).toEqual([
      'EDIT: FORBIDDEN Funzionalità non disponibile',
      'DELETE: FORBIDDEN Funzionalità non disponibile',
      'REJECT: FORBIDDEN Funzionalità non disponibile',
    ]);
  });
});
