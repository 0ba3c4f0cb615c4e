import { APPLICATION_CODES } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import {
  ADMINISTRATOR_MODULES,
  FUNCTIONALITIES_BY_LEVEL,
  PROPERTY_MANAGER_MODULES,
  grantsFor,
  modulesWith,
  roleTypesOfApplication,
} from './permissions.ts';

const functionalitiesOf = (grants: ReturnType<typeof grantsFor>, application: string) =>
  grants.find((grant) => grant.application === application)?.functionalities;

describe('demo grants (the table of permissions.ts)', () => {
  it('assigns every application code of domain to at least one role type', () => {
    for (const code of Object.values(APPLICATION_CODES)) {
      expect(roleTypesOfApplication(code).length, code).toBeGreaterThan(0);
    }
  });

  it('grants an ORG profile only ORG_ and EXT_ codes, with the functionalities of its level', () => {
    for (const level of [1, 2, 3] as const) {
      const grants = grantsFor('ORG', level);
      expect(grants.every((grant) => /^(ORG|EXT)_/.test(grant.application))).toBe(true);
      expect(functionalitiesOf(grants, 'ORG_OPR_ORDERS')).toEqual(FUNCTIONALITIES_BY_LEVEL[level]);
    }
    expect(functionalitiesOf(grantsFor('ORG', 1), 'ORG_OPR_ORDERS')).not.toContain('APP_DELETE');
    expect(functionalitiesOf(grantsFor('ORG', 3), 'ORG_OPR_ORDERS')).toContain('APP_DELETE');
  });

  it('lets residents open tickets but not change orders, and the back office never write', () => {
    const usr = grantsFor('USR', 1);
    expect(functionalitiesOf(usr, 'USR_GEN_TICKETS')).toEqual(['APP_MENU', 'APP_NEW']);
    expect(functionalitiesOf(usr, 'USR_OPR_ORDERS')).toEqual(['APP_MENU']);
    const sys = grantsFor('SYS', 3);
    expect(sys.some((grant) => grant.application.startsWith('ORG_'))).toBe(true);
    expect(sys.some((grant) => grant.application.startsWith('SPL_'))).toBe(true);
    const writes = sys
      .flatMap((grant) => grant.functionalities)
      .filter((id) => ['APP_NEW', 'APP_UPDATE', 'APP_DELETE'].includes(id));
    expect(writes).toEqual([]);
  });

  it('002 §6 "EXT_SHARED_PROFILE (APP_UPDATE, APP_AVATAR)": every working role, residents included, edits its own profile', () => {
    for (const roleType of ['ORG', 'SPL', 'USR'] as const) {
      expect(functionalitiesOf(grantsFor(roleType, 1), 'EXT_SHARED_PROFILE')).toEqual(
        expect.arrayContaining(['APP_UPDATE', 'APP_AVATAR']),
      );
    }
    expect(functionalitiesOf(grantsFor('SYS', 3), 'EXT_SHARED_PROFILE')).not.toContain(
      'APP_UPDATE',
    );
  });

  it('turns the claims module off for the property manager and on for the administrator', () => {
    expect(modulesWith(ADMINISTRATOR_MODULES).moduleSinistri).toBe(true);
    expect(modulesWith(PROPERTY_MANAGER_MODULES).moduleSinistri).toBe(false);
    expect(modulesWith(ADMINISTRATOR_MODULES).moduleFatturaElettronica).toBe(false);
  });
});
