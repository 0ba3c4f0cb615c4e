import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { makeProfile } from '../profiles/testProfile.ts';
import { tokenLifecycleMachine, tokenLifecycleState } from './tokenLifecycle.machine.ts';

const ORG = makeProfile({
  role: 'org_3',
  permissions: [{ application: 'ORG_OPR_TOKENS_MOD', functionalities: ['APP_MENU', 'APP_UPDATE'] }],
});
const SUPPLIER = makeProfile({ role: 'spl_3', company_type: 'sys_suppliers', permissions: [] });

describe('tokenLifecycleMachine (002 §3.10 "Token: isInvoiced"; DECISIONS.md "Billing token lifecycle")', () => {
  it('DECISIONS.md "Billing token lifecycle" 1–2: an actor invoices a token, takes it back with a reason, and invoices it again', () => {
    // Arrange
    const actor = createActor(tokenLifecycleMachine, {
      input: { token: { isInvoiced: false }, actor: ORG },
    });
    actor.start();

    // Act
    actor.send({ type: 'MARK_INVOICED' });
    const invoiced = actor.getSnapshot();
    actor.send({ type: 'MARK_NOT_INVOICED', reason: 'Nota di credito' });
    const back = actor.getSnapshot();
    actor.send({ type: 'MARK_INVOICED' });

    // Assert
    expect(invoiced.value).toBe('invoiced');
    expect(invoiced.context.changes).toEqual({ isInvoiced: true });
    expect(back.value).toBe('notInvoiced');
    expect(back.context.changes).toEqual({ isInvoiced: false });
    expect(actor.getSnapshot().value).toBe('invoiced');
    actor.stop();
  });

  it('DECISIONS.md "Billing token lifecycle" 2: from a stored invoiced token, a blank reason leaves it invoiced', () => {
    // Arrange
    const snapshot = tokenLifecycleMachine.resolveState({
      value: 'invoiced',
      context: { token: { isInvoiced: true }, actor: ORG, changes: {}, effects: [] },
    });
    const actor = createActor(tokenLifecycleMachine, {
      snapshot,
      input: { token: { isInvoiced: true }, actor: ORG },
    });
    actor.start();

    // Act
    actor.send({ type: 'MARK_NOT_INVOICED', reason: ' ' });

    // Assert
    expect(actor.getSnapshot().value).toBe('invoiced');
    expect(actor.getSnapshot().context.changes).toEqual({});
    actor.stop();
  });

  it('DECISIONS.md "Billing token lifecycle" 4: the machine ignores a supplier’s event', () => {
    // Arrange
    const actor = createActor(tokenLifecycleMachine, {
      input: { token: { isInvoiced: false }, actor: SUPPLIER },
    });
    actor.start();

    // Act
    actor.send({ type: 'MARK_INVOICED' });

    // Assert
    expect(actor.getSnapshot().value).toBe('notInvoiced');
    expect(actor.getSnapshot().context.changes).toEqual({});
    actor.stop();
  });

  it('reads a stored token’s state from its flag: true is invoiced, false or missing not invoiced', () => {
    expect(tokenLifecycleState({ isInvoiced: true })).toBe('invoiced');
    expect(tokenLifecycleState({ isInvoiced: false })).toBe('notInvoiced');
    expect(tokenLifecycleState({ isInvoiced: null })).toBe('notInvoiced');
    expect(tokenLifecycleState({})).toBe('notInvoiced');
  });
});
