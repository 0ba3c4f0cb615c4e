import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { orderActions, orderFlagsFromActivities } from './orderActions.ts';
import type { OrderAction } from './orderActions.ts';
import type { OrderLifecycleRecord } from './orderLifecycleGuards.ts';

// Monday 4 May 2026, 10:00 local time.
const NOW = new Date(2026, 4, 4, 10, 0);

const ORG = makeProfile({
  role: 'org_3',
  permissions: [
    {
      application: 'ORG_OPR_ORDERS',
      functionalities: ['APP_MENU', 'APP_NEW', 'APP_UPDATE', 'APP_DELETE'],
    },
    { application: 'ORG_OPR_ACTIVITIES', functionalities: ['APP_MENU', 'APP_NEW'] },
  ],
});
const ORG_LEVEL_1 = makeProfile({
  role: 'org_1',
  permissions: [
    { application: 'ORG_OPR_ORDERS', functionalities: ['APP_MENU', 'APP_NEW', 'APP_UPDATE'] },
  ],
});
const SPL = makeProfile({
  role: 'spl_2',
  company_type: 'suppliers',
  permissions: [{ application: 'SPL_OPR_ORDERS', functionalities: ['APP_MENU', 'APP_UPDATE'] }],
});
const USR = makeProfile({
  role: 'usr_3',
  company_type: 'org_contacts',
  permissions: [{ application: 'USR_OPR_ORDERS', functionalities: ['APP_MENU'] }],
});

const DRAFT: OrderLifecycleRecord = {
  status: 'DRAFT',
  category: 'ODS',
  object: 'Perdita tubo bagno interno 4',
  _building: 11,
  _supplier: 21,
  validFrom: '2026-05-04',
  validTo: '2026-05-31',
};
const OPEN: OrderLifecycleRecord = { ...DRAFT, status: 'OPEN', dateOrder: '2026-05-04' };

/** The visible actions as 'id: enabled' or 'id: reason', for compact literal expectations. */
function visible(actions: OrderAction[]): string[] {
  return actions
    .filter((action) => !action.hidden)
    .map((action) => `${action.id}: ${action.enabled ? 'enabled' : (action.reason ?? '')}`);
}

describe('orderActions for the administrator (DECISIONS Order lifecycle: disabled with a reason rather than hidden)', () => {
  it('a complete draft: send, edit, add activities and delete are enabled; the open-order actions say why not', () => {
    expect(visible(orderActions(DRAFT, ORG, NOW, []))).toEqual([
      'send: enabled',
      'edit: enabled',
      'addActivities: enabled',
      'delete: enabled',
      "suspend: L'ordine non è ancora stato inviato al fornitore",
      "close: L'ordine non è ancora stato inviato al fornitore",
      "forceClose: L'ordine non è ancora stato inviato al fornitore",
      "validate: L'ordine non è in attesa di validazione",
      "sendBack: L'ordine non è in attesa di validazione",
    ]);
  });

  it('a draft without a supplier cannot be sent: "Il campo Fornitore è obbligatorio"', () => {
    const send = orderActions({ ...DRAFT, _supplier: null }, ORG, NOW, []).find(
      (action) => action.id === 'send',
    );
    expect(send).toEqual({
      id: 'send',
      event: 'SEND',
      label: 'Invia al fornitore',
      enabled: false,
      reason: 'Il campo Fornitore è obbligatorio',
    });
  });

  it('an open order with an activity in progress: Sospendi shows, Chiudi ordine says why not', () => {
    expect(visible(orderActions(OPEN, ORG, NOW, [{ status: 'WORKING' }]))).toEqual([
      "send: L'ordine è già stato inviato",
      'edit: enabled',
      'addActivities: enabled',
      'delete: Si può eliminare solo un ordine in bozza',
      'suspend: enabled',
      'close: Alcune attività sono ancora da fare o in lavorazione',
      'forceClose: enabled',
      "validate: L'ordine non è in attesa di validazione",
      "sendBack: L'ordine non è in attesa di validazione",
    ]);
  });

  it('a suspended order shows Riprendi instead of Sospendi', () => {
    const actions = orderActions({ ...OPEN, isSuspended: true }, ORG, NOW, []);
    expect(actions.find((action) => action.id === 'suspend')?.hidden).toBe(true);
    expect(actions.find((action) => action.id === 'resume')).toEqual({
      id: 'resume',
      event: 'RESUME',
      label: 'Riprendi',
      enabled: true,
    });
  });

  it('a closing awaiting validation: Valida asks to confirm the price in euro, Rimanda al fornitore asks too', () => {
    const actions = orderActions({ ...OPEN, status: 'CLOSE', askedPrice: 1250.5 }, ORG, NOW, []);
    expect(actions.find((action) => action.id === 'validate')).toEqual({
      id: 'validate',
      event: 'VALIDATE',
      label: 'Valida',
      enabled: true,
      confirmation: {
        message: "Validando l'ordine accetti il prezzo richiesto di 1.250,50 €.",
        confirmLabel: 'CONTINUA',
        cancelLabel: 'ANNULLA',
      },
    });
    expect(actions.find((action) => action.id === 'sendBack')?.confirmation).toEqual({
      message: "L'ordine torna aperto al fornitore e il prezzo richiesto è scartato.",
      confirmLabel: 'CONTINUA',
      cancelLabel: 'ANNULLA',
    });
  });

  it('Elimina bozza asks "Sei sicuro di voler cancellare l\'ordine ?" SI / NO (the wording of 001 §5)', () => {
    const remove = orderActions(DRAFT, ORG, NOW, []).find((action) => action.id === 'delete');
    expect(remove?.confirmation).toEqual({
      message: "Sei sicuro di voler cancellare l'ordine ?",
      confirmLabel: 'SI',
      cancelLabel: 'NO',
    });
  });

  it('Chiusura forzata asks to confirm', () => {
    const forceClose = orderActions(OPEN, ORG, NOW, []).find(
      (action) => action.id === 'forceClose',
    );
    expect(forceClose?.label).toBe('Chiusura forzata');
    expect(forceClose?.confirmation?.message).toBe(
      "Chiudendo forzatamente l'ordine il fornitore non potrà più lavorarci.",
    );
  });

  it("001 §6 / 002 §6: without APP_DELETE (org_1) Elimina bozza is shown locked, 'Funzionalità non disponibile'", () => {
    const remove = orderActions(DRAFT, ORG_LEVEL_1, NOW, []).find(
      (action) => action.id === 'delete',
    );
    expect(remove?.enabled).toBe(false);
    expect(remove?.hidden).toBeUndefined();
    expect(remove?.reason).toBe('Funzionalità non disponibile');
  });

  it('002 §6: without read access to ORG_OPR_ACTIVITIES, Aggiungi attività is hidden', () => {
    const add = orderActions(DRAFT, ORG_LEVEL_1, NOW, []).find(
      (action) => action.id === 'addActivities',
    );
    expect(add?.hidden).toBe(true);
  });
});

describe('orderActions for the supplier', () => {
  it('an unread open order: accept, reject, ask a price and close; plan waits for the acceptance', () => {
    expect(visible(orderActions(OPEN, SPL, NOW, []))).toEqual([
      'accept: enabled',
      'reject: enabled',
      "plan: Accetta l'ordine prima di pianificarlo",
      'askPrice: enabled',
      'close: enabled',
    ]);
  });

  it('the read confirmation happens by itself on opening (001 §2.6): never a button', () => {
    const markRead = orderActions(OPEN, SPL, NOW, []).find((action) => action.id === 'markRead');
    expect(markRead).toEqual({
      id: 'markRead',
      event: 'MARK_READ',
      label: 'Segna come letto',
      enabled: true,
      hidden: true,
    });
  });

  it('a planned order with a price offers "Modifica pianificazione" and "Modifica il prezzo"', () => {
    const actions = orderActions(
      { ...OPEN, isAccepted: true, isPlanned: true, askedPrice: 90 },
      SPL,
      NOW,
      [],
    );
    expect(actions.find((action) => action.id === 'plan')?.label).toBe('Modifica pianificazione');
    expect(actions.find((action) => action.id === 'askPrice')?.label).toBe('Modifica il prezzo');
  });

  it("a suspended order: every action says \"L'esecuzione dell'ordine è sospesa dall'amministratore\"", () => {
    expect(visible(orderActions({ ...OPEN, isSuspended: true }, SPL, NOW, []))).toEqual([
      "accept: L'esecuzione dell'ordine è sospesa dall'amministratore",
      "reject: L'esecuzione dell'ordine è sospesa dall'amministratore",
      "plan: L'esecuzione dell'ordine è sospesa dall'amministratore",
      "askPrice: L'esecuzione dell'ordine è sospesa dall'amministratore",
      "close: L'esecuzione dell'ordine è sospesa dall'amministratore",
    ]);
  });

  it('Rifiuta asks to confirm', () => {
    const reject = orderActions(OPEN, SPL, NOW, []).find((action) => action.id === 'reject');
    expect(reject?.confirmation).toEqual({
      message: "Rifiutando l'ordine non potrai più lavorarci.",
      confirmLabel: 'CONTINUA',
      cancelLabel: 'ANNULLA',
    });
  });
});

describe('orderActions for a resident (002 §6: usr_3 sees chips, no actions)', () => {
  it('every action is hidden', () => {
    expect(visible(orderActions(OPEN, USR, NOW, []))).toEqual([]);
  });
});

describe('orderFlagsFromActivities (DECISIONS Order lifecycle, derived flags)', () => {
  it("002 §4.1 'Attività in corso' (pending) while an activity is WORKING", () => {
    expect(orderFlagsFromActivities([{ status: 'DONE' }, { status: 'WORKING' }])).toEqual({
      isPending: true,
      isPartial: false,
    });
  });

  it("002 §4.1 'Attività rifiutate' (partial) once an activity is REJECTED", () => {
    expect(orderFlagsFromActivities([{ status: 'TODO' }, { status: 'REJECTED' }])).toEqual({
      isPending: false,
      isPartial: true,
    });
  });

  it('no activity, no flag', () => {
    expect(orderFlagsFromActivities([])).toEqual({ isPending: false, isPartial: false });
  });
});
