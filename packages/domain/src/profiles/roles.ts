import type { Profile, Role, RoleType } from './types.ts';
import { ROLE_TYPES } from './types.ts';

/**
 * The role type of a role: the text before the first underscore, upper-cased (000 §2, §3).
 * Returns undefined for anything that is not one of ORG, SPL, SYS, USR.
 */
export function roleTypeOf(role: Role | null | undefined): RoleType | undefined {
  if (!role) return undefined;
  const prefix = role.split('_')[0]?.toUpperCase();
  return ROLE_TYPES.find((type) => type === prefix);
}

/** The level of a role: the number after the underscore (`org_3` → 3); undefined when absent. */
export function roleLevelOf(role: Role | null | undefined): number | undefined {
  if (!role) return undefined;
  const underscore = role.indexOf('_');
  if (underscore < 0) return undefined;
  const level = Number(role.slice(underscore + 1));
  return Number.isInteger(level) ? level : undefined;
}

/** The dashboard path of a role: `/{ROLE}/dashboard` (000 §2 Dashboards). */
export function dashboardPathFor(role: Role | null | undefined): string | undefined {
  const type = roleTypeOf(role);
  return type ? `/${type}/dashboard` : undefined;
}

/** The profile id: the third colon-separated part of the profile uid (000 §3). */
export function profileIdFromUid(uid: string | null | undefined): string | undefined {
  const part = uid?.split(':')[2];
  return part ? part : undefined;
}

/** The role type of a profile. */
export function profileRoleType(profile: Pick<Profile, 'role'>): RoleType | undefined {
  return roleTypeOf(profile.role);
}
