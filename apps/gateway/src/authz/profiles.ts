/**
 * Profiles as the sign-in service lists them (domain `Profile`, 000 §3, 002 §3.9), read from
 * The `profiles` table with their organisation (ORG) or supplier (SPL) details.
 * Raw SQL with bound parameters keeps this module independent of the Kysely schema typings.
 */
import { ROLE_TYPE } from '@portineria/domain';
import type { ModuleFlags, ModuleKey, PermissionGrant, Profile } from '@portineria/domain';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { RequestScope } from './scope.ts';

interface ProfileRow {
  id: number;
  user_id: number;
  uid: string;
  product: string;
  role: string;
  role_type: RequestScope['roleType'];
  level: number;
  company_type: Profile['company_type'];
  company_id: number;
  company_name: string;
  organization_id: number | null;
  supplier_id: number | null;
  permissions: PermissionGrant[] | null;
  moduli: ModuleFlags | null;
  modules_show_if_disabled: ModuleKey[] | null;
  is_buildingless: boolean;
  licence_level: number | null;
  interfaccia_archivioplus: boolean | null;
  interfaccia_notificoonline: boolean | null;
  organization_name: string | null;
  organization_type: NonNullable<Profile['organization']>['orgType'] | null;
  organization_licence_level: number | null;
  supplier_licence_level: number | null;
  qualification_tags: string[] | null;
  manager_profile_uid: string | null;
}

/** A stored profile: the domain shape plus the tenant links the gateway filters on. */
export interface StoredProfile {
  profile: Profile;
  id: number;
  userId: number;
  roleType: RequestScope['roleType'];
  organizationId: number | null;
  supplierId: number | null;
}

function toStoredProfile(row: ProfileRow): StoredProfile {
  const profile: Profile = {
    uid: row.uid,
    company_type: row.company_type,
    company_id: String(row.company_id),
    company_name: row.company_name,
    role: row.role,
    profile_id: String(row.id),
    profile_level: row.level,
    permissions: row.permissions ?? [],
    moduli: row.moduli ?? {},
    modules_show_if_disabled: row.modules_show_if_disabled ?? [],
    is_buildingless: row.is_buildingless,
    product: row.product,
  };
  // An ORG profile's organisation, and a USR profile's: the organisation keeping its contact (its
  // company_id names the contact), whose detail the resident's start reads (000 §7; domain
  // organizationReadAtStart).
  const hasOrganization = row.role_type === ROLE_TYPE.ORG || row.role_type === ROLE_TYPE.USR;
  if (hasOrganization && row.organization_id !== null && row.organization_type) {
    profile.organization = {
      id: String(row.organization_id),
      name: row.organization_name ?? row.company_name,
      orgType: row.organization_type,
    };
  }
  const licenceLevel =
    row.licence_level ??
    (row.role_type === ROLE_TYPE.SPL ? row.supplier_licence_level : row.organization_licence_level);
  if (licenceLevel !== null) profile.licence_level = licenceLevel;
  if (row.interfaccia_archivioplus !== null) {
    profile.interfaccia_archivioplus = row.interfaccia_archivioplus;
  }
  if (row.interfaccia_notificoonline !== null) {
    profile.interfaccia_notificoonline = row.interfaccia_notificoonline;
  }
  if (row.role_type === ROLE_TYPE.SPL) profile.qualification_tags = row.qualification_tags ?? [];
  if (row.manager_profile_uid !== null) profile.manager_profile_uid = row.manager_profile_uid;
  return {
    profile,
    id: row.id,
    userId: row.user_id,
    roleType: row.role_type,
    organizationId: row.organization_id,
    supplierId: row.supplier_id,
  };
}

// Kysely over any schema: this module only runs raw SQL.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

/** The enabled profiles of a user, in creation order. */
export async function profilesOfUser(db: AnyDatabase, userId: number): Promise<StoredProfile[]> {
  const { rows } = await sql<ProfileRow>`
    select p.id, p.user_id, p.uid, p.product, p.role, p.role_type, p.level, p.company_type,
      p.company_id, p.company_name, p.organization_id, p.supplier_id, p.permissions, p.moduli,
      p.modules_show_if_disabled, p.is_buildingless, p.licence_level, p.interfaccia_archivioplus,
      p.interfaccia_notificoonline,
      o.name1 as organization_name, o.org_type as organization_type,
      o.licence_level as organization_licence_level,
      s.licence_level as supplier_licence_level, s.qualification_tags,
      m.uid as manager_profile_uid
    from profiles p
    left join organizations o on o.id = p.organization_id
    left join suppliers s on s.id = p.supplier_id
    left join profiles m on m.id = p.manager_profile_id and m.user_id = p.user_id and m.enabled
    where p.user_id = ${userId} and p.enabled
    order by p.id`.execute(db);
  return rows.map(toStoredProfile);
}

/** The buildings a user reaches through their entitlements (the USR tenant rule). */
export async function buildingIdsOfUser(db: AnyDatabase, userId: number): Promise<number[]> {
  const { rows } = await sql<{ building_id: number }>`
    select distinct building_id from entitlements where user_id = ${userId} order by building_id`.execute(
    db,
  );
  return rows.map((row) => row.building_id);
}

/** The request scope of a stored profile; `loadBuildings` reads a resident's buildings. */
export async function scopeOf(
  db: AnyDatabase,
  user: RequestScope['user'],
  stored: StoredProfile,
  loadBuildings: (userId: number) => Promise<number[]> = (userId) => buildingIdsOfUser(db, userId),
): Promise<RequestScope> {
  const companyId =
    stored.roleType === ROLE_TYPE.ORG
      ? (stored.organizationId ?? Number(stored.profile.company_id))
      : stored.roleType === ROLE_TYPE.SPL
        ? (stored.supplierId ?? Number(stored.profile.company_id))
        : 0;
  return {
    user,
    profile: stored.profile,
    roleType: stored.roleType,
    level: stored.profile.profile_level,
    companyId,
    buildingIds: stored.roleType === ROLE_TYPE.USR ? await loadBuildings(user.id) : [],
  };
}
