import { describe, expect, it } from 'vitest';
import { accessEntitlementChoice, deputyNotDelegatorRule } from './entitlementAccess.ts';

describe('deputyNotDelegatorRule (DECISIONS.md "Delegated accesses: created, removed, never self-delegated")', () => {
  it('refuses a deputy who is the contact holding the entitlement, naming the field by its label', () => {
    expect(deputyNotDelegatorRule('Delegato')(12, { _contact: 12 })).toBe(
      'Il campo Delegato deve indicare una persona diversa dal titolare del diritto',
    );
    // The form holds ids as text, the wire as numbers: the same person either way.
    expect(deputyNotDelegatorRule('Delegato')('12', { _contact: 12 })).not.toBeNull();
  });

  it('accepts another person, and leaves an empty deputy or contact to the other rules', () => {
    expect(deputyNotDelegatorRule('Delegato')(13, { _contact: 12 })).toBeNull();
    expect(deputyNotDelegatorRule('Delegato')(null, { _contact: 12 })).toBeNull();
    expect(deputyNotDelegatorRule('Delegato')(12, {})).toBeNull();
  });
});

describe('accessEntitlementChoice (DECISIONS.md "Delegated accesses: created, removed, never self-delegated")', () => {
  const free = (id: number, unitId: number | null) => ({ id, unitId, deputyId: null });

  it("gives a new access to the contact's only entitlement on the building when no unit is picked", () => {
    expect(accessEntitlementChoice([free(4, null)], null)).toEqual({ kind: 'entitlement', id: 4 });
  });

  it('gives it to the entitlement of the unit picked among several', () => {
    expect(accessEntitlementChoice([free(4, 1), free(5, 2)], 2)).toEqual({
      kind: 'entitlement',
      id: 5,
    });
  });

  it('refuses a contact without an entitlement on the building (or the unit picked)', () => {
    const refused = {
      kind: 'refused',
      reason: 'invalid',
      field: '_contact',
      message: 'Il contatto non ha un diritto su questo immobile: aggiungilo prima tra i Diritti',
    };
    expect(accessEntitlementChoice([], null)).toEqual(refused);
    expect(accessEntitlementChoice([free(4, 1)], 2)).toEqual(refused);
  });

  it('asks for the unit when the contact has several entitlements on the building', () => {
    expect(accessEntitlementChoice([free(4, 1), free(5, 2)], null)).toEqual({
      kind: 'refused',
      reason: 'invalid',
      field: '_unit',
      message: "Il contatto ha più diritti su questo immobile: indica l'unità",
    });
  });

  it('refuses, as a conflict, an entitlement that already has a deputy (its access is edited instead)', () => {
    expect(accessEntitlementChoice([{ id: 4, unitId: null, deputyId: 9 }], null)).toEqual({
      kind: 'refused',
      reason: 'conflict',
      field: '_contact',
      message: "Il diritto ha già un delegato: modifica l'accesso esistente",
    });
  });
});
