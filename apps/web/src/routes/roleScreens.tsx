/**
 * The screen of a role route (domain's route table) other than the role's own dashboard and
 * special screens, which the role chunks hold themselves. This kit is its own chunk, and the list
 * and /mod screens of each entity come from its feature folder, each loaded only when such a route
 * is first visited, so the sign-in → dashboard path carries none of them. Routes whose screen is
 * not built yet go to their list; a /new route has its screen only when the creation rule
 * (records/creationScreens.ts) lists it, so no '+' and no route disagree.
 */
import type { RouteDefinition } from '@portineria/domain';
import type { ComponentType } from 'react';
import { RoleDashboard } from '../features/dashboard/RoleDashboard.tsx';
import { hasCreationScreen } from '../records/creationScreens.ts';
import { RedirectToList } from './RedirectToList.tsx';

/**
 * The list screen and, where records open or are created, the /mod and /new screens; `detail`
 * is the page of a route of kind detail (a consultancy's folder type).
 */
interface EntityScreens {
  list: ComponentType;
  mod?: ComponentType;
  new?: ComponentType;
  detail?: ComponentType;
}

const registries = () => import('../features/registries/RegistryScreens.tsx');
const communications = () => import('../features/communications/CommunicationScreens.tsx');

/**
 * Each entity of the route table (its `entity`, or `kind` for the calendar), by feature. The
 * ORG reports show the orders and the activities until their own screens are built.
 */
const ENTITY_SCREENS: Readonly<Record<string, () => Promise<EntityScreens>>> = {
  orders: async () => {
    const [screens, detail, creation] = await Promise.all([
      import('../features/orders/OrderScreens.tsx'),
      import('./OrderDetailRoute.tsx'),
      import('./OrderNewRoute.tsx'),
    ]);
    return {
      list: screens.OrdersListScreen,
      mod: detail.OrderDetailRoute,
      new: creation.OrderNewRoute,
    };
  },
  report: async () => ({
    list: (await import('../features/orders/OrderScreens.tsx')).OrdersListScreen,
  }),
  quotes: async () => {
    const [screens, detail, creation] = await Promise.all([
      import('../features/quotes/QuoteScreens.tsx'),
      import('./QuoteDetailRoute.tsx'),
      import('../features/quotes/QuoteCreateScreen.tsx'),
    ]);
    return {
      list: screens.QuotesListScreen,
      mod: detail.QuoteDetailRoute,
      new: creation.QuoteCreateScreen,
    };
  },
  activities: async () => {
    const screens = await import('../features/activities/ActivityScreens.tsx');
    return { list: screens.ActivitiesListScreen, mod: screens.ActivityDetailScreen };
  },
  reportTimeline: async () => ({
    list: (await import('../features/activities/ActivityScreens.tsx')).ActivitiesListScreen,
  }),
  tasks: async () => {
    const [screens, form] = await Promise.all([
      import('../features/tasks/TaskScreens.tsx'),
      import('../features/tasks/TaskCreateScreen.tsx'),
    ]);
    return {
      list: screens.TasksListScreen,
      mod: screens.TaskDetailScreen,
      new: form.TaskCreateScreen,
    };
  },
  tokens: async () => {
    const [screens, detail] = await Promise.all([
      import('../features/tokens/TokenScreens.tsx'),
      import('./TokenDetailRoute.tsx'),
    ]);
    return { list: screens.TokensListScreen, mod: detail.TokenDetailRoute };
  },
  billingProposals: async () => {
    const screens = await import('../features/tokens/BillingProposalScreens.tsx');
    return {
      list: screens.BillingProposalsListScreen,
      mod: screens.BillingProposalDetailScreen,
    };
  },
  tickets: async () => {
    const [screens, detail] = await Promise.all([
      import('../features/tickets/TicketScreens.tsx'),
      import('./TicketDetailRoute.tsx'),
    ]);
    return {
      list: screens.TicketsListScreen,
      mod: detail.TicketDetailRoute,
      new: screens.TicketCreateScreen,
    };
  },
  claims: async () => {
    const [screens, detail] = await Promise.all([
      import('../features/claims/ClaimScreens.tsx'),
      import('./ClaimDetailRoute.tsx'),
    ]);
    return {
      list: screens.ClaimsListScreen,
      mod: detail.ClaimDetailRoute,
      new: screens.ClaimCreateScreen,
    };
  },
  folders: async () => {
    const [screens, detail] = await Promise.all([
      import('../features/folders/FolderScreens.tsx'),
      import('./FolderDetailRoute.tsx'),
    ]);
    return { list: screens.FoldersListScreen, mod: detail.FolderDetailRoute };
  },
  procurements: async () => {
    const screens = await import('../features/procurements/ProcurementScreens.tsx');
    return { list: screens.ProcurementsListScreen, mod: screens.ProcurementDetailScreen };
  },
  buildings: async () => {
    const [screens, detail] = await Promise.all([
      registries(),
      import('./BuildingDetailRoute.tsx'),
    ]);
    return {
      list: screens.BuildingsListScreen,
      mod: detail.BuildingDetailRoute,
      new: screens.BuildingCreateScreen,
    };
  },
  externalBuildings: async () => ({ list: (await registries()).ManagedBuildingsListScreen }),
  consultancies: async () => {
    const screens = await registries();
    return {
      list: screens.ConsultanciesListScreen,
      detail: screens.ConsultancyFolderTypeScreen,
    };
  },
  contacts: async () => {
    const screens = await registries();
    return {
      list: screens.ContactsListScreen,
      mod: screens.ContactDetailScreen,
      new: screens.ContactCreateScreen,
    };
  },
  employees: async () => {
    const screens = await registries();
    return {
      list: screens.EmployeesListScreen,
      mod: screens.EmployeeDetailScreen,
      new: screens.EmployeeCreateScreen,
    };
  },
  entitlements: async () => {
    const screens = await registries();
    return {
      list: screens.EntitlementsListScreen,
      mod: screens.EntitlementDetailScreen,
      new: screens.EntitlementCreateScreen,
    };
  },
  entitlementsAccess: async () => {
    const screens = await registries();
    return {
      list: screens.EntitlementsAccessListScreen,
      mod: screens.EntitlementAccessDetailScreen,
      new: screens.EntitlementAccessCreateScreen,
    };
  },
  suppliers: async () => {
    const [screens, detail] = await Promise.all([
      registries(),
      import('./SupplierDetailRoute.tsx'),
    ]);
    return {
      list: screens.SuppliersListScreen,
      mod: detail.SupplierDetailRoute,
      new: screens.SupplierCreateScreen,
    };
  },
  sysSuppliers: async () => ({ list: (await registries()).SystemSuppliersListScreen }),
  units: async () => {
    const screens = await registries();
    return {
      list: screens.UnitsListScreen,
      mod: screens.UnitDetailScreen,
      new: screens.UnitCreateScreen,
    };
  },
  plannedMaintenances: async () => {
    const screens = await registries();
    return {
      list: screens.PlannedMaintenancesListScreen,
      mod: screens.PlannedMaintenanceDetailScreen,
      new: screens.PlannedMaintenanceCreateScreen,
    };
  },
  correspondences: async () => {
    const screens = await communications();
    return { list: screens.CorrespondencesListScreen, mod: screens.CorrespondenceDetailScreen };
  },
  condoCorrespondences: async () => {
    const screens = await communications();
    return {
      list: screens.CondoCorrespondencesListScreen,
      mod: screens.CondoCorrespondenceDetailScreen,
    };
  },
  deliveries: async () => {
    const screens = await communications();
    return { list: screens.DeliveriesListScreen, mod: screens.DeliveryDetailScreen };
  },
  trackedDeliveries: async () => {
    const screens = await communications();
    return { list: screens.TrackedDeliveriesListScreen, mod: screens.TrackedDeliveryDetailScreen };
  },
  notices: async () => {
    const screens = await communications();
    return {
      list: screens.NoticesListScreen,
      mod: screens.NoticeDetailScreen,
      new: screens.NoticeCreateScreen,
    };
  },
  polls: async () => {
    const screens = await communications();
    return {
      list: screens.PollsListScreen,
      mod: screens.PollDetailScreen,
      new: screens.PollCreateScreen,
    };
  },
  calendar: async () => ({
    list: (await import('../features/calendar/CalendarScreens.tsx')).CalendarEventsScreen,
  }),
  chats: async () => ({ list: (await import('../features/chat/ChatScreens.tsx')).ChatsScreen }),
};

/** The feature screens of a route's entity, or undefined when no feature serves it. */
export async function entityScreens(route: RouteDefinition): Promise<EntityScreens | undefined> {
  const load = ENTITY_SCREENS[route.entity ?? route.kind];
  return load ? load() : undefined;
}

/** The component of a role route. */
export async function roleScreen(route: RouteDefinition): Promise<ComponentType> {
  switch (route.kind) {
    case 'dashboard':
      return RoleDashboard;
    case 'changelog':
      // With its Markdown renderer, loaded when first visited: not on the sign-in path.
      return (await import('../features/changelog/ChangelogScreen.tsx')).ChangelogScreen;
    case 'list':
    case 'report':
    case 'chats':
    case 'calendar':
      return (await entityScreens(route))?.list ?? RedirectToList;
    case 'mod':
      return (await entityScreens(route))?.mod ?? RedirectToList;
    case 'new':
      // The one rule of which creation screens exist, as every '+' asks it.
      return hasCreationScreen(route)
        ? ((await entityScreens(route))?.new ?? RedirectToList)
        : RedirectToList;
    case 'detail':
      return (await entityScreens(route))?.detail ?? RedirectToList;
    case 'settings':
    case 'redirect':
    case 'loading':
    case 'public':
    case 'helper':
    case 'error':
      return RoleDashboard;
    default:
      return route.kind satisfies never;
  }
}
