import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import {
  allBuildingsPrivate,
  navigationEntries,
  navigationFor,
  orgNavigation,
  orgPinnableGroups,
  signedOutNavigation,
  splNavigation,
  usrNavigation,
} from './menus.ts';
import type { NavigationMenu } from './menus.ts';

function subtitles(menu: NavigationMenu): (string | undefined)[] {
  return menu.groups.map((group) => group.subtitle);
}

function ids(menu: NavigationMenu): string[] {
  return navigationEntries(menu).map((entry) => entry.id);
}

function entryOf(menu: NavigationMenu, id: string) {
  return navigationEntries(menu).find((entry) => entry.id === id);
}

const supplier = (overrides = {}) =>
  makeProfile({
    uid: 'portineria:spl:301',
    role: 'spl_3',
    company_type: 'sys_suppliers',
    profile_level: 3,
    moduli: { qualifications: true },
    organization: undefined,
    ...overrides,
  });

describe('organisation menu', () => {
  it('002 §2.10 "The groups are: In gestione, Anagrafiche, Segreteria, Operatività, Analisi, Comunicazioni, Servizi" in that order for org_3', () => {
    // Arrange
    const profile = makeProfile({ role: 'org_3' });

    // Act
    const menu = orgNavigation({ profile, consultancyTypes: [{ id: 4, name: 'Sicurezza' }] });

    // Assert
    expect(subtitles(menu)).toEqual([
      undefined,
      'In gestione',
      'Anagrafiche',
      'Segreteria',
      'Operatività',
      'Analisi',
      'Comunicazioni',
      'Servizi',
      undefined,
    ]);
  });

  it('002 §2.10 "Analisi: report, report timeline. Visible to org_2 and org_3."', () => {
    const org1 = orgNavigation({ profile: makeProfile({ role: 'org_1', profile_level: 1 }) });
    const org2 = orgNavigation({ profile: makeProfile({ role: 'org_2', profile_level: 2 }) });

    expect(subtitles(org1)).not.toContain('Analisi');
    expect(ids(org2)).toEqual(expect.arrayContaining(['orgReport', 'orgReportTimeline']));
  });

  it('002 §2.10 "Servizi: consultancy links" — none for org_1 (000 §6)', () => {
    const consultancyTypes = [{ id: 4, name: 'Sicurezza sul lavoro' }];

    const org1 = orgNavigation({ profile: makeProfile({ role: 'org_1' }), consultancyTypes });
    const org3 = orgNavigation({ profile: makeProfile({ role: 'org_3' }), consultancyTypes });

    expect(subtitles(org1)).not.toContain('Servizi');
    const services = org3.groups.find((group) => group.subtitle === 'Servizi');
    expect(services?.entries).toEqual([
      expect.objectContaining({
        label: 'Sicurezza sul lavoro',
        href: '/ORG/TAB/consultancies/4',
        application: 'ORG_TAB_CONSULTANCIES',
      }),
    ]);
  });

  it('002 §2.10 "Also shown: pinned links, dashboard, calendar, tickets, system suppliers, news and settings"; settings opens the sidebar page (001 §2.2, 002 §2.9)', () => {
    const menu = orgNavigation({
      profile: makeProfile(),
      pinnedLinks: ['orgClaimsList', 'orgOrdersList:service'],
    });

    expect(menu.pinned.map((entry) => entry.href)).toEqual([
      '/ORG/OPR/claims',
      '/ORG/OPR/orders/service',
    ]);
    expect(menu.groups[0]?.entries.map((entry) => entry.href)).toEqual([
      '/ORG/dashboard',
      '/ORG/calendar',
      '/ORG/GEN/tickets',
    ]);
    expect(menu.groups.at(-1)?.entries.map((entry) => [entry.label, entry.href])).toEqual([
      ['Fornitori di sistema', '/ORG/TAB/sys-suppliers'],
      ['Novità', '/ORG/changelog'],
      ['Impostazioni', '/ORG/settings/appearance/sidebar'],
    ]);
  });

  it('000 §9 "Max pinned links 3": a fourth pinned link and unknown ids are dropped', () => {
    const menu = orgNavigation({
      profile: makeProfile(),
      pinnedLinks: ['nonEsiste', 'orgClaimsList', 'orgQuotesList', 'orgTokensList', 'orgUnitsList'],
    });

    expect(menu.pinned.map((entry) => entry.id)).toEqual([
      'orgClaimsList',
      'orgQuotesList',
      'orgTokensList',
    ]);
  });

  it('002 §2.10 "Anagrafiche: private buildings, condominiums, suppliers, employees, contacts (as clients or as persons), units, entitlements, entitlement access"', () => {
    // 000 §6 "With the module to view condominium properties both are added": both lists.
    const company = makeProfile({
      organization: { id: '9', name: 'Rossi Servizi S.p.A.', orgType: 'company' },
      moduli: { moduleVisualizzaProprietaCondomini: true },
    });

    const registries = orgNavigation({ profile: company }).groups.find(
      (group) => group.subtitle === 'Anagrafiche',
    );

    expect(registries?.entries.map((entry) => entry.label)).toEqual([
      'Immobili privati',
      'Condomìni',
      'Fornitori',
      'Dipendenti',
      'Contatti',
      'Unità',
      'Diritti',
      'Accessi delegati',
    ]);
  });

  it('000 §6 "administrators get read_condominiums": an administrator lists the condominiums, not the private buildings, and persons', () => {
    const menu = orgNavigation({ profile: makeProfile() });

    expect(entryOf(menu, 'orgBuildingsList:condominium')?.href).toBe(
      '/ORG/TAB/buildings/condominium',
    );
    expect(entryOf(menu, 'orgBuildingsList:private')).toBeUndefined();
    expect(entryOf(menu, 'orgContactsList:person')?.label).toBe('Contatti');
  });

  it('000 §6 "real-estate, property-manager and service-company types get read_private_buildings": they list the private buildings only', () => {
    for (const orgType of ['real_estate', 'property_manager', 'service_company'] as const) {
      const menu = orgNavigation({
        profile: makeProfile({ organization: { id: '8', name: 'Gestioni', orgType } }),
      });

      expect(entryOf(menu, 'orgBuildingsList:private')?.href, orgType).toBe(
        '/ORG/TAB/buildings/private',
      );
      expect(entryOf(menu, 'orgBuildingsList:condominium'), orgType).toBeUndefined();
    }
  });

  it('000 §6 "With the module to view condominium properties both are added": an administrator with the module lists both', () => {
    const menu = orgNavigation({
      profile: makeProfile({ moduli: { moduleVisualizzaProprietaCondomini: true } }),
    });

    expect(ids(menu).filter((id) => id.startsWith('orgBuildingsList:'))).toEqual([
      'orgBuildingsList:private',
      'orgBuildingsList:condominium',
    ]);
  });

  it('000 §6: a building list the profile holds read_condominiums or read_private_buildings for is listed even when its org type gets neither', () => {
    const company = makeProfile({
      organization: { id: '9', name: 'Rossi Servizi S.p.A.', orgType: 'company' },
      permissions: [{ application: 'read_private_buildings', functionalities: [] }],
    });

    expect(
      ids(orgNavigation({ profile: company })).filter((id) => id.startsWith('orgBuildingsList:')),
    ).toEqual(['orgBuildingsList:private']);
  });

  it('002 §6 "moduleVisualizzaProprietaCondomini and the org type decide whether contacts are shown as clients or as persons"', () => {
    const propertyManager = makeProfile({
      organization: { id: '8', name: 'Gestioni Immobiliari', orgType: 'property_manager' },
    });

    const menu = orgNavigation({ profile: propertyManager });

    expect(entryOf(menu, 'orgContactsList:client')).toMatchObject({
      label: 'Clienti',
      href: '/ORG/TAB/contacts/client',
    });
    expect(entryOf(menu, 'orgContactsList:person')).toBeUndefined();
  });

  it('002 §6 "moduleManagerOrg without moduleAnagrafiche hides the dashboard"', () => {
    const managerOrg = makeProfile({
      moduli: { moduleManagerOrg: true, moduleAnagrafiche: false },
    });

    expect(ids(orgNavigation({ profile: managerOrg }))).not.toContain('orgDashboard');
    expect(ids(orgNavigation({ profile: makeProfile() }))).toContain('orgDashboard');
  });

  it('002 §6 menu permission keys: every ORG entry but dashboard, news and settings carries its ORG_* application', () => {
    const menu = orgNavigation({
      profile: makeProfile(),
      consultancyTypes: [{ id: 1, name: 'A' }],
    });

    const unguarded = navigationEntries(menu).filter((entry) => entry.application === null);
    expect(unguarded.map((entry) => entry.id)).toEqual([
      'orgDashboard',
      'orgChangelog',
      'orgSettings',
    ]);
    for (const entry of navigationEntries(menu).filter((item) => item.application !== null)) {
      expect(entry.application).toMatch(/^ORG_/);
    }
  });

  it('002 §2.10 "Comunicazioni: postal service external app, polls, building chats, notices"', () => {
    const menu = orgNavigation({ profile: makeProfile() });

    const communications = menu.groups.find((group) => group.subtitle === 'Comunicazioni');

    expect(communications?.entries.map((entry) => entry.label)).toEqual([
      'Servizio postale',
      'Sondaggi',
      'Chat condominiali',
      'Avvisi',
    ]);
    expect(communications?.entries[0]).toMatchObject({ external: 'postalService' });
    expect(communications?.entries[0]?.href).toBeUndefined();
  });

  it('000 §2 "grouped by application group": the pinnable links are the titled groups’ app links', () => {
    const groups = orgPinnableGroups({ profile: makeProfile({ role: 'org_3' }) });

    expect(groups.map((group) => group.subtitle)).toEqual([
      'In gestione',
      'Anagrafiche',
      'Segreteria',
      'Operatività',
      'Analisi',
      'Comunicazioni',
    ]);
    expect(groups.flatMap((group) => group.entries).some((entry) => entry.external)).toBe(false);
  });
});

describe('supplier menu', () => {
  it('002 §2.10 Supplier menu: dashboard, calendar, folders; ANAGRAFICHE; SEGRETERIA; OPERATIVITÀ', () => {
    const menu = splNavigation({ profile: supplier(), uninvoicedTokens: 0 });

    expect(subtitles(menu)).toEqual([undefined, 'ANAGRAFICHE', 'SEGRETERIA', 'OPERATIVITÀ']);
    expect(ids(menu)).toEqual([
      'splDashboard',
      'splCalendar',
      'splFoldersList',
      'splBuildingsList',
      'splEmployeesList',
      'splClaimsList',
      'splQuotesList',
      'splProcurementsList',
      'splTokensList',
      'splOrdersList:service',
      'splOrdersList:contracts',
      'splActivitiesList',
      'splTasksList',
    ]);
  });

  it('002 §2.10 "A certificates-folders entry, enabled only when the profile\'s qualifications module is on"', () => {
    const withModule = splNavigation({ profile: supplier() });
    const withoutModule = splNavigation({ profile: supplier({ moduli: {} }) });

    expect(entryOf(withModule, 'splFoldersList')?.disabled).toBeUndefined();
    expect(entryOf(withoutModule, 'splFoldersList')).toMatchObject({
      disabled: true,
      disabledReason: 'Funzionalità non abilitata',
    });
  });

  it('002 §2.10 "procurements (only when profile_level is above 1)"', () => {
    const level1 = splNavigation({ profile: supplier({ role: 'spl_1', profile_level: 1 }) });
    const level2 = splNavigation({ profile: supplier({ role: 'spl_2', profile_level: 2 }) });

    expect(ids(level1)).not.toContain('splProcurementsList');
    expect(ids(level2)).toContain('splProcurementsList');
  });

  it('002 §2.10 "tokens with a red badge counting tokens not yet invoiced"', () => {
    const some = splNavigation({ profile: supplier(), uninvoicedTokens: 3 });
    const none = splNavigation({ profile: supplier(), uninvoicedTokens: 0 });
    const failed = splNavigation({ profile: supplier(), uninvoicedTokens: null });

    expect(entryOf(some, 'splTokensList')?.badge).toEqual({
      count: 3,
      label: '3 token da fatturare',
    });
    expect(entryOf(none, 'splTokensList')?.badge).toBeUndefined();
    expect(entryOf(failed, 'splTokensList')?.badge).toBeUndefined();
  });

  it('002 §6 supplier menu permission keys SPL_TAB_BUILDINGS … SPL_TAB_EMPLOYEES', () => {
    const menu = splNavigation({ profile: supplier() });

    expect(entryOf(menu, 'splBuildingsList')?.application).toBe('SPL_TAB_BUILDINGS');
    expect(entryOf(menu, 'splClaimsList')?.application).toBe('SPL_OPR_CLAIMS');
    expect(entryOf(menu, 'splQuotesList')?.application).toBe('SPL_OPR_QUOTES');
    expect(entryOf(menu, 'splTokensList')?.application).toBe('SPL_OPR_TOKENS');
    expect(entryOf(menu, 'splOrdersList:service')?.application).toBe('SPL_OPR_ORDERS');
    expect(entryOf(menu, 'splActivitiesList')?.application).toBe('SPL_OPR_ACTIVITIES');
    expect(entryOf(menu, 'splTasksList')?.application).toBe('SPL_OPR_TASKS');
    expect(entryOf(menu, 'splEmployeesList')?.application).toBe('SPL_TAB_EMPLOYEES');
  });
});

describe('user menu', () => {
  const condominium = { id: 1, isPrivate: false };
  const house = { id: 2, isPrivate: true };

  it('002 §2.10 User menu: dashboard, tickets, system suppliers; OPERATIVITÀ; COMUNICAZIONI; INTERAZIONI', () => {
    const menu = usrNavigation({ buildings: [condominium], activeBuildingId: 1 });

    expect(subtitles(menu)).toEqual([undefined, 'OPERATIVITÀ', 'COMUNICAZIONI', 'INTERAZIONI']);
    expect(navigationEntries(menu).map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Tickets',
      'Fornitori di sistema',
      'Ordini',
      'Contratti',
      'Corrispondenza condominiale',
      'Corrispondenza',
      'Consegne',
      'Consegne tracciate',
      'Sondaggi',
      'Chat',
      'Avvisi',
    ]);
  });

  it('002 §2.10 "Condominium correspondences, polls, chats and notices are hidden if all the user\'s buildings are private"', () => {
    const menu = usrNavigation({ buildings: [house], activeBuildingId: 2 });

    expect(ids(menu)).not.toEqual(
      expect.arrayContaining(['usrCondoCorrespondencesList', 'usrPollsList', 'usrChats']),
    );
    expect(ids(menu)).not.toContain('usrNoticesList');
    expect(allBuildingsPrivate([house])).toBe(true);
    expect(allBuildingsPrivate([])).toBe(true);
  });

  it('002 §2.10 "… and disabled if the active building is private"', () => {
    const menu = usrNavigation({ buildings: [condominium, house], activeBuildingId: 2 });

    for (const id of [
      'usrCondoCorrespondencesList',
      'usrPollsList',
      'usrChats',
      'usrNoticesList',
    ]) {
      expect(entryOf(menu, id)).toMatchObject({
        disabled: true,
        disabledReason: 'Non disponibile per un immobile privato',
      });
    }
    expect(entryOf(menu, 'usrCorrespondencesList')?.disabled).toBeUndefined();
  });

  it('002 §2.10: with a condominium active (or none selected) the condominium entries are enabled', () => {
    const selected = usrNavigation({ buildings: [condominium, house], activeBuildingId: 1 });
    const noneSelected = usrNavigation({ buildings: [condominium, house] });

    expect(entryOf(selected, 'usrPollsList')?.disabled).toBeUndefined();
    expect(entryOf(noneSelected, 'usrChats')?.disabled).toBeUndefined();
  });

  it('002 §2.6 "Entry from the user menu: the route usrChats, with the active building id and a null chat id"', () => {
    const selected = usrNavigation({ buildings: [condominium, house], activeBuildingId: 1 });
    const noneSelected = usrNavigation({ buildings: [condominium, house] });

    expect(entryOf(selected, 'usrChats')?.href).toBe('/USR/COM/chats/1');
    expect(entryOf(noneSelected, 'usrChats')?.href).toBe('/USR/COM/chats');
  });
});

describe('menu of the active profile', () => {
  it('002 §2.10 "/login as the logged-out entry"', () => {
    const menu = navigationFor({ profile: undefined });

    expect(navigationEntries(menu)).toEqual([
      expect.objectContaining({ id: 'login', label: 'Accedi', external: 'login' }),
    ]);
    expect(signedOutNavigation()).toEqual(menu);
  });

  it('000 §2 "a left navigation drawer whose content depends on the active role type"', () => {
    const org = navigationFor({ profile: makeProfile(), pinnedLinks: ['orgUnitsList'] });
    const spl = navigationFor({ profile: supplier(), uninvoicedTokens: 2 });
    const usr = navigationFor({
      profile: makeProfile({ role: 'usr_3', company_type: 'org_contacts' }),
      buildings: [{ id: 1, isPrivate: false }],
    });
    const sys = navigationFor({ profile: makeProfile({ role: 'sys_3' }) });
    const unknown = navigationFor({ profile: makeProfile({ role: 'xyz' as never }) });

    expect(org.pinned.map((entry) => entry.id)).toEqual(['orgUnitsList']);
    expect(ids(spl)).toContain('splTokensList');
    expect(entryOf(spl, 'splTokensList')?.badge?.count).toBe(2);
    expect(ids(usr)).toContain('usrPollsList');
    expect(ids(sys)).toEqual(['sysDashboard', 'sysChangelog']);
    expect(ids(unknown)).toEqual(['login']);
  });

  it('002 §2.10: defaults — no pinned links, no consultancy, no badge, no building', () => {
    const org = navigationFor({ profile: makeProfile() });
    const spl = navigationFor({ profile: supplier() });
    const usr = navigationFor({ profile: makeProfile({ role: 'usr_1' }) });

    expect(org.pinned).toEqual([]);
    expect(subtitles(org)).not.toContain('Servizi');
    expect(entryOf(spl, 'splTokensList')?.badge).toBeUndefined();
    expect(ids(usr)).not.toContain('usrPollsList');
  });
});
