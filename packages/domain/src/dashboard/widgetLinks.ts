/**
 * Where the dashboards lead (000 §2 Dashboards; 001 §2.7; 002 §7.6): a counter or chip opens the
 * list of its view, a list widget's 'Mostra tutti' opens the full list, a launcher or shortcut its
 * screen, and each list item its record at `/{ROLE}{applicationRoute}/mod/{id}` (002 §2.1).
 * The spec names the destinations, not the query of a view: the view id travels as `?view=`, the
 * id the entity's view tables use, so the list can apply the same criteria (DECISIONS.md).
 */
import { folderDashboardViewOf } from '../folders/folderViews.ts';
import type { RoleType } from '../profiles/types.ts';
import { calendarHref, hrefFor, orderDetailHref } from '../routing/href.ts';
import type { RouteOrderCategory } from '../routing/href.ts';
import type { DashboardViewReference, DashboardWidgetId } from './types.ts';

/** The roles whose dashboards link to lists. */
export type DashboardLinkRole = Extract<RoleType, 'ORG' | 'SPL' | 'USR'>;

function viewQuery(reference: DashboardViewReference) {
  return reference.view === null ? undefined : { view: reference.view };
}

/**
 * The list a counter or a chip opens, filtered by its view (000 §2 counters; 000 §4 view names);
 * null when the role has no such list (persons and buildings are ORG registries, folders SPL's).
 */
export function dashboardViewHref(
  reference: DashboardViewReference,
  role: Exclude<DashboardLinkRole, 'USR'>,
): string | null {
  const query = viewQuery(reference);
  const isOrg = role === 'ORG';
  switch (reference.entity) {
    case 'claims':
      return isOrg ? hrefFor('orgClaimsList', {}, query) : hrefFor('splClaimsList', {}, query);
    case 'service-orders':
    case 'repeat-orders': {
      const orderType = reference.entity === 'service-orders' ? 'service' : 'contracts';
      return isOrg
        ? hrefFor('orgOrdersList', { orderType }, query)
        : hrefFor('splOrdersList', { orderType }, query);
    }
    case 'quotes':
      return isOrg ? hrefFor('orgQuotesList', {}, query) : hrefFor('splQuotesList', {}, query);
    case 'tokens':
      return isOrg ? hrefFor('orgTokensList', {}, query) : hrefFor('splTokensList', {}, query);
    case 'tickets':
      return isOrg ? hrefFor('orgTicketsList', {}, query) : null;
    case 'persons':
      return isOrg ? hrefFor('orgContactsList', { category: 'person' }) : null;
    case 'buildings':
      return isOrg && (reference.view === 'condominium' || reference.view === 'private')
        ? hrefFor('orgBuildingsList', { category: reference.view })
        : null;
    case 'folders':
      // Only the folder views the list can filter by (FOLDER_DASHBOARD_VIEWS).
      return isOrg || folderDashboardViewOf(reference.view) === null
        ? null
        : hrefFor('splFoldersList', {}, query);
    default:
      return reference.entity satisfies never;
  }
}

/**
 * The screen a widget as a whole opens: the full list of a list widget ('Mostra tutti'), the
 * screen of a launcher or a shortcut. Null for widgets with no single list: counters and chips
 * link per view, 'Assegnati a me' merges three sources, the ORG activities have no list of their
 * own (001 §2.2), the building selector and the banner are not links.
 */
export function dashboardWidgetHref(id: DashboardWidgetId): string | null {
  switch (id) {
    case 'daily_events':
      return calendarHref('ORG') ?? null;
    case 'tickets_list':
      return hrefFor('orgTicketsList');
    case 'orders_list':
      return hrefFor('orgOrdersList', { orderType: 'service' });
    case 'repeat_orders_list':
      return hrefFor('orgOrdersList', { orderType: 'contracts' });
    case 'quotes_list':
      return hrefFor('orgQuotesList');
    case 'tokens_list':
      return hrefFor('orgTokensList', {}, { view: '2VER' });
    case 'spl_buildings_launcher':
      return hrefFor('splBuildingsList');
    case 'spl_employees_launcher':
      return hrefFor('splEmployeesList');
    case 'spl_today_activities':
    case 'spl_expired_activities':
      return hrefFor('splActivitiesList');
    case 'spl_requested_quotes':
      return hrefFor('splQuotesList');
    case 'usr_orders_shortcut':
      return hrefFor('usrOrdersList', { orderType: 'service' });
    case 'usr_communications_shortcut':
    case 'usr_unread_correspondence':
      return hrefFor('usrCorrespondencesList');
    case 'usr_tickets_shortcut':
      return hrefFor('usrTicketsList');
    case 'usr_condo_correspondences_shortcut':
      return hrefFor('usrCondoCorrespondencesList');
    // The general communications need the postal-documents module (000 §6): they are the postal
    // deliveries of the USR menu's COMUNICAZIONI group (002 §2.10).
    case 'usr_general_communications_shortcut':
      return hrefFor('usrDeliveriesList');
    case 'usr_notices_shortcut':
      return hrefFor('usrNoticesList');
    case 'claims_open_counter':
    case 'claims_in_verification_counter':
    case 'claims_damage_assessed_counter':
    case 'claims_in_liquidation_counter':
    case 'repeat_orders_open_counter':
    case 'repeat_orders_to_renew_counter':
    case 'repeat_orders_expired_activities_counter':
    case 'service_orders_open_counter':
    case 'service_orders_open_not_confirmed_counter':
    case 'service_orders_open_expired_counter':
    case 'service_orders_with_opportunity_counter':
    case 'quotes_requested_counter':
    case 'quotes_to_evaluate_counter':
    case 'tokens_to_verify_counter':
    case 'tickets_to_assign_counter':
    case 'tickets_taken_counter':
    case 'tickets_working_counter':
    case 'persons_counter':
    case 'condominiums_counter':
    case 'private_buildings_counter':
    case 'claims_chips':
    case 'repeat_orders_chips':
    case 'service_orders_chips':
    case 'quotes_chips':
    case 'tickets_chips':
    case 'assigned_to_me':
    case 'activities_list':
    case 'spl_app_banner':
    case 'spl_orders_chips':
    case 'spl_contracts_chips':
    case 'spl_folders_chips':
    case 'usr_building_selector':
      return null;
    default:
      return id satisfies never;
  }
}

/** A record a dashboard list shows, by what it is. */
export type DashboardItemReference =
  | { kind: 'ticket'; id: string | number }
  | { kind: 'order'; id: string | number; category: RouteOrderCategory }
  | { kind: 'claim'; id: string | number }
  | { kind: 'quote'; id: string | number }
  | { kind: 'token'; id: string | number }
  | {
      kind: 'activity';
      id: string | number;
      orderId?: string | number | null;
      orderCategory?: RouteOrderCategory | null;
    }
  | { kind: 'correspondence'; id: string | number }
  | { kind: 'event'; day: string };

/**
 * The screen of one item of a dashboard list (002 §2.1 "/{ROLE}{applicationRoute}/mod/{id} for any
 * linked entity"; 002 §7.6 "Ticket detail opens at {app route}/mod/{id}. Order detail opens at
 * OPR/orders/service/mod/{id} … or OPR/orders/contracts/mod/{id}"). An ORG activity opens its
 * order, the only ORG screen an activity has (001 §4.2: the organisation edits it in a dialog of
 * the order); a calendar event opens its day in the calendar. Null when the role has no screen.
 */
export function dashboardItemHref(
  item: DashboardItemReference,
  role: DashboardLinkRole,
): string | null {
  const idElement = item.kind === 'event' ? '' : item.id;
  switch (item.kind) {
    case 'ticket':
      if (role === 'ORG') return hrefFor('orgTicketMod', { idElement });
      return role === 'USR' ? hrefFor('usrTicketMod', { idElement }) : null;
    case 'order':
      return orderDetailHref(role, item.category, item.id);
    case 'claim':
      return role === 'USR'
        ? null
        : hrefFor(role === 'ORG' ? 'orgClaimMod' : 'splClaimMod', { idElement });
    case 'quote':
      return role === 'USR'
        ? null
        : hrefFor(role === 'ORG' ? 'orgQuoteMod' : 'splQuoteMod', { idElement });
    case 'token':
      return role === 'USR'
        ? null
        : hrefFor(role === 'ORG' ? 'orgTokenMod' : 'splTokenMod', { idElement });
    case 'activity':
      if (role === 'SPL') return hrefFor('splActivityMod', { idElement });
      if (role === 'ORG' && item.orderId != null && item.orderCategory != null) {
        return orderDetailHref('ORG', item.orderCategory, item.orderId);
      }
      return null;
    case 'correspondence':
      return role === 'USR' ? hrefFor('usrCorrespondenceMod', { idElement }) : null;
    case 'event':
      return role === 'USR' ? null : (calendarHref(role, { selectedDay: item.day }) ?? null);
    default:
      return item satisfies never;
  }
}

/**
 * The dashboard view a list shows when it is opened with `?view=` (000 §2 counters: a counter
 * or a chip opens its list filtered to its view): the inverse of {@link dashboardViewHref}, so
 * the list applies the criteria the counter counted and shows the same number. Null when the
 * list has no such view (no `view`, a list no counter opens, or an unknown view id: the list is
 * then shown whole).
 */
export function dashboardViewOfList(
  routeName: string,
  params: Readonly<Record<string, string | undefined>>,
  view: string | null | undefined,
): DashboardViewReference | null {
  if (!view) return null;
  switch (routeName) {
    case 'orgClaimsList':
    case 'splClaimsList':
      return { entity: 'claims', view };
    case 'orgOrdersList':
    case 'splOrdersList':
      if (params.orderType === 'service') return { entity: 'service-orders', view };
      return params.orderType === 'contracts' ? { entity: 'repeat-orders', view } : null;
    case 'orgTokensList':
    case 'splTokensList':
      return { entity: 'tokens', view };
    case 'orgTicketsList':
      return { entity: 'tickets', view };
    case 'splFoldersList':
      // The list's own filters by state (001 §4.7) are not dashboard views.
      return folderDashboardViewOf(view) ? { entity: 'folders', view } : null;
    default:
      return null;
  }
}
