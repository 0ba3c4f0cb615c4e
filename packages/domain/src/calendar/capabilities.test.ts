import { describe, expect, it } from 'vitest';
import {
  calendarCapabilities,
  calendarModeForCompany,
  canEditEvent,
  colleagueHasEditMenu,
  isCalendarBaseRole,
} from './capabilities.ts';

describe('calendarCapabilities', () => {
  it.each(['org_1', 'spl_1'])(
    '002 §6: "Base roles org_1 and spl_1: cannot add colleagues; cannot choose an owner…; do not see the colleagues\' reminders panel" — %s',
    (role) => {
      expect(calendarCapabilities(role)).toEqual({
        canAddColleagues: false,
        canChooseOwner: false,
        seesColleaguesReminders: false,
      });
    },
  );

  it.each(['org_2', 'org_3', 'spl_2', 'spl_3'])(
    '002 §6: roles above the base level have every right — %s',
    (role) => {
      expect(calendarCapabilities(role)).toEqual({
        canAddColleagues: true,
        canChooseOwner: true,
        seesColleaguesReminders: true,
      });
    },
  );

  it.each([
    ['org', true],
    ['spl_x', true],
    ['usr_1', false],
    ['sys_1', false],
    [null, false],
  ] as const)(
    '002 §6: base roles — a calendar role without a level counts as base (%s → %s)',
    (role, base) => {
      expect(isCalendarBaseRole(role)).toBe(base);
    },
  );
});

describe('canEditEvent', () => {
  it('002 §6: "The event detail is read-only (no edit, delete or toggle) when the event\'s owner is not the current profile"', () => {
    expect(canEditEvent({ _employee: 'emp-1' }, 'emp-1')).toBe(true);
    expect(canEditEvent({ _employee: 42 }, '42')).toBe(true);
    expect(canEditEvent({ _employee: 'emp-2' }, 'emp-1')).toBe(false);
    expect(canEditEvent({ _employee: null }, 'emp-1')).toBe(false);
    expect(canEditEvent({}, 'emp-1')).toBe(false);
  });
});

describe('colleagueHasEditMenu', () => {
  it('002 §6: "The user\'s own colleague entry has no edit menu"', () => {
    expect(colleagueHasEditMenu({ _employee: 'emp-1' }, 'emp-1')).toBe(false);
    expect(colleagueHasEditMenu({ _employee: 'emp-2' }, 'emp-1')).toBe(true);
  });
});

describe('calendarModeForCompany', () => {
  it.each([
    ['sys_organizations', 'ORG'],
    ['suppliers', 'SPL'],
    ['sys_suppliers', 'SPL'],
    ['org_contacts', 'SPL'],
  ] as const)(
    '002 §6: "The calendar mode is ORG when the company type is sys_organizations, otherwise SPL" — %s',
    (type, mode) => {
      expect(calendarModeForCompany(type)).toBe(mode);
    },
  );
});
