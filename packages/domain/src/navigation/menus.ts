/**
 * The left navigation of every role as data (002 §2.10 Side menus; 000 §2 Shell; 002 §6 menu
 * permission keys). The app renders these entries with the ui's NavDrawer and wraps each one in
 * the permission gate with its `application`; the rules of what is listed, hidden, disabled or
 * badged live here.
 *
 * Choices (see DECISIONS.md "Navigation"):
 * - The SPL certificates-folders entry is listed for every supplier and disabled without the
 *   qualifications module (002 §2.10 "enabled only when the profile's qualifications module is on").
 * - USR: "all the user's buildings are private" also holds for a user with no building, who has
 *   no condominium to read about either, so the condominium entries are hidden then too.
 * - The ORG dashboard entry is left out for a manager org without the registry module (002 §6
 *   "moduleManagerOrg without moduleAnagrafiche hides the dashboard").
 * - Entries without a permission check (dashboard, news, settings) carry `application: null`.
 */
import { navigationMessage, navigationMessages } from '../messages/it-IT/navigation.ts';
import { areaMessage } from '../messages/placeholders.ts';
import { routingMessages } from '../messages/it-IT/routing.ts';
import { APPLICATION_CODES, type ApplicationCode } from '../permissions/applicationCodes.ts';
import { readableBuildingCategories } from '../profiles/buildings.ts';
import { contactCategoriesShown } from '../profiles/contacts.ts';
import { showsConsultancyLinks, showsSupplierProcurements } from '../profiles/features.ts';
import { hasModule, isManagerOrgWithoutRegistry } from '../profiles/modules.ts';
import { roleLevelOf, roleTypeOf } from '../profiles/roles.ts';
import type { Profile } from '../profiles/types.ts';
import { hrefFor } from '../routing/href.ts';
import { uninvoicedTokensBadge } from '../suppliers/tokensBadge.ts';
import { MAX_PINNED_LINKS } from '../constants/constants.ts';

/** A menu label: a screen title of the routing area or a label of the navigation area. */
type MenuMessageKey = keyof typeof routingMessages | keyof typeof navigationMessages;

/** The labels of menu entries and groups, from the two areas they come from. */
const menuMessage = /* @__PURE__ */ areaMessage({ ...routingMessages, ...navigationMessages });

/** What an entry opens outside the app's routes. */
export type NavigationExternalTarget = 'postalService' | 'login';

/** One entry of a side menu. */
export interface NavigationEntry {
  /** Unique in the menu: the route name, with the parameter for category routes ('orgBuildingsList:private'). */
  readonly id: string;
  /** The Italian label. */
  readonly label: string;
  /** The message key of the label. */
  readonly labelKey: MenuMessageKey;
  /** The app path the entry leads to; undefined for external targets. */
  readonly href?: string;
  /** An external target the app opens itself (new tab with token and profile, or the login service). */
  readonly external?: NavigationExternalTarget;
  /** The application code the permission gate checks; null for entries every profile of the role sees. */
  readonly application: ApplicationCode | null;
  /** Shown but not activatable. */
  readonly disabled?: boolean;
  /** Why it is disabled (tooltip). */
  readonly disabledReason?: string;
  /** A red counter (SPL tokens not yet invoiced). */
  readonly badge?: { readonly count: number; readonly label: string };
}

/** A group of the menu; `subtitle` is shown only when the menu is expanded (002 §2.10). */
export interface NavigationGroup {
  readonly id: string;
  readonly subtitle?: string;
  readonly entries: readonly NavigationEntry[];
}

/** A role's menu: pinned links first (ORG), then the groups in order. */
export interface NavigationMenu {
  readonly pinned: readonly NavigationEntry[];
  readonly groups: readonly NavigationGroup[];
}

/** A consultancy type the 'Servizi' group links to (000 §2 route name orgConsultancies). */
export interface ConsultancyLink {
  readonly id: string | number;
  readonly name: string;
}

/** What the ORG menu reads besides the profile. */
export interface OrgNavigationInput {
  profile: Pick<Profile, 'role' | 'moduli' | 'organization' | 'company_type' | 'permissions'>;
  /** The ids of the pinned entries, in the user's order (at most three are used, 000 §9). */
  pinnedLinks?: readonly string[];
  /** The consultancy types for the 'Servizi' group. */
  consultancyTypes?: readonly ConsultancyLink[];
}

/** What the SPL menu reads besides the profile. */
export interface SplNavigationInput {
  profile: Pick<Profile, 'role' | 'moduli' | 'profile_level'>;
  /** The count of tokens not yet invoiced; null or undefined when the count failed or is loading. */
  uninvoicedTokens?: number | null;
}

/** A building of the USR menu: only its privacy matters. */
export interface NavigationBuilding {
  readonly id: string | number;
  readonly isPrivate?: boolean;
}

/** What the USR menu reads. */
export interface UsrNavigationInput {
  /** The user's buildings. */
  buildings: readonly NavigationBuilding[];
  /** The building selected on the dashboard, if any. */
  activeBuildingId?: string | number | null;
}

function entry(
  id: string,
  labelKey: MenuMessageKey,
  href: string | undefined,
  application: ApplicationCode | null,
  extra: Partial<Pick<NavigationEntry, 'external' | 'disabled' | 'disabledReason' | 'badge'>> = {},
): NavigationEntry {
  return {
    id,
    labelKey,
    label: menuMessage(labelKey),
    ...(href === undefined ? {} : { href }),
    application,
    ...extra,
  };
}

function group(
  id: string,
  subtitleKey: MenuMessageKey | undefined,
  entries: readonly NavigationEntry[],
): NavigationGroup {
  return { id, ...(subtitleKey ? { subtitle: menuMessage(subtitleKey) } : {}), entries };
}

const codes = APPLICATION_CODES;

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
      entry('orgSettings', 'navigation.entry.settings', hrefFor('orgSettings'), null),
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

/**
 * The supplier menu (002 §2.10): dashboard and calendar; the certificates-folders entry, enabled
 * only with the qualifications module; ANAGRAFICHE buildings, employees; SEGRETERIA claims,
 * quotes, procurements (profile_level above 1) and tokens with the red badge of tokens not yet
 * invoiced; OPERATIVITÀ orders, contracts, activities, tasks.
 */
export function splNavigation(input: SplNavigationInput): NavigationMenu {
  const { profile } = input;
  const foldersEnabled = hasModule(profile, 'qualifications');
  const badgeCount = uninvoicedTokensBadge(input.uninvoicedTokens);
  const secretariat: NavigationEntry[] = [
    entry('splClaimsList', 'routing.title.claims', hrefFor('splClaimsList'), codes.SPL_OPR_CLAIMS),
    entry('splQuotesList', 'routing.title.quotes', hrefFor('splQuotesList'), codes.SPL_OPR_QUOTES),
  ];
  if (showsSupplierProcurements(profile)) {
    secretariat.push(
      entry(
        'splProcurementsList',
        'routing.title.procurements',
        hrefFor('splProcurementsList'),
        codes.SPL_OPR_PROCUREMENTS,
      ),
    );
  }
  secretariat.push(
    entry(
      'splTokensList',
      'routing.title.tokens',
      hrefFor('splTokensList'),
      codes.SPL_OPR_TOKENS,
      badgeCount === undefined
        ? {}
        : {
            badge: {
              count: badgeCount,
              label: navigationMessage('navigation.badge.uninvoicedTokens', { count: badgeCount }),
            },
          },
    ),
  );
  return {
    pinned: [],
    groups: [
      group('main', undefined, [
        entry('splDashboard', 'routing.title.dashboard', hrefFor('splDashboard'), null),
        entry('splCalendar', 'routing.title.calendar', hrefFor('splCalendar'), null),
        entry(
          'splFoldersList',
          'navigation.entry.folders',
          hrefFor('splFoldersList'),
          codes.SPL_OPR_FOLDERS,
          foldersEnabled
            ? {}
            : {
                disabled: true,
                disabledReason: navigationMessage('navigation.disabled.qualificationsModule'),
              },
        ),
      ]),
      group('registries', 'navigation.group.registriesUpper', [
        entry(
          'splBuildingsList',
          'routing.title.buildings',
          hrefFor('splBuildingsList'),
          codes.SPL_TAB_BUILDINGS,
        ),
        entry(
          'splEmployeesList',
          'routing.title.employees',
          hrefFor('splEmployeesList'),
          codes.SPL_TAB_EMPLOYEES,
        ),
      ]),
      group('secretariat', 'navigation.group.secretariatUpper', secretariat),
      group('operations', 'navigation.group.operationsUpper', [
        entry(
          'splOrdersList:service',
          'routing.title.orders',
          hrefFor('splOrdersList', { orderType: 'service' }),
          codes.SPL_OPR_ORDERS,
        ),
        entry(
          'splOrdersList:contracts',
          'routing.title.contracts',
          hrefFor('splOrdersList', { orderType: 'contracts' }),
          codes.SPL_OPR_ORDERS,
        ),
        entry(
          'splActivitiesList',
          'routing.title.activities',
          hrefFor('splActivitiesList'),
          codes.SPL_OPR_ACTIVITIES,
        ),
        entry('splTasksList', 'routing.title.tasks', hrefFor('splTasksList'), codes.SPL_OPR_TASKS),
      ]),
    ],
  };
}

/** Whether every building of the user is private (also true with no building; see the choices above). */
export function allBuildingsPrivate(buildings: readonly NavigationBuilding[]): boolean {
  return buildings.every((building) => building.isPrivate === true);
}

/**
 * The user menu (002 §2.10): dashboard, tickets, system suppliers; OPERATIVITÀ orders and
 * contracts; COMUNICAZIONI condominium correspondences, correspondences, deliveries, tracked
 * deliveries; INTERAZIONI polls, chat, notices. Condominium correspondences, polls, chats and
 * notices are hidden when all the user's buildings are private and disabled when the active
 * building is private.
 */
export function usrNavigation(input: UsrNavigationInput): NavigationMenu {
  const hideCondominium = allBuildingsPrivate(input.buildings);
  const active = input.buildings.find(
    (building) =>
      input.activeBuildingId != null && String(building.id) === String(input.activeBuildingId),
  );
  const disableCondominium = active?.isPrivate === true;
  const condominiumOnly = (item: NavigationEntry): NavigationEntry[] => {
    if (hideCondominium) return [];
    if (!disableCondominium) return [item];
    return [
      {
        ...item,
        disabled: true,
        disabledReason: navigationMessage('navigation.disabled.privateBuilding'),
      },
    ];
  };
  return {
    pinned: [],
    groups: [
      group('main', undefined, [
        entry('usrDashboard', 'routing.title.dashboard', hrefFor('usrDashboard'), null),
        entry(
          'usrTicketsList',
          'routing.title.tickets',
          hrefFor('usrTicketsList'),
          codes.USR_GEN_TICKETS,
        ),
        entry(
          'usrSysSuppliers',
          'routing.title.sysSuppliers',
          hrefFor('usrSysSuppliers'),
          codes.USR_TAB_SYSSUPPLIERS,
        ),
      ]),
      group('operations', 'navigation.group.operationsUpper', [
        entry(
          'usrOrdersList:service',
          'routing.title.orders',
          hrefFor('usrOrdersList', { orderType: 'service' }),
          codes.USR_OPR_ORDERS,
        ),
        entry(
          'usrOrdersList:contracts',
          'routing.title.contracts',
          hrefFor('usrOrdersList', { orderType: 'contracts' }),
          codes.USR_OPR_ORDERS,
        ),
      ]),
      group('communications', 'navigation.group.communicationsUpper', [
        ...condominiumOnly(
          entry(
            'usrCondoCorrespondencesList',
            'routing.title.condoCorrespondences',
            hrefFor('usrCondoCorrespondencesList'),
            codes.USR_COM_CONDOCORRESPONDENCES,
          ),
        ),
        entry(
          'usrCorrespondencesList',
          'routing.title.correspondences',
          hrefFor('usrCorrespondencesList'),
          codes.USR_COM_CORRESPONDENCES,
        ),
        entry(
          'usrDeliveriesList',
          'routing.title.deliveries',
          hrefFor('usrDeliveriesList'),
          codes.USR_COM_DELIVERY,
        ),
        entry(
          'usrTrackedDeliveriesList',
          'routing.title.trackedDeliveries',
          hrefFor('usrTrackedDeliveriesList'),
          codes.USR_COM_TRACKEDDELIVERIES,
        ),
      ]),
      group('interactions', 'navigation.group.interactionsUpper', [
        ...condominiumOnly(
          entry(
            'usrPollsList',
            'routing.title.polls',
            hrefFor('usrPollsList'),
            codes.USR_COM_POLLS,
          ),
        ),
        // 002 §2.6 "the route usrChats, with the active building id and a null chat id".
        ...condominiumOnly(
          entry(
            'usrChats',
            'routing.title.chats',
            hrefFor('usrChats', { idElement: active?.id ?? null }),
            codes.USR_COM_CHATS,
          ),
        ),
        ...condominiumOnly(
          entry(
            'usrNoticesList',
            'routing.title.notices',
            hrefFor('usrNoticesList'),
            codes.USR_COM_NOTICES,
          ),
        ),
      ]),
    ],
  };
}

/** Everything a role's menu may read. */
export interface NavigationInput {
  profile: Profile | undefined;
  pinnedLinks?: readonly string[];
  consultancyTypes?: readonly ConsultancyLink[];
  uninvoicedTokens?: number | null;
  buildings?: readonly NavigationBuilding[];
  activeBuildingId?: string | number | null;
}

/**
 * The menu of the active profile's role type; without a profile (logged out) only the login
 * entry (002 §2.10 "/login as the logged-out entry"). SYS has only its dashboard and news.
 */
export function navigationFor(input: NavigationInput): NavigationMenu {
  const { profile } = input;
  const roleType = roleTypeOf(profile?.role);
  if (!profile || roleType === undefined) {
    return {
      pinned: [],
      groups: [
        group('main', undefined, [
          entry('login', 'navigation.entry.login', undefined, null, { external: 'login' }),
        ]),
      ],
    };
  }
  switch (roleType) {
    case 'ORG':
      return orgNavigation({
        profile,
        pinnedLinks: input.pinnedLinks ?? [],
        consultancyTypes: input.consultancyTypes ?? [],
      });
    case 'SPL':
      return splNavigation({ profile, uninvoicedTokens: input.uninvoicedTokens ?? null });
    case 'USR':
      return usrNavigation({
        buildings: input.buildings ?? [],
        activeBuildingId: input.activeBuildingId ?? null,
      });
    case 'SYS':
      return {
        pinned: [],
        groups: [
          group('main', undefined, [
            entry('sysDashboard', 'routing.title.dashboard', hrefFor('sysDashboard'), null),
            entry('sysChangelog', 'navigation.entry.news', hrefFor('sysChangelog'), null),
          ]),
        ],
      };
    default:
      return roleType satisfies never;
  }
}

/** Every entry of a menu, pinned ones excluded, in order (for tests and the pinned-links page). */
export function navigationEntries(menu: NavigationMenu): NavigationEntry[] {
  return menu.groups.flatMap((candidate) => [...candidate.entries]);
}
