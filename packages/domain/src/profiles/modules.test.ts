import { describe, expect, it } from 'vitest';
import { REDUCED_MODULES_SHOWN_WHEN_DISABLED } from './constants.ts';
import {
  hasModule,
  hasReducedModulesShownWhenDisabled,
  isManagerOrgWithoutRegistry,
  modulesShownWhenDisabled,
} from './modules.ts';
import { makeProfile } from './testProfile.ts';
import type { ModuleKey, OrgType } from './types.ts';

const SERVER_FLAGGED: ModuleKey[] = [
  'moduleCalendario',
  'moduleAvvisiCondominiali',
  'moduleChat',
  'moduleCorrispondenzaAL',
  'moduleAnalisi',
];

describe('hasModule', () => {
  it('000 §3: "moduli (module flags)" — on only when the flag is true; missing counts as off', () => {
    const profile = makeProfile({ moduli: { moduleChat: true, moduleAnalisi: false } });

    expect(hasModule(profile, 'moduleChat')).toBe(true);
    expect(hasModule(profile, 'moduleAnalisi')).toBe(false);
    expect(hasModule(profile, 'moduleRas')).toBe(false);
  });
});

describe('isManagerOrgWithoutRegistry', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ] as const)(
    '001 §2.2: "If the organisation has the manager module but not the registry module" — moduleManagerOrg %s, moduleAnagrafiche %s → %s',
    (manager, registry, expected) => {
      const profile = makeProfile({
        moduli: { moduleManagerOrg: manager, moduleAnagrafiche: registry },
      });

      expect(isManagerOrgWithoutRegistry(profile)).toBe(expected);
    },
  );

  it('002 §6: "moduleManagerOrg without moduleAnagrafiche hides the dashboard" — only organisations', () => {
    const profile = makeProfile({ role: 'spl_3', moduli: { moduleManagerOrg: true } });

    expect(isManagerOrgWithoutRegistry(profile)).toBe(false);
  });
});

describe('modulesShownWhenDisabled', () => {
  const LINE =
    '000 §6: "a manager org without the registry module, or an organisation of type company, gets a reduced set of modules shown when disabled"';

  it.each([
    ['administrator', {}, false],
    ['real_estate', {}, false],
    ['property_manager', {}, false],
    ['service_company', {}, false],
    ['company', {}, true],
    ['administrator', { moduleManagerOrg: true }, true],
    ['administrator', { moduleManagerOrg: true, moduleAnagrafiche: true }, false],
    ['company', { moduleManagerOrg: true, moduleAnagrafiche: true }, true],
  ] as [OrgType, Partial<Record<ModuleKey, boolean>>, boolean][])(
    `${LINE} — %s with %j reduced: %s`,
    (orgType, moduli, reduced) => {
      // Arrange
      const profile = makeProfile({
        organization: { id: '1', name: 'Org', orgType },
        moduli,
        modules_show_if_disabled: SERVER_FLAGGED,
      });

      // Act
      const shown = modulesShownWhenDisabled(profile);

      // Assert
      expect(hasReducedModulesShownWhenDisabled(profile)).toBe(reduced);
      expect(shown).toEqual(
        reduced ? ['moduleCalendario', 'moduleChat', 'moduleAnalisi'] : SERVER_FLAGGED,
      );
    },
  );

  it(`${LINE} — the reduced set never adds a module the server did not flag`, () => {
    const profile = makeProfile({
      organization: { id: '1', name: 'Edil Srl', orgType: 'company' },
      modules_show_if_disabled: [],
    });

    expect(modulesShownWhenDisabled(profile)).toEqual([]);
    expect(REDUCED_MODULES_SHOWN_WHEN_DISABLED.length).toBeGreaterThan(0);
  });

  it(`${LINE} — non-organisation profiles keep their list`, () => {
    const profile = makeProfile({
      role: 'spl_2',
      company_type: 'suppliers',
      organization: undefined,
      moduli: { moduleManagerOrg: true },
      modules_show_if_disabled: ['moduleRas'],
    });

    expect(modulesShownWhenDisabled(profile)).toEqual(['moduleRas']);
  });

  it(`${LINE} — returns a copy, never the profile's own array`, () => {
    const profile = makeProfile({ modules_show_if_disabled: ['moduleRas'] });

    const shown = modulesShownWhenDisabled(profile);

    expect(shown).not.toBe(profile.modules_show_if_disabled);
  });
});
