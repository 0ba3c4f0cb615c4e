import { describe, expect, it } from 'vitest';
import {
  ORDER_RELATIONS,
  ORDER_RELATION_INFO_TITLES,
  orderNotesAccess,
  orderRelationsShown,
} from './orderSummary.ts';

describe('orderNotesAccess', () => {
  it('002 §6: "supplier level edits its own note (noteSpl, permission SPL_OPR_ORDERS_MOD update)"', () => {
    expect(orderNotesAccess('SPL')).toEqual({
      field: 'noteSpl',
      editRequirement: { application: 'SPL_OPR_ORDERS_MOD', functionality: 'APP_UPDATE' },
    });
  });

  it('002 §6: "organisation level edits its own (noteOrg, ORG_OPR_ORDERS_MOD)"', () => {
    expect(orderNotesAccess('ORG')).toEqual({
      field: 'noteOrg',
      editRequirement: { application: 'ORG_OPR_ORDERS_MOD', functionality: 'APP_UPDATE' },
    });
  });

  it.each(['USR', 'SYS'] as const)(
    '002 §6: "USR level sees no internal notes" — %s',
    (roleType) => {
      expect(orderNotesAccess(roleType)).toEqual({ field: null, editRequirement: null });
    },
  );
});

describe('orderRelationsShown', () => {
  it.each([
    ['ORG', ['order', 'ticket', 'building', 'supplier', 'employee']],
    ['USR', ['order', 'ticket', 'building', 'supplier', 'employee']],
    ['SYS', ['order', 'ticket', 'building', 'supplier', 'employee']],
    ['SPL', ['order', 'building', 'administrator', 'employee']],
  ] as const)(
    '002 §2.2: "the administrator (shown to SPL only), the supplier (hidden for SPL) … The ticket relation is hidden for SPL" — %s',
    (roleType, expected) => {
      expect(orderRelationsShown(roleType)).toEqual(expected);
    },
  );

  it('002 §2.2: "Relation chips to: the order itself, the ticket, the building, the administrator, the supplier and the employee"', () => {
    expect(ORDER_RELATIONS).toEqual([
      'order',
      'ticket',
      'building',
      'administrator',
      'supplier',
      'employee',
    ]);
  });

  it('002 §2.2: "an info dialog opens, titled by the entity type (Immobile, Amministratore, Fornitore)"', () => {
    expect(ORDER_RELATION_INFO_TITLES).toEqual({
      building: 'Immobile',
      administrator: 'Amministratore',
      supplier: 'Fornitore',
    });
  });
});

describe('orderNotesAccess — unexpected role types', () => {
  it('002 §6: "USR level sees no internal notes" — nor does a role type the spec does not list', () => {
    expect(orderNotesAccess('GUEST' as never)).toEqual({ field: null, editRequirement: null });
  });
});
