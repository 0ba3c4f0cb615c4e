import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import {
  BILLING_PROPOSAL_LIST_LIMIT,
  BILLING_PROPOSAL_LIST_ORDER,
  applyBillingProposalTransition,
  billingProposalActions,
  billingProposalCreationRefusal,
  billingProposalHistoryActionLabel,
  billingProposalHistoryFieldLabel,
  billingProposalStatusLabel,
  billingProposalTotal,
  isTokenProposable,
} from './billingProposal.ts';
import type { BillingProposalAction, ProposableToken } from './billingProposal.ts';
import type { BillingProposalRecord } from './billingProposal.machine.ts';

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
  permissions: [{ application: 'SPL_OPR_TOKENS', functionalities: ['APP_MENU', 'APP_NEW'] }],
});
const SUPPLIER_READ_ONLY = makeProfile({
  role: 'spl_1',
  company_type: 'sys_suppliers',
  permissions: [{ application: 'SPL_OPR_TOKENS', functionalities: ['APP_MENU'] }],
});

const VERSION = '2026-11-20T09:30:00.000Z';
const SENT: BillingProposalRecord = { status: 'SENT', updatedAt: VERSION };

const token = (overrides: Partial<ProposableToken> = {}): ProposableToken => ({
  code: 'GET-2026-031',
  isInvoiced: false,
  amount: '180.00',
  organizationId: 1,
  proposalStatus: null,
  ...overrides,
});

function visible(actions: BillingProposalAction[]): string[] {
  return actions
    .filter((action) => !action.hidden)
    .map((action) => `${action.id}: ${action.enabled ? 'enabled' : (action.reason ?? '')}`);
}

describe('sending a proposal (DECISIONS.md "Billing proposals" 1)', () => {
  it('a supplier may propose tokens not invoiced, with an amount, of one organisation', () => {
    expect(
      billingProposalCreationRefusal([token(), token({ code: 'GET-2026-032' })], SUPPLIER),
    ).toBeUndefined();
  });

  it('a token refused in an earlier proposal may be proposed again; one waiting in a proposal sent may not', () => {
    expect(isTokenProposable(token({ proposalStatus: 'REFUSED' }))).toBe(true);
    expect(isTokenProposable(token({ proposalStatus: 'SENT' }))).toBe(false);
    expect(billingProposalCreationRefusal([token({ proposalStatus: 'SENT' })], SUPPLIER)).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Il gettone GET-2026-031 è già in una proposta in attesa di risposta',
    });
  });

  it('an invoiced token is a CONFLICT naming the token', () => {
    expect(billingProposalCreationRefusal([token({ isInvoiced: true })], SUPPLIER)).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Il gettone GET-2026-031 è già fatturato',
    });
  });

  it('no token, a token without an amount, or tokens of two organisations are VALIDATION errors on tokenIds', () => {
    expect(billingProposalCreationRefusal([], SUPPLIER)).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Seleziona almeno un gettone da fatturare',
      fieldErrors: { tokenIds: 'Seleziona almeno un gettone da fatturare' },
    });
    expect(billingProposalCreationRefusal([token({ amount: null })], SUPPLIER)).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { tokenIds: 'Il gettone GET-2026-031 non ha un importo da fatturare' },
    });
    expect(
      billingProposalCreationRefusal([token(), token({ organizationId: 2 })], SUPPLIER),
    ).toMatchObject({
      code: 'VALIDATION',
      message:
        'Una proposta raccoglie i gettoni di una sola amministrazione: invia una proposta per ciascuna',
    });
  });

  it('more than 100 tokens are refused; 100 pass', () => {
    const many = (count: number) => Array.from({ length: count }, () => token());
    expect(billingProposalCreationRefusal(many(101), SUPPLIER)).toMatchObject({
      code: 'VALIDATION',
      message: 'Una proposta può raccogliere al massimo 100 gettoni',
    });
    expect(billingProposalCreationRefusal(many(100), SUPPLIER)).toBeUndefined();
  });

  it('only a supplier sends one (FORBIDDEN), and only with SPL_OPR_TOKENS APP_NEW (001 §6: the lock message)', () => {
    expect(billingProposalCreationRefusal([token()], ORG)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'La proposta di fatturazione la invia il fornitore',
    });
    expect(billingProposalCreationRefusal([token()], SUPPLIER_READ_ONLY)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non disponibile',
    });
  });

  it('the total is the sum of the amounts to the cent', () => {
    expect(
      billingProposalTotal([token({ amount: '180.10' }), token({ amount: 0.2 }), token()]),
    ).toBe(360.3);
    expect(billingProposalTotal([])).toBe(0);
  });
});

describe('answering a proposal (DECISIONS.md "Billing proposals" 3)', () => {
  it('the organisation accepts a proposal sent: its status becomes ACCEPTED', () => {
    expect(applyBillingProposalTransition(SENT, { type: 'ACCEPT' }, ORG)).toEqual({
      ok: true,
      changes: { status: 'ACCEPTED' },
      history: [{ field: 'status', from: 'SENT', to: 'ACCEPTED' }],
      effects: [],
      state: 'accepted',
    });
  });

  it('the organisation refuses it with a reason, kept on the proposal and in its history', () => {
    expect(
      applyBillingProposalTransition(
        SENT,
        { type: 'REFUSE', reason: ' Importi da rivedere ' },
        ORG,
      ),
    ).toEqual({
      ok: true,
      changes: { status: 'REFUSED', refusalReason: 'Importi da rivedere' },
      history: [
        { field: 'status', from: 'SENT', to: 'REFUSED' },
        { field: 'refusalReason', from: null, to: 'Importi da rivedere' },
      ],
      effects: [],
      state: 'refused',
    });
  });

  it('refusing without a reason, or with one over 255 characters, is a VALIDATION error on reason', () => {
    expect(applyBillingProposalTransition(SENT, { type: 'REFUSE', reason: ' ' }, ORG)).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Indica il motivo per cui rifiuti la proposta',
      fieldErrors: { reason: 'Indica il motivo per cui rifiuti la proposta' },
    });
    expect(
      applyBillingProposalTransition(SENT, { type: 'REFUSE', reason: 'x'.repeat(256) }, ORG),
    ).toMatchObject({ code: 'VALIDATION', fieldErrors: { reason: expect.any(String) } });
  });

  it('a proposal already answered is a CONFLICT, for either step', () => {
    const conflict = {
      ok: false,
      code: 'CONFLICT',
      message: 'La proposta ha già avuto una risposta',
    };
    expect(applyBillingProposalTransition({ status: 'ACCEPTED' }, { type: 'ACCEPT' }, ORG)).toEqual(
      conflict,
    );
    expect(
      applyBillingProposalTransition({ status: 'REFUSED' }, { type: 'REFUSE', reason: 'No' }, ORG),
    ).toEqual(conflict);
  });

  it('the supplier is refused before the state is looked at; an organisation without ORG_OPR_TOKENS_MOD gets the lock message', () => {
    expect(
      applyBillingProposalTransition({ status: 'ACCEPTED' }, { type: 'ACCEPT' }, SUPPLIER),
    ).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministrazione",
    });
    expect(applyBillingProposalTransition(SENT, { type: 'ACCEPT' }, ORG_READ_ONLY)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non disponibile',
    });
  });
});

describe('the proposal buttons and words (DECISIONS.md "Billing proposals" 3, 5)', () => {
  it('the organisation sees both answers on a proposal sent, none once answered; the supplier none', () => {
    expect(visible(billingProposalActions(SENT, ORG))).toEqual([
      'accept: enabled',
      'refuse: enabled',
    ]);
    expect(visible(billingProposalActions({ status: 'REFUSED' }, ORG))).toEqual([]);
    expect(visible(billingProposalActions(SENT, SUPPLIER))).toEqual([]);
    expect(visible(billingProposalActions(SENT, ORG_READ_ONLY))).toEqual([
      'accept: Funzionalità non disponibile',
      'refuse: Funzionalità non disponibile',
    ]);
  });

  it('names the statuses, the history actions and fields', () => {
    expect(billingProposalStatusLabel('SENT')).toBe('Inviata');
    expect(billingProposalStatusLabel('ACCEPTED')).toBe('Accettata');
    expect(billingProposalStatusLabel('REFUSED')).toBe('Rifiutata');
    expect(billingProposalHistoryActionLabel('ACCEPT')).toBe('Proposta accettata');
    expect(billingProposalHistoryActionLabel('PROPOSE')).toBe(
      'Inserito in una proposta di fatturazione',
    );
    expect(billingProposalHistoryActionLabel('IMPORT')).toBe('IMPORT');
    expect(billingProposalHistoryFieldLabel('refusalReason')).toBe('Motivo del rifiuto');
    expect(billingProposalHistoryFieldLabel('_order')).toBe('_order');
  });
});

describe('the proposals list (DECISIONS.md "Billing proposals: their list and detail" 1)', () => {
  it('shows 50 proposals a page, the newest first', () => {
    expect(BILLING_PROPOSAL_LIST_LIMIT).toBe(50);
    expect(BILLING_PROPOSAL_LIST_ORDER).toEqual([['createdAt', 'DESC']]);
  });
});
