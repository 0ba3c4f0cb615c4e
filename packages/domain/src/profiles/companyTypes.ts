import { roleTypeOf } from './roles.ts';
import type { CompanyType, OrgType, Profile, RoleType } from './types.ts';

/** The company type of organisations (000 §3). */
export function isOrganizationCompanyType(companyType: CompanyType | null | undefined): boolean {
  return companyType === 'sys_organizations';
}

/** The company type of contacts, the residents and owners (000 §3, 002 §6 "the contacts side"). */
export function isContactCompanyType(companyType: CompanyType | null | undefined): boolean {
  return companyType === 'org_contacts';
}

function hasRoleType(profile: Pick<Profile, 'role'>, type: RoleType): boolean {
  return roleTypeOf(profile.role) === type;
}

/** An ORG profile: a managing organisation (000 §1). Decided by the role, as the routes are. */
export function isOrganizationProfile(profile: Pick<Profile, 'role'>): boolean {
  return hasRoleType(profile, 'ORG');
}

/** An SPL profile: a supplier (000 §1). */
export function isSupplierProfile(profile: Pick<Profile, 'role'>): boolean {
  return hasRoleType(profile, 'SPL');
}

/** A USR profile: a resident or owner, also called a contact (000 §1). */
export function isUserProfile(profile: Pick<Profile, 'role'>): boolean {
  return hasRoleType(profile, 'USR');
}

/** A SYS profile: a system or back-office role (000 §1). */
export function isSystemProfile(profile: Pick<Profile, 'role'>): boolean {
  return hasRoleType(profile, 'SYS');
}

/** The org type of an organisation profile (000 §3 "organisation detail including orgType"). */
export function orgTypeOf(profile: Pick<Profile, 'organization'>): OrgType | undefined {
  return profile.organization?.orgType;
}
