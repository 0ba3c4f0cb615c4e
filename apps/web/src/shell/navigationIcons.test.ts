import { navigationEntries, navigationFor, type Profile } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { navigationIcon, navigationIconKey, navigationIconOf } from './navigationIcons.tsx';
import { loadOtherRoleNavigation } from './loadOtherRoleNavigation.ts';
import { OTHER_ROLE_ICONS } from './otherRoleNavigation.ts';

function profile(overrides: Partial<Profile>): Profile {
  return {
    uid: 'portineria:org:101',
    company_type: 'sys_organizations',
    company_id: '7',
    company_name: 'Studio Rossi Amministrazioni',
    role: 'org_3',
    profile_id: '101',
    profile_level: 3,
    permissions: [],
    moduli: {},
    modules_show_if_disabled: [],
    is_buildingless: false,
    organization: { id: '7', name: 'Studio Rossi Amministrazioni', orgType: 'administrator' },
    product: 'portineria',
    ...overrides,
  };
}

/** Every menu the app can draw: each role, both building and contact categories, every group. */
const MENUS = {
  'org_3 with both building lists, persons, consultancies and pins': navigationFor({
    profile: profile({ moduli: { moduleVisualizzaProprietaCondomini: true } }),
    consultancyTypes: [
      { id: 1, name: 'Sicurezza sul lavoro' },
      { id: 2, name: 'Privacy' },
    ],
    pinnedLinks: ['orgClaimsList', 'orgUnitsList'],
  }),
  'a property manager, with clients': navigationFor({
    profile: profile({
      role: 'org_2',
      profile_level: 2,
      organization: { id: '8', name: 'Conti Gestioni', orgType: 'property_manager' },
    }),
  }),
  'spl_3 with procurements and the tokens badge': navigationFor({
    profile: profile({
      uid: 'portineria:spl:301',
      role: 'spl_3',
      company_type: 'sys_suppliers',
      moduli: { qualifications: true },
      organization: undefined,
    }),
    uninvoicedTokens: 3,
  }),
  'usr_3 with a condominium': navigationFor({
    profile: profile({ uid: 'portineria:usr:501', role: 'usr_3', company_type: 'org_contacts' }),
    buildings: [{ id: 1, isPrivate: false }],
    activeBuildingId: 1,
  }),
  sys_3: navigationFor({
    profile: profile({ uid: 'portineria:sys:1', role: 'sys_3', organization: undefined }),
  }),
  'signed out': navigationFor({ profile: undefined }),
};

describe('side-menu icons (000 §2: the 90 px rail shows only icons, labels as tooltips)', () => {
  /** How many entries (pinned included) each menu has: a menu that lost entries fails here. */
  const EXPECTED_ENTRIES: Record<keyof typeof MENUS, number> = {
    'org_3 with both building lists, persons, consultancies and pins': 32,
    'a property manager, with clients': 27,
    'spl_3 with procurements and the tokens badge': 13,
    'usr_3 with a condominium': 12,
    sys_3: 2,
    'signed out': 1,
  };

  it.each(Object.entries(MENUS))(
    'every entry of the menu of %s has an icon',
    async (name, menu) => {
      const otherRoles = (await loadOtherRoleNavigation()).OTHER_ROLE_ICONS;
      const entries = [...menu.pinned, ...navigationEntries(menu)];
      const withoutIcon = entries.filter(
        (entry) => navigationIconOf(entry, otherRoles) === undefined,
      );

      expect(entries).toHaveLength(EXPECTED_ENTRIES[name as keyof typeof MENUS]);
      expect(withoutIcon.map((entry) => entry.id)).toEqual([]);
    },
  );

  it('the same screen has the same icon in every role: the role prefix and a consultancy type are dropped', () => {
    expect(navigationIconKey('orgTicketsList')).toBe('ticketsList');
    expect(navigationIconKey('usrTicketsList')).toBe('ticketsList');
    expect(navigationIconKey('orgBuildingsList:private')).toBe('buildingsList:private');
    expect(navigationIconKey('orgSysSuppliers')).toBe('sysSuppliers');
    expect(navigationIconKey('sysDashboard')).toBe('dashboard');
    expect(navigationIconKey('orgConsultancies:12')).toBe('consultancies');
    expect(navigationIconOf({ id: 'orgTicketsList' })).toBe(
      navigationIconOf({ id: 'usrTicketsList' }),
    );
  });

  it('the two building lists and the two order lists are told apart by their icons', () => {
    expect(navigationIconOf({ id: 'orgBuildingsList:private' })).not.toBe(
      navigationIconOf({ id: 'orgBuildingsList:condominium' }),
    );
    expect(navigationIconOf({ id: 'orgOrdersList:service' })).not.toBe(
      navigationIconOf({ id: 'orgOrdersList:contracts' }),
    );
  });

  it('the ORG menus draw every icon without loading the SPL and USR icons', () => {
    const orgMenus = [
      MENUS['org_3 with both building lists, persons, consultancies and pins'],
      MENUS['a property manager, with clients'],
    ];
    const entries = orgMenus.flatMap((menu) => [...menu.pinned, ...navigationEntries(menu)]);

    expect(entries.filter((entry) => navigationIconOf(entry) === undefined)).toEqual([]);
  });

  it('the SPL and USR icons are drawn from their own chunk, with the menus that chunk brings', async () => {
    const splEntries = navigationEntries(MENUS['spl_3 with procurements and the tokens badge']);
    const usrEntries = navigationEntries(MENUS['usr_3 with a condominium']);
    const onDemand = [...splEntries, ...usrEntries].filter(
      (entry) => navigationIconOf(entry) === undefined,
    );
    const otherRoles = (await loadOtherRoleNavigation()).OTHER_ROLE_ICONS;

    expect(onDemand.map((entry) => navigationIconKey(entry.id)).sort()).toEqual(
      expect.arrayContaining(['activitiesList', 'deliveriesList']),
    );
    expect(onDemand.every((entry) => navigationIcon(entry, otherRoles) !== undefined)).toBe(true);
    expect(navigationIconOf({ id: 'splActivitiesList' }, otherRoles)).toBe(
      OTHER_ROLE_ICONS.activitiesList,
    );
    expect(navigationIcon({ id: 'orgNoSuchScreen' }, otherRoles)).toBeUndefined();
  });
});
