import { describe, expect, it } from 'vitest';
import type { PermissionState } from '../permissions/types.ts';
import { calendarLinkLabel, linkTypesOffered } from './linkTypes.ts';

const allowAll = (): PermissionState => 'allowed';

describe('linkTypesOffered', () => {
  it('002 §5.1: "For ORG they are supplier, ticket, building, claim and order" — in picker order', () => {
    const options = linkTypesOffered({
      roleType: 'ORG',
      companyType: 'sys_organizations',
      check: allowAll,
    });

    expect(options).toEqual([
      { type: 'building', label: 'Immobile' },
      { type: 'supplier', label: 'Fornitore' },
      { type: 'ticket', label: 'Ticket' },
      { type: 'claim', label: 'Sinistro' },
      { type: 'order', label: 'Ordine' },
      { type: 'repeatedOrder', label: 'Ordine ripetuto' },
    ]);
  });

  it('002 §5.1: "For SPL the link options are activity, claim and order"', () => {
    const options = linkTypesOffered({
      roleType: 'SPL',
      companyType: 'suppliers',
      check: allowAll,
    });

    expect(options.map((option) => option.type)).toEqual([
      'claim',
      'order',
      'repeatedOrder',
      'activity',
    ]);
  });

  it('002 §5.1: "Other link types are filtered by a permission check per application"', () => {
    const checked: string[] = [];
    const check = (application: string): PermissionState => {
      checked.push(application);
      return application === 'ORG_OPR_CLAIMS'
        ? 'allowed'
        : application === 'ORG_GEN_TICKETS'
          ? 'locked'
          : 'hidden';
    };

    const options = linkTypesOffered({ roleType: 'ORG', companyType: 'sys_organizations', check });

    // "For a supplier company only the Supplier link is offered" read as: the supplier link is
    // the one option that is never permission-filtered.
    expect(options.map((option) => option.type)).toEqual(['supplier', 'claim']);
    expect(checked).toEqual([
      'ORG_TAB_BUILDINGS',
      'ORG_GEN_TICKETS',
      'ORG_OPR_CLAIMS',
      'ORG_OPR_ORDERS',
      'ORG_OPR_ORDERS',
    ]);
  });

  it('002 §5.1: "a failed check counts as not allowed"', () => {
    const check = (application: string): PermissionState => {
      if (application === 'SPL_OPR_ORDERS') throw new Error('scope not loaded');
      return 'allowed';
    };

    const options = linkTypesOffered({ roleType: 'SPL', companyType: 'suppliers', check });

    expect(options.map((option) => option.type)).toEqual(['claim', 'activity']);
  });

  it('002 §6: "The calendar mode is ORG when the company type is sys_organizations, otherwise SPL"', () => {
    const options = linkTypesOffered({
      roleType: 'ORG',
      companyType: 'org_contacts',
      check: allowAll,
    });

    expect(options.map((option) => option.type)).toEqual([
      'claim',
      'order',
      'repeatedOrder',
      'activity',
    ]);
  });

  it.each(['USR', 'SYS', undefined] as const)(
    '002 §1: only ORG and SPL users have a calendar — %s gets no link options',
    (roleType) => {
      expect(
        linkTypesOffered({ roleType, companyType: 'sys_organizations', check: allowAll }),
      ).toEqual([]);
    },
  );
});

describe('calendarLinkLabel', () => {
  it.each([
    ['building', 'Immobile'],
    ['claim', 'Sinistro'],
    ['supplier', 'Fornitore'],
    ['ticket', 'Ticket'],
    ['order', 'Ordine'],
    ['repeatedOrder', 'Ordine ripetuto'],
    ['activity', 'Attività'],
  ] as const)(
    '002 §3.1: "The link types are Immobile, Sinistro, Fornitore, Ticket, Ordine (category ODS), Ordine ripetuto (category ODP) and Attività" — %s',
    (type, label) => {
      expect(calendarLinkLabel(type)).toBe(label);
    },
  );
});
