import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { makeProfile } from '../profiles/testProfile.ts';
import { claimLifecycleMachine, claimLifecycleState } from './claimLifecycle.machine.ts';

const ORG = makeProfile({
  role: 'org_3',
  moduli: { moduleSinistri: true },
  permissions: [{ application: 'ORG_OPR_CLAIMS', functionalities: ['APP_MENU', 'APP_UPDATE'] }],
});

describe('claimLifecycleMachine (001 §4.4; 000 §4)', () => {
  it.each([
    ['OPEN', 'open'],
    ['VERIFYING', 'verifying'],
    ['DAMAGE_ASSESSED', 'damageAssessed'],
    ['WAITING_LIQUIDATION', 'waitingLiquidation'],
    ['CLOSE_LIQUIDATED', 'closeLiquidated'],
    ['CLOSE_NOT_LIQUIDATED', 'closeNotLiquidated'],
  ] as const)('001 §4.4, 000 §4: a stored status %s starts the machine in %s', (status, state) => {
    // Act
    const value = claimLifecycleState({ status });

    // Assert
    expect(value).toBe(state);
  });

  it('a status the spec does not name reads as open, the status a claim starts in', () => {
    // Act
    const value = claimLifecycleState({ status: 'PENDING' as never });

    // Assert
    expect(value).toBe('open');
  });

  it('DECISIONS.md "Claim lifecycle" 1: an actor runs a whole claim from OPEN to CLOSE_LIQUIDATED', () => {
    // Arrange
    const actor = createActor(claimLifecycleMachine, {
      input: {
        actor: ORG,
        claim: { status: 'OPEN', _supplierICMP: 1, _supplierIEXP: 2, amountClaimed: 900 },
      },
    }).start();

    // Act
    actor.send({ type: 'START_VERIFICATION' });
    actor.send({ type: 'ASSESS_DAMAGE' });
    actor.send({ type: 'REQUEST_LIQUIDATION' });
    actor.send({ type: 'LIQUIDATE', amountRefunded: 850 });

    // Assert
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('closeLiquidated');
    expect(snapshot.context.changes).toEqual({ status: 'CLOSE_LIQUIDATED', amountRefunded: 850 });
    actor.stop();
  });
});
