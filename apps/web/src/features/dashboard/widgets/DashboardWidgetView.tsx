/**
 * The component of a widget of the catalogue (000 §3 "Dashboard component definition … component"):
 * counters and chip counters count their views, each list its own query. The fixed SPL and USR
 * widgets that are not data (banner, launchers, shortcuts, the building selector) are laid out by
 * their dashboards, which know their neighbours; here they are the grid-less data widgets.
 */
import type { DashboardWidget } from '@portineria/domain';
import type { ComponentType } from 'react';
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

type WidgetProps = { widget: DashboardWidget; session: DashboardSession };

/** The component of each list widget of the catalogue, by id (a test checks none is missing). */
export const LIST_WIDGETS: Readonly<
  Partial<Record<DashboardWidget['id'], ComponentType<WidgetProps>>>
> = {
  daily_events: DailyEventsWidget,
  assigned_to_me: AssignedToMeWidget,
  tickets_list: TicketsListWidget,
  orders_list: OrdersListWidget,
  repeat_orders_list: RepeatOrdersListWidget,
  activities_list: ActivitiesListWidget,
  quotes_list: QuotesListWidget,
  spl_requested_quotes: QuotesListWidget,
  tokens_list: TokensListWidget,
  spl_today_activities: SplTodayActivitiesWidget,
  spl_expired_activities: SplExpiredActivitiesWidget,
  usr_unread_correspondence: UnreadCorrespondenceWidget,
};

export function DashboardWidgetView({
  widget,
  session,
}: {
  widget: DashboardWidget;
  session: DashboardSession;
}) {
  const props = { widget, session };
  switch (widget.mode) {
    case 'counter':
      return <CounterWidget {...props} />;
    case 'chip-counter':
      return <ChipCounterWidget {...props} />;
    case 'banner':
    case 'launcher':
    case 'building-selector':
    case 'shortcut':
      // Laid out by the SPL and USR dashboards themselves (SplDashboard, UsrDashboard).
      return null;
    case 'list':
      break;
    default:
      return widget.mode satisfies never;
  }
  const List = LIST_WIDGETS[widget.id];
  return List ? <List {...props} /> : null;
}
