/**
 * The data calls of the ORG dashboard widgets (000 §2 Dashboards, §9; 001 §2.7, §9; 002 §3.10,
 * §7.6): the day's calendar events, 'Assegnati a me', and the lists of tickets, service orders,
 * repeated orders, today's activities, quotes and tokens. Each returns items ready for a row
 * (./items.ts); the counters are `countDashboardView` (../counters).
 */
import {
  ASSIGNED_TICKET_STATUSES,
  ASSIGNED_TO_ACTIVE_USER,
  ASSIGNED_TO_ME_PER_SOURCE,
  CLAIMS_ASSIGNED_TO_ME_CRITERIA,
  CONTRACT_DASHBOARD_VIEWS,
  ORDER_DASHBOARD_VIEWS,
  TOKEN_DASHBOARD_VIEWS,
  WIDGET_LIST_MAX_ITEMS,
  dailyEventsForDay,
  isCalendarDay,
  mergeAssignedToMe,
  ticketWidgetListQuery,
  todayActivitiesCriteria,
  type AssignedToMeSource,
  type Criteria,
  type CriteriaInclude,
} from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { CallOptions } from '../http/client.ts';
import type { CriteriaCallOptions, EntityId, ListOrder, ListQuery } from '../http/resource.ts';
import {
  dashboardActivityItem,
  dashboardClaimItem,
  dashboardEventItem,
  dashboardOrderItem,
  dashboardQuoteItem,
  dashboardTicketItem,
  dashboardTokenItem,
  type ActivityRecord,
  type CalendarEventRecord,
  type ClaimRecord,
  type DashboardActivityItem,
  type DashboardClaimItem,
  type DashboardEventItem,
  type DashboardOrderItem,
  type DashboardQuoteItem,
  type DashboardTicketItem,
  type DashboardTokenItem,
  type OrderRecord,
  type TicketRecord,
  type TokenRecord,
} from './items.ts';

/** The most rows one list call may ask for (the gateway's limit). */
const SERVER_MAX_LIMIT = 1000;

/** Newest first: the order of the lists the spec gives no order for (notes in the README). */
const NEWEST_FIRST: ListOrder = [['createdAt', 'DESC']];

/** The associations a ticket row shows: building, requester, assignee (002 §3.10). */
const TICKET_INCLUDE: readonly CriteriaInclude[] = [
  { association: 'org_buildings' },
  { association: 'org_contacts' },
  { association: 'org_employees' },
];

/** The associations an order row shows: building and supplier (000 §3 order preview). */
const ORDER_INCLUDE: readonly CriteriaInclude[] = [
  { association: 'org_buildings' },
  { association: 'org_suppliers' },
];

/** Options of the calls that fill '@activeUser'. */
export interface ActiveUserOptions extends CallOptions {
  /** The active user id; default the client's `getActiveUserId()`. */
  activeUserId?: EntityId;
}

function criteriaOptions(options: ActiveUserOptions = {}): CriteriaCallOptions {
  const result: CriteriaCallOptions = {};
  if (options.signal) result.signal = options.signal;
  if (options.activeUserId !== undefined) result.activeUserId = options.activeUserId;
  return result;
}

function viewCriteria(views: readonly { id: string; criteria: object }[], id: string): Criteria {
  const view = views.find((candidate) => candidate.id === id);
  if (!view) throw new RangeError(`Unknown dashboard view ${id}`);
  // Domain's view tables type their criteria per entity: all are Criteria.
  return view.criteria as Criteria;
}

/** 'YYYY-MM-DD' of a Date in local time (the day the user sees). */
export function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const dayOfMonth = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${dayOfMonth}`;
}

/** The first and last millisecond of a local day, as ISO instants (the form criteria carry). */
export function dayBounds(day: string): { start: string; end: string } {
  if (!isCalendarDay(day)) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return {
    start: new Date(year, month - 1, dayOfMonth, 0, 0, 0, 0).toISOString(),
    end: new Date(year, month - 1, dayOfMonth, 23, 59, 59, 999).toISOString(),
  };
}

/** The parameters of the daily events widget. */
export interface DailyEventsParams {
  /** The day shown, 'YYYY-MM-DD' (001 §2.7 "day navigation"). */
  day: string;
}

/**
 * 'Eventi del calendario' (000 §3 daily_events, 001 §2.7): the calendar events of one day,
 * those that start before its end and end after its start (events spanning the day included),
 * in domain's day order (`dailyEventsForDay`: all-day events first, then by start). Every
 * event of the day is listed: the widget has no item limit.
 */
export async function getDailyEvents(
  client: ApiClient,
  { day }: DailyEventsParams,
  options: CallOptions = {},
): Promise<DashboardEventItem[]> {
  const { start, end } = dayBounds(day);
  const events = (await client.calendar.events.getMany(
    {
      where: { startTime: { $lte: end }, endTime: { $gte: start } },
      order: [['startTime', 'ASC']],
      limit: SERVER_MAX_LIMIT,
    },
    options,
  )) as CalendarEventRecord[];
  return dailyEventsForDay(events, day).map((event) => dashboardEventItem(event, day));
}

/** One merged row of 'Assegnati a me', by source. */
export type DashboardAssignedItem =
  | { source: 'tickets'; item: DashboardTicketItem }
  | { source: 'orders'; item: DashboardOrderItem }
  | { source: 'claims'; item: DashboardClaimItem };

/** The parameters of 'Assegnati a me'. */
export interface AssignedToMeParams {
  /**
   * The sources the role may see (domain `assignedToMeAllowedSources`, 001 §2.7 "shown only where
   * the role has permission"). Only these are called.
   */
  sources: readonly AssignedToMeSource[];
}

/** The tickets of 'Assegnati a me': still handled (OPEN or WORKING), assigned to the user. */
export const ASSIGNED_TICKETS_QUERY: ListQuery = {
  where: { status: { $in: ASSIGNED_TICKET_STATUSES }, ...ASSIGNED_TO_ACTIVE_USER },
  include: TICKET_INCLUDE,
  order: NEWEST_FIRST,
  limit: ASSIGNED_TO_ME_PER_SOURCE,
};

/**
 * The orders of 'Assegnati a me': open orders of both categories the user follows (`_employee`).
 * Open only, as in the agenda (002 §4.6 "Orders in the agenda: only status OPEN").
 */
export const ASSIGNED_ORDERS_QUERY: ListQuery = {
  where: { status: 'OPEN', ...ASSIGNED_TO_ACTIVE_USER },
  include: ORDER_INCLUDE,
  order: NEWEST_FIRST,
  limit: ASSIGNED_TO_ME_PER_SOURCE,
};

/** The claims of 'Assegnati a me': domain's open claims followed by the user. */
export const ASSIGNED_CLAIMS_QUERY: ListQuery = {
  where: CLAIMS_ASSIGNED_TO_ME_CRITERIA as Criteria,
  order: NEWEST_FIRST,
  limit: ASSIGNED_TO_ME_PER_SOURCE,
};

/**
 * 'Assegnati a me' (001 §2.7, §9): the tickets, orders and claims assigned to the active user,
 * 50 per source, from the given sources only, merged by domain's `mergeAssignedToMe` (creation
 * date descending, cut to 50). A source that fails rejects the whole widget with its typed error.
 */
export async function getAssignedToMe(
  client: ApiClient,
  { sources }: AssignedToMeParams,
  options: ActiveUserOptions = {},
): Promise<DashboardAssignedItem[]> {
  const callOptions = criteriaOptions(options);
  const wanted = new Set(sources);
  const [tickets, orders, claims] = await Promise.all([
    wanted.has('tickets')
      ? client.tickets.getMany(ASSIGNED_TICKETS_QUERY, callOptions)
      : Promise.resolve(undefined),
    wanted.has('orders')
      ? client.orders.getMany(ASSIGNED_ORDERS_QUERY, callOptions)
      : Promise.resolve(undefined),
    wanted.has('claims')
      ? client.claims.getManyExpanded(ASSIGNED_CLAIMS_QUERY, callOptions)
      : Promise.resolve(undefined),
  ]);
  const merged = mergeAssignedToMe(
    {
      tickets: (tickets as TicketRecord[] | undefined)?.map(dashboardTicketItem),
      orders: (orders?.results as OrderRecord[] | undefined)?.map(dashboardOrderItem),
      claims: (claims as ClaimRecord[] | undefined)?.map(dashboardClaimItem),
    },
    [...sources],
  );
  // mergeAssignedToMe keeps each item with the source it came from.
  return merged as DashboardAssignedItem[];
}

/** The parameters of the tickets list widget. */
export interface TicketsListParams {
  /** The profile level: level 1 lists the user's own tickets (000 §6 'I miei ticket aperti'). */
  profileLevel: number;
}

/** The body of the tickets list widget for a profile level (domain `ticketWidgetListQuery`). */
export function ticketsListQuery(profileLevel: number): ListQuery {
  const query = ticketWidgetListQuery(profileLevel);
  return {
    where: query.where as Criteria,
    include: TICKET_INCLUDE,
    order: query.order,
    offset: query.offset,
    limit: query.limit,
  };
}

/**
 * The tickets list widget (000 §6, 002 §7.6: "tickets: max 5, order dateTicket descending then
 * priority descending, open view"); level 1 lists the tickets assigned to the user.
 */
export async function getTicketsList(
  client: ApiClient,
  { profileLevel }: TicketsListParams,
  options: ActiveUserOptions = {},
): Promise<DashboardTicketItem[]> {
  const tickets = (await client.tickets.getMany(
    ticketsListQuery(profileLevel),
    criteriaOptions(options),
  )) as TicketRecord[];
  return tickets.map(dashboardTicketItem);
}

/** The body of the service orders list widget: the open service orders (view OPE), newest first. */
export const ORDERS_LIST_QUERY: ListQuery = {
  where: viewCriteria(ORDER_DASHBOARD_VIEWS, 'OPE'),
  include: ORDER_INCLUDE,
  order: NEWEST_FIRST,
  limit: WIDGET_LIST_MAX_ITEMS,
};

/** The service orders list widget ('orders_list'): open service orders, at most 5. */
export async function getOrdersList(
  client: ApiClient,
  options: CallOptions = {},
): Promise<DashboardOrderItem[]> {
  const page = await client.orders.getMany(ORDERS_LIST_QUERY, options);
  return (page.results as OrderRecord[]).map(dashboardOrderItem);
}

/** The body of the repeated orders list widget: the open contracts (view OPE), newest first. */
export const REPEAT_ORDERS_LIST_QUERY: ListQuery = {
  where: viewCriteria(CONTRACT_DASHBOARD_VIEWS, 'OPE'),
  include: ORDER_INCLUDE,
  order: NEWEST_FIRST,
  limit: WIDGET_LIST_MAX_ITEMS,
};

/** The repeated orders list widget (001 §2.7 "Repeated active orders list"), at most 5. */
export async function getRepeatOrdersList(
  client: ApiClient,
  options: CallOptions = {},
): Promise<DashboardOrderItem[]> {
  const page = await client.contracts.getMany(REPEAT_ORDERS_LIST_QUERY, options);
  return (page.results as OrderRecord[]).map(dashboardOrderItem);
}

/** The parameters of the lists of one day's activities. */
export interface ActivitiesDayParams {
  /** The day, 'YYYY-MM-DD' (today in the widgets). */
  day: string;
}

/**
 * The body of the activities of a day (002 §7.6: "status in TODO/WORKING, validFrom <= end of day,
 * validTo >= start of day, include orders with status OPEN, buildings, suppliers"), domain's
 * `todayActivitiesCriteria` for that day, soonest first.
 */
export function activitiesOfDayQuery(day: string, limit: number): ListQuery {
  const { start } = dayBounds(day);
  const criteria = todayActivitiesCriteria(new Date(start));
  return {
    where: criteria.where,
    include: criteria.include ?? [],
    order: [['validFrom', 'ASC']],
    limit,
  };
}

/** The ORG activities list widget ('activities_list', 002 §7.6): today's activities, at most 5. */
export async function getActivitiesList(
  client: ApiClient,
  { day }: ActivitiesDayParams,
  options: CallOptions = {},
): Promise<DashboardActivityItem[]> {
  const page = await client.activities.getMany(
    activitiesOfDayQuery(day, WIDGET_LIST_MAX_ITEMS),
    options,
  );
  return (page.results as ActivityRecord[]).map(dashboardActivityItem);
}

/** The body of the quotes list widget (002 §7.6: "order updatedAt descending, include buildings required"). */
export const QUOTES_LIST_QUERY: ListQuery = {
  include: [{ association: 'org_buildings', required: true }],
  order: [['updatedAt', 'DESC']],
  limit: WIDGET_LIST_MAX_ITEMS,
};

/** The quotes list widget ('quotes_list'), items through domain's `quotesWidgetItem`, at most 5. */
export async function getQuotesList(
  client: ApiClient,
  options: CallOptions = {},
): Promise<DashboardQuoteItem[]> {
  const page = await client.quotes.getMany(QUOTES_LIST_QUERY, options);
  return page.results.map((quote) => dashboardQuoteItem(quote));
}

/** The body of the tokens list widget: the tokens to verify (view 2VER), newest first. */
export const TOKENS_LIST_QUERY: ListQuery = {
  where: viewCriteria(TOKEN_DASHBOARD_VIEWS, '2VER'),
  include: [
    { association: 'org_buildings' },
    { association: 'org_suppliers' },
    { association: 'org_orders' },
  ],
  order: NEWEST_FIRST,
  limit: WIDGET_LIST_MAX_ITEMS,
};

/** The tokens list widget ('tokens_list'): tokens to verify, at most 5. */
export async function getTokensList(
  client: ApiClient,
  options: CallOptions = {},
): Promise<DashboardTokenItem[]> {
  const page = await client.tokens.getMany(TOKENS_LIST_QUERY, options);
  return (page.results as unknown as TokenRecord[]).map(dashboardTokenItem);
}
