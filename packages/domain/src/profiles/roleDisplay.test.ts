import { describe, expect, it } from 'vitest';
import { roleColorToken, roleIcon, roleLabel, roleLabelKey } from './roleDisplay.ts';

const LABEL_LINE =
  "000 §6: \"org_1 and spl_1 'Operatività'; org_2, spl_2 and sys_1 'Segreteria'; org_3, spl_3 and sys_2 'Direzione'; sys_3 'Supervisor'; usr_1 'Standard'; usr_2 'Premium'; usr_3 'Premium+'; anything else 'Invitato'\"";

describe('roleLabel', () => {
  it.each([
    ['org_1', 'Operatività'],
    ['spl_1', 'Operatività'],
    ['org_2', 'Segreteria'],
    ['spl_2', 'Segreteria'],
    ['sys_1', 'Segreteria'],
    ['org_3', 'Direzione'],
    ['spl_3', 'Direzione'],
    ['sys_2', 'Direzione'],
    ['sys_3', 'Supervisor'],
    ['usr_1', 'Standard'],
    ['usr_2', 'Premium'],
    ['usr_3', 'Premium+'],
  ] as const)(`${LABEL_LINE} — %s is '%s'`, (role, label) => {
    // Act
    const result = roleLabel(role);

    // Assert
    expect(result).toBe(label);
  });

  it.each([['usr'], ['org_4'], ['usr_0'], ['guest'], [''], [null], [undefined]])(
    `${LABEL_LINE} — %j is 'Invitato'`,
    (role) => {
      expect(roleLabel(role)).toBe('Invitato');
      expect(roleLabelKey(role)).toBe('profiles.role.invitato');
    },
  );

  it(`${LABEL_LINE} — the role is matched regardless of case`, () => {
    expect(roleLabel('ORG_3')).toBe('Direzione');
    expect(roleLabelKey('Usr_3')).toBe('profiles.role.premiumPlus');
  });
});

describe('roleColorToken', () => {
  it.each([
    ['org_2', 'lightBlue'],
    ['ORG', 'lightBlue'],
    ['spl_1', 'amber'],
    ['SPL', 'amber'],
    ['sys_3', 'crimson'],
    ['SYS', 'crimson'],
    ['usr_1', 'green'],
    ['USR', 'green'],
  ] as const)(
    '000 §6: "Role colours: ORG light blue, SPL amber, SYS crimson, USR green" — %s',
    (role, token) => {
      expect(roleColorToken(role)).toBe(token);
    },
  );

  it('000 §6: "Role colours" — an unknown role has no colour', () => {
    expect(roleColorToken('guest_1')).toBeUndefined();
    expect(roleColorToken(undefined)).toBeUndefined();
  });
});

describe('roleIcon', () => {
  it.each([
    ['org_1', 'university'],
    ['spl_2', 'truck'],
    ['sys_1', 'user-secret'],
    ['usr_3', 'users'],
  ] as const)(
    '000 §6: "Icons: ORG university, SPL truck, SYS secret user, USR users" — %s',
    (role, icon) => {
      expect(roleIcon(role)).toBe(icon);
    },
  );

  it('000 §6: "Icons" — an unknown role has no icon', () => {
    expect(roleIcon('guest')).toBeUndefined();
    expect(roleIcon(null)).toBeUndefined();
  });
});
