/**
 * The widget catalogue of the three role dashboards, as data (000 §2 Dashboards, §3 "Dashboard
 * component definition", §6, §9; 001 §2.7; 002 §7.6). Permissions are carried as requirements
 * and evaluated by the caller (the permissions area), so this module stays a plain table.
 */
import {
  ASSIGNED_TO_ME_MAX_ITEMS,
  CORRESPONDENCE_PAGE_LIMIT,
  DEFAULT_EVENT_COLOR,
  SPL_TODAY_ACTIVITIES_LIMIT,
  WIDGET_LIST_MAX_ITEMS,
} from '../constants/constants.ts';
import { FOLDER_DASHBOARD_VIEWS } from '../folders/folderViews.ts';
import { dashboardMessages } from '../messages/it-IT/dashboard.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import type { ModuleKey, OrgType, RoleType } from '../profiles/types.ts';
import type {
  DashboardCellSize,
  DashboardMessageKey,
  DashboardPermissionsMode,
  DashboardViewReference,
  DashboardWidget,
  DashboardWidgetCategory,
  DashboardWidgetId,
  DashboardWidgetMode,
  DashboardWidgetPreview,
} from './types.ts';

// Every widget id has its name and info message: a missing key fails the typecheck here.
type MissingWidgetMessages = Exclude<
  `dashboard.widget.${DashboardWidgetId}.${'name' | 'info'}`,
  DashboardMessageKey
>;
const everyWidgetHasItsMessages: [MissingWidgetMessages] extends [never] ? true : false = true;
void everyWidgetHasItsMessages;

/** The picker categories in the order of 000 §2, each with its exact label. */
export const DASHBOARD_WIDGET_CATEGORIES = [
  dashboardMessages['dashboard.category.activities'],
  dashboardMessages['dashboard.category.calendar'],
  dashboardMessages['dashboard.category.counters'],
  dashboardMessages['dashboard.category.claims'],
  dashboardMessages['dashboard.category.orders'],
  dashboardMessages['dashboard.category.quotes'],
  dashboardMessages['dashboard.category.tickets'],
  dashboardMessages['dashboard.category.tokens'],
] as const satisfies readonly DashboardWidgetCategory[];

const [ACTIVITIES, CALENDAR, COUNTERS, CLAIMS, ORDERS, QUOTES, TICKETS, TOKENS] =
  DASHBOARD_WIDGET_CATEGORIES;

/** The widget sizes of 000 §9 ("counters 2x1, chip counters 4x1, lists 4x2"); the fixed SPL and USR widgets follow the same grid (DECISIONS.md). */
function sizeOfMode(mode: DashboardWidgetMode): DashboardCellSize {
  switch (mode) {
    case 'counter':
    case 'launcher':
    case 'shortcut':
      return { width: 2, height: 1 };
    case 'chip-counter':
    case 'banner':
    case 'building-selector':
      return { width: 4, height: 1 };
    case 'list':
      return { width: 4, height: 2 };
    default:
      return mode satisfies never;
  }
}

// Preview samples (000 §3 "Preview samples"): ticket, order, order quotes, activity, calendar event.
const SAMPLE_DATE = '2024-03-18T09:30:00';
const TICKET_PREVIEW: DashboardWidgetPreview = {
  kind: 'ticket',
  props: {
    title: dashboardMessages['dashboard.preview.ticket.title'],
    date: SAMPLE_DATE,
    buildingName: dashboardMessages['dashboard.preview.ticket.buildingName'],
    userName: dashboardMessages['dashboard.preview.ticket.userName'],
  },
};
const ORDER_PREVIEW: DashboardWidgetPreview = {
  kind: 'order',
  props: {
    title: dashboardMessages['dashboard.preview.order.title'],
    date: SAMPLE_DATE,
    buildingName: dashboardMessages['dashboard.preview.order.buildingName'],
    supplierName: dashboardMessages['dashboard.preview.order.supplierName'],
  },
};
const ORDER_QUOTES_PREVIEW: DashboardWidgetPreview = {
  kind: 'order-quotes',
  props: { requests: 3, submit: 2 },
};
const ACTIVITY_PREVIEW: DashboardWidgetPreview = {
  kind: 'activity',
  props: {
    orderName: dashboardMessages['dashboard.preview.activity.orderName'],
    buildingName: dashboardMessages['dashboard.preview.activity.buildingName'],
    supplierName: dashboardMessages['dashboard.preview.activity.supplierName'],
  },
};
const CALENDAR_EVENT_PREVIEW: DashboardWidgetPreview = {
  kind: 'calendar-event',
  props: {
    object: dashboardMessages['dashboard.preview.calendarEvent.object'],
    color: DEFAULT_EVENT_COLOR,
    date: SAMPLE_DATE,
  },
};

function needs(application: string, modules?: ModuleKey[]): PermissionRequirement {
  return modules ? { application, modules } : { application };
}

/** The fields a catalogue entry states; the rest is derived by {@link defineWidget}. */
interface WidgetSpecification {
  id: DashboardWidgetId;
  category: DashboardWidgetCategory | null;
  mode: DashboardWidgetMode;
  roles: readonly RoleType[];
  permissions?: readonly PermissionRequirement[];
  permissionsMode?: DashboardPermissionsMode;
  preview?: DashboardWidgetPreview | null;
  isLockable?: boolean;
  orgTypes?: readonly OrgType[] | null;
  views?: readonly DashboardViewReference[];
  listLimit?: number | null;
  emptyMessageKey?: DashboardWidget['emptyMessageKey'];
}

function defineWidget(specification: WidgetSpecification): DashboardWidget {
  const nameKey = `dashboard.widget.${specification.id}.name` as const;
  const infoKey = `dashboard.widget.${specification.id}.info` as const;
  const isList = specification.mode === 'list';
  return {
    id: specification.id,
    nameKey,
    name: dashboardMessages[nameKey],
    category: specification.category,
    size: sizeOfMode(specification.mode),
    permissions: specification.permissions ?? [],
    permissionsMode: specification.permissionsMode ?? 'AND',
    mode: specification.mode,
    infoKeys: [infoKey],
    info: [dashboardMessages[infoKey]],
    preview: specification.preview ?? null,
    // Locked by default: 000 §5 "locked if not allowed"; the exceptions say why at their entry.
    isLockable: specification.isLockable ?? true,
    roles: specification.roles,
    orgTypes: specification.orgTypes ?? null,
    views: specification.views ?? [],
    listLimit: isList ? (specification.listLimit ?? WIDGET_LIST_MAX_ITEMS) : null,
    emptyMessageKey: isList ? (specification.emptyMessageKey ?? 'common.empty') : null,
  };
}

const ORG: readonly RoleType[] = ['ORG'];
const SPL: readonly RoleType[] = ['SPL'];
const USR: readonly RoleType[] = ['USR'];

function orgCounter(
  id: DashboardWidgetId,
  application: string,
  view: DashboardViewReference,
): DashboardWidget {
  return defineWidget({
    id,
    category: COUNTERS,
    mode: 'counter',
    roles: ORG,
    permissions: [needs(application)],
    views: [view],
  });
}

const CLAIMS_VIEWS = ['OPE', 'VDD', 'DAC', 'INL'].map(
  (view) => ({ entity: 'claims', view }) as const,
);
const REPEAT_ORDERS_VIEWS = ['OPE', '2REN', 'ACTEXP'].map(
  (view) => ({ entity: 'repeat-orders', view }) as const,
);
const SERVICE_ORDERS_VIEWS = ['OPE', '2CONF', 'EXP', 'OPP'].map(
  (view) => ({ entity: 'service-orders', view }) as const,
);
const QUOTES_VIEWS = ['REQ', 'WAIT'].map((view) => ({ entity: 'quotes', view }) as const);
const TICKETS_VIEWS = ['UNASSIGNED', 'ASSIGNED', 'WORKING'].map(
  (view) => ({ entity: 'tickets', view }) as const,
);

/** The org types that see private buildings rather than condominiums (000 §6, §9). */
const PRIVATE_BUILDING_ORG_TYPES: readonly OrgType[] = [
  'company',
  'real_estate',
  'property_manager',
  'service_company',
];

/**
 * Every dashboard widget of ORG, SPL and USR (000 §2, §3, §6; 001 §2.7). ORG widgets are offered
 * by the component picker; SPL and USR widgets make up those roles' fixed dashboards.
 */
export const DASHBOARD_WIDGETS: readonly DashboardWidget[] = [
  // ORG — Calendario
  defineWidget({
    id: 'daily_events',
    category: CALENDAR,
    mode: 'list',
    roles: ORG,
    permissions: [needs('ORG_OTHER_CALENDAR')],
    preview: CALENDAR_EVENT_PREVIEW,
    // The day's events are all shown: the day is the page (001 §2.7 "day navigation").
    listLimit: null,
    emptyMessageKey: 'dashboard.widget.daily_events.empty',
  }),

  // ORG — Contatori, one 2x1 counter per dashboard view (000 §4 "Dashboard view names")
  orgCounter('claims_open_counter', 'ORG_OPR_CLAIMS', { entity: 'claims', view: 'OPE' }),
  orgCounter('claims_in_verification_counter', 'ORG_OPR_CLAIMS', { entity: 'claims', view: 'VDD' }),
  orgCounter('claims_damage_assessed_counter', 'ORG_OPR_CLAIMS', { entity: 'claims', view: 'DAC' }),
  orgCounter('claims_in_liquidation_counter', 'ORG_OPR_CLAIMS', { entity: 'claims', view: 'INL' }),
  orgCounter('repeat_orders_open_counter', 'ORG_OPR_ORDERS', {
    entity: 'repeat-orders',
    view: 'OPE',
  }),
  orgCounter('repeat_orders_to_renew_counter', 'ORG_OPR_ORDERS', {
    entity: 'repeat-orders',
    view: '2REN',
  }),
  orgCounter('repeat_orders_expired_activities_counter', 'ORG_OPR_ORDERS', {
    entity: 'repeat-orders',
    view: 'ACTEXP',
  }),
  orgCounter('service_orders_open_counter', 'ORG_OPR_ORDERS', {
    entity: 'service-orders',
    view: 'OPE',
  }),
  orgCounter('service_orders_open_not_confirmed_counter', 'ORG_OPR_ORDERS', {
    entity: 'service-orders',
    view: '2CONF',
  }),
  orgCounter('service_orders_open_expired_counter', 'ORG_OPR_ORDERS', {
    entity: 'service-orders',
    view: 'EXP',
  }),
  orgCounter('service_orders_with_opportunity_counter', 'ORG_OPR_ORDERS', {
    entity: 'service-orders',
    view: 'OPP',
  }),
  orgCounter('quotes_requested_counter', 'ORG_OPR_QUOTES', { entity: 'quotes', view: 'REQ' }),
  orgCounter('quotes_to_evaluate_counter', 'ORG_OPR_QUOTES', { entity: 'quotes', view: 'WAIT' }),
  orgCounter('tokens_to_verify_counter', 'ORG_OPR_TOKENS', { entity: 'tokens', view: '2VER' }),
  orgCounter('tickets_to_assign_counter', 'ORG_GEN_TICKETS', {
    entity: 'tickets',
    view: 'UNASSIGNED',
  }),
  orgCounter('tickets_taken_counter', 'ORG_GEN_TICKETS', { entity: 'tickets', view: 'ASSIGNED' }),
  orgCounter('tickets_working_counter', 'ORG_GEN_TICKETS', { entity: 'tickets', view: 'WORKING' }),
  // Replaces the old users_total_counter (000 §9).
  orgCounter('persons_counter', 'ORG_TAB_CONTACTS', { entity: 'persons', view: null }),
  // The org-type-specific buildings counters replace buildings_total_counter (000 §9). Each also
  // needs the custom permission injected for the org type (000 §6).
  defineWidget({
    id: 'condominiums_counter',
    category: COUNTERS,
    mode: 'counter',
    roles: ORG,
    permissions: [needs('ORG_TAB_BUILDINGS'), needs('read_condominiums')],
    orgTypes: ['administrator'],
    views: [{ entity: 'buildings', view: 'condominium' }],
  }),
  defineWidget({
    id: 'private_buildings_counter',
    category: COUNTERS,
    mode: 'counter',
    roles: ORG,
    permissions: [needs('ORG_TAB_BUILDINGS'), needs('read_private_buildings')],
    orgTypes: PRIVATE_BUILDING_ORG_TYPES,
    views: [{ entity: 'buildings', view: 'private' }],
  }),

  // ORG — chip counters, 4x1: one chip per view of the entity
  defineWidget({
    id: 'claims_chips',
    category: CLAIMS,
    mode: 'chip-counter',
    roles: ORG,
    permissions: [needs('ORG_OPR_CLAIMS')],
    views: CLAIMS_VIEWS,
  }),
  defineWidget({
    id: 'repeat_orders_chips',
    category: ORDERS,
    mode: 'chip-counter',
    roles: ORG,
    permissions: [needs('ORG_OPR_ORDERS')],
    views: REPEAT_ORDERS_VIEWS,
  }),
  defineWidget({
    id: 'service_orders_chips',
    category: ORDERS,
    mode: 'chip-counter',
    roles: ORG,
    permissions: [needs('ORG_OPR_ORDERS')],
    views: SERVICE_ORDERS_VIEWS,
  }),
  defineWidget({
    id: 'quotes_chips',
    category: QUOTES,
    mode: 'chip-counter',
    roles: ORG,
    permissions: [needs('ORG_OPR_QUOTES')],
    views: QUOTES_VIEWS,
  }),
  defineWidget({
    id: 'tickets_chips',
    category: TICKETS,
    mode: 'chip-counter',
    roles: ORG,
    permissions: [needs('ORG_GEN_TICKETS')],
    views: TICKETS_VIEWS,
  }),

  // ORG — lists, 4x2
  defineWidget({
    id: 'assigned_to_me',
    category: ACTIVITIES,
    mode: 'list',
    roles: ORG,
    // 000 §6: "the 'assigned to me' widget needs any of orders, claims or tickets".
    permissions: [needs('ORG_OPR_ORDERS'), needs('ORG_OPR_CLAIMS'), needs('ORG_GEN_TICKETS')],
    permissionsMode: 'OR',
    // It merges only the sources the role may see (001 §2.7): with none of them there is nothing
    // to lock, so it is hidden.
    isLockable: false,
    listLimit: ASSIGNED_TO_ME_MAX_ITEMS,
  }),
  defineWidget({
    id: 'activities_list',
    category: ACTIVITIES,
    mode: 'list',
    roles: ORG,
    permissions: [needs('ORG_OPR_ACTIVITIES')],
    preview: ACTIVITY_PREVIEW,
  }),
  defineWidget({
    id: 'tickets_list',
    category: TICKETS,
    mode: 'list',
    roles: ORG,
    permissions: [needs('ORG_GEN_TICKETS')],
    preview: TICKET_PREVIEW,
  }),
  defineWidget({
    id: 'orders_list',
    category: ORDERS,
    mode: 'list',
    roles: ORG,
    permissions: [needs('ORG_OPR_ORDERS')],
    preview: ORDER_PREVIEW,
  }),
  defineWidget({
    id: 'repeat_orders_list',
    category: ORDERS,
    mode: 'list',
    roles: ORG,
    permissions: [needs('ORG_OPR_ORDERS')],
    preview: ORDER_PREVIEW,
  }),
  defineWidget({
    id: 'quotes_list',
    category: QUOTES,
    mode: 'list',
    roles: ORG,
    permissions: [needs('ORG_OPR_QUOTES')],
    preview: ORDER_QUOTES_PREVIEW,
  }),
  defineWidget({
    id: 'tokens_list',
    category: TOKENS,
    mode: 'list',
    roles: ORG,
    permissions: [needs('ORG_OPR_TOKENS')],
    views: [{ entity: 'tokens', view: '2VER' }],
  }),

  // SPL (000 §2 "SPL dashboard")
  defineWidget({ id: 'spl_app_banner', category: null, mode: 'banner', roles: SPL }),
  defineWidget({
    id: 'spl_buildings_launcher',
    category: null,
    mode: 'launcher',
    roles: SPL,
    permissions: [needs('SPL_TAB_BUILDINGS')],
  }),
  defineWidget({
    id: 'spl_employees_launcher',
    category: null,
    mode: 'launcher',
    roles: SPL,
    permissions: [needs('SPL_TAB_EMPLOYEES')],
  }),
  defineWidget({
    id: 'spl_orders_chips',
    category: null,
    mode: 'chip-counter',
    roles: SPL,
    permissions: [needs('SPL_OPR_ORDERS')],
    // The order watch states of 000 §4 (open, open not confirmed, expired, closed, in validation),
    // as views of ORDER_DASHBOARD_VIEWS.
    views: ['OPE', '2CONF', 'EXP', 'CLO', '2VAL'].map(
      (view) => ({ entity: 'service-orders', view }) as const,
    ),
  }),
  defineWidget({
    id: 'spl_contracts_chips',
    category: null,
    mode: 'chip-counter',
    roles: SPL,
    permissions: [needs('SPL_OPR_ORDERS')],
    // The contract watch states of 000 §4 (open, with expired activities), as views of
    // CONTRACT_DASHBOARD_VIEWS.
    views: ['OPE', 'ACTEXP'].map((view) => ({ entity: 'repeat-orders', view }) as const),
  }),
  defineWidget({
    id: 'spl_folders_chips',
    category: null,
    mode: 'chip-counter',
    roles: SPL,
    // 000 §6: "The SPL folders widget needs the qualifications module".
    permissions: [needs('SPL_OPR_FOLDERS', ['qualifications'])],
    // Without the module a supplier has no folders to count: hidden, not locked.
    isLockable: false,
    // 000 §3 "Folder counts: empty, expired, expiring", as views of FOLDER_DASHBOARD_VIEWS.
    views: FOLDER_DASHBOARD_VIEWS.map((view) => ({ entity: 'folders', view: view.id }) as const),
  }),
  defineWidget({
    id: 'spl_today_activities',
    category: null,
    mode: 'list',
    roles: SPL,
    permissions: [needs('SPL_OPR_ACTIVITIES')],
    preview: ACTIVITY_PREVIEW,
    // 000 §9 "SPL today's activities 999": all of today's items.
    listLimit: SPL_TODAY_ACTIVITIES_LIMIT,
    emptyMessageKey: 'dashboard.widget.spl_today_activities.empty',
  }),
  defineWidget({
    id: 'spl_expired_activities',
    category: null,
    mode: 'list',
    roles: SPL,
    permissions: [needs('SPL_OPR_ACTIVITIES')],
    preview: ACTIVITY_PREVIEW,
  }),
  defineWidget({
    id: 'spl_requested_quotes',
    category: null,
    mode: 'list',
    roles: SPL,
    permissions: [needs('SPL_OPR_QUOTES')],
    preview: ORDER_QUOTES_PREVIEW,
  }),

  // USR (000 §2 "USR dashboard", 001 §2.7)
  defineWidget({
    id: 'usr_building_selector',
    category: null,
    mode: 'building-selector',
    roles: USR,
  }),
  defineWidget({
    id: 'usr_orders_shortcut',
    category: null,
    mode: 'shortcut',
    roles: USR,
    permissions: [needs('USR_OPR_ORDERS')],
  }),
  defineWidget({
    id: 'usr_communications_shortcut',
    category: null,
    mode: 'shortcut',
    roles: USR,
    permissions: [needs('USR_COM_CORRESPONDENCES')],
  }),
  defineWidget({
    id: 'usr_tickets_shortcut',
    category: null,
    mode: 'shortcut',
    roles: USR,
    permissions: [needs('USR_GEN_TICKETS')],
  }),
  defineWidget({
    id: 'usr_condo_correspondences_shortcut',
    category: null,
    mode: 'shortcut',
    roles: USR,
    permissions: [needs('USR_COM_CONDOCORRESPONDENCES')],
  }),
  defineWidget({
    id: 'usr_general_communications_shortcut',
    category: null,
    mode: 'shortcut',
    roles: USR,
    // 000 §6: "USR general communications need all three modules".
    permissions: [
      needs('USR_COM_CORRESPONDENCES', [
        'moduleComunicazioni',
        'modulePtDoc',
        'moduleCorrispondenzaAL',
      ]),
    ],
  }),
  defineWidget({
    id: 'usr_notices_shortcut',
    category: null,
    mode: 'shortcut',
    roles: USR,
    permissions: [needs('USR_COM_NOTICES')],
  }),
  defineWidget({
    id: 'usr_unread_correspondence',
    category: null,
    mode: 'list',
    roles: USR,
    permissions: [needs('USR_COM_CORRESPONDENCES')],
    // 001 §7 "limit 36 and offset_key": the list pages like the correspondence call.
    listLimit: CORRESPONDENCE_PAGE_LIMIT,
  }),
];

/** The catalogue by id, built on first use rather than when the module loads. */
let widgetsById: ReadonlyMap<string, DashboardWidget> | undefined;

/** The widget with this id, or undefined for an id the catalogue does not know. */
export function dashboardWidgetById(id: string): DashboardWidget | undefined {
  widgetsById ??= new Map(DASHBOARD_WIDGETS.map((widget) => [widget.id, widget]));
  return widgetsById.get(id);
}

/** Whether an org type may use a widget (a widget with no org-type list suits every type). */
export function isWidgetForOrgType(widget: DashboardWidget, orgType: OrgType): boolean {
  return widget.orgTypes === null || widget.orgTypes.includes(orgType);
}

/**
 * The widgets an organisation of this type can put on its dashboard: the ORG widgets, with the
 * buildings counter of its org type only (000 §9).
 */
export function orgDashboardWidgets(orgType: OrgType): DashboardWidget[] {
  return DASHBOARD_WIDGETS.filter(
    (widget) => widget.roles.includes('ORG') && isWidgetForOrgType(widget, orgType),
  );
}

/**
 * The org-type-specific buildings counter (000 §9): condominiums for an administrator, private
 * buildings for every other org type (000 §6 custom permissions).
 */
export function buildingsCounterIdFor(orgType: OrgType): DashboardWidgetId {
  return orgType === 'administrator' ? 'condominiums_counter' : 'private_buildings_counter';
}
