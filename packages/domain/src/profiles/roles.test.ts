import { describe, expect, it } from 'vitest';
import {
  dashboardPathFor,
  profileIdFromUid,
  profileRoleType,
  roleLevelOf,
  roleTypeOf,
} from './roles.ts';

describe('roleTypeOf', () => {
  it.each([
    ['org_1', 'ORG'],
    ['spl_2', 'SPL'],
    ['usr_3', 'USR'],
    ['sys_3', 'SYS'],
    ['ORG_2', 'ORG'],
    ['usr', 'USR'],
    ['ORG', 'ORG'],
  ] as const)(
    '000 §3: "the part before the underscore is the type" — %s is %s',
    (role, expected) => {
      // Act
      const type = roleTypeOf(role);

      // Assert
      expect(type).toBe(expected);
    },
  );

  it.each([[null], [undefined], [''], ['abc_1'], ['_1']])(
    '000 §3: "Role types: ORG, SPL, SYS, USR" — %j has no role type',
    (role) => {
      expect(roleTypeOf(role)).toBeUndefined();
    },
  );
});

describe('roleLevelOf', () => {
  it.each([
    ['org_1', 1],
    ['spl_2', 2],
    ['usr_3', 3],
    ['sys_3', 3],
  ] as const)(
    '000 §3: "the part after the underscore the level" — %s is level %i',
    (role, level) => {
      expect(roleLevelOf(role)).toBe(level);
    },
  );

  it.each([[null], [undefined], [''], ['usr'], ['org_x'], ['org_1.5']])(
    '002 §3.9: "role (org_N, spl_N or usr…)" — %j has no level',
    (role) => {
      expect(roleLevelOf(role)).toBeUndefined();
    },
  );
});

describe('dashboardPathFor', () => {
  it.each([
    ['org_3', '/ORG/dashboard'],
    ['spl_1', '/SPL/dashboard'],
    ['usr_2', '/USR/dashboard'],
    ['sys_1', '/SYS/dashboard'],
  ] as const)(
    '000 §2: "Each role has /{ROLE}/dashboard, the role taken from the text before the first underscore of the profile role, upper-cased" — %s',
    (role, path) => {
      expect(dashboardPathFor(role)).toBe(path);
    },
  );

  it('000 §2: "Each role has /{ROLE}/dashboard" — no path for an unknown role', () => {
    expect(dashboardPathFor('guest_1')).toBeUndefined();
    expect(dashboardPathFor(undefined)).toBeUndefined();
  });
});

describe('profileIdFromUid', () => {
  it('000 §3: "the profile id is its third part, colon-separated"', () => {
    expect(profileIdFromUid('portineria:org:42:extra')).toBe('42');
  });

  it.each([[null], [undefined], [''], ['a:b'], ['a:b:']])(
    '000 §3: "the profile id is its third part" — %j has none',
    (uid) => {
      expect(profileIdFromUid(uid)).toBeUndefined();
    },
  );
});

describe('profileRoleType', () => {
  it('000 §6: "Role types: ORG, SPL, SYS, USR" — read from the profile role', () => {
    expect(profileRoleType({ role: 'spl_3' })).toBe('SPL');
    expect(profileRoleType({ role: 'nobody' })).toBeUndefined();
  });
});
