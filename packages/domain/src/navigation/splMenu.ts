/** The supplier's side menu (002 §2.10; see menus.ts for the choices). */
import { navigationMessage } from '../messages/it-IT/navigation.ts';
import { showsSupplierProcurements } from '../profiles/features.ts';
import { hasModule } from '../profiles/modules.ts';
import { hrefFor } from '../routing/href.ts';
import { uninvoicedTokensBadge } from '../suppliers/tokensBadge.ts';
import {
  codes,
  entry,
  group,
  type NavigationEntry,
  type NavigationMenu,
  type SplNavigationInput,
} from './menuEntries.ts';

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
