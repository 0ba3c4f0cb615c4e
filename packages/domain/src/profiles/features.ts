import {
  ORG_LICENCES_TAB_LEVEL,
  PROCUREMENTS_MIN_LEVEL_EXCLUSIVE,
} from '../constants/constants.ts';
import { GENERAL_COMMUNICATIONS_MODULES } from './constants.ts';
import { isOrganizationProfile, isSupplierProfile, isSystemProfile } from './companyTypes.ts';
import { hasModule } from './modules.ts';
import { roleLevelOf } from './roles.ts';
import type { Profile } from './types.ts';

/**
 * USR general communications need all three modules: communications, ptDoc and condominium
 * correspondence (000 §6).
 */
export function hasGeneralCommunications(profile: Pick<Profile, 'moduli'>): boolean {
  return GENERAL_COMMUNICATIONS_MODULES.every((key) => hasModule(profile, key));
}

/**
 * Whether the organisation menu shows the consultancy links (000 §6 "Org role org_1 sees no
 * consultancy links"; 002 §2.10 "Servizi: consultancy links" is an ORG menu group).
 */
export function showsConsultancyLinks(profile: Pick<Profile, 'role'>): boolean {
  return isOrganizationProfile(profile) && roleLevelOf(profile.role) !== 1;
}

/** The support-desk widget script is attached for ORG and SYS roles, not SPL or USR (000 §6). */
export function usesSupportDeskWidget(profile: Pick<Profile, 'role'>): boolean {
  return isOrganizationProfile(profile) || isSystemProfile(profile);
}

/**
 * The SPL certification folders need the qualifications module (000 §6 "The SPL folders widget
 * needs the qualifications module"; 002 §2.10 "enabled only when the profile's qualifications
 * module is on").
 */
export function canUseQualificationFolders(profile: Pick<Profile, 'role' | 'moduli'>): boolean {
  return isSupplierProfile(profile) && hasModule(profile, 'qualifications');
}

// Editor levels (002 §5.6, §6, §9). The level is the profile's `profile_level`: 002 §9 speaks of
// "SPL level" and "profile level" for the same ladder, and profile_level is the field the spec
// names for procurements.

/** The organisation editor's Licenze tab is only for org level 3 (002 §2.9, §6). */
export function showsOrgLicencesTab(profile: Pick<Profile, 'role' | 'profile_level'>): boolean {
  return isOrganizationProfile(profile) && profile.profile_level >= ORG_LICENCES_TAB_LEVEL;
}

/** Supplier procurements in the menu need profile_level above 1 (002 §2.10, §6). */
export function showsSupplierProcurements(
  profile: Pick<Profile, 'role' | 'profile_level'>,
): boolean {
  return isSupplierProfile(profile) && profile.profile_level > PROCUREMENTS_MIN_LEVEL_EXCLUSIVE;
}
