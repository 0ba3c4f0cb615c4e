import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import {
  applyTokenTransition,
  tokenActions,
  tokenHistoryActionLabel,
  tokenHistoryFieldLabel,
  tokenInvoicingLabel,
} from './tokenActions.ts';
import type { TokenAction } from './tokenActions.ts';
import type { TokenLifecycleRecord } from './tokenLifecycle.machine.ts';

const ORG = makeProfile({
  role: 'org_3',
  permissions: [
    { application: 'ORG_OPR_TOKENS', functionalities: ['APP_MENU'] },
    { application: 'ORG_OPR_TOKENS_MOD', functionalities: ['APP_MENU', 'APP_UPDATE'] },
  ],
});
const ORG_READ_ONLY = makeProfile({
  role: 'org_1',
  permissions: [{ application: 'ORG_OPR_TOKENS', functionalities: ['APP_MENU'] }],
});
const SUPPLIER = makeProfile({
  role: 'spl_3',
  company_type: 'sys_suppliers',
  permissions: [{ application: 'SPL_OPR_TOKENS', functionalities: ['APP_MENU', 'APP_UPDATE'] }],
});
const RESIDENT = makeProfile({ role: 'usr_1', permissions: [] });

const VERSION = '2026-11-20T09:30:00.000Z';
const NOT_INVOICED: TokenLifecycleRecord = {
  isInvoiced: false,
  invoicedAt: null,
  updatedAt: VERSION,
};
const INVOICED: TokenLifecycleRecord = {
  isInvoiced: true,
  invoicedAt: '2026-11-18T10:00:00.000Z',
  updatedAt: VERSION,
};

/** The visible actions as 'id: enabled' or 'id: reason', for compact literal expectations. */
function visible(actions: TokenAction[]): string[] {
  return actions
    .filter((action) => !action.hidden)
    .map((action) => `${action.id}: ${action.enabled ? 'enabled' : (action.reason ?? '')}`);
}

describe('applyTokenTransition: the steps (002 §3.10 "Token: isInvoiced"; DECISIONS.md "Billing token lifecycle" 1–3)', () => {
  it('DECISIONS.md "Billing token lifecycle" 1: Segna come fatturato sets isInvoiced on a token not invoiced and says from → to', () => {
    // Act
    const result = applyTokenTransition(NOT_INVOICED, { type: 'MARK_INVOICED' }, ORG);

    // Assert
    expect(result).toEqual({
      ok: true,
      changes: { isInvoiced: true },
      history: [{ field: 'isInvoiced', from: false, to: true }],
      effects: [],
      state: 'invoiced',
    });
  });

  it('DECISIONS.md "Billing token lifecycle" 1: a token with no flag stored reads as not invoiced and can be invoiced', () => {
    // Act
    const result = applyTokenTransition({}, { type: 'MARK_INVOICED' }, ORG);

    // Assert
    expect(result).toMatchObject({ ok: true, changes: { isInvoiced: true }, state: 'invoiced' });
  });

  it('DECISIONS.md "Billing token lifecycle" 2: Riporta a da fatturare clears isInvoiced and records the reason in the history', () => {
    // Act
    const result = applyTokenTransition(
      INVOICED,
      { type: 'MARK_NOT_INVOICED', reason: '  Fattura emessa al condominio sbagliato ' },
      ORG,
    );

    // Assert
    expect(result).toEqual({
      ok: true,
      changes: { isInvoiced: false },
      history: [
        { field: 'isInvoiced', from: true, to: false },
        { field: 'reason', from: null, to: 'Fattura emessa al condominio sbagliato' },
      ],
      effects: [],
      state: 'notInvoiced',
    });
  });

  it('DECISIONS.md "Billing token lifecycle" 2: taking the invoicing back without a reason is a VALIDATION error on reason', () => {
    // Act
    const blank = applyTokenTransition(INVOICED, { type: 'MARK_NOT_INVOICED', reason: '   ' }, ORG);
    const missing = applyTokenTransition(INVOICED, { type: 'MARK_NOT_INVOICED' }, ORG);

    // Assert
    const expected = {
      ok: false,
      code: 'VALIDATION',
      message: 'Indica il motivo per cui il gettone torna da fatturare',
      fieldErrors: { reason: 'Indica il motivo per cui il gettone torna da fatturare' },
    };
    expect(blank).toEqual(expected);
    expect(missing).toEqual(expected);
  });

  it('DECISIONS.md "Billing token lifecycle" 2: a reason longer than the text limit of reason (255, TEXT_LIMITS default) is refused; 255 characters pass', () => {
    // Act
    const tooLong = applyTokenTransition(
      INVOICED,
      { type: 'MARK_NOT_INVOICED', reason: 'x'.repeat(256) },
      ORG,
    );
    const atLimit = applyTokenTransition(
      INVOICED,
      { type: 'MARK_NOT_INVOICED', reason: 'x'.repeat(255) },
      ORG,
    );

    // Assert
    expect(tooLong).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Il motivo deve avere al massimo 255 caratteri',
      fieldErrors: { reason: 'Il motivo deve avere al massimo 255 caratteri' },
    });
    expect(atLimit).toMatchObject({ ok: true, changes: { isInvoiced: false } });
  });

  it('DECISIONS.md "Billing token lifecycle" 3: a token already invoiced is not invoiced twice (CONFLICT)', () => {
    // Act
    const result = applyTokenTransition(INVOICED, { type: 'MARK_INVOICED' }, ORG);

    // Assert
    expect(result).toEqual({ ok: false, code: 'CONFLICT', message: 'Il gettone è già fatturato' });
  });

  it('DECISIONS.md "Billing token lifecycle" 3: a token not invoiced cannot be taken back (CONFLICT), whatever the reason', () => {
    // Act
    const result = applyTokenTransition(
      NOT_INVOICED,
      { type: 'MARK_NOT_INVOICED', reason: 'Errore' },
      ORG,
    );

    // Assert
    expect(result).toEqual({ ok: false, code: 'CONFLICT', message: 'Il gettone non è fatturato' });
  });
});

describe('applyTokenTransition: who (001 §6 ORG_OPR_TOKENS_MOD; DECISIONS.md "Billing token lifecycle" 4)', () => {
  it('001 §6 "ORG_OPR_TOKENS_MOD": an organisation without it is refused with the lock message', () => {
    // Act
    const result = applyTokenTransition(NOT_INVOICED, { type: 'MARK_INVOICED' }, ORG_READ_ONLY);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non disponibile',
    });
  });

  it('DECISIONS.md "Billing token lifecycle" 4: the supplier reads its tokens but does not invoice them (FORBIDDEN, Italian reason)', () => {
    // Act
    const mark = applyTokenTransition(NOT_INVOICED, { type: 'MARK_INVOICED' }, SUPPLIER);
    const back = applyTokenTransition(
      INVOICED,
      { type: 'MARK_NOT_INVOICED', reason: 'Errore' },
      SUPPLIER,
    );

    // Assert
    const expected = {
      ok: false,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministrazione",
    };
    expect(mark).toEqual(expected);
    expect(back).toEqual(expected);
  });

  it('DECISIONS.md "Billing token lifecycle" 4: a resident is refused before the state is looked at', () => {
    // Act
    const result = applyTokenTransition(INVOICED, { type: 'MARK_INVOICED' }, RESIDENT);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministrazione",
    });
  });
});

describe('tokenActions: the buttons (DECISIONS.md "Billing token lifecycle" 5)', () => {
  it('the organisation sees Segna come fatturato on a token not invoiced, the other step hidden', () => {
    // Act
    const actions = tokenActions(NOT_INVOICED, ORG);

    // Assert
    expect(visible(actions)).toEqual(['markInvoiced: enabled']);
    expect(actions.find((action) => action.id === 'markInvoiced')).toEqual({
      id: 'markInvoiced',
      event: 'MARK_INVOICED',
      label: 'Segna come fatturato',
      enabled: true,
    });
  });

  it('the organisation sees Riporta a da fatturare on an invoiced token, enabled before the reason is asked', () => {
    // Act
    const actions = tokenActions(INVOICED, ORG);

    // Assert
    expect(visible(actions)).toEqual(['markNotInvoiced: enabled']);
    expect(actions.find((action) => action.id === 'markNotInvoiced')?.label).toBe(
      'Riporta a da fatturare',
    );
  });

  it('001 §6: without ORG_OPR_TOKENS_MOD the step is shown disabled with the lock message', () => {
    // Act
    const actions = tokenActions(NOT_INVOICED, ORG_READ_ONLY);

    // Assert
    expect(visible(actions)).toEqual(['markInvoiced: Funzionalità non disponibile']);
  });

  it('the supplier and the resident see no action: every one hidden', () => {
    // Act
    const supplier = tokenActions(NOT_INVOICED, SUPPLIER);
    const resident = tokenActions(INVOICED, RESIDENT);

    // Assert
    expect(visible(supplier)).toEqual([]);
    expect(visible(resident)).toEqual([]);
    expect(supplier.map((action) => action.reason)).toEqual([
      "Questa azione spetta all'amministrazione",
      "Questa azione spetta all'amministrazione",
    ]);
  });
});

describe('the token history words (DECISIONS.md "Billing token lifecycle" 6, "Record history")', () => {
  it('titles an entry by its action, and names an unknown action as it was recorded', () => {
    expect(tokenHistoryActionLabel('MARK_INVOICED')).toBe('Segnato come fatturato');
    expect(tokenHistoryActionLabel('MARK_NOT_INVOICED')).toBe('Riportato a da fatturare');
    expect(tokenHistoryActionLabel('update')).toBe('Gettone modificato');
    expect(tokenHistoryActionLabel('IMPORT')).toBe('IMPORT');
    // DECISIONS.md "Billing proposals" 4: a token tells the proposal it was put in.
    expect(tokenHistoryActionLabel('PROPOSE')).toBe('Inserito in una proposta di fatturazione');
  });

  it('labels the recorded fields, and names an unknown field as it is on the wire', () => {
    expect(tokenHistoryFieldLabel('isInvoiced')).toBe('Fatturato');
    expect(tokenHistoryFieldLabel('invoicedAt')).toBe('Data fatturazione');
    expect(tokenHistoryFieldLabel('reason')).toBe('Motivo');
    expect(tokenHistoryFieldLabel('amount')).toBe('Importo');
    expect(tokenHistoryFieldLabel('description')).toBe('Descrizione');
    expect(tokenHistoryFieldLabel('_billingProposal')).toBe('Proposta di fatturazione');
    expect(tokenHistoryFieldLabel('_order')).toBe('_order');
  });

  it('names the invoicing state: Fatturato, or Da fatturare for false and a missing flag', () => {
    expect(tokenInvoicingLabel(true)).toBe('Fatturato');
    expect(tokenInvoicingLabel(false)).toBe('Da fatturare');
    expect(tokenInvoicingLabel(null)).toBe('Da fatturare');
  });
});
