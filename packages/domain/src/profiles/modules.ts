import { REDUCED_MODULES_SHOWN_WHEN_DISABLED } from './constants.ts';
import { isOrganizationProfile, orgTypeOf } from './companyTypes.ts';
import type { ModuleKey, Profile } from './types.ts';

/** Whether a module flag is on; a missing flag counts as off (000 §3 `moduli`). */
export function hasModule(profile: Pick<Profile, 'moduli'>, key: ModuleKey): boolean {
  return profile.moduli[key] === true;
}

/**
 * A manager organisation without the registry module: moduleManagerOrg on and moduleAnagrafiche
 * off (000 §6, 001 §2.2: such an organisation is redirected from the dashboard to
 * external-buildings; 002 §6: "moduleManagerOrg without moduleAnagrafiche hides the dashboard").
 * Only organisation profiles can be manager orgs.
 */
export function isManagerOrgWithoutRegistry(profile: Pick<Profile, 'role' | 'moduli'>): boolean {
  return (
    isOrganizationProfile(profile) &&
    hasModule(profile, 'moduleManagerOrg') &&
    !hasModule(profile, 'moduleAnagrafiche')
  );
}

/**
 * Whether the profile gets the reduced set of modules shown when disabled (000 §6): a manager
 * org without the registry module, or an organisation of type company.
 */
export function hasReducedModulesShownWhenDisabled(
  profile: Pick<Profile, 'role' | 'moduli' | 'organization'>,
): boolean {
  return (
    isManagerOrgWithoutRegistry(profile) ||
    (isOrganizationProfile(profile) && orgTypeOf(profile) === 'company')
  );
}

/**
 * The modules whose features are shown locked ('Funzionalità non abilitata') instead of hidden
 * when off (000 §6). The profile's `modules_show_if_disabled`, narrowed to
 * REDUCED_MODULES_SHOWN_WHEN_DISABLED for a manager org without registry or a company-type org.
 */
export function modulesShownWhenDisabled(
  profile: Pick<Profile, 'role' | 'moduli' | 'organization' | 'modules_show_if_disabled'>,
): ModuleKey[] {
  if (!hasReducedModulesShownWhenDisabled(profile)) return [...profile.modules_show_if_disabled];
  const reduced: readonly ModuleKey[] = REDUCED_MODULES_SHOWN_WHEN_DISABLED;
  return profile.modules_show_if_disabled.filter((key) => reduced.includes(key));
}
