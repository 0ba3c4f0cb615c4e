/**
 * The component of a widget of the catalogue (000 §3 "Dashboard component definition … component"):
 * counters and chip counters count their views, each list its own query. The fixed SPL and USR
 * widgets that are not data (banner, launchers, shortcuts, the building selector) are laid out by
 * their dashboards, which know their neighbours; here they are the grid-less data widgets.
 */
import type { DashboardWidget } from '@portineria/domain';
import type { DashboardSession } from '../dashboardContext.ts';
import { ChipCounterWidget, CounterWidget } from './CounterWidgets.tsx';
import { DailyEventsWidget } from './DailyEventsWidget.tsx';
import {
  ActivitiesListWidget,
  AssignedToMeWidget,
  OrdersListWidget,
  QuotesListWidget,
  RepeatOrdersListWidget,
  SplExpiredActivitiesWidget,
  SplTodayActivitiesWidget,
  TicketsListWidget,
  TokensListWidget,
} from './ListWidgets.tsx';
import { UnreadCorrespondenceWidget } from './UnreadCorrespondenceWidget.tsx';

export function DashboardWidgetView({
  widget,
  session,
}: {
  widget: DashboardWidget;
  session: DashboardSession;
}) {
  const props = { widget, session };
  switch (widget.id) {
    case 'daily_events':
      return <DailyEventsWidget {...props} />;
    case 'assigned_to_me':
      return <AssignedToMeWidget {...props} />;
    case 'tickets_list':
      return <TicketsListWidget {...props} />;
    case 'orders_list':
      return <OrdersListWidget {...props} />;
    case 'repeat_orders_list':
      return <RepeatOrdersListWidget {...props} />;
    case 'activities_list':
      return <ActivitiesListWidget {...props} />;
    case 'quotes_list':
    case 'spl_requested_quotes':
      return <QuotesListWidget {...props} />;
    case 'tokens_list':
      return <TokensListWidget {...props} />;
    case 'spl_today_activities':
      return <SplTodayActivitiesWidget {...props} />;
    case 'spl_expired_activities':
      return <SplExpiredActivitiesWidget {...props} />;
    case 'usr_unread_correspondence':
      return <UnreadCorrespondenceWidget {...props} />;
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
      return <CounterWidget {...props} />;
    case 'claims_chips':
    case 'repeat_orders_chips':
    case 'service_orders_chips':
    case 'quotes_chips':
    case 'tickets_chips':
    case 'spl_orders_chips':
    case 'spl_contracts_chips':
    case 'spl_folders_chips':
      return <ChipCounterWidget {...props} />;
    case 'spl_app_banner':
    case 'spl_buildings_launcher':
    case 'spl_employees_launcher':
    case 'usr_building_selector':
    case 'usr_orders_shortcut':
    case 'usr_communications_shortcut':
    case 'usr_tickets_shortcut':
    case 'usr_condo_correspondences_shortcut':
    case 'usr_general_communications_shortcut':
    case 'usr_notices_shortcut':
      // Laid out by the SPL and USR dashboards themselves (SplDashboard, UsrDashboard).
      return null;
    default:
      return widget.id satisfies never;
  }
}
