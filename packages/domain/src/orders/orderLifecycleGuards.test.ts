import { describe, expect, it } from 'vitest';
import {
  newOrderSupplier,
  orderEditErrors,
  orderPermissionRequirement,
  planDateLimits,
  validateEstimatedJobEndDate,
} from './orderLifecycleGuards.ts';

// Monday 4 May 2026, 10:00 local time.
const NOW = new Date(2026, 4, 4, 10, 0);

describe('orderPermissionRequirement (001 §6 "Permission scopes are checked per application … APP_NEW and APP_UPDATE")', () => {
  it("the administrator's order updates need ORG_OPR_ORDERS APP_UPDATE, deleting APP_DELETE", () => {
    expect(orderPermissionRequirement('SEND', 'ORG')).toEqual({
      application: 'ORG_OPR_ORDERS',
      functionality: 'APP_UPDATE',
    });
    expect(orderPermissionRequirement('DELETE', 'ORG')).toEqual({
      application: 'ORG_OPR_ORDERS',
      functionality: 'APP_DELETE',
    });
  });

  it('creating activities needs ORG_OPR_ACTIVITIES APP_NEW', () => {
    expect(orderPermissionRequirement('ADD_ACTIVITIES', 'ORG')).toEqual({
      application: 'ORG_OPR_ACTIVITIES',
      functionality: 'APP_NEW',
    });
  });

  it("the supplier's updates need SPL_OPR_ORDERS APP_UPDATE, the read confirmation only SPL_OPR_ORDERS", () => {
    expect(orderPermissionRequirement('CLOSE', 'SPL')).toEqual({
      application: 'SPL_OPR_ORDERS',
      functionality: 'APP_UPDATE',
    });
    expect(orderPermissionRequirement('MARK_READ', 'SPL')).toEqual({
      application: 'SPL_OPR_ORDERS',
    });
  });

  it("nothing for a role the event is not for, for an unknown role, nor for the quick completion's closing", () => {
    expect(orderPermissionRequirement('SEND', 'SPL')).toBeUndefined();
    expect(orderPermissionRequirement('SEND', undefined)).toBeUndefined();
    expect(orderPermissionRequirement('CLOSE_AFTER_LAST_ACTIVITY', 'SPL')).toBeUndefined();
  });
});

describe("planDateLimits (DECISIONS Order lifecycle T8: a plan ends between today and the order's end)", () => {
  it("from the start of today to the end of the order's last day", () => {
    expect(planDateLimits({ validTo: '2026-05-31' }, NOW)).toEqual({
      min: new Date(2026, 4, 4),
      max: new Date(2026, 4, 31, 23, 59, 59, 999),
    });
  });

  it('no upper limit without an end', () => {
    expect(planDateLimits({ validTo: null }, NOW)).toEqual({ min: new Date(2026, 4, 4) });
  });
});

describe('validateEstimatedJobEndDate', () => {
  it('an order without an end accepts any day from today', () => {
    expect(validateEstimatedJobEndDate('2027-01-10', { validTo: null }, NOW)).toBeUndefined();
  });

  it('an unreadable date counts as missing', () => {
    expect(validateEstimatedJobEndDate('presto', { validTo: null }, NOW)).toBe(
      'La data di fine prevista è obbligatoria',
    );
  });
});

describe('newOrderSupplier (DECISIONS Order lifecycle T2, reassigning)', () => {
  const open = { status: 'OPEN' as const, _supplier: 21 };

  it('the new supplier of an open order', () => {
    expect(newOrderSupplier(open, { type: 'EDIT', changes: { _supplier: 22 } })).toBe(22);
  });

  it('none when the supplier stays, is not given, or the order is a draft', () => {
    expect(newOrderSupplier(open, { type: 'EDIT', changes: { _supplier: 21 } })).toBeUndefined();
    expect(newOrderSupplier(open, { type: 'EDIT', changes: { object: 'Altro' } })).toBeUndefined();
    expect(
      newOrderSupplier(
        { status: 'DRAFT', _supplier: 21 },
        { type: 'EDIT', changes: { _supplier: 22 } },
      ),
    ).toBeUndefined();
    expect(newOrderSupplier(open, { type: 'SEND' })).toBeUndefined();
  });
});

describe('orderEditErrors (DECISIONS Order lifecycle T2: only the changed fields are judged)', () => {
  const order = {
    status: 'OPEN' as const,
    category: 'ODS' as const,
    object: 'Perdita',
    description: 'Dal soffitto',
    _building: 11,
    _supplier: 21,
    validFrom: new Date(2026, 3, 1),
    validTo: new Date(2026, 3, 30),
  };

  it('an end kept as it was, given as a string for a Date, is not judged (though past)', () => {
    expect(orderEditErrors({ order, now: NOW, activities: [] }, { validTo: '2026-04-30' })).toEqual(
      {},
    );
  });

  it('an emptied description is a change, and a valid one', () => {
    expect(orderEditErrors({ order, now: NOW, activities: [] }, { description: null })).toEqual({});
  });

  it('a changed end must not be past for an open order', () => {
    expect(orderEditErrors({ order, now: NOW, activities: [] }, { validTo: '2026-05-02' })).toEqual(
      {
        validTo: 'La data di fine non può essere precedente a oggi',
      },
    );
  });
});
