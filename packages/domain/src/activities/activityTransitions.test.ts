import { describe, expect, it } from 'vitest';
import type { OrderLifecycleRecord } from '../orders/orderLifecycleGuards.ts';
import { makeProfile } from '../profiles/testProfile.ts';
import type { ActivityLifecycleRecord } from './activityLifecycleGuards.ts';
import { activityActionList } from './activityTransitions.ts';
import type { ActivityActionItem } from './activityTransitions.ts';

// Monday 4 May 2026, 10:00 local time.
const NOW = new Date(2026, 4, 4, 10, 0);

const ORG = makeProfile({
  role: 'org_3',
  permissions: [
    { application: 'ORG_OPR_ACTIVITIES_MOD', functionalities: ['APP_UPDATE', 'APP_DELETE'] },
  ],
});
const ORG_WITHOUT_SCOPE = makeProfile({ role: 'org_3', permissions: [] });
const SPL = makeProfile({
  role: 'spl_2',
  company_type: 'suppliers',
  permissions: [{ application: 'SPL_OPR_TASKS', functionalities: ['APP_MENU', 'APP_NEW'] }],
});
const SPL_LOCKED = makeProfile({
  role: 'spl_1',
  company_type: 'suppliers',
  permissions: [{ application: 'SPL_OPR_TASKS', functionalities: ['APP_MENU'] }],
});

const OPEN_ORDER: OrderLifecycleRecord = {
  status: 'OPEN',
  category: 'ODS',
  validTo: '2026-05-31',
};
const TODO: ActivityLifecycleRecord = {
  id: 7,
  code: 'ODS-2026-0002-A001',
  status: 'TODO',
  validFrom: '2026-05-06',
  validTo: '2026-05-06',
};

/** The visible actions as 'id: enabled' or 'id: reason'. */
function visible(actions: ActivityActionItem[]): string[] {
  return actions
    .filter((action) => !action.hidden)
    .map((action) => `${action.id}: ${action.enabled ? 'enabled' : (action.reason ?? '')}`);
}

describe('activityActionList for the organisation (001 §4.2)', () => {
  it('a TODO activity of an open order: edit and reject; delete says why not', () => {
    expect(visible(activityActionList(TODO, OPEN_ORDER, ORG, NOW, [TODO]))).toEqual([
      'edit: enabled',
      "delete: Le attività si possono cancellare solo mentre l'ordine è in bozza",
      'reject: enabled',
    ]);
  });

  it('a TODO activity of a draft: edit and delete; reject waits for the order to be open', () => {
    expect(
      visible(activityActionList(TODO, { ...OPEN_ORDER, status: 'DRAFT' }, ORG, NOW, [TODO])),
    ).toEqual([
      'edit: enabled',
      'delete: enabled',
      "reject: Le attività si possono rifiutare solo quando l'ordine è aperto",
    ]);
  });

  it('a rejected activity: nothing to edit or reject', () => {
    expect(
      visible(activityActionList({ ...TODO, status: 'REJECTED' }, OPEN_ORDER, ORG, NOW, [TODO])),
    ).toEqual([
      'edit: Si possono modificare solo le attività da fare',
      "delete: Le attività si possono cancellare solo mentre l'ordine è in bozza",
      'reject: Si possono rifiutare solo le attività da fare',
    ]);
  });

  it('001 §5: delete asks "Sei sicuro di voler cancellare l\'attività ?" SI / NO; reject asks to confirm', () => {
    const actions = activityActionList(TODO, OPEN_ORDER, ORG, NOW, [TODO]);
    expect(actions.find((action) => action.id === 'delete')?.confirmation).toEqual({
      message: "Sei sicuro di voler cancellare l'attività ?",
      confirmLabel: 'SI',
      cancelLabel: 'NO',
    });
    expect(actions.find((action) => action.id === 'reject')).toEqual({
      id: 'reject',
      event: 'REJECT',
      label: 'Rifiuta attività',
      enabled: true,
      confirmation: {
        message: "Rifiutando l'attività il fornitore non potrà più eseguirla.",
        confirmLabel: 'CONTINUA',
        cancelLabel: 'ANNULLA',
      },
    });
  });

  it('002 §6: without ORG_OPR_ACTIVITIES_MOD every action is hidden', () => {
    expect(visible(activityActionList(TODO, OPEN_ORDER, ORG_WITHOUT_SCOPE, NOW, [TODO]))).toEqual(
      [],
    );
  });
});

describe('activityActionList for the supplier (001 §4.2 "except when the activity is rejected or done, or the order is suspended")', () => {
  it('a TODO activity of an open order: register a task or complete quickly', () => {
    expect(visible(activityActionList(TODO, OPEN_ORDER, SPL, NOW, [TODO]))).toEqual([
      'registerTask: enabled',
      'completeQuickly: enabled',
    ]);
  });

  it('001 §5: quick completion asks "Chiudendo l\'attività decidi di registrare un intervento come eseguito." CONTINUA / ANNULLA', () => {
    const quick = activityActionList(TODO, OPEN_ORDER, SPL, NOW, [TODO]).find(
      (action) => action.id === 'completeQuickly',
    );
    expect(quick).toEqual({
      id: 'completeQuickly',
      event: 'COMPLETE_QUICKLY',
      label: 'Chiudi attività',
      enabled: true,
      confirmation: {
        message: "Chiudendo l'attività decidi di registrare un intervento come eseguito.",
        confirmLabel: 'CONTINUA',
        cancelLabel: 'ANNULLA',
      },
    });
  });

  it('blocked with the reason shown: suspended order, done activity, activity rejected by the organisation', () => {
    expect(
      visible(activityActionList(TODO, { ...OPEN_ORDER, isSuspended: true }, SPL, NOW, [TODO])),
    ).toEqual([
      "registerTask: L'esecuzione dell'ordine è sospesa dall'amministratore",
      "completeQuickly: L'esecuzione dell'ordine è sospesa dall'amministratore",
    ]);
    expect(
      visible(activityActionList({ ...TODO, status: 'DONE' }, OPEN_ORDER, SPL, NOW, [TODO])),
    ).toEqual([
      "registerTask: L'attività è già completata",
      "completeQuickly: L'attività è già completata",
    ]);
    expect(
      visible(
        activityActionList(
          { ...TODO, status: 'REJECTED', managedFromOrg: true },
          OPEN_ORDER,
          SPL,
          NOW,
          [TODO],
        ),
      ),
    ).toEqual([
      "registerTask: L'attività è stata annullata dall'amministratore",
      "completeQuickly: L'attività è stata annullata dall'amministratore",
    ]);
  });

  it("without APP_NEW on SPL_OPR_TASKS the actions are shown locked: 'Funzionalità non disponibile'", () => {
    expect(visible(activityActionList(TODO, OPEN_ORDER, SPL_LOCKED, NOW, [TODO]))).toEqual([
      'registerTask: Funzionalità non disponibile',
      'completeQuickly: Funzionalità non disponibile',
    ]);
  });
});
