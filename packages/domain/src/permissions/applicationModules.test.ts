import { describe, expect, it } from 'vitest';
import { GENERAL_COMMUNICATIONS_MODULES } from '../profiles/constants.ts';
import {
  BASE_LICENCE_LEVEL,
  modulesOfApplication,
  withApplicationModules,
} from './applicationModules.ts';

describe('modulesOfApplication', () => {
  it('000 §3 Modules "claims": the claims applications need the claims module', () => {
    expect(modulesOfApplication('ORG_OPR_CLAIMS')).toEqual(['moduleSinistri']);
    expect(modulesOfApplication('SPL_OPR_CLAIMS')).toEqual(['moduleSinistri']);
  });

  it('000 §6: "The SPL folders widget needs the qualifications module"', () => {
    expect(modulesOfApplication('SPL_OPR_FOLDERS')).toEqual(['qualifications']);
  });

  it('000 §6: "USR general communications need all three modules"', () => {
    expect(modulesOfApplication('USR_COM_CORRESPONDENCES')).toEqual([
      ...GENERAL_COMMUNICATIONS_MODULES,
    ]);
  });

  it('needs no module for the other applications, and hands out a copy', () => {
    expect(modulesOfApplication('ORG_OPR_ORDERS')).toEqual([]);
    const modules = modulesOfApplication('ORG_OPR_CLAIMS');
    modules.push('qualifications');
    expect(modulesOfApplication('ORG_OPR_CLAIMS')).toEqual(['moduleSinistri']);
  });

  it('002 §6: the spec names no licence level above the base one', () => {
    expect(BASE_LICENCE_LEVEL).toBe(0);
  });
});

describe('withApplicationModules', () => {
  it('002 §6: adds the modules of the application to a requirement, without repeats', () => {
    expect(withApplicationModules({ application: 'ORG_OPR_CLAIMS' })).toEqual({
      application: 'ORG_OPR_CLAIMS',
      modules: ['moduleSinistri'],
    });
    expect(
      withApplicationModules({
        application: 'SPL_OPR_FOLDERS',
        modules: ['qualifications'],
        functionality: 'APP_NEW',
      }),
    ).toEqual({
      application: 'SPL_OPR_FOLDERS',
      modules: ['qualifications'],
      functionality: 'APP_NEW',
    });
  });

  it('leaves a requirement of an application without modules as it is', () => {
    const requirement = { application: 'ORG_OPR_ORDERS' };
    expect(withApplicationModules(requirement)).toBe(requirement);
  });
});
