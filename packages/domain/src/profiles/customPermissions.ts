import { CUSTOM_PERMISSIONS } from './constants.ts';
import type { CustomPermission } from './constants.ts';
import { isOrganizationProfile, orgTypeOf } from './companyTypes.ts';
import { hasModule } from './modules.ts';
import type { OrgType, PermissionGrant, Profile } from './types.ts';

/**
 * The custom permission codes an org type gets without the module to view condominium
 * properties (000 §6: "administrators get read_condominiums; real-estate, property-manager and
 * service-company types get read_private_buildings").
 *
 * The spec names no custom permission for the company type: a company gets none. It reaches its
 * buildings through its ordinary grants, or through moduleVisualizzaProprietaCondomini.
 */
const CUSTOM_PERMISSIONS_BY_ORG_TYPE = {
  administrator: [CUSTOM_PERMISSIONS.readCondominiums],
  real_estate: [CUSTOM_PERMISSIONS.readPrivateBuildings],
  property_manager: [CUSTOM_PERMISSIONS.readPrivateBuildings],
  service_company: [CUSTOM_PERMISSIONS.readPrivateBuildings],
  company: [],
} as const satisfies Record<OrgType, readonly CustomPermission[]>;

/**
 * The custom permissions injected for an organisation profile (000 §6). With
 * moduleVisualizzaProprietaCondomini both read_condominiums and read_private_buildings; otherwise
 * by org type. Non-organisation profiles get none ("injected for organisations").
 */
export function customPermissionsFor(
  profile: Pick<Profile, 'role' | 'moduli' | 'organization'>,
): PermissionGrant[] {
  if (!isOrganizationProfile(profile)) return [];
  const orgType = orgTypeOf(profile);
  const codes: readonly CustomPermission[] = hasModule(
    profile,
    'moduleVisualizzaProprietaCondomini',
  )
    ? [CUSTOM_PERMISSIONS.readCondominiums, CUSTOM_PERMISSIONS.readPrivateBuildings]
    : orgType
      ? CUSTOM_PERMISSIONS_BY_ORG_TYPE[orgType]
      : [];
  return codes.map((application) => ({ application, functionalities: [] }));
}

/**
 * The profile with its custom permissions added as grants with no functionalities (000 §6).
 * A custom permission the profile already holds is not added twice, so the call is idempotent.
 */
export function withCustomPermissions<
  ProfileShape extends Pick<Profile, 'role' | 'moduli' | 'organization' | 'permissions'>,
>(profile: ProfileShape): ProfileShape {
  const held = new Set(profile.permissions.map((grant) => grant.application));
  const added = customPermissionsFor(profile).filter((grant) => !held.has(grant.application));
  if (added.length === 0) return profile;
  return { ...profile, permissions: [...profile.permissions, ...added] };
}
