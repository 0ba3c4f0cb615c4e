import { CUSTOM_PERMISSIONS } from './constants.ts';
import {
  isContactCompanyType,
  isOrganizationProfile,
  isUserProfile,
  orgTypeOf,
} from './companyTypes.ts';
import { withCustomPermissions } from './customPermissions.ts';
import type { OrgType, Profile } from './types.ts';

/** The two building categories (001 §2.2 "/ORG/TAB/buildings/{category} … private or condominium"). */
export type BuildingCategory = 'private' | 'condominium';

/** The building field these rules read (002 §3.10 "Building (menu): … isPrivate"). */
export interface BuildingPrivacy {
  isPrivate: boolean;
}

const BOTH_CATEGORIES: readonly BuildingCategory[] = ['private', 'condominium'];

/** The categories marked per org type; see `buildingCategoriesShown` for the reading. */
const CATEGORIES_SHOWN_BY_ORG_TYPE = {
  administrator: ['private'],
  company: ['private', 'condominium'],
  real_estate: ['condominium'],
  property_manager: ['condominium'],
  service_company: ['condominium'],
} as const satisfies Record<OrgType, readonly BuildingCategory[]>;

/** A contacts-side profile: a USR profile or one of company type org_contacts (002 §6). */
function isContactsSide(profile: Pick<Profile, 'role' | 'company_type'>): boolean {
  return isUserProfile(profile) || isContactCompanyType(profile.company_type);
}

/**
 * The building categories whose marker is displayed on a building (002 §6 "Building category
 * display: private is shown for company-type org with org type amministratore or company;
 * condominium is shown for company, property manager, real estate and service company; the
 * contacts side sees both").
 *
 * Our reading: this is the category *marker* on a building, not access to the lists. Each org
 * type marks the buildings that differ from its usual kind: an administrator's buildings are
 * condominiums (000 §6 gives it read_condominiums) so it marks the private ones; real estate,
 * property managers and service companies work on private buildings (read_private_buildings) so
 * they mark the condominiums; a company has both kinds and marks both. Read this way the two
 * sentences agree with 000 §6 instead of contradicting it. Which lists an org can open is
 * `readableBuildingCategories`. An org profile without an org type, and the SPL and SYS sides
 * (the spec is silent), see both markers: they cannot assume a usual kind.
 */
export function buildingCategoriesShown(
  profile: Pick<Profile, 'role' | 'company_type' | 'organization'>,
): BuildingCategory[] {
  if (isContactsSide(profile) || !isOrganizationProfile(profile)) return [...BOTH_CATEGORIES];
  const orgType = orgTypeOf(profile);
  return [...(orgType ? CATEGORIES_SHOWN_BY_ORG_TYPE[orgType] : BOTH_CATEGORIES)];
}

/** The category of a building: private when isPrivate, otherwise condominium. */
export function buildingCategoryOf(building: BuildingPrivacy): BuildingCategory {
  return building.isPrivate ? 'private' : 'condominium';
}

/**
 * The category marker to display on a building for a profile, or undefined when its category is
 * not displayed for that profile (see `buildingCategoriesShown`, 002 §6).
 */
export function buildingCategoryMarker(
  profile: Pick<Profile, 'role' | 'company_type' | 'organization'>,
  building: BuildingPrivacy,
): BuildingCategory | undefined {
  const category = buildingCategoryOf(building);
  return buildingCategoriesShown(profile).includes(category) ? category : undefined;
}

/**
 * The building lists an organisation can read, from its custom permissions (000 §6):
 * read_condominiums opens the condominiums, read_private_buildings the private buildings.
 */
export function readableBuildingCategories(
  profile: Pick<Profile, 'role' | 'moduli' | 'organization' | 'permissions'>,
): BuildingCategory[] {
  const held = new Set(
    withCustomPermissions(profile).permissions.map((grant) => grant.application),
  );
  const categories: BuildingCategory[] = [];
  if (held.has(CUSTOM_PERMISSIONS.readPrivateBuildings)) categories.push('private');
  if (held.has(CUSTOM_PERMISSIONS.readCondominiums)) categories.push('condominium');
  return categories;
}

/** Only organisation profiles see the 'externally managed' chip (002 §6). */
export function showsExternallyManagedChip(profile: Pick<Profile, 'role'>): boolean {
  return isOrganizationProfile(profile);
}

/**
 * Whether the top bar shows the chat button (002 §2.11 "Hidden if the contacts profile has private
 * buildings or none"; 002 §6 "a profile with is_buildingless matters for the chat button").
 *
 * Our reading of "has private buildings": only private buildings. The contacts' chat is the chat
 * between condominium residents ('Chat tra condòmini'), which needs at least one condominium, so
 * one private building among condominiums does not hide it. A buildingless contacts profile has
 * none. Organisation, supplier and system profiles always see their company chat.
 */
export function showsChatButton(
  profile: Pick<Profile, 'role' | 'company_type' | 'is_buildingless'>,
  buildings: readonly BuildingPrivacy[],
): boolean {
  if (!isContactsSide(profile)) return true;
  if (profile.is_buildingless) return false;
  return buildings.some((building) => !building.isPrivate);
}
