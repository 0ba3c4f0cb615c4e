/** The organisation's side menu (002 §2.10; see menus.ts for the choices). */
import { readableBuildingCategories } from '../profiles/buildings.ts';
import { contactCategoriesShown } from '../profiles/contacts.ts';
import { showsConsultancyLinks } from '../profiles/features.ts';
import { isManagerOrgWithoutRegistry } from '../profiles/modules.ts';
import { roleLevelOf } from '../profiles/roles.ts';
import { hrefFor } from '../routing/href.ts';
import { MAX_PINNED_LINKS } from '../constants/constants.ts';
import {
  codes,
  entry,
  group,
  type NavigationEntry,
  type NavigationGroup,
  type NavigationMenu,
  type OrgNavigationInput,
} from './menuEntries.ts';

/** The ORG groups of 002 §2.10, without the pinned links (also the source of the pinnable links). */
function orgGroups(input: OrgNavigationInput): NavigationGroup[] {
  const { profile } = input;
  const level = roleLevelOf(profile.role);
  const top: NavigationEntry[] = [];
  if (!isManagerOrgWithoutRegistry(profile)) {
    top.push(entry('orgDashboard', 'routing.title.dashboard', hrefFor('orgDashboard'), null));
  }
  top.push(
    entry(
      'orgCalendar',
      'routing.title.calendar',
      hrefFor('orgCalendar'),
      codes.ORG_OTHER_CALENDAR,
    ),
    entry(
      'orgTicketsList',
      'routing.title.tickets',
      hrefFor('orgTicketsList'),
      codes.ORG_GEN_TICKETS,
    ),
  );

  // The building lists follow the custom permissions (000 §6), the same rule as the buildings
  // counters: which category *marker* a building carries (002 §6) says nothing about which lists
  // the organisation can read.
  const buildingCategories = readableBuildingCategories(profile);
  const registries: NavigationEntry[] = [];
  if (buildingCategories.includes('private')) {
    registries.push(
      entry(
        'orgBuildingsList:private',
        'routing.title.privateBuildings',
        hrefFor('orgBuildingsList', { category: 'private' }),
        codes.ORG_TAB_BUILDINGS,
      ),
    );
  }
  if (buildingCategories.includes('condominium')) {
    registries.push(
      entry(
        'orgBuildingsList:condominium',
        'routing.title.condominiums',
        hrefFor('orgBuildingsList', { category: 'condominium' }),
        codes.ORG_TAB_BUILDINGS,
      ),
    );
  }
  registries.push(
    entry(
      'orgSuppliersList',
      'routing.title.suppliers',
      hrefFor('orgSuppliersList'),
      codes.ORG_TAB_SUPPLIERS,
    ),
    entry(
      'orgEmployeesList',
      'routing.title.employees',
      hrefFor('orgEmployeesList'),
      codes.ORG_TAB_EMPLOYEES,
    ),
  );
  for (const category of contactCategoriesShown(profile)) {
    registries.push(
      entry(
        `orgContactsList:${category}`,
        category === 'client' ? 'routing.title.clients' : 'routing.title.contacts',
        hrefFor('orgContactsList', { category }),
        codes.ORG_TAB_CONTACTS,
      ),
    );
  }
  registries.push(
    entry('orgUnitsList', 'routing.title.units', hrefFor('orgUnitsList'), codes.ORG_TAB_UNITS),
    entry(
      'orgEntitlementsList',
      'routing.title.entitlements',
      hrefFor('orgEntitlementsList'),
      codes.ORG_TAB_ENTITLEMENTS,
    ),
    entry(
      'orgEntitlementsAccessList',
      'routing.title.entitlementsAccess',
      hrefFor('orgEntitlementsAccessList'),
      codes.ORG_TAB_ENTITLEMENTSACCESS,
    ),
  );

  const groups: NavigationGroup[] = [
    group('main', undefined, top),
    group('managed', 'navigation.group.managed', [
      entry(
        'orgExternalBuildings',
        'routing.title.externalBuildings',
        hrefFor('orgExternalBuildings'),
        codes.ORG_TAB_EXTERNALBUILDINGS,
      ),
    ]),
    group('registries', 'navigation.group.registries', registries),
    group('secretariat', 'navigation.group.secretariat', [
      entry(
        'orgPlannedMaintenancesList',
        'routing.title.plannedMaintenances',
        hrefFor('orgPlannedMaintenancesList'),
        codes.ORG_TAB_PLANNEDMAINTENANCES,
      ),
      entry(
        'orgClaimsList',
        'routing.title.claims',
        hrefFor('orgClaimsList'),
        codes.ORG_OPR_CLAIMS,
      ),
      entry(
        'orgQuotesList',
        'routing.title.quotes',
        hrefFor('orgQuotesList'),
        codes.ORG_OPR_QUOTES,
      ),
      entry(
        'orgTokensList',
        'routing.title.tokens',
        hrefFor('orgTokensList'),
        codes.ORG_OPR_TOKENS,
      ),
    ]),
    group('operations', 'navigation.group.operations', [
      entry(
        'orgOrdersList:service',
        'routing.title.orders',
        hrefFor('orgOrdersList', { orderType: 'service' }),
        codes.ORG_OPR_ORDERS,
      ),
      entry(
        'orgOrdersList:contracts',
        'routing.title.contracts',
        hrefFor('orgOrdersList', { orderType: 'contracts' }),
        codes.ORG_OPR_ORDERS,
      ),
      entry('orgTasksList', 'routing.title.tasks', hrefFor('orgTasksList'), codes.ORG_OPR_TASKS),
    ]),
  ];
  // 002 §2.10 "Analisi: report, report timeline. Visible to org_2 and org_3."
  if (level === 2 || level === 3) {
    groups.push(
      group('analysis', 'navigation.group.analysis', [
        entry('orgReport', 'routing.title.report', hrefFor('orgReport'), codes.ORG_STATS_REPORT),
        entry(
          'orgReportTimeline',
          'routing.title.reportTimeline',
          hrefFor('orgReportTimeline'),
          codes.ORG_STATS_REPORTTIMELINE,
        ),
      ]),
    );
  }
  groups.push(
    group('communications', 'navigation.group.communications', [
      entry(
        'postalService',
        'navigation.entry.postalService',
        undefined,
        codes.ORG_COM_CORRESPONDENCES,
        { external: 'postalService' },
      ),
      entry('orgPollsList', 'routing.title.polls', hrefFor('orgPollsList'), codes.ORG_COM_POLLS),
      entry('orgChats', 'navigation.entry.buildingChats', hrefFor('orgChats'), codes.ORG_COM_CHATS),
      entry(
        'orgNoticesList',
        'routing.title.notices',
        hrefFor('orgNoticesList'),
        codes.ORG_COM_NOTICES,
      ),
    ]),
  );
  // 002 §2.10 "Servizi: consultancy links"; 000 §6 none for org_1.
  const consultancies = showsConsultancyLinks(profile) ? (input.consultancyTypes ?? []) : [];
  if (consultancies.length > 0) {
    groups.push(
      group(
        'services',
        'navigation.group.services',
        consultancies.map((type) => ({
          ...entry(
            `orgConsultancies:${type.id}`,
            'routing.title.consultancies',
            hrefFor('orgConsultancies', { consultancyTypeId: String(type.id) }),
            codes.ORG_TAB_CONSULTANCIES,
          ),
          label: type.name,
        })),
      ),
    );
  }
  groups.push(
    group('other', undefined, [
      entry(
        'orgSysSuppliers',
        'routing.title.sysSuppliers',
        hrefFor('orgSysSuppliers'),
        codes.ORG_TAB_SYSSUPPLIERS,
      ),
      entry('orgChangelog', 'navigation.entry.news', hrefFor('orgChangelog'), null),
      // 002 §2.9: settings open on their only page, 'Navigazione' (001 §2.2's redirect target).
      entry('orgSettings', 'navigation.entry.settings', hrefFor('orgSettingsSidebar'), null),
    ]),
  );
  return groups;
}

/**
 * The links an organisation user may pin, by group (000 §2 'Barra di navigazione': "grouped by
 * application group"): every entry of a titled group with an app path.
 */
export function orgPinnableGroups(
  input: Omit<OrgNavigationInput, 'pinnedLinks'>,
): NavigationGroup[] {
  return orgGroups(input)
    .filter((candidate) => candidate.subtitle !== undefined)
    .map((candidate) => ({
      ...candidate,
      entries: candidate.entries.filter((item) => item.href !== undefined),
    }))
    .filter((candidate) => candidate.entries.length > 0);
}

/**
 * The organisation menu (002 §2.10): pinned links (at most three, unknown ids dropped), the
 * dashboard, calendar and tickets, the groups In gestione, Anagrafiche, Segreteria, Operatività,
 * Analisi (org_2 and org_3 only), Comunicazioni, Servizi (consultancy links, not for org_1), then
 * system suppliers, news and settings.
 */
export function orgNavigation(input: OrgNavigationInput): NavigationMenu {
  const groups = orgGroups(input);
  const byId = new Map(
    groups.flatMap((candidate) => candidate.entries).map((item) => [item.id, item]),
  );
  const pinned = (input.pinnedLinks ?? [])
    .map((id) => byId.get(id))
    .filter((item): item is NavigationEntry => item !== undefined && item.href !== undefined)
    .slice(0, MAX_PINNED_LINKS);
  return { pinned, groups };
}
