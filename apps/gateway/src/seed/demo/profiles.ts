/**
 * Demo profiles of the demo accounts (ORG, SPL, USR, SYS) with their grants and modules, and
 * the accounts the seed answers.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { ProfilesTable } from '../../db/schema.ts';
import {
  ADMINISTRATOR_MODULES,
  MODULES_SHOWN_IF_DISABLED,
  grantsFor,
  modulesWith,
  residentModules,
  supplierModules,
} from '../permissions.ts';
import type { SeedRoleType } from '../permissions.ts';
import type { DemoAccount, DemoAccountKey, DemoProfile } from '../types.ts';
import { ORG_CONTI_MODULES, ORG_ROSSI_MODULES, idOf, withJsonb } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';
import type { PeopleIds } from './people.ts';

export type ProfilesIds = Awaited<ReturnType<typeof seedProfiles>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedProfiles(
  db: Db,
  ids: Pick<OrganisationsIds, 'S' | 'orgs' | 'suppliers'> &
    Pick<PeopleIds, 'C' | 'U' | 'accountSpecs' | 'contacts' | 'employees'>,
) {
  const { S, orgs, C, U, accountSpecs, contacts, employees } = ids;

  // --- Profiles -------------------------------------------------------------------------------
  const orgName = {
    studioRossi: 'Studio Rossi Amministrazioni',
    contiGestioni: 'Conti Gestioni Immobiliari S.r.l.',
  };
  interface ProfileSpec {
    account: DemoAccountKey;
    roleType: SeedRoleType;
    level: number;
    org?: keyof typeof orgs;
    supplier?: keyof typeof ids.suppliers;
    contact?: keyof typeof contacts;
  }
  const profileSpecs: ProfileSpec[] = [
    { account: 'giulia', roleType: 'ORG', level: 3, org: 'studioRossi' },
    {
      account: 'giulia',
      roleType: 'USR',
      level: 2,
      org: 'contiGestioni',
      contact: 'giuliaResident',
    },
    { account: 'luca', roleType: 'ORG', level: 1, org: 'studioRossi' },
    { account: 'sara', roleType: 'ORG', level: 2, org: 'contiGestioni' },
    { account: 'paolo', roleType: 'SPL', level: 3, supplier: 'idraulicaBianchi' },
    { account: 'anna', roleType: 'SPL', level: 1, supplier: 'galloImpianti' },
    { account: 'maria', roleType: 'USR', level: 3, org: 'studioRossi', contact: 'maria' },
    { account: 'marco', roleType: 'USR', level: 1, org: 'contiGestioni', contact: 'marco' },
    { account: 'elena', roleType: 'SYS', level: 3 },
    // Conti Gestioni manages buildings for Studio Rossi (organizations.manager_organization_id):
    // Sara also works in Studio Rossi, and that profile names her Conti profile as its manager
    // profile (002 §2.11 "Go-to-manager-profile action"). Last, so earlier profile ids stay.
    { account: 'sara', roleType: 'ORG', level: 1, org: 'studioRossi' },
  ];
  const supplierSpecs = {
    idraulicaBianchi: { name: 'Idraulica Bianchi S.r.l.', modules: supplierModules(true) },
    galloImpianti: { name: 'Gallo Impianti Elettrici S.n.c.', modules: supplierModules(false) },
  } as const;
  const orgModules = { studioRossi: ORG_ROSSI_MODULES, contiGestioni: ORG_CONTI_MODULES };
  const orgLicence = { studioRossi: 3, contiGestioni: 2 };
  const profileRow = (spec: ProfileSpec, index: number): Insertable<ProfilesTable> => {
    const role = `${spec.roleType.toLowerCase()}_${String(spec.level)}`;
    const common = {
      user_id: U(spec.account),
      uid: `pending:${String(index)}`,
      product: 'portineria',
      role,
      role_type: spec.roleType,
      level: spec.level,
      permissions: grantsFor(spec.roleType, spec.level),
      modules_show_if_disabled: [...MODULES_SHOWN_IF_DISABLED],
    };
    if (spec.roleType === 'ORG' && spec.org) {
      return {
        ...common,
        company_type: 'sys_organizations',
        company_id: idOf(orgs, spec.org),
        company_name: orgName[spec.org],
        organization_id: idOf(orgs, spec.org),
        moduli: modulesWith(orgModules[spec.org]),
        licence_level: orgLicence[spec.org],
        interfaccia_archivioplus: spec.org === 'studioRossi' ? true : null,
        interfaccia_notificoonline: spec.org === 'studioRossi' ? true : null,
        // Menu entry ids (./resources/pinnedLinks.ts): service orders, claims, suppliers.
        pinned_links:
          spec.level === 3 ? ['orgOrdersList:service', 'orgClaimsList', 'orgSuppliersList'] : [],
      };
    }
    if (spec.roleType === 'SPL' && spec.supplier) {
      const supplierSpec = supplierSpecs[spec.supplier as keyof typeof supplierSpecs];
      return {
        ...common,
        company_type: 'suppliers',
        company_id: S(spec.supplier),
        company_name: supplierSpec.name,
        supplier_id: S(spec.supplier),
        moduli: modulesWith(supplierSpec.modules),
        licence_level: 1,
      };
    }
    if (spec.roleType === 'USR' && spec.org && spec.contact) {
      return {
        ...common,
        company_type: 'org_contacts',
        company_id: C(spec.contact),
        company_name: orgName[spec.org],
        organization_id: idOf(orgs, spec.org),
        contact_id: C(spec.contact),
        moduli: modulesWith(residentModules(orgModules[spec.org])),
        licence_level: orgLicence[spec.org],
      };
    }
    return {
      ...common,
      company_type: 'sys_organizations',
      company_id: 0,
      company_name: 'Portineria — Back office',
      moduli: modulesWith([...ADMINISTRATOR_MODULES, 'qualifications', 'moduleManagerOrg']),
      modules_show_if_disabled: [],
      licence_level: 3,
    };
  };
  const profileRows = await db
    .insertInto('profiles')
    .values(
      profileSpecs
        .map(profileRow)
        .map((row) => withJsonb(row, ['permissions', 'modules_show_if_disabled', 'pinned_links'])),
    )
    .returning(['id', 'role', 'role_type', 'company_id'])
    .execute();
  await db
    .updateTable('profiles')
    .set({ uid: sql<string>`'portineria:' || lower(role_type) || ':' || id::text` })
    .where('uid', 'like', 'pending:%')
    .execute();
  const saraProfileIn = (org: 'studioRossi' | 'contiGestioni') => {
    const index = profileSpecs.findIndex(
      (spec) => spec.account === 'sara' && spec.roleType === 'ORG' && spec.org === org,
    );
    const row = profileRows[index];
    if (!row) throw new Error(`seed: Sara's ${org} profile missing`);
    return row.id;
  };
  await db
    .updateTable('profiles')
    .set({ manager_profile_id: saraProfileIn('contiGestioni') })
    .where('id', '=', saraProfileIn('studioRossi'))
    .execute();

  const accounts = {} as Record<DemoAccountKey, DemoAccount>;
  for (const key of Object.keys(accountSpecs) as DemoAccountKey[]) {
    const [firstname, lastname, email] = accountSpecs[key];
    accounts[key] = {
      key,
      userId: U(key),
      email,
      displayName: `${firstname} ${lastname}`,
      profiles: [],
      profileByType: {},
      employeeId: key in employees ? idOf(employees, key as keyof typeof employees) : null,
      contactId:
        key === 'giulia'
          ? C('giuliaResident')
          : key in contacts
            ? idOf(contacts, key as keyof typeof contacts)
            : null,
    };
  }
  profileSpecs.forEach((spec, index) => {
    const row = profileRows[index];
    if (!row) throw new Error('seed: profile row missing');
    const profile: DemoProfile = {
      uid: `portineria:${row.role_type.toLowerCase()}:${String(row.id)}`,
      profileId: row.id,
      role: row.role,
      roleType: row.role_type,
      companyId: row.company_id,
    };
    accounts[spec.account].profiles.push(profile);
    // The first profile of each type: Sara's Studio Rossi profile comes after her Conti one.
    accounts[spec.account].profileByType[profile.roleType] ??= profile;
  });
  const P = (key: DemoAccountKey, type: DemoProfile['roleType']): number => {
    const profile = accounts[key].profileByType[type];
    if (!profile) throw new Error(`seed: ${key} has no ${type} profile`);
    return profile.profileId;
  };
  return { P, accounts };
}
