import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { applyClaimTransition, claimActions } from './claimActions.ts';
import type { ClaimAction } from './claimActions.ts';
import type { ClaimLifecycleRecord } from './claimLifecycleTypes.ts';

const ORG = makeProfile({
  role: 'org_3',
  moduli: { moduleSinistri: true },
  permissions: [
    { application: 'ORG_OPR_CLAIMS', functionalities: ['APP_MENU', 'APP_NEW', 'APP_UPDATE'] },
  ],
});
const ORG_READ_ONLY = makeProfile({
  role: 'org_1',
  moduli: { moduleSinistri: true },
  permissions: [{ application: 'ORG_OPR_CLAIMS', functionalities: ['APP_MENU'] }],
});
const ORG_WITHOUT_MODULE = makeProfile({
  role: 'org_2',
  moduli: {},
  permissions: [
    { application: 'ORG_OPR_CLAIMS', functionalities: ['APP_MENU', 'APP_NEW', 'APP_UPDATE'] },
  ],
});
const INSURER = makeProfile({
  role: 'spl_3',
  company_type: 'sys_suppliers',
  moduli: { moduleSinistri: true },
  permissions: [{ application: 'SPL_OPR_CLAIMS', functionalities: ['APP_MENU'] }],
});

const LINKED = { _supplierICMP: 12, _supplierIEXP: 13, amountClaimed: '1800.00' };
const OPEN: ClaimLifecycleRecord = { status: 'OPEN', ...LINKED };
const VERIFYING: ClaimLifecycleRecord = { status: 'VERIFYING', ...LINKED };
const ASSESSED: ClaimLifecycleRecord = { status: 'DAMAGE_ASSESSED', ...LINKED };
const WAITING: ClaimLifecycleRecord = { status: 'WAITING_LIQUIDATION', ...LINKED };
const LIQUIDATED: ClaimLifecycleRecord = {
  status: 'CLOSE_LIQUIDATED',
  ...LINKED,
  amountRefunded: 1500,
};
const NOT_LIQUIDATED: ClaimLifecycleRecord = { status: 'CLOSE_NOT_LIQUIDATED', ...LINKED };

/** The visible actions as 'id: enabled' or 'id: reason', for compact literal expectations. */
function visible(actions: ClaimAction[]): string[] {
  return actions
    .filter((action) => !action.hidden)
    .map((action) => `${action.id}: ${action.enabled ? 'enabled' : (action.reason ?? '')}`);
}

describe('applyClaimTransition: the steps (000 §4 OPE → VDD → DAC → INL; 001 §4.4; DECISIONS.md "Claim lifecycle" 1–2)', () => {
  it('000 §4 "VDD In verifica": Avvia verifica moves an open claim to VERIFYING and says from → to', () => {
    // Act
    const result = applyClaimTransition(OPEN, { type: 'START_VERIFICATION' }, ORG);

    // Assert
    expect(result).toEqual({
      ok: true,
      changes: { status: 'VERIFYING' },
      history: [{ field: 'status', from: 'OPEN', to: 'VERIFYING' }],
      effects: [],
      state: 'verifying',
    });
  });

  it('000 §4 "DAC Danno accertato": the loss adjuster\'s assessment moves a verifying claim to DAMAGE_ASSESSED', () => {
    // Act
    const result = applyClaimTransition(VERIFYING, { type: 'ASSESS_DAMAGE' }, ORG);

    // Assert
    expect(result).toMatchObject({
      ok: true,
      changes: { status: 'DAMAGE_ASSESSED' },
      state: 'damageAssessed',
    });
  });

  it('000 §4 "INL In liquidazione": Richiedi liquidazione moves an assessed claim to WAITING_LIQUIDATION', () => {
    // Act
    const result = applyClaimTransition(ASSESSED, { type: 'REQUEST_LIQUIDATION' }, ORG);

    // Assert
    expect(result).toMatchObject({
      ok: true,
      changes: { status: 'WAITING_LIQUIDATION' },
      state: 'waitingLiquidation',
    });
  });

  it('001 §4.4 CLOSE_LIQUIDATED with 002 §3.5 amountRefunded: Chiudi liquidato writes the amount paid, a decimal comma read as a point', () => {
    // Act
    const result = applyClaimTransition(
      WAITING,
      { type: 'LIQUIDATE', amountRefunded: '1500,50' },
      ORG,
    );

    // Assert
    expect(result).toEqual({
      ok: true,
      changes: { status: 'CLOSE_LIQUIDATED', amountRefunded: 1500.5 },
      history: [
        { field: 'status', from: 'WAITING_LIQUIDATION', to: 'CLOSE_LIQUIDATED' },
        { field: 'amountRefunded', from: null, to: 1500.5 },
      ],
      effects: [],
      state: 'closeLiquidated',
    });
  });

  it.each([OPEN, VERIFYING, ASSESSED, WAITING])(
    '001 §4.4 CLOSE_NOT_LIQUIDATED from every open state ($status), the reason kept in the history (DECISIONS.md "Claim lifecycle" 3)',
    (claim) => {
      // Act
      const result = applyClaimTransition(
        claim,
        { type: 'CLOSE_NOT_LIQUIDATED', reason: '  Danno sotto franchigia ' },
        ORG,
      );

      // Assert
      expect(result).toEqual({
        ok: true,
        changes: { status: 'CLOSE_NOT_LIQUIDATED' },
        history: [
          { field: 'status', from: claim.status, to: 'CLOSE_NOT_LIQUIDATED' },
          { field: 'closingReason', from: null, to: 'Danno sotto franchigia' },
        ],
        effects: [],
        state: 'closeNotLiquidated',
      });
    },
  );

  it('DECISIONS.md "Claim lifecycle" 4: Riapri brings a claim closed not liquidated back to OPEN', () => {
    // Act
    const result = applyClaimTransition(NOT_LIQUIDATED, { type: 'REOPEN' }, ORG);

    // Assert
    expect(result).toMatchObject({ ok: true, changes: { status: 'OPEN' }, state: 'open' });
  });
});

describe('applyClaimTransition: refusals (DECISIONS.md "Claim lifecycle" 2–6)', () => {
  it('DECISIONS.md "Claim lifecycle" 2: no verification without the insurer (ICMP) linked — CONFLICT', () => {
    // Act
    const result = applyClaimTransition(
      { status: 'OPEN', _supplierICMP: null },
      { type: 'START_VERIFICATION' },
      ORG,
    );

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Collega la compagnia assicurativa prima di avviare la verifica',
    });
  });

  it('DECISIONS.md "Claim lifecycle" 2: no assessment without the loss adjuster (IEXP) linked — CONFLICT', () => {
    // Act
    const result = applyClaimTransition(
      { status: 'VERIFYING', _supplierICMP: 12, _supplierIEXP: '' },
      { type: 'ASSESS_DAMAGE' },
      ORG,
    );

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Collega il perito prima di accertare il danno',
    });
  });

  it.each([null, 0, '0.00', 'abc'])(
    'DECISIONS.md "Claim lifecycle" 5: no liquidation request without a claimed amount above zero (%j) — CONFLICT',
    (amountClaimed) => {
      // Act
      const result = applyClaimTransition(
        { ...ASSESSED, amountClaimed },
        { type: 'REQUEST_LIQUIDATION' },
        ORG,
      );

      // Assert
      expect(result).toEqual({
        ok: false,
        code: 'CONFLICT',
        message: "Indica l'importo richiesto prima di chiedere la liquidazione",
      });
    },
  );

  it.each([undefined, null, ' '])(
    'DECISIONS.md "Claim lifecycle" 5: closing liquidated needs the liquidated amount (%j) — VALIDATION on amountRefunded',
    (amountRefunded) => {
      // Act
      const result = applyClaimTransition(WAITING, { type: 'LIQUIDATE', amountRefunded }, ORG);

      // Assert
      expect(result).toEqual({
        ok: false,
        code: 'VALIDATION',
        message: "Indica l'importo liquidato",
        fieldErrors: { amountRefunded: "Indica l'importo liquidato" },
      });
    },
  );

  it.each([0, -10, 'dieci'])(
    'DECISIONS.md "Claim lifecycle" 5: a liquidated amount of %j is refused — it must be above zero',
    (amountRefunded) => {
      // Act
      const result = applyClaimTransition(WAITING, { type: 'LIQUIDATE', amountRefunded }, ORG);

      // Assert
      expect(result).toEqual({
        ok: false,
        code: 'VALIDATION',
        message: "L'importo liquidato deve essere maggiore di zero",
        fieldErrors: { amountRefunded: "L'importo liquidato deve essere maggiore di zero" },
      });
    },
  );

  it.each([undefined, null, '   '])(
    'DECISIONS.md "Claim lifecycle" 3: closing not liquidated needs a reason (%j) — VALIDATION on reason',
    (reason) => {
      // Act
      const result = applyClaimTransition(OPEN, { type: 'CLOSE_NOT_LIQUIDATED', reason }, ORG);

      // Assert
      expect(result).toEqual({
        ok: false,
        code: 'VALIDATION',
        message: 'Indica il motivo della chiusura senza liquidazione',
        fieldErrors: { reason: 'Indica il motivo della chiusura senza liquidazione' },
      });
    },
  );

  it('DECISIONS.md "Claim lifecycle" 1: a step out of order names the state — Danno accertato on an open claim', () => {
    // Act
    const result = applyClaimTransition(OPEN, { type: 'ASSESS_DAMAGE' }, ORG);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Il sinistro è 'Aperto': questo passaggio non è possibile",
    });
  });

  it.each([LIQUIDATED, NOT_LIQUIDATED])(
    '001 §4.4 "CLOSE_LIQUIDATED and CLOSE_NOT_LIQUIDATED are closed states": $status takes no further step',
    (claim) => {
      // Act
      const result = applyClaimTransition(
        claim,
        { type: 'CLOSE_NOT_LIQUIDATED', reason: 'Di nuovo' },
        ORG,
      );

      // Assert
      expect(result).toEqual({ ok: false, code: 'CONFLICT', message: 'Il sinistro è chiuso' });
    },
  );

  it('DECISIONS.md "Claim lifecycle" 4: a claim closed liquidated is final — Riapri refused', () => {
    // Act
    const result = applyClaimTransition(LIQUIDATED, { type: 'REOPEN' }, ORG);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Un sinistro chiuso liquidato non si riapre',
    });
  });

  it('DECISIONS.md "Claim lifecycle" 4: an open claim cannot be reopened', () => {
    // Act
    const result = applyClaimTransition(VERIFYING, { type: 'REOPEN' }, ORG);

    // Assert
    expect(result).toEqual({ ok: false, code: 'CONFLICT', message: 'Il sinistro non è chiuso' });
  });

  it('DECISIONS.md "Claim lifecycle" 6: the insurer or loss adjuster reads the claim but takes no step — FORBIDDEN', () => {
    // Act
    const result = applyClaimTransition(OPEN, { type: 'START_VERIFICATION' }, INSURER);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministrazione",
    });
  });

  it('001 §6 ORG/OPR/claims without APP_UPDATE: FORBIDDEN with the lock message of 000 §8', () => {
    // Act
    const result = applyClaimTransition(OPEN, { type: 'START_VERIFICATION' }, ORG_READ_ONLY);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non disponibile',
    });
  });

  it("000 §8 an organisation without the claims module (moduleSinistri) is refused 'Funzionalità non abilitata'", () => {
    // Act
    const result = applyClaimTransition(OPEN, { type: 'START_VERIFICATION' }, ORG_WITHOUT_MODULE);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non abilitata',
    });
  });
});

describe('claimActions (DECISIONS.md "Claim lifecycle" 7)', () => {
  it('an open claim offers Avvia verifica and Chiudi non liquidato; the later steps are hidden', () => {
    // Act
    const actions = claimActions(OPEN, ORG);

    // Assert
    expect(visible(actions)).toEqual(['startVerification: enabled', 'closeNotLiquidated: enabled']);
    expect(actions.map((action) => [action.id, action.label])).toEqual([
      ['startVerification', 'Avvia verifica'],
      ['assessDamage', 'Danno accertato'],
      ['requestLiquidation', 'Richiedi liquidazione'],
      ['liquidate', 'Chiudi liquidato'],
      ['closeNotLiquidated', 'Chiudi non liquidato'],
      ['reopen', 'Riapri'],
    ]);
  });

  it('an open claim without its insurer shows Avvia verifica disabled with the reason', () => {
    // Act
    const actions = claimActions({ status: 'OPEN' }, ORG);

    // Assert
    expect(visible(actions)).toEqual([
      'startVerification: Collega la compagnia assicurativa prima di avviare la verifica',
      'closeNotLiquidated: enabled',
    ]);
  });

  it('each open state offers its next step: VERIFYING Danno accertato, DAMAGE_ASSESSED Richiedi liquidazione, WAITING_LIQUIDATION Chiudi liquidato', () => {
    // Act
    const steps = [VERIFYING, ASSESSED, WAITING].map((claim) => visible(claimActions(claim, ORG)));

    // Assert
    expect(steps).toEqual([
      ['assessDamage: enabled', 'closeNotLiquidated: enabled'],
      ['requestLiquidation: enabled', 'closeNotLiquidated: enabled'],
      ['liquidate: enabled', 'closeNotLiquidated: enabled'],
    ]);
  });

  it('the liquidation request waits for the claimed amount, and says so', () => {
    // Act
    const actions = claimActions({ ...ASSESSED, amountClaimed: null }, ORG);

    // Assert
    expect(visible(actions)[0]).toBe(
      "requestLiquidation: Indica l'importo richiesto prima di chiedere la liquidazione",
    );
  });

  it('a claim closed not liquidated offers only Riapri, after a confirmation; a liquidated one offers nothing', () => {
    // Act
    const reopenable = claimActions(NOT_LIQUIDATED, ORG);
    const final = claimActions(LIQUIDATED, ORG);

    // Assert
    expect(visible(reopenable)).toEqual(['reopen: enabled']);
    expect(reopenable.find((action) => action.id === 'reopen')?.confirmation).toEqual({
      message: 'Il sinistro torna aperto.',
      confirmLabel: 'CONTINUA',
      cancelLabel: 'ANNULLA',
    });
    expect(visible(final)).toEqual([]);
  });

  it("without the claims module every visible step is disabled with 'Funzionalità non abilitata'", () => {
    // Act
    const actions = claimActions(OPEN, ORG_WITHOUT_MODULE);

    // Assert
    expect(visible(actions)).toEqual([
      'startVerification: Funzionalità non abilitata',
      'closeNotLiquidated: Funzionalità non abilitata',
    ]);
  });

  it('the insurer and the loss adjuster see no action: they read the claim', () => {
    // Act
    const actions = claimActions(OPEN, INSURER);

    // Assert
    expect(visible(actions)).toEqual([]);
  });
});
