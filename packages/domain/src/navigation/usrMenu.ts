/** The user's (resident's) side menu (002 §2.10; see menus.ts for the choices). */
import { navigationMessage } from '../messages/it-IT/navigation.ts';
import { hrefFor } from '../routing/href.ts';
import {
  codes,
  entry,
  group,
  type NavigationEntry,
  type NavigationMenu,
  type UsrNavigationInput,
  type NavigationBuilding,
} from './menuEntries.ts';

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
