/**
 * The dashboard's data shapes (000 §3 "Dashboard configuration", "Dashboard component
 * definition", "Grid cell sizes", "Preview samples").
 */
import type { dashboardMessages } from '../messages/it-IT/dashboard.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import type { OrgType, RoleType } from '../profiles/types.ts';

/** A key of the dashboard's Italian messages. */
export type DashboardMessageKey = keyof typeof dashboardMessages;

/** The three ORG layouts (000 §3: "variant (variant1, variant2 or variant3; default variant1)"). */
export type DashboardVariant = 'variant1' | 'variant2' | 'variant3';

/** A width x height in grid units on the 4-column grid (000 §3 "Grid cell sizes"). */
export interface DashboardCellSize {
  /** Columns: 2 (half row) or 4 (full row). */
  width: 2 | 4;
  /** Rows: 1 or 2. */
  height: 1 | 2;
}

/** Where a cell sits on the 4-column grid, as 1-based CSS grid lines and spans. */
export interface DashboardCellPlacement {
  /** The position of the cell in the configuration. */
  cell: number;
  size: DashboardCellSize;
  row: number;
  column: number;
  rowSpan: number;
  columnSpan: number;
}

/**
 * A saved dashboard (000 §3 "Dashboard configuration"): the variant and one entry per cell, a
 * widget id or null for an empty cell. Ids are plain strings because a stored configuration may
 * name a component this version does not know; the dashboard then shows the unknown-component
 * message for that cell (000 §2).
 */
export interface DashboardConfiguration {
  variant: DashboardVariant;
  configuration: (string | null)[];
}

/** The picker categories, with the exact labels of 000 §2 (including the apostrophe of Attivita'). */
export type DashboardWidgetCategory =
  | "Attivita'"
  | 'Calendario'
  | 'Contatori'
  | 'Sinistri'
  | 'Ordini'
  | 'Preventivi'
  | 'Tickets'
  | 'Tokens';

/**
 * How a widget presents itself. The first three are the sizes of 000 §9 ("counters 2x1, chip
 * counters 4x1, lists 4x2"); the others are the fixed SPL and USR widgets of 000 §2.
 */
export type DashboardWidgetMode =
  'counter' | 'chip-counter' | 'list' | 'banner' | 'launcher' | 'building-selector' | 'shortcut';

/** How a widget's permissions combine (000 §3 "permissionsMode (AND by default)"). */
export type DashboardPermissionsMode = 'AND' | 'OR';

/**
 * A view a counter counts, by the string ids the entity areas own (000 §4 "Dashboard view
 * names"): `{ entity: 'claims', view: 'OPE' }`. `view` is null when the counter counts the
 * whole entity (the persons counter).
 */
export interface DashboardViewReference {
  entity: DashboardCounterEntity;
  view: string | null;
}

/** The entities whose views the dashboard counts. */
export type DashboardCounterEntity =
  | 'claims'
  | 'repeat-orders'
  | 'service-orders'
  | 'quotes'
  | 'tokens'
  | 'tickets'
  | 'persons'
  | 'buildings'
  | 'folders';

/** The sample props of each preview kind (000 §3 "Preview samples"). */
export interface TicketPreviewProps {
  title: string;
  /** ISO date-time; the preview formats it. */
  date: string;
  buildingName: string;
  userName: string;
}
export interface OrderPreviewProps {
  title: string;
  date: string;
  buildingName: string;
  supplierName: string;
}
export interface OrderQuotesPreviewProps {
  requests: number;
  submit: number;
}
export interface ActivityPreviewProps {
  orderName: string;
  buildingName: string;
  supplierName: string;
}
export interface CalendarEventPreviewProps {
  object: string;
  color: string;
  date: string;
}

/** A widget's preview in the picker (000 §2, §3); null shows 'Anteprima non disponibile'. */
export type DashboardWidgetPreview =
  | { kind: 'ticket'; props: TicketPreviewProps }
  | { kind: 'order'; props: OrderPreviewProps }
  | { kind: 'order-quotes'; props: OrderQuotesPreviewProps }
  | { kind: 'activity'; props: ActivityPreviewProps }
  | { kind: 'calendar-event'; props: CalendarEventPreviewProps };

/** A dashboard component definition (000 §3 "Dashboard component definition"). */
export interface DashboardWidget {
  id: DashboardWidgetId;
  /** The message key of the name, and the name itself. */
  nameKey: DashboardMessageKey;
  name: string;
  /** The picker category; null for the fixed SPL and USR widgets that no picker offers. */
  category: DashboardWidgetCategory | null;
  size: DashboardCellSize;
  /** What the widget needs (000 §3: "a list of an application code and a functionality id"). */
  permissions: readonly PermissionRequirement[];
  permissionsMode: DashboardPermissionsMode;
  mode: DashboardWidgetMode;
  /** The description lines of the info sheet, as keys and as text. */
  infoKeys: readonly DashboardMessageKey[];
  info: readonly string[];
  preview: DashboardWidgetPreview | null;
  /** Whether a not-permitted widget is shown locked (true) or hidden (false) (000 §3, §5). */
  isLockable: boolean;
  /** The role dashboards the widget belongs to. */
  roles: readonly RoleType[];
  /** The org types that may use it; null for every org type. */
  orgTypes: readonly OrgType[] | null;
  /** The views a counter or chip counter counts, in chip order; empty for other widgets. */
  views: readonly DashboardViewReference[];
  /** How many items a list loads; null for non-lists (000 §9, 001 §9). */
  listLimit: number | null;
  /** The message shown by an empty list; null for non-lists. */
  emptyMessageKey: 'common.empty' | DashboardMessageKey | null;
}

/** Every widget id of the catalogue. */
export type DashboardWidgetId =
  // ORG calendar
  | 'daily_events'
  // ORG counters
  | 'claims_open_counter'
  | 'claims_in_verification_counter'
  | 'claims_damage_assessed_counter'
  | 'claims_in_liquidation_counter'
  | 'repeat_orders_open_counter'
  | 'repeat_orders_to_renew_counter'
  | 'repeat_orders_expired_activities_counter'
  | 'service_orders_open_counter'
  | 'service_orders_open_not_confirmed_counter'
  | 'service_orders_open_expired_counter'
  | 'service_orders_with_opportunity_counter'
  | 'quotes_requested_counter'
  | 'quotes_to_evaluate_counter'
  | 'tokens_to_verify_counter'
  | 'tickets_to_assign_counter'
  | 'tickets_taken_counter'
  | 'tickets_working_counter'
  | 'persons_counter'
  | 'condominiums_counter'
  | 'private_buildings_counter'
  // ORG chip counters
  | 'claims_chips'
  | 'repeat_orders_chips'
  | 'service_orders_chips'
  | 'quotes_chips'
  | 'tickets_chips'
  // ORG lists
  | 'assigned_to_me'
  | 'activities_list'
  | 'tickets_list'
  | 'orders_list'
  | 'repeat_orders_list'
  | 'quotes_list'
  | 'tokens_list'
  // SPL
  | 'spl_app_banner'
  | 'spl_buildings_launcher'
  | 'spl_employees_launcher'
  | 'spl_orders_chips'
  | 'spl_contracts_chips'
  | 'spl_folders_chips'
  | 'spl_today_activities'
  | 'spl_expired_activities'
  | 'spl_requested_quotes'
  // USR
  | 'usr_building_selector'
  | 'usr_orders_shortcut'
  | 'usr_communications_shortcut'
  | 'usr_tickets_shortcut'
  | 'usr_condo_correspondences_shortcut'
  | 'usr_general_communications_shortcut'
  | 'usr_notices_shortcut'
  | 'usr_unread_correspondence';
